// The demo catalogue loads into a real shop and answers through the API like any other data.
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../../scripts/demo-data/dates';
import { loadDemoData } from '../../../scripts/demo-data/load';
import { lots, products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { insertDemoCatalog } from '../../../server/demo/demo-catalog';
import { insertGeneratedCatalog } from '../../../server/demo/generated-catalog';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
const data = loadDemoData();
const get = (path: string, headers = shop.admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t, 'Nhà thuốc Demo');
  // Loaded ten days after the data's own "today": lot dates move with it.
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    insertDemoCatalog(tx, shop.tenantId, data, shop.admin.id, '2026-12-02'),
  );
}, 120_000);
afterAll(() => t.close());

describe('the demo catalogue in a shop', () => {
  it('finds paracetamol products with their units, with and without diacritics', async () => {
    const res = await get('/products?search=paracetamol&page_size=100', shop.admin.headers);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Panadol 500mg', 'Hapacol 500', 'Efferalgan 500mg viên sủi']));
    const panadol = res.json().data.find((p: { name: string }) => p.name === 'Panadol 500mg');
    expect(panadol.units.map((u: { factor: number; price: number }) => [u.factor, u.price])).toEqual([
      [1, 1500],
      [10, 14600],
      [120, 166000],
    ]);
    const unaccented = await get(`/products?search=${encodeURIComponent('thuoc ho bao thanh')}`);
    expect(unaccented.json().data.map((p: { name: string }) => p.name)).toContain('Thuốc ho Bảo Thanh 125ml');
    expect((await get('/products?page_size=1')).json().meta.total).toBe(data.products.length);
  });

  it('keeps opening stock in the ledger: lots and cached on-hand agree', async () => {
    const rows = await withTenant(t.database.db, shop.tenantId, async (tx) => {
      const [lotCount] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(lots)
        .where(eq(lots.tenantId, shop.tenantId));
      const [amox] = await tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, shop.tenantId), eq(products.code, 'SP000001')));
      return { lotCount: lotCount!.n, amox: amox! };
    });
    expect(rows.lotCount).toBe(data.lots.length);
    const expected = data.lots.filter((l) => l.product === 'SP000001').reduce((sum, l) => sum + l.quantity, 0);
    expect(rows.amox.stockOnHand).toBe(expected);
    const res = await get(`/products/${rows.amox.id}/lots`);
    const served = res
      .json()
      .data.map((l: { lot_number: string; expiry_date: string }) => [l.lot_number, l.expiry_date])
      .sort();
    const shifted = data.lots
      .filter((l) => l.product === 'SP000001')
      .map((l) => [l.lot_number, addDays(l.expiry_date, 10)])
      .sort();
    expect(served).toEqual(shifted);
  });

  it('serves customers, doctors, templates and the till with its layout', async () => {
    const customers = await get(`/customers?search=${encodeURIComponent('nguyen thi lan')}`, shop.cashier.headers);
    expect(customers.json().data.map((c: { full_name: string }) => c.full_name)).toContain('Nguyễn Thị Lan');
    expect((await get('/doctors?page_size=1')).json().meta.total).toBe(data.doctors.length);
    const templates = await get('/prescription-templates?page_size=100');
    const hypertension = templates.json().data.find((tpl: { name: string }) => tpl.name === 'Tăng huyết áp');
    expect(hypertension.items[0]).toMatchObject({
      product_name: 'Amlodipin 5mg Stella',
      quantity: 30,
      dosage: 'Sáng 1 viên sau ăn',
    });
    const tills = await get('/pos-settings');
    const till = tills.json().data.find((s: { name: string }) => s.name === 'Quầy 1');
    expect(till.order_code_prefix).toBe('Q1');
    expect(till.layout.categories.length).toBe(data.pos_layout[0]!.layout.categories.length);
  });

  it('fills the store licence details and the VietQR account', async () => {
    const store = await get('/settings/store');
    expect(store.json().data).toMatchObject({
      email: data.store.store.email,
      national_facility_code: data.store.store.national_facility_code,
    });
    const general = await get('/settings/general');
    expect(general.json().data).toMatchObject({ vietqr_bank_bin: '970436', expiry_warning_days: 90 });
  });

  it('continues product codes after the demo ones', async () => {
    const category = (await get('/categories?page_size=100')).json().data[0].id;
    const uom = (await get('/uoms?page_size=100')).json().data.find((u: { name: string }) => u.name === 'Viên').id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: shop.admin.headers,
      payload: {
        name: 'Sản phẩm mới sau demo',
        category_id: category,
        units: [{ uom_id: uom, factor: 1, price: 1000 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toBe(`SP${String(data.products.length + 1).padStart(6, '0')}`);
  });

  it('takes a generated large catalogue on top, searchable through the API', async () => {
    const count = await withTenant(t.database.db, shop.tenantId, (tx) =>
      insertGeneratedCatalog(tx, shop.tenantId, { count: 800, seed: 9, startAt: 1001 }),
    );
    expect(count).toBe(800);
    const all = await get('/products?page_size=1');
    expect(all.json().meta.total).toBe(data.products.length + 1 + 800);
    const found = await get(`/products?search=${encodeURIComponent('SP001001')}`);
    expect(found.json().data[0]).toMatchObject({ code: 'SP001001' });
    expect(found.json().data[0].units.length).toBeGreaterThan(0);
  }, 60_000);
});
