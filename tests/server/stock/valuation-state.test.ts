/**
 * The dashboard's stock value from the products' folded valuations (product_valuations,
 * server/modules/stock/valuation-state.ts): after every kind of posting it equals the inventory
 * valuation report's total for today (the replay of the whole ledger), a read folds only what was
 * posted since the last one, and a move that lands before what was folded (a till's sale synced
 * late) has its product folded again from the first move.
 */
import { withTenant } from '../../../server/db/tenancy';
import { postMoves, type NewMove } from '../../../server/modules/stock/ledger';
import { todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { mismatches, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let a: StockProduct;
let b: StockProduct;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  a = await s.product('Amoxicillin 500mg', 'basic');
  b = await s.product('Vitamin C 500mg', 'basic');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

async function post(p: StockProduct, quantity: number, unitCost: number, reason: NewMove['reason'], movedAt?: Date) {
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    postMoves(tx, shop.tenantId, [
      {
        productId: p.id,
        lotId: null,
        quantity,
        unitCost,
        reason,
        documentType: 'test',
        documentId: '0190f000-0000-7000-8000-00000000d0c3',
        documentCode: 'TEST',
        ...(movedAt ? { movedAt } : {}),
        userId: shop.admin.id,
      },
    ]),
  );
}

/** The dashboard's stock value, checked against the valuation report's total for today. */
async function stockValue(): Promise<number> {
  const dashboard = await s.http.get(`/reports/dashboard?period=day`, shop.admin.headers);
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  const report = await s.http.get(`/reports/inventory-valuations?date=${todayInShop()}`, shop.admin.headers);
  const total = dashboard.json().data.stock_value.total as number;
  expect(total).toBe(report.json().data.totals.value);
  return total;
}

async function valuationOf(p: StockProduct) {
  const [row] = await ownerQuery<{ quantity: string; average_cost: string; pending: boolean; folded: boolean }>(
    t.database,
    `select quantity, average_cost, pending, through is not null as folded from product_valuations
      where tenant_id = $1 and product_id = $2`,
    [shop.tenantId, p.id],
  );
  return row && { ...row, quantity: Number(row.quantity), average_cost: Number(row.average_cost) };
}

it('equals the report after receipts, sales, a late-synced sale and a till whose clock runs ahead', async () => {
  expect(await stockValue()).toBe(0);
  await post(a, 100, 1000, 'purchase_receipt', hoursAgo(5));
  await post(b, 10, 5000, 'opening', hoursAgo(5));
  expect(await valuationOf(a)).toMatchObject({ pending: true, folded: false });
  expect(await stockValue()).toBe(100 * 1000 + 50_000);
  expect(await valuationOf(a)).toEqual({ quantity: 100, average_cost: 1000, pending: false, folded: true });

  // Read again with nothing posted: nothing is folded twice.
  expect(await stockValue()).toBe(150_000);

  await post(a, -30, 1000, 'sale', hoursAgo(4));
  expect(await valuationOf(a)).toMatchObject({ pending: true, folded: true });
  expect(await valuationOf(b)).toMatchObject({ pending: false });
  expect(await stockValue()).toBe(70 * 1000 + 50_000);

  // Posted at the transaction's time (microseconds): read twice, folded once.
  await post(a, 40, 1600, 'purchase_receipt');
  // (70 × 1000 + 40 × 1600) / 110 = 1218
  expect(await stockValue()).toBe(110 * 1218 + 50_000);
  expect(await stockValue()).toBe(110 * 1218 + 50_000);

  // Sold offline before the second receipt, synced after it: on hand before the receipt was 50.
  await post(a, -20, 1000, 'sale', hoursAgo(3));
  expect(await valuationOf(a)).toMatchObject({ pending: true, folded: false });
  // (50 × 1000 + 40 × 1600) / 90 = 1267
  expect(await stockValue()).toBe(90 * 1267 + 50_000);
  expect(await valuationOf(a)).toEqual({ quantity: 90, average_cost: 1267, pending: false, folded: true });

  // A sale dated the day after tomorrow is not in today's stock, and waits to be folded.
  await post(b, -4, 5000, 'sale', new Date(Date.now() + 50 * HOUR));
  expect(await stockValue()).toBe(90 * 1267 + 50_000);
  expect(await valuationOf(b)).toMatchObject({ quantity: 10, pending: true });
  expect(await mismatches(t, shop.tenantId)).toEqual([]);
});

it("values no other shop's stock", async () => {
  const other = await seedShop(t, 'Nhà thuốc Khác');
  const res = await s.http.get(`/reports/dashboard?period=day`, other.admin.headers);
  expect(res.json().data.stock_value.total).toBe(0);
});
