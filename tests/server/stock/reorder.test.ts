/**
 * Reorder suggestions (GET /purchase-orders/reorder): a vendor's low products (default vendor, or
 * last bought from it when they have none), what is already on order deducted, the quantity up to
 * the maximum (or twice the minimum) in the largest unit that fits, the last price paid and its
 * tax; another vendor's, a service, an archived or inactive product and another shop's are left
 * out; a bad or unknown vendor is a 400 with the field, and a cashier is refused.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import type { ReorderLine } from '../../../src/domain/stock/reorder';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { receive, type StockProduct, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let otherVendor: string;
const made: Record<string, StockProduct> = {};

const admin = () => shop.admin.headers;
const suggest = async (vendor: string, query = '') =>
  s.http.get(`/purchase-orders/reorder?vendor_id=${vendor}${query}`, admin());
const lines = async (vendor: string, query = '') => {
  const res = await suggest(vendor, query);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as ReorderLine[];
};
const byName = (found: ReorderLine[], name: string) => found.find((l) => l.product_name === name);

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  otherVendor = (await s.http.post('/vendors', { name: 'Công ty Traphaco' }, admin())).json().data.id;
}, 60_000);

/** A till's sale (negative) or return (positive) of base units, as the order writer posts it. */
const saleMove = (productId: string, quantity: number, movedAt?: Date) =>
  withTenant(t.database.db, shop.tenantId, (tx) =>
    postMoves(tx, shop.tenantId, [
      {
        productId,
        lotId: null,
        quantity,
        unitCost: 1_000,
        reason: quantity < 0 ? 'sale' : 'return',
        documentType: 'pos_order',
        documentId: v7(),
        documentCode: 'HD-TEST',
        userId: shop.cashier.id,
        movedAt,
      },
    ]),
  );

const product = async (...args: Parameters<typeof s.product>) => (made[args[0]] = await s.product(...args));
afterAll(async () => t?.close());

