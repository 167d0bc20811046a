/**
 * The purchase book (GET /purchase-orders/export?from=&to=, sổ theo dõi nhập thuốc): one row per
 * receipt into stock on the shop's days of the period, by day, with the order, vendor and invoice,
 * the drug's registration number, lot and expiry, the base-unit quantity at the receipt's cost;
 * an order not yet received and another shop's receipts stay out; a cashier is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { addDays, addMonths, todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { readBook, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let para: StockProduct;
const today = todayInShop();
const yesterday = addDays(today, -1);
const expiry = addMonths(today, 30);
const day = (d: string) => new Date(`${d}T00:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  para = await s.product('Paracetamol 500mg', 'lot', 10, { registration_number: 'VD-12345-10' });
  const gauze = await s.product('Bông gòn', 'basic');
  const first = await receive(s, shop.admin.headers, para, [{ quantity: 30, lot: 'A1', expiry }], 1_200);
  await receive(s, shop.admin.headers, gauze, [{ quantity: 10 }], 500);
  // The first receipt was yesterday.
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    tx.execute(
      sql`update stock_moves set moved_at = moved_at - interval '1 day' where tenant_id = ${shop.tenantId} and document_id = ${first.id}`,
    ),
  );
  // An order placed but not received, and another shop's receipt, are not in the book.
  await s.http.post(
    '/purchase-orders',
    {
      vendor_id: s.vendor,
      lines: [{ product_id: para.id, unit_id: para.box, quantity: 5, unit_cost: 12_000, tax_id: null }],
    },
    shop.admin.headers,
  );
  const o = await stockShop(t, other);
  await receive(o, other.admin.headers, await o.product('Bông gòn', 'basic'), [{ quantity: 7 }]);
}, 60_000);
afterAll(async () => t?.close());

const book = (from: string, to: string) =>
  readBook(t, `/purchase-orders/export?from=${from}&to=${to}`, shop.admin.headers);

describe('the purchase book', () => {
  it('lists the receipts of the period by day, with the lot, registration number and cost', async () => {
    const { res, sheet, titles, header, rows } = await book(yesterday, today);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="so-theo-doi-nhap-thuoc-${yesterday}-${today}.xlsx"`,
    );
    expect(titles[1]).toEqual(['SỔ THEO DÕI NHẬP THUỐC']);
    expect(header).toEqual([
      'STT',
      'Ngày nhập',
      'Mã phiếu',
      'Nhà cung cấp',
      'Số hóa đơn',
      'Tên thuốc',
      'Số đăng ký',
      'Số lô',
      'Hạn dùng',
      'Đơn vị tính',
      'Số lượng',
      'Đơn giá (chưa VAT)',
      'Thành tiền (chưa VAT)',
    ]);
    expect(rows).toEqual([
      [
        1,
        day(yesterday),
        'PN000001',
        'Công ty Dược Hậu Giang',
        '',
        'Paracetamol 500mg',
        'VD-12345-10',
        'A1',
        day(expiry),
        'Viên',
        30,
        1_200,
        36_000,
      ],
      [2, day(today), 'PN000002', 'Công ty Dược Hậu Giang', '', 'Bông gòn', '', '', '', 'Viên', 10, 500, 5_000],
    ]);
    expect(sheet.getCell(6, 2).numFmt).toBe('dd/mm/yyyy');
  });

  it("takes only the period's days", async () => {
    expect((await book(today, today)).rows.map((r) => r[5])).toEqual(['Bông gòn']);
    expect((await book(addDays(today, -30), addDays(today, -2))).rows).toEqual([]);
  });

  it('refuses a cashier and a reversed period', async () => {
    const url = `/api/v1/purchase-orders/export?from=${today}&to=${today}`;
    expect((await t.app.inject({ method: 'GET', url, headers: shop.cashier.headers })).statusCode).toBe(403);
    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/purchase-orders/export?from=${today}&to=${yesterday}`,
      headers: shop.admin.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBeDefined();
  });
});
