/**
 * The dashboard warmer over two shops' till orders (pushed through order.create) and a shop
 * without sales: it fills every closed day with sales and never today, a second pass writes
 * nothing, the dashboard then reads the hand-computed figures from the warmed days, and an order
 * synced late for a warmed day still changes that day.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardWarmer } from '../../../server/modules/reports/dashboard-warmer';
import { atShopTime } from '../../../src/domain/shop-clock';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, openRegister, order, seedPos, type PosShop } from '../pos/helpers';

let t: TestApp;
let a: PosShop;
let b: PosShop;
type Method = 'cash' | 'bank_transfer' | 'card' | 'e_wallet';

/** Shop wall-clock time → ISO instant. */
const at = (local: string) => atShopTime(local).toISOString();
/** The warmer's clock: noon of Friday 06/11/2026 in the shop, so 06/11 is today and still open. */
const FRIDAY_NOON = new Date(at('2026-11-06T12:00:00'));
const pay = (method: Method, amount: number) => [{ id: v7(), method, amount, reference: null }];

let n = 0;
async function sell(
  pos: PosShop,
  sessionId: string,
  local: string,
  lines: ReturnType<typeof line>[],
  extra: Partial<Parameters<typeof order>[1]> = {},
) {
  const prefix = extra.type === 'return' ? 'TH' : 'HD';
  const o = {
    ...order(pos, {
      code: `${prefix}-W-${String(++n).padStart(6, '0')}`,
      sessionId,
      seller: pos.shop.cashier,
      lines,
      ...extra,
    }),
    created_at: at(local),
  };
  await applied(t, pos.shop.cashier, 'order.create', o);
  return o;
}
const para = (pos: PosShop, quantity: number, more: Partial<ReturnType<typeof line>> = {}) =>
  line({
    product_id: pos.para.id,
    product_name: 'Paracetamol 500mg',
    quantity,
    price: 1_000,
    tracking_type: 'lot',
    ...more,
  });
const vit = (pos: PosShop, quantity: number) =>
  line({ product_id: pos.vitamin.id, product_name: 'Vitamin C 500mg', quantity, price: 2_000 });
let lateSale: (local: string, quantity: number) => Promise<unknown>;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedPos(t, await seedShop(t), 'WA');
  b = await seedPos(t, await seedShop(t, 'Nhà thuốc thứ hai'), 'WB');
  await seedShop(t, 'Nhà thuốc chưa bán');
  const sa = await openRegister(t, a);
  const sb = await openRegister(t, b);
  // Shop A. Thursday 29/10: 2 Paracetamol in cash (the month before).
  await sell(a, sa, '2026-10-29T10:00:00', [para(a, 2)]);
  // Monday 02/11 09:15: 2 Vitamin C, 10.000 cash tendered (6.000 change).
  await sell(a, sa, '2026-11-02T09:15:00', [vit(a, 2)], { cash: 10_000 });
  // Wednesday 04/11 14:30: 5 Paracetamol and 1 Vitamin C, 7.000 by transfer; 14:50 a vỉ of 10 at 9.500 by card.
  const big = await sell(a, sa, '2026-11-04T14:30:00', [para(a, 5), vit(a, 1)], {
    payments: pay('bank_transfer', 7_000),
  });
  await sell(
    a,
    sa,
    '2026-11-04T14:50:00',
    [para(a, 1, { factor: 10, unit_name: 'Vỉ', base_quantity: 10, price: 9_500 })],
    { payments: pay('card', 9_500) },
  );
  // Thursday 05/11 23:30: 2 Paracetamol of the 04/11 sale returned, 2.000 back in cash.
  await sell(a, sa, '2026-11-05T23:30:00', [para(a, 2, { is_return: true, return_of_line_id: big.lines[0]!.id })], {
    type: 'return',
    returnFor: big.id,
  });
  // Friday 06/11 08:00 (the warmer's today): 1 Vitamin C by e-wallet.
  await sell(a, sa, '2026-11-06T08:00:00', [vit(a, 1)], { payments: pay('e_wallet', 2_000) });
  // Shop B. Tuesday 03/11: 3 Paracetamol in cash; Friday 06/11: 1.
  await sell(b, sb, '2026-11-03T10:00:00', [para(b, 3)]);
  await sell(b, sb, '2026-11-06T09:00:00', [para(b, 1)]);
  lateSale = (local, quantity) => sell(a, sa, local, [para(a, quantity)], { payments: pay('card', quantity * 1_000) });
});
afterAll(async () => t.close());

const cachedDays = (tenantId: string) =>
  ownerQuery<{ day: string; order_count: number; computed_at: Date }>(
    t.database,
    'select day::text as day, order_count, computed_at from dashboard_days where tenant_id = $1 order by day',
    [tenantId],
  );