describe('reorder suggestions', () => {
  it("suggest a vendor's low products up to their level, in the largest unit that fits", async () => {
    // Minimum 30 and maximum 200 tablets, 20 on hand: 180 to order, in boxes of 10 → 18 boxes.
    await product('Paracetamol 500mg', 'basic', 10, { min_stock: 30, max_stock: 200, default_vendor_id: s.vendor });
    // No maximum: twice the minimum (2 × 50 = 100), 5 on hand → 95 tablets, 4 boxes of 25 (100).
    await product('Vitamin C', 'lot', 25, { min_stock: 50, default_vendor_id: s.vendor });
    // Above its minimum: nothing.
    await product('Berberin', 'basic', 10, { min_stock: 5, default_vendor_id: s.vendor });
    // Another vendor's.
    await product('Oresol', 'basic', 10, { min_stock: 30, default_vendor_id: otherVendor });
    // A service keeps no stock.
    await product('Đo huyết áp', 'none', 5, { min_stock: 30, default_vendor_id: s.vendor });
    await receive(s, admin(), made['Paracetamol 500mg']!, [{ quantity: 20 }]);
    await receive(s, admin(), made['Vitamin C']!, [{ quantity: 5, lot: 'VC1', expiry: '2028-01-31' }]);
    await receive(s, admin(), made.Berberin!, [{ quantity: 50 }]);

    // Sold over the last 30 days, less returns: 7 − 2 tablets; a sale 40 days ago is not counted.
    await saleMove(made['Paracetamol 500mg']!.id, -7);
    await saleMove(made['Paracetamol 500mg']!.id, 2);
    await saleMove(made['Paracetamol 500mg']!.id, -3, new Date(Date.now() - 40 * 86_400_000));

    const found = await lines(s.vendor);
    expect(found.map((l) => l.product_name)).toEqual(['Paracetamol 500mg', 'Vitamin C']);
    const para = byName(found, 'Paracetamol 500mg')!;
    // 20 received − 8 sold: 12 on hand, 188 to order → 19 boxes.
    expect(para).toMatchObject({
      on_hand: 12,
      on_order: 0,
      sold_recently: 5,
      min_stock: 30,
      max_stock: 200,
      quantity: 19,
    });
    expect(para.units.find((u) => u.id === para.unit_id)).toMatchObject({ factor: 10, price: 9_000 });
    // The last price paid (1,000 a tablet) in boxes of 10; the receipt had no tax.
    expect(para.unit_cost).toBe(10_000);
    expect(para.tax_id).toBeNull();
    expect(para.base_unit_name).toBe('Viên');
    const vitamin = byName(found, 'Vitamin C')!;
    expect(vitamin).toMatchObject({ on_hand: 5, sold_recently: 0, min_stock: 50, max_stock: null, quantity: 4 });
    expect(vitamin.units.find((u) => u.id === vitamin.unit_id)!.factor).toBe(25);
  });

  it('deduct what drafts and open orders still bring, but not the draft being edited', async () => {
    const para = made['Paracetamol 500mg']!;
    const draft = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          lines: [{ product_id: para.id, unit_id: para.box, quantity: 10, unit_cost: 10_000, tax_id: s.tax }],
        },
        admin(),
      )
    ).json().data as { id: string };
    // 100 tablets on order: 12 + 100 is above the minimum of 30, nothing to suggest.
    expect(byName(await lines(s.vendor), 'Paracetamol 500mg')).toBeUndefined();
    // Editing that draft: its own lines are not yet ordered.
    expect(byName(await lines(s.vendor, `&exclude_order_id=${draft.id}`), 'Paracetamol 500mg')?.quantity).toBe(19);
    // A smaller draft: 12 + 10 is still below the minimum; the rest up to 200 is 178 → 18 boxes.
    await s.http.put(
      `/purchase-orders/${draft.id}`,
      {
        vendor_id: s.vendor,
        lines: [{ product_id: para.id, unit_id: para.base, quantity: 10, unit_cost: 1_000, tax_id: s.tax }],
      },
      admin(),
    );
    expect(byName(await lines(s.vendor), 'Paracetamol 500mg')).toMatchObject({ on_order: 10, quantity: 18 });
    // A cancelled order brings nothing.
    await s.http.post(`/purchase-orders/${draft.id}/cancel`, {}, admin());
    expect(byName(await lines(s.vendor), 'Paracetamol 500mg')).toMatchObject({ on_order: 0, quantity: 19 });
  });

  it("take a product with no default vendor from its last purchase, with that purchase's tax", async () => {
    const salonpas = await product('Salonpas', 'basic', 10, { min_stock: 10 });
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: otherVendor,
          lines: [{ product_id: salonpas.id, unit_id: salonpas.box, quantity: 1, unit_cost: 25_000, tax_id: s.tax }],
        },
        admin(),
      )
    ).json().data as { id: string; lines: Array<{ id: string }> };
    await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
    await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0]!.id, quantity: 1 }] },
      admin(),
    );
    // 10 on hand, minimum 10, no maximum: up to 20 → 10 tablets, one box at the last box price.
    expect(byName(await lines(s.vendor), 'Salonpas')).toBeUndefined();
    expect(byName(await lines(otherVendor), 'Salonpas')).toMatchObject({
      on_hand: 10,
      quantity: 1,
      unit_cost: 25_000,
      tax_id: s.tax,
    });
  });

  it('leave out archived and inactive products', async () => {
    const archived = await product('Thuốc ngừng bán', 'basic', 10, { min_stock: 10, default_vendor_id: s.vendor });
    await product('Thuốc tạm ngưng', 'basic', 10, {
      min_stock: 10,
      default_vendor_id: s.vendor,
      is_active: false,
    });
    expect((await s.http.del(`/products/${archived.id}`, admin())).statusCode).toBe(204);
    const names = (await lines(s.vendor)).map((l) => l.product_name);
    expect(names).not.toContain('Thuốc ngừng bán');
    expect(names).not.toContain('Thuốc tạm ngưng');
  });

  it('with cover days, order a fast seller before its minimum, up to what those days sell', async () => {
    // Minimum 5, no maximum, 20 on hand after selling 30 tablets in the last 30 days: one a day.
    const fast = await product('Loratadin 10mg', 'basic', 10, { min_stock: 5, default_vendor_id: s.vendor });
    await receive(s, admin(), fast, [{ quantity: 50 }]);
    await saleMove(fast.id, -30);
    expect(byName(await lines(s.vendor), 'Loratadin 10mg')).toBeUndefined();
    expect(byName(await lines(s.vendor, '&cover_days=14'), 'Loratadin 10mg')).toBeUndefined();
    // 60 days sell 60: 40 more, four boxes of 10.
    expect(byName(await lines(s.vendor, '&cover_days=60'), 'Loratadin 10mg')).toMatchObject({
      on_hand: 20,
      sold_recently: 30,
      cover_need: 60,
      quantity: 4,
    });
    const line = byName(await lines(s.vendor, '&cover_days=60'), 'Loratadin 10mg')!;
    expect(line.units.find((u) => u.id === line.unit_id)!.factor).toBe(10);
    // Without cover days the field says so.
    expect(byName(await lines(s.vendor), 'Paracetamol 500mg')?.cover_need).toBe(0);
    for (const bad of ['-1', '181', 'abc', '1.5']) {
      const res = await suggest(s.vendor, `&cover_days=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.cover_days, bad).toBeDefined();
    }
  });

  it("refuse a missing, malformed or another shop's vendor with a field message, and a cashier", async () => {
    const missing = await s.http.get('/purchase-orders/reorder', admin());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.vendor_id).toBeDefined();
    expect((await suggest('nope')).statusCode).toBe(400);
    const theirs = (await s.http.post('/vendors', { name: 'NCC của cửa hàng khác' }, other.admin.headers)).json().data
      .id as string;
    const foreign = await suggest(theirs);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.vendor_id).toEqual(['Không tìm thấy nhà cung cấp.']);
    expect((await s.http.get(`/purchase-orders/reorder?vendor_id=${s.vendor}`, shop.cashier.headers)).statusCode).toBe(
      403,
    );
  });
});
