/**
 * GET /api/v1/reports/getting-started: each of a new shop's first steps turns done from the shop's
 * own records (products, stock, a second person, the VietQR account, e-invoices, the link-up, a
 * sale), for this shop only, and only for those who set the shop up.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GETTING_STARTED_STEPS, type GettingStarted } from '../../../src/domain/getting-started';
import { api } from '../catalog/helpers';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, openRegister, order, seedPos } from '../pos/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let shop: SeededShop;
let other: SeededShop;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t, 'Nhà thuốc Mới Mở');
  other = await seedShop(t, 'Nhà thuốc Bên Cạnh');
});
afterAll(() => t.close());

async function steps(who = shop): Promise<GettingStarted> {
  const response = await http.get('/reports/getting-started', who.admin.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const done = (status: GettingStarted) => GETTING_STARTED_STEPS.filter((step) => status[step]);

describe("a new shop's first steps", () => {
  it('turns each step done as the shop records it, and no other shop', async () => {
    await ownerQuery(t.database, 'delete from users where tenant_id = $1 and id = $2', [
      shop.tenantId,
      shop.cashier.id,
    ]);
    await ownerQuery(t.database, 'update stores set setup_done_at = null where tenant_id = $1', [shop.tenantId]);
    expect(done(await steps())).toEqual([]);

    const setup = await http.put(
      '/tenants/setup',
      { name: 'Nhà thuốc Mới Mở', address: '45 Nguyễn Trãi, Quận 5, TP. Hồ Chí Minh', phone: '028 3855 6677' },
      shop.admin.headers,
    );
    expect(setup.statusCode, setup.body).toBe(200);
    expect(done(await steps())).toEqual(['store']);

    // Products with opening stock and a till.
    const pos = await seedPos(t, { ...shop, cashier: shop.admin }, 'MM');
    expect(done(await steps())).toEqual(['store', 'products', 'stock']);

    const invited = await http.post(
      '/staffs',
      { email: `thungan-${v7().slice(-8)}@example.vn`, first_name: 'Hoa', last_name: 'Lê Thị', role: 'cashier' },
      shop.admin.headers,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(done(await steps())).toContain('staff');

    const general = await http.put(
      '/settings/general',
      { vietqr_bank_bin: '970436', vietqr_account_number: '0011004455667', vietqr_account_name: 'NHA THUOC MOI MO' },
      shop.admin.headers,
    );
    expect(general.statusCode, general.body).toBe(200);
    expect(done(await steps())).toContain('vietqr');

    await ownerQuery(
      t.database,
      `insert into einvoice_settings (tenant_id, cash_register_enabled) values ($1, true)
       on conflict (tenant_id) do update set cash_register_enabled = true`,
      [shop.tenantId],
    );
    await ownerQuery(
      t.database,
      `insert into linkup_settings (tenant_id, enabled) values ($1, true)
       on conflict (tenant_id) do update set enabled = true`,
      [shop.tenantId],
    );
    expect(done(await steps())).toEqual(['store', 'products', 'stock', 'staff', 'vietqr', 'einvoice', 'linkup']);

    const sessionId = await openRegister(t, { ...pos, shop: { ...shop, cashier: shop.admin } });
    await applied(
      t,
      shop.admin,
      'order.create',
      order(pos, {
        code: 'HD-MM-000001',
        sessionId,
        seller: shop.admin,
        lines: [line({ product_id: pos.vitamin.id, product_name: 'Vitamin C 500mg', quantity: 1, price: 2_000 })],
      }),
    );
    expect(done(await steps())).toEqual([...GETTING_STARTED_STEPS]);

    // The shop next door has done nothing but set up its store and invite its cashier.
    expect(done(await steps(other))).toEqual(['store', 'staff']);
  });

  it('is for those who set the shop up, not for cashiers or strangers', async () => {
    const cashier = await http.get('/reports/getting-started', other.cashier.headers);
    expect(cashier.statusCode).toBe(403);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/v1/reports/getting-started' });
    expect(stranger.statusCode).toBe(401);
  });
});
