/**
 * The sales book (GET /pos-orders/export?from=&to=, sổ theo dõi bán thuốc): one row per lot each
 * till sale took goods from, and per lot a return put them back into (negative), on the shop's
 * days of the period, with the order code, the customer, the drug's lot and expiry; another
 * shop's sales stay out; the cashier, who reads the order history, may export it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { api } from '../catalog/helpers';
import { seedShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { readBook } from '../stock/helpers';
import { applied, line, openRegister, order, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
const today = todayInShop();
const day = (d: string) => new Date(`${d}T00:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  const sessionId = await openRegister(t, pos);
  const customer = (
    await api(t).post('/customers', { full_name: 'Trần Văn Bình', phone: '0912345678' }, pos.shop.admin.headers)
  ).json().data.id as string;
  const paraLine = line({ product_id: pos.para.id, quantity: 4, price: 1_000, tracking_type: 'lot' });
  const sale = order(pos, {
    code: 'HD-Q1-000001',
    sessionId,
    seller: pos.shop.cashier,
    customerId: customer,
    lines: [paraLine, line({ product_id: pos.vitamin.id, quantity: 2, price: 2_000 })],
  });
  await applied(t, pos.shop.cashier, 'order.create', sale);
  await applied(
    t,
    pos.shop.cashier,
    'order.create',
    order(pos, {
      code: 'TH-Q1-000002',
      type: 'return',
      returnFor: sale.id,
      sessionId,
      seller: pos.shop.cashier,
      customerId: customer,
      lines: [
        line({
          product_id: pos.para.id,
          quantity: 1,
          price: 1_000,
          tracking_type: 'lot',
          is_return: true,
          return_of_line_id: paraLine.id,
        }),
      ],
    }),
  );
  // Another shop's sale is not in this shop's book.
  const theirs = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'Q9');
  await applied(
    t,
    theirs.shop.cashier,
    'order.create',
    order(theirs, {
      code: 'HD-Q9-000001',
      sessionId: await openRegister(t, theirs),
      seller: theirs.shop.cashier,
      lines: [line({ product_id: theirs.vitamin.id, quantity: 1, price: 2_000 })],
    }),
  );
}, 90_000);
afterAll(async () => t?.close());

// The cashier, who reads the order history, exports it.
const book = (from: string, to: string) =>
  readBook(t, `/pos-orders/export?from=${from}&to=${to}`, pos.shop.cashier.headers);

describe('the sales book', () => {
  it('traces each lot a sale took and a return put back, with the customer', async () => {
    const { res, titles, header, rows } = await book(today, today);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="so-theo-doi-ban-thuoc-${today}-${today}.xlsx"`,
    );
    expect(titles[1]).toEqual(['SỔ THEO DÕI BÁN THUỐC']);
    expect(header).toEqual([
      'STT',
      'Ngày bán',
      'Mã hóa đơn',
      'Loại',
      'Khách hàng',
      'Tên thuốc',
      'Số đăng ký',
      'Số lô',
      'Hạn dùng',
      'Đơn vị tính',
      'Số lượng',
    ]);
    // Columns: day, code, kind, customer, drug, lot, expiry, quantity (registration and unit vary).
    const pick = (r: unknown[]) => [r[1], r[2], r[3], r[4], r[5], r[7], r[8], r[10]];
    expect(
      rows
        .map(pick)
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[4]).localeCompare(String(b[4]))),
    ).toEqual([
      [day(today), 'HD-Q1-000001', 'Bán', 'Trần Văn Bình', 'Paracetamol 500mg', 'A-2701', day('2027-01-31'), 4],
      [day(today), 'HD-Q1-000001', 'Bán', 'Trần Văn Bình', 'Vitamin C 500mg', '', '', 2],
      [day(today), 'TH-Q1-000002', 'Trả lại', 'Trần Văn Bình', 'Paracetamol 500mg', 'A-2701', day('2027-01-31'), -1],
    ]);
  });

  it("takes only the period's days", async () => {
    expect((await book(addDays(today, -10), addDays(today, -1))).rows).toEqual([]);
  });
});
