import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
});
afterAll(() => t.close());

const ID = '0190a8f0-0000-7000-8000-000000000001';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every authenticated account endpoint, and whether it is for admins only (SPEC §6). */
const ENDPOINTS: Array<[Method, string, 'any' | 'admin']> = [
  ['GET', '/me', 'any'],
  ['PUT', '/me', 'any'],
  ['POST', '/me/password', 'any'],
  ['GET', '/tenants', 'any'],
  ['PUT', '/tenants/setup', 'admin'],
  ['GET', '/settings/store', 'admin'],
  ['PUT', '/settings/store', 'admin'],
  ['GET', '/staffs', 'admin'],
  ['POST', '/staffs', 'admin'],
  ['GET', `/staffs/${ID}`, 'admin'],
  ['PUT', `/staffs/${ID}`, 'admin'],
  ['DELETE', `/staffs/${ID}`, 'admin'],
  ['POST', `/staffs/${ID}/resend-invitation`, 'admin'],
];

const call = (method: Method, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(method === 'PUT' || method === 'POST' ? { payload: {} } : {}),
  });

describe.each(ENDPOINTS)('%s %s', (method, url, who) => {
  it('answers 401 token_not_valid without a token or with a forged one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer abc.def.ghi' },
      { authorization: `Bearer ${shop.admin.token.slice(0, -3)}xyz` },
    ]) {
      const res = await call(method, url, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });

  if (who === 'admin') {
    it('answers 403 permission_denied to a cashier', async () => {
      const res = await call(method, url, shop.cashier.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'permission_denied', message: 'Bạn không có quyền thực hiện thao tác này.' });
    });
  }
});
