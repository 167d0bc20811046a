import ExcelJS from 'exceljs';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves, type NewMove } from '../../../server/modules/stock/ledger';
import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { backdateExpiry, mismatches, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let x: StockProduct;
let y: StockProduct;
let z: StockProduct;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  x = await s.product('Amoxicillin 500mg', 'basic');
  y = await s.product('Vitamin C 500mg', 'basic');
  z = await s.product('Khẩu trang y tế', 'basic', 10, { category_id: null });
  const move = (
    p: StockProduct,
    at: string,
    quantity: number,
    unitCost: number,
    reason: NewMove['reason'],
  ): NewMove => ({
    productId: p.id,
    lotId: null,
    quantity,
    unitCost,
    reason,
    documentType: 'test',
    documentId: '0190f000-0000-7000-8000-00000000d0c1',
    documentCode: 'TEST',
    movedAt: new Date(at),
    userId: shop.admin.id,
  });
  const history = [
    move(x, '2026-01-05T03:00:00Z', 100, 1000, 'purchase_receipt'),
    move(y, '2026-01-07T03:00:00Z', 10, 5000, 'opening'),
    move(z, '2026-01-08T03:00:00Z', 5, 300, 'purchase_receipt'),
    move(x, '2026-01-10T03:00:00Z', -30, 1000, 'sale'),
    move(x, '2026-01-12T16:30:00Z', -10, 1000, 'sale'), // 23:30 on 12/01 in Vietnam
    move(x, '2026-01-15T03:00:00Z', 40, 1600, 'purchase_receipt'),
    move(y, '2026-01-20T03:00:00Z', 2, 4000, 'return'),
    move(x, '2026-02-01T03:00:00Z', -20, 1240, 'scrap'),
  ];
  for (const m of history) await withTenant(t.database.db, shop.tenantId, (tx) => postMoves(tx, shop.tenantId, [m]));
});
afterAll(() => t.close());

const admin = () => shop.admin.headers;
const figures = (data: {
  products: Array<{ product_id: string; quantity: number; average_cost: number; value: number }>;
}) =>
  Object.fromEntries(
    data.products.map((p) => [
      p.product_id === x.id ? 'x' : p.product_id === y.id ? 'y' : 'z',
      [p.quantity, p.average_cost, p.value],
    ]),
  );

