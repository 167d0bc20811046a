import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  databaseIsEmpty,
  findDemoTenant,
  removeTenant,
  seedDemo,
} from '../../../server/demo/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.access_token as string}` };
}

describe('the demo shop', () => {
  it(
    'is created on an empty database with both logins, and paracetamol comes with its units',
    { timeout: 120_000 },
    async () => {
      expect(await databaseIsEmpty(t.database.ownerUrl)).toBe(true);
      const seeded = await seedDemo(t.database.db);
      expect(seeded.products).toBeGreaterThanOrEqual(300);
      expect(await databaseIsEmpty(t.database.ownerUrl)).toBe(false);
      expect(await findDemoTenant(t.database.ownerUrl)).toBe(seeded.tenantId);

      const cashier = await login(DEMO_LOGINS[1]!.email);
      const url = '/api/v1/products?search=paracetamol';
      // The product list is the admin's (SPEC §6); the cashier's till sells from the sync pull.
      expect((await t.app.inject({ method: 'GET', url, headers: cashier })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url, headers: await login(DEMO_LOGINS[0]!.email) });
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta.total).toBeGreaterThan(0);
      expect(data.every((p: { units: unknown[] }) => p.units.length >= 1)).toBe(true);
      expect(data.some((p: { units: unknown[] }) => p.units.length >= 2)).toBe(true);

      const admin = await login(DEMO_LOGINS[0]!.email);
      const store = await t.app.inject({ method: 'GET', url: '/api/v1/settings/general', headers: admin });
      expect(store.json().data.vietqr_bank_bin).toBe('970436');
      const tills = (await t.app.inject({ method: 'GET', url: '/api/v1/pos-settings', headers: admin })).json();
      expect(tills.data[0].layout.categories.length).toBeGreaterThan(0);
    },
  );

  it('can be removed and created again (npm run seed:demo)', { timeout: 120_000 }, async () => {
    const before = await findDemoTenant(t.database.ownerUrl);
    await removeTenant(t.database.ownerUrl, before!);
    expect(await databaseIsEmpty(t.database.ownerUrl)).toBe(true);
    const again = await seedDemo(t.database.db);
    expect(again.tenantId).not.toBe(before);
    const [row] = await ownerQuery<{ n: number }>(t.database, 'select count(*)::int as n from products');
    expect(row!.n).toBe(again.products);
    await login(DEMO_LOGINS[0]!.email);
  });
});
