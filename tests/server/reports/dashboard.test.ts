/**
 * GET /api/v1/reports/dashboard over a seeded week of till orders pushed through order.create:
 * each period's figures equal a table computed by hand; stock value only for the admin. The
 * figures come from the per-day cache, which an order synced late for a cached day brings up to date.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import { addDays, atShopTime, todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, openRegister, order, seedPos, type PosShop } from '../pos/helpers';

let t: TestApp;
let pos: PosShop;
let other: SeededShop;
const siro = v7();
type Sell = (
  local: string,
  lines: ReturnType<typeof line>[],
  extra?: Partial<Parameters<typeof order>[1]>,
) => Promise<ReturnType<typeof order>>;
let sell: Sell;
let paraLine: (quantity: number, more?: Partial<ReturnType<typeof line>>) => ReturnType<typeof line>;

const shopDay = (offsetDays: number) => addDays(todayInShop(), offsetDays);

/** Shop wall-clock time → ISO instant. */
const at = (local: string) => atShopTime(local).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t), 'DB');
  other = await seedShop(t, 'Nhà thuốc khác');
  const sessionId = await openRegister(t, pos);
  const { shop, para, vitamin } = pos;
  await ownerQuery(t.database, 'update lots set expiry_date = $2 where tenant_id = $1', [shop.tenantId, shopDay(400)]);
  await withTenant(t.database.db, shop.tenantId, async (tx) => {
    await tx.insert(products).values({
      tenantId: shop.tenantId,
      id: siro,
      code: 'SP000009',
      name: 'Siro ho Prospan',
      trackingType: 'lot',
      costPrice: 10_000,
      minStock: 5,
    });
    // A service keeps no stock: never low, as on the low-stock list.
    await tx.insert(products).values({
      tenantId: shop.tenantId,
      id: v7(),
      code: 'SP000010',
      name: 'Đo huyết áp',
      trackingType: 'none',
      salePrice: 10_000,
    });
    const [near, old] = [v7(), v7()];
    await tx.insert(lots).values([
      {
        tenantId: shop.tenantId,
        id: near,
        productId: siro,
        lotNumber: 'S-NEAR',
        expiryDate: shopDay(10),
        cost: 10_000,
      },
      { tenantId: shop.tenantId, id: old, productId: siro, lotNumber: 'S-OLD', expiryDate: shopDay(-5), cost: 0 },
    ]);
    // Opening stock through the ledger, so the valuation report sees it: 3 on hand at 10.000.
    const opening = { reason: 'opening', documentType: 'opening', documentId: null, documentCode: null } as const;
    await postMoves(tx, shop.tenantId, [
      { ...opening, productId: siro, lotId: near, quantity: 2, unitCost: 10_000, userId: shop.admin.id },
      { ...opening, productId: siro, lotId: old, quantity: 1, unitCost: 10_000, userId: shop.admin.id },
    ]);
  });
  let n = 0;
  sell = async (local, lines, extra = {}) => {
    const prefix = extra.type === 'return' ? 'TH' : 'HD';
    const o = {
      ...order(pos, {
        code: `${prefix}-DB-${String(++n).padStart(6, '0')}`,
        sessionId,
        seller: shop.cashier,
        lines,
        ...extra,
      }),
      created_at: at(local),
    };
    await applied(t, shop.cashier, 'order.create', o);
    return o;
  };
  const pay = (method: 'cash' | 'bank_transfer' | 'card' | 'e_wallet', amount: number) => [
    { id: v7(), method, amount, reference: null },
  ];
  paraLine = (quantity, more = {}) =>
    line({
      product_id: para.id,
      product_name: 'Paracetamol 500mg',
      quantity,
      price: 1_000,
      tracking_type: 'lot',
      ...more,
    });
  const vitLine = (quantity: number) =>
    line({ product_id: vitamin.id, product_name: 'Vitamin C 500mg', quantity, price: 2_000 });

  // G: Saturday 31/10, the month before.
  await sell('2026-10-31T20:00:00', [paraLine(1)]);
  // A: Monday 09/11 09:15, 10.000 cash for 4.000 (6.000 change).
  await sell('2026-11-09T09:15:00', [vitLine(2)], { cash: 10_000 });
  // B: Wednesday 11/11 14:30, 7.000 by transfer.
  const b = await sell('2026-11-11T14:30:00', [paraLine(5), vitLine(1)], { payments: pay('bank_transfer', 7_000) });
  // C: Wednesday 11/11 14:50, one vỉ of 10 at 9.500 by card.
  await sell('2026-11-11T14:50:00', [paraLine(1, { factor: 10, unit_name: 'Vỉ', base_quantity: 10, price: 9_500 })], {
    payments: pay('card', 9_500),
  });
  // D: Sunday 15/11 10:00, 2 viên of B returned, 2.000 paid back in cash.
  await sell('2026-11-15T10:00:00', [paraLine(2, { is_return: true, return_of_line_id: b.lines[0]!.id })], {
    type: 'return',
    returnFor: b.id,
  });
  // E: Sunday 15/11 23:30 shop time (16:30 UTC), e-wallet.
  await sell('2026-11-15T23:30:00', [vitLine(1)], { payments: pay('e_wallet', 2_000) });
  // F: Monday 16/11 00:10 shop time (still 15/11 in UTC): next week.
  await sell('2026-11-16T00:10:00', [paraLine(1)]);
});
afterAll(async () => t.close());

