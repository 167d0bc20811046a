/**
 * A product's stock card (thẻ kho) from GET /stock/moves: each move with the product's balance after
 * it over its whole ledger (not the page, not the filter), the balances before and at the end of a
 * period of shop days, time order for the card, and a reversed period refused on `to`.
 */
import { withTenant } from '../../../server/db/tenancy';
import { postMoves, type NewMove } from '../../../server/modules/stock/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let x: StockProduct;
let other: StockProduct;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  x = await s.product('Amoxicillin 500mg', 'basic');
  other = await s.product('Vitamin C 500mg', 'basic');
  const move = (p: StockProduct, at: string, quantity: number, reason: NewMove['reason'], code: string): NewMove => ({
    productId: p.id,
    lotId: null,
    quantity,
    unitCost: 1000,
    reason,
    documentType: 'test',
    documentId: '0190f000-0000-7000-8000-00000000d0c3',
    documentCode: code,
    movedAt: new Date(at),
    userId: shop.admin.id,
  });
  // Posted out of time order: the sale of 10/01 reached the server after the receipt of 15/01.
  const history = [
    move(x, '2026-01-05T03:00:00Z', 100, 'purchase_receipt', 'PN1'),
    move(other, '2026-01-06T03:00:00Z', 7, 'opening', 'TD1'),
    move(x, '2026-01-12T16:30:00Z', -10, 'sale', 'HD2'), // 23:30 on 12/01 in Vietnam
    move(x, '2026-01-15T03:00:00Z', 40, 'purchase_receipt', 'PN2'),
    move(x, '2026-01-10T03:00:00Z', -30, 'sale', 'HD1'),
    move(x, '2026-01-31T17:30:00Z', -5, 'scrap', 'XH1'), // 00:30 on 01/02 in Vietnam
    move(x, '2026-02-03T03:00:00Z', -20, 'count_adjustment', 'KK1'),
  ];
  for (const m of history) await withTenant(t.database.db, shop.tenantId, (tx) => postMoves(tx, shop.tenantId, [m]));
});
afterAll(() => t.close());

type Row = { document_code: string; quantity: number; balance_after: number };
const card = async (query: string) => {
  const res = await s.http.get(`/stock/moves?product_id=${x.id}&${query}`, shop.admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Row[]; meta: Record<string, number | null> };
  return { rows: body.data.map((r) => [r.document_code, r.quantity, r.balance_after]), meta: body.meta };
};

describe('the stock card of a product', () => {
  it('carries the running balance of the whole ledger in time order, newest first by default', async () => {
    const all = await card('');
    expect(all.rows).toEqual([
      ['KK1', -20, 75],
      ['XH1', -5, 95],
      ['PN2', 40, 100],
      ['HD2', -10, 60],
      ['HD1', -30, 70],
      ['PN1', 100, 100],
    ]);
    expect(all.meta).toMatchObject({ total: 6, opening: 0, closing: 75 });
    const ascending = await card('sort=moved_at');
    expect(ascending.rows.map((r) => r[2])).toEqual([100, 70, 60, 100, 95, 75]);
  });

  it('opens and closes a period of shop days, and pages it without losing the balance', async () => {
    const january = await card('from=2026-01-11&to=2026-01-31&sort=moved_at');
    expect(january.rows).toEqual([
      ['HD2', -10, 60],
      ['PN2', 40, 100],
    ]);
    expect(january.meta).toMatchObject({ total: 2, opening: 70, closing: 100 });

    const secondPage = await card('from=2026-01-01&to=2026-02-01&sort=moved_at&page=2&page_size=2');
    expect(secondPage.rows).toEqual([
      ['HD2', -10, 60],
      ['PN2', 40, 100],
    ]);
    expect(secondPage.meta).toMatchObject({ page: 2, page_size: 2, total: 5, opening: 0, closing: 95 });

    // A filter narrows the rows, not the balance.
    const sales = await card('reason=sale&from=2026-01-11');
    expect(sales.rows).toEqual([['HD2', -10, 60]]);
    expect(sales.meta).toMatchObject({ total: 1, opening: 70, closing: 75 });

    const before = await card('to=2026-01-04');
    expect(before.rows).toEqual([]);
    expect(before.meta).toMatchObject({ total: 0, opening: 0, closing: 0 });
  });

  it('keeps each product to its own balance; the ledger of all products has no ends', async () => {
    const res = await s.http.get('/stock/moves?from=2026-01-06&to=2026-01-06', shop.admin.headers);
    const body = res.json();
    expect(body.data.map((r: Row) => [r.document_code, r.balance_after])).toEqual([['TD1', 7]]);
    expect(body.meta).toMatchObject({ total: 1, opening: null, closing: null });
  });

  it('refuses a period that ends before it starts on `to`, and a caller without the permission', async () => {
    const reversed = await s.http.get(
      `/stock/moves?product_id=${x.id}&from=2026-01-31&to=2026-01-01`,
      shop.admin.headers,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: ['Ngày kết thúc không được trước ngày bắt đầu.'] });
    const bad = await s.http.get(`/stock/moves?product_id=${x.id}&from=2026-02-30`, shop.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
    expect((await s.http.get(`/stock/moves?product_id=${x.id}`, shop.cashier.headers)).statusCode).toBe(403);
  });
});