describe('inventory valuation as of a date', () => {
  it('equals the hand-computed table (moving average, Vietnam day boundary, categories, totals)', async () => {
    const jan11 = (await s.http.get('/reports/inventory-valuations?date=2026-01-11', admin())).json().data;
    expect(figures(jan11)).toEqual({ x: [70, 1000, 70_000], y: [10, 5000, 50_000], z: [5, 300, 1500] });
    const jan12 = (await s.http.get('/reports/inventory-valuations?date=2026-01-12', admin())).json().data;
    expect(figures(jan12)).toEqual({ x: [60, 1000, 60_000], y: [10, 5000, 50_000], z: [5, 300, 1500] });
    expect(jan12.totals).toEqual({ quantity: 75, value: 111_500 });
    const jan31 = (await s.http.get('/reports/inventory-valuations?date=2026-01-31', admin())).json().data;
    // x: (60 × 1000 + 40 × 1600) / 100 = 1240; a return does not move the average.
    expect(figures(jan31)).toEqual({ x: [100, 1240, 124_000], y: [12, 5000, 60_000], z: [5, 300, 1500] });
    expect(jan31.categories).toEqual([
      { category_id: null, category_name: null, quantity: 5, value: 1500 },
      { category_id: s.category, category_name: 'Thuốc giảm đau', quantity: 112, value: 184_000 },
    ]);
    expect(jan31.totals).toEqual({ quantity: 117, value: 185_500 });
    const feb = (await s.http.get('/reports/inventory-valuations?date=2026-02-01', admin())).json().data;
    expect(feb.totals).toEqual({ quantity: 97, value: 160_700 });
    expect((await s.http.get('/reports/inventory-valuations?date=2025-12-31', admin())).json().data.products).toEqual(
      [],
    );
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('exports the same figures as .xlsx; refuses bad dates and cashiers', async () => {
    const res = await s.http.get('/reports/inventory-valuations/export?date=2026-01-31', admin());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]![0]).toBe('Báo cáo giá trị tồn kho — Tính đến ngày 31/01/2026');
    // Quantities in different units add up to nothing: the total row sums the value only.
    expect(rows.at(-1)).toEqual(['Tổng cộng', '', '', '', '', '', 185_500]);
    expect(rows.some((r) => r[2] === 'Amoxicillin 500mg' && r[4] === 100 && r[6] === 124_000)).toBe(true);
    expect((await s.http.get('/reports/inventory-valuations?date=31/01/2026', admin())).statusCode).toBe(400);
    expect((await s.http.get('/reports/inventory-valuations?date=2026-01-31', shop.cashier.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('stock views', () => {
  it('shows a product with its lots, near-expiry and low-stock lists', async () => {
    const para = await s.product('Paracetamol 500mg', 'lot', 10, { min_stock: 100 });
    const inDays = (n: number) => addDays(todayInShop(), n);
    await receive(s, admin(), para, [
      { quantity: 5, lot: 'OLD', expiry: inDays(1) },
      { quantity: 20, lot: 'SOON', expiry: inDays(30) },
      { quantity: 40, lot: 'LATE', expiry: inDays(400) },
    ]);
    // An expired lot is refused on receipt: OLD came in good and has passed its expiry since.
    await backdateExpiry(t, shop.tenantId, 'OLD', inDays(-3));
    const stock = (await s.http.get(`/stock/products/${para.id}`, admin())).json().data;
    expect(stock).toMatchObject({ on_hand: 65, average_cost: 1000, value: 65_000 });
    expect(
      stock.lots.map((l: { lot_number: string; quantity: number; expired: boolean; near_expiry: boolean }) => [
        l.lot_number,
        l.quantity,
        l.expired,
        l.near_expiry,
      ]),
    ).toEqual([
      ['OLD', 5, true, false],
      ['SOON', 20, false, true],
      ['LATE', 40, false, false],
    ]);
    const near = (await s.http.get('/stock/near-expiry', admin())).json();
    expect(
      near.data.map((l: { lot_number: string; days_left: number; expired: boolean }) => [
        l.lot_number,
        l.days_left,
        l.expired,
      ]),
    ).toEqual([
      ['OLD', -3, true],
      ['SOON', 30, false],
    ]);
    // Quantities are in the product's base unit, which each row names.
    expect(near.data[0].unit_name).toBe('Viên');
    const low = (await s.http.get('/stock/low-stock', admin())).json();
    expect(low.data.map((p: { name: string; unit_name: string }) => [p.name, p.unit_name])).toEqual([
      ['Paracetamol 500mg', 'Viên'],
      ['Khẩu trang y tế', 'Viên'],
    ]);
    const moves = (await s.http.get(`/stock/moves?product_id=${para.id}`, admin())).json();
    expect(moves.meta.total).toBe(3);
    expect(moves.data[0]).toMatchObject({ reason: 'purchase_receipt', document_type: 'purchase_order' });
    expect((await s.http.get(`/stock/products/${para.id}`, shop.cashier.headers)).statusCode).toBe(403);
  });
});

// Last: its product joins the shop's lists.
describe('inventory valuation of a late-synced sale', () => {
  it('averages in the order the goods moved, also for a sale that reached the server late', async () => {
    const w = await s.product('Paracetamol 500mg', 'basic');
    const move = (at: string, quantity: number, unitCost: number, reason: NewMove['reason']): NewMove => ({
      productId: w.id,
      lotId: null,
      quantity,
      unitCost,
      reason,
      documentType: 'test',
      documentId: '0190f000-0000-7000-8000-00000000d0c2',
      documentCode: 'TEST-W',
      movedAt: new Date(at),
      userId: shop.admin.id,
    });
    // Posted in this order; the sale of 10/03 was made offline and synced after the second receipt.
    for (const m of [
      move('2026-03-05T03:00:00Z', 100, 1000, 'purchase_receipt'),
      move('2026-03-15T03:00:00Z', 100, 2000, 'purchase_receipt'),
      move('2026-03-10T03:00:00Z', -50, 1000, 'sale'),
      move('2026-03-20T03:00:00Z', -20, 1667, 'sale'),
    ])
      await withTenant(t.database.db, shop.tenantId, (tx) => postMoves(tx, shop.tenantId, [m]));
    const row = async (date: string) =>
      (await s.http.get(`/reports/inventory-valuations?date=${date}`, admin()))
        .json()
        .data.products.find((p: { product_id: string }) => p.product_id === w.id);
    // On 15/03, 50 on hand at 1000 meet 100 at 2000: (50 × 1000 + 100 × 2000) / 150 = 1667.
    expect(await row('2026-03-31')).toMatchObject({ quantity: 130, average_cost: 1667, value: 130 * 1667 });
    expect(await row('2026-03-12')).toMatchObject({ quantity: 50, average_cost: 1000, value: 50_000 });
    // A product whose moves sum to zero has no row.
    await withTenant(t.database.db, shop.tenantId, (tx) =>
      postMoves(tx, shop.tenantId, [move('2026-04-01T03:00:00Z', -130, 1667, 'scrap')]),
    );
    expect(await row('2026-04-30')).toBeUndefined();
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });
});