async function dashboard(query: string, who = pos.shop.admin) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports/dashboard?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { data: Record<string, unknown> & { series: { bucket: string; amount: number; orders: number }[] } }
  ).data;
}

const methods = (cash: number, bank: number, card: number, wallet: number) => [
  { method: 'cash', amount: cash },
  { method: 'bank_transfer', amount: bank },
  { method: 'card', amount: card },
  { method: 'e_wallet', amount: wallet },
];
const nonZero = (series: { bucket: string; amount: number; orders: number }[]) =>
  series.filter((s) => s.amount !== 0 || s.orders !== 0);
const product = (id: string, name: string, quantity: number, revenue: number) => ({
  product_id: id,
  product_name: name,
  quantity,
  revenue,
});

describe('GET /reports/dashboard', () => {
  it('a week (Monday–Sunday, shop days): the hand-computed table', async () => {
    const d = await dashboard('period=week&date=2026-11-12');
    const { para, vitamin } = pos;
    expect(d).toMatchObject({
      period: 'week',
      from: '2026-11-09',
      to: '2026-11-15',
      net_revenue: 20_500,
      gross_sales: 22_500,
      order_count: 4,
      average_basket: 5_625,
      returns: { count: 1, amount: 2_000 },
      by_payment_method: methods(2_000, 7_000, 9_500, 2_000),
      top_by_revenue: [
        product(para.id, 'Paracetamol 500mg', 13, 12_500),
        product(vitamin.id, 'Vitamin C 500mg', 4, 8_000),
      ],
      top_by_quantity: [
        product(para.id, 'Paracetamol 500mg', 13, 12_500),
        product(vitamin.id, 'Vitamin C 500mg', 4, 8_000),
      ],
    });
    expect(d.series.map((s) => s.bucket)).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
    expect(nonZero(d.series)).toEqual([
      { bucket: '2026-11-09', amount: 4_000, orders: 1 },
      { bucket: '2026-11-11', amount: 16_500, orders: 2 },
      { bucket: '2026-11-15', amount: 0, orders: 1 },
    ]);
  });

  it('a day: by hour in shop time, every hour present', async () => {
    const wed = await dashboard('period=day&date=2026-11-11');
    expect(wed).toMatchObject({
      from: '2026-11-11',
      to: '2026-11-11',
      net_revenue: 16_500,
      order_count: 2,
      average_basket: 8_250,
      returns: { count: 0, amount: 0 },
    });
    expect(wed.by_payment_method).toEqual(methods(0, 7_000, 9_500, 0));
    expect(wed.series).toHaveLength(24);
    expect(nonZero(wed.series)).toEqual([{ bucket: '14', amount: 16_500, orders: 2 }]);
    const sun = await dashboard('period=day&date=2026-11-15');
    expect(sun).toMatchObject({
      net_revenue: 0,
      gross_sales: 2_000,
      order_count: 1,
      average_basket: 2_000,
      returns: { count: 1, amount: 2_000 },
    });
    expect(nonZero(sun.series)).toEqual([
      { bucket: '10', amount: -2_000, orders: 0 },
      { bucket: '23', amount: 2_000, orders: 1 },
    ]);
    const mon = await dashboard('period=day&date=2026-11-16');
    expect(nonZero(mon.series)).toEqual([{ bucket: '00', amount: 1_000, orders: 1 }]);
  });

  it('a month: every day of November, the sale of 31/10 left out', async () => {
    const d = await dashboard('period=month&date=2026-11-30');
    expect(d).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      net_revenue: 21_500,
      gross_sales: 23_500,
      order_count: 5,
      average_basket: 4_700,
      returns: { count: 1, amount: 2_000 },
    });
    expect(d.by_payment_method).toEqual(methods(3_000, 7_000, 9_500, 2_000));
    expect(d.series).toHaveLength(30);
    expect(nonZero(d.series).map((s) => [s.bucket, s.amount])).toEqual([
      ['2026-11-09', 4_000],
      ['2026-11-11', 16_500],
      ['2026-11-15', 0],
      ['2026-11-16', 1_000],
    ]);
    const october = await dashboard('period=month&date=2026-10-05');
    expect(october).toMatchObject({ net_revenue: 1_000, order_count: 1 });
    expect(october.series).toHaveLength(31);
  });

  it('counts low stock, near-expiry and expired lots, and values the stock at cost for the admin', async () => {
    const d = await dashboard('period=day');
    expect(d.from).toBe(shopDay(0));
    // Low: Siro (3 on hand, minimum 5) and Vitamin C (10 − 4 sold = 6, no minimum: the default 10);
    // not the blood-pressure service at 0.
    // Siro's lots: one in 10 days (2 × 10.000), one expired (1 × product cost 10.000).
    // Paracetamol: 80 − 17 sold + 2 returned = 65 × 600.
    expect(d).toMatchObject({ low_stock_count: 2, near_expiry_count: 1, expired_count: 1, expiry_warning_days: 90 });
    expect(d.stock_value).toEqual({ total: 65 * 600 + 3 * 10_000, near_expiry: 20_000, expired: 10_000 });
  });

  it('values the stock as the valuation report does for today, whatever cost the product form says', async () => {
    const { shop, para } = pos;
    // A cost typed in the product form (not the ledger's 600), and a base unit replaced there (the old one archived).
    await ownerQuery(t.database, 'update products set cost_price = 700 where tenant_id = $1 and id = $2', [
      shop.tenantId,
      para.id,
    ]);
    const uom = v7();
    await ownerQuery(t.database, `insert into uoms (tenant_id, id, name) values ($1, $2, 'Viên')`, [
      shop.tenantId,
      uom,
    ]);
    await ownerQuery(
      t.database,
      `insert into product_units (tenant_id, id, product_id, uom_id, factor, is_base, deleted_at)
       values ($1, $2, $4, $5, 1, true, now()), ($1, $3, $4, $5, 1, true, null)`,
      [shop.tenantId, v7(), v7(), para.id, uom],
    );
    const d = await dashboard('period=day');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/inventory-valuations?date=${shopDay(0)}`,
      headers: shop.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as { totals: { value: number }; products: { product_id: string }[] };
    expect(report.products.filter((p) => p.product_id === para.id)).toHaveLength(1);
    expect(report.totals.value).toBe(65 * 600 + 3 * 10_000);
    expect(d.stock_value).toMatchObject({ total: report.totals.value });
  });

  it("omits the stock value from a cashier's dashboard, with the same sales figures", async () => {
    const admin = await dashboard('period=week&date=2026-11-12');
    const cashier = await dashboard('period=week&date=2026-11-12', pos.shop.cashier);
    expect(cashier).not.toHaveProperty('stock_value');
    const { stock_value: _ignored, ...rest } = admin;
    expect(cashier).toEqual(rest);
  });

  it('shows another shop none of these sales', async () => {
    const d = await dashboard('period=week&date=2026-11-12', other.admin);
    expect(d).toMatchObject({ net_revenue: 0, order_count: 0, low_stock_count: 0, near_expiry_count: 0 });
  });

  it('answers 400 for a bad period or date, 401 without a token', async () => {
    for (const query of ['period=year', 'period=day&date=2026-13-40', 'period=day&date=hôm-nay']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reports/dashboard?${query}`,
        headers: pos.shop.admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/dashboard?period=year',
      headers: pos.shop.admin.headers,
    });
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(['period']);
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/reports/dashboard' });
    expect(anon.statusCode).toBe(401);
  });

  it('reads closed days from the per-day cache, filled on first read', async () => {
    const tenant = pos.shop.tenantId;
    const cached = await ownerQuery<{ day: string; order_count: number }>(
      t.database,
      "select day::text as day, order_count from dashboard_days where tenant_id = $1 and day between '2026-11-09' and '2026-11-15' order by day",
      [tenant],
    );
    expect(cached).toEqual([
      { day: '2026-11-09', order_count: 1 },
      { day: '2026-11-11', order_count: 2 },
      { day: '2026-11-15', order_count: 2 },
    ]);
    // A cached day is summed as stored (not re-aggregated while its orders are unchanged)…
    await ownerQuery(
      t.database,
      "update dashboard_days set net = net + 1000000 where tenant_id = $1 and day = '2026-11-11'",
      [tenant],
    );
    expect(await dashboard('period=week&date=2026-11-12')).toMatchObject({ net_revenue: 1_020_500 });
    // …and a day missing from the cache is aggregated again from the orders.
    await ownerQuery(t.database, "delete from dashboard_days where tenant_id = $1 and day = '2026-11-11'", [tenant]);
    expect(await dashboard('period=week&date=2026-11-12')).toMatchObject({ net_revenue: 20_500 });
  });

  it('an order synced late for a cached day changes that day, its week and its month', async () => {
    const { para } = pos;
    const before = await dashboard('period=week&date=2026-11-12');
    expect(before).toMatchObject({ net_revenue: 20_500, order_count: 4 });
    await dashboard('period=day&date=2026-11-11');
    await dashboard('period=month&date=2026-11-30');
    // A till that was offline on Wednesday 11/11 syncs a 16:05 sale of 3 Paracetamol by card.
    await sell('2026-11-11T16:05:00', [paraLine(3)], {
      payments: [{ id: v7(), method: 'card', amount: 3_000, reference: null }],
    });
    const week = await dashboard('period=week&date=2026-11-12');
    expect(week).toMatchObject({
      net_revenue: 23_500,
      gross_sales: 25_500,
      order_count: 5,
      average_basket: 5_100,
      by_payment_method: methods(2_000, 7_000, 12_500, 2_000),
      top_by_revenue: [
        product(para.id, 'Paracetamol 500mg', 16, 15_500),
        product(pos.vitamin.id, 'Vitamin C 500mg', 4, 8_000),
      ],
    });
    expect(nonZero(week.series).find((s) => s.bucket === '2026-11-11')).toEqual({
      bucket: '2026-11-11',
      amount: 19_500,
      orders: 3,
    });
    const wed = await dashboard('period=day&date=2026-11-11');
    expect(nonZero(wed.series)).toEqual([
      { bucket: '14', amount: 16_500, orders: 2 },
      { bucket: '16', amount: 3_000, orders: 1 },
    ]);
    expect(await dashboard('period=month&date=2026-11-30')).toMatchObject({ net_revenue: 24_500, order_count: 6 });
  });
});
