import { provisionShop } from '../../../server/modules/tenants/provision';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('provisionShop (demo seeding)', () => {
  it('creates a ready shop whose people can log in', async () => {
    const shop = await provisionShop(t.database.db, {
      name: 'Nhà thuốc Demo',
      address: '1 Nguyễn Huệ, Quận 1',
      people: [
        { email: 'Admin@Demo.vn', password: 'Demo-Quan-Tri-1', firstName: 'Lan', lastName: 'Nguyễn', role: 'admin' },
        { email: 'thungan@demo.vn', password: 'Demo-Thu-Ngan-1', firstName: 'Hùng', lastName: 'Trần', role: 'cashier' },
      ],
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'admin@demo.vn', password: 'Demo-Quan-Tri-1' },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.access_token}` };
    const tenant = (await t.app.inject({ method: 'GET', url: '/api/v1/tenants', headers })).json().data;
    expect(tenant).toMatchObject({
      id: shop.tenantId,
      name: 'Nhà thuốc Demo',
      setup_done: true,
      subscription: { state: 'TRIAL', days_left: 14 },
    });
    const cashier = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'thungan@demo.vn', password: 'Demo-Thu-Ngan-1' },
    });
    expect(cashier.json().data.user.roles).toEqual(['cashier']);
    await expect(
      provisionShop(t.database.db, {
        name: 'Trùng',
        people: [{ email: 'admin@demo.vn', password: 'x-y-z-1-2-3', firstName: 'A', lastName: 'B', role: 'admin' }],
      }),
    ).rejects.toThrow(/already registered/);
  });
});