async function dashboard(query: string, pos = a) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/dashboard?${query}`,
    headers: pos.shop.admin.headers,
  });
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

describe('dashboard warmer', () => {
  const warmer = () => createDashboardWarmer(t.database.db);
  let first: ReturnType<typeof warmer>;

  it('fills every closed day with sales of every shop, never today', async () => {
    expect(await cachedDays(a.shop.tenantId)).toEqual([]);
    first = warmer();
    expect(await first.run({ now: FRIDAY_NOON, chunkDays: 2, pauseMs: 0 })).toEqual({
      tenants: 3,
      skipped: 0,
      days: 5,
    });
    expect((await cachedDays(a.shop.tenantId)).map((d) => [d.day, d.order_count])).toEqual([
      ['2026-10-29', 1],
      ['2026-11-02', 1],
      ['2026-11-04', 2],
      ['2026-11-05', 1],
    ]);
    expect((await cachedDays(b.shop.tenantId)).map((d) => [d.day, d.order_count])).toEqual([['2026-11-03', 1]]);
  });

  it('writes nothing on a second pass, nor on a first pass after a restart', async () => {
    const before = await cachedDays(a.shop.tenantId);
    expect(await first.run({ now: FRIDAY_NOON, pauseMs: 0 })).toEqual({ tenants: 3, skipped: 3, days: 0 });
    expect(await warmer().run({ now: FRIDAY_NOON, pauseMs: 0 })).toEqual({ tenants: 3, skipped: 0, days: 0 });
    expect(await cachedDays(a.shop.tenantId)).toEqual(before);
  });

  it('reads the hand-computed figures from the warmed days, aggregating only today', async () => {
    const warmed = await cachedDays(a.shop.tenantId);
    const week = await dashboard('period=week&date=2026-11-04');
    expect(week).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-08',
      net_revenue: 20_500,
      gross_sales: 22_500,
      order_count: 4,
      average_basket: 5_625,
      returns: { count: 1, amount: 2_000 },
      by_payment_method: methods(2_000, 7_000, 9_500, 2_000),
      top_by_revenue: [
        { product_id: a.para.id, product_name: 'Paracetamol 500mg', quantity: 13, revenue: 12_500 },
        { product_id: a.vitamin.id, product_name: 'Vitamin C 500mg', quantity: 4, revenue: 8_000 },
      ],
    });
    expect(nonZero(week.series)).toEqual([
      { bucket: '2026-11-02', amount: 4_000, orders: 1 },
      { bucket: '2026-11-04', amount: 16_500, orders: 2 },
      { bucket: '2026-11-05', amount: -2_000, orders: 0 },
      { bucket: '2026-11-06', amount: 2_000, orders: 1 },
    ]);
    const wed = await dashboard('period=day&date=2026-11-04');
    expect(wed).toMatchObject({
      net_revenue: 16_500,
      order_count: 2,
      average_basket: 8_250,
      by_payment_method: methods(0, 7_000, 9_500, 0),
    });
    expect(nonZero(wed.series)).toEqual([{ bucket: '14', amount: 16_500, orders: 2 }]);
    expect(await dashboard('period=month&date=2026-11-20')).toMatchObject({ net_revenue: 20_500, order_count: 4 });
    expect(await dashboard('period=month&date=2026-10-01')).toMatchObject({
      net_revenue: 2_000,
      order_count: 1,
      by_payment_method: methods(2_000, 0, 0, 0),
    });
    expect(await dashboard('period=week&date=2026-11-04', b)).toMatchObject({
      net_revenue: 4_000,
      order_count: 2,
      by_payment_method: methods(4_000, 0, 0, 0),
    });
    // The warmed rows were read as they were: only the still-open Friday was added by the reads.
    const after = await cachedDays(a.shop.tenantId);
    expect(after.filter((d) => d.day !== '2026-11-06')).toEqual(warmed);
    expect(after.map((d) => d.day)).toContain('2026-11-06');
  });

  it('warms a day once it has closed', async () => {
    await ownerQuery(t.database, "delete from dashboard_days where day = '2026-11-06'");
    const saturday = new Date(at('2026-11-07T06:00:00'));
    expect(await first.run({ now: saturday, pauseMs: 0 })).toEqual({ tenants: 3, skipped: 0, days: 2 });
    expect((await cachedDays(b.shop.tenantId)).map((d) => [d.day, d.order_count])).toEqual([
      ['2026-11-03', 1],
      ['2026-11-06', 1],
    ]);
    expect(await first.run({ now: saturday, pauseMs: 0 })).toEqual({ tenants: 3, skipped: 3, days: 0 });
  });

  it('an order synced late for a warmed day still changes that day, read directly or re-warmed', async () => {
    const saturday = new Date(at('2026-11-07T06:00:00'));
    // Read straight after the late sync: the day no longer matches its orders and is re-aggregated.
    await lateSale('2026-11-04T16:05:00', 3);
    const wed = await dashboard('period=day&date=2026-11-04');
    expect(wed).toMatchObject({ net_revenue: 19_500, order_count: 3, by_payment_method: methods(0, 7_000, 12_500, 0) });
    expect(nonZero(wed.series)).toEqual([
      { bucket: '14', amount: 16_500, orders: 2 },
      { bucket: '16', amount: 3_000, orders: 1 },
    ]);
    // Another late sale for Monday: the warmer's next pass finds that one day and re-aggregates it.
    await lateSale('2026-11-02T11:00:00', 1);
    expect(await first.run({ now: saturday, pauseMs: 0 })).toMatchObject({ skipped: 2, days: 1 });
    expect((await cachedDays(a.shop.tenantId)).find((d) => d.day === '2026-11-02')).toMatchObject({ order_count: 2 });
    expect(await dashboard('period=week&date=2026-11-04')).toMatchObject({
      net_revenue: 24_500,
      order_count: 6,
      by_payment_method: methods(2_000, 7_000, 13_500, 2_000),
    });
  });
});
