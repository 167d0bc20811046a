/**
 * The vendor's money book: paying a vendor spreads the money over its owing orders, oldest first,
 * as one phiếu chi (PC…) with a line per order; a payment or refund on one order is a voucher of
 * that order; a draft's paid amount becomes a voucher when the order is placed; an order
 * cancelled after it was paid shows the whole payment as due back. Bad input is a 400 on its
 * field, a retry with the same id pays once, two payments at once cannot both take the same debt,
 * and a cashier or another shop's vendor is refused. A cancelled voucher stays in the book and
 * its amounts go back onto the orders it settled; a payment refunded since cannot be cancelled
 * before its refund. The book always adds up to the orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { bookMismatches, placedOrder, type StockProduct, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let product: StockProduct;

const admin = () => shop.admin.headers;
const order = async (id: string) => (await s.http.get(`/purchase-orders/${id}`, admin())).json().data;
const vendor = async (id: string) => (await s.http.get(`/vendors/${id}`, admin())).json().data;
const newVendor = async (name: string) => (await s.http.post('/vendors', { name }, admin())).json().data.id as string;
const payVendor = (vendorId: string, body: Record<string, unknown>, who = admin()) =>
  s.http.post(`/vendors/${vendorId}/payments`, body, who);

const receivedOrder = (vendorId: string, boxes: number, options?: { receive?: boolean; paid?: number }) =>
  placedOrder(s, admin(), product, vendorId, boxes, options);

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  product = await s.product('Amoxicillin 500mg', 'basic', 10);
}, 60_000);
afterAll(async () => t?.close());

describe('paying a vendor', () => {
  it('spreads one payment over the owing orders, oldest first, as one voucher', async () => {
    const vendorId = await newVendor('Công ty Dược phẩm Trung ương 2');
    const older = await receivedOrder(vendorId, 10);
    const newer = await receivedOrder(vendorId, 5);
    expect((await vendor(vendorId)).debt).toBe(150_000);
    const owing = (await s.http.get(`/vendors/${vendorId}/owing-orders`, admin())).json().data;
    expect(owing).toEqual([
      { id: older.id, code: older.code, debt: 100_000 },
      { id: newer.id, code: newer.code, debt: 50_000 },
    ]);

    const res = await payVendor(vendorId, { amount: 120_000, method: 'bank_transfer', note: 'CK đợt 1' });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, debt } = res.json().data;
    expect(debt).toBe(30_000);
    expect(payment).toMatchObject({
      code: expect.stringMatching(/^PC\d{6}$/),
      direction: 'out',
      method: 'bank_transfer',
      amount: 120_000,
      note: 'CK đợt 1',
      created_by: { id: shop.admin.id },
      lines: [
        { purchase_order_id: older.id, purchase_order_code: older.code, amount: 100_000 },
        { purchase_order_id: newer.id, purchase_order_code: newer.code, amount: 20_000 },
      ],
    });
    expect(await order(older.id)).toMatchObject({ paid_amount: 100_000, debt: 0 });
    expect(await order(newer.id)).toMatchObject({ paid_amount: 20_000, debt: 30_000 });
    expect((await vendor(vendorId)).debt).toBe(30_000);

    const book = (await s.http.get(`/vendors/${vendorId}/payments`, admin())).json();
    expect(book.meta).toMatchObject({ total: 1 });
    expect(book.data[0]).toEqual(payment);
    const ofNewer = (await s.http.get(`/purchase-orders/${newer.id}/payments`, admin())).json().data;
    expect(ofNewer.map((p: { code: string }) => p.code)).toEqual([payment.code]);
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('refuses more than the debt, a vendor owed nothing and bad input, each on its field', async () => {
    const vendorId = await newVendor('Công ty Mekophar');
    const none = await payVendor(vendorId, { amount: 10_000, method: 'cash' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.amount).toEqual(['Nhà cung cấp này không còn công nợ phải trả.']);

    await receivedOrder(vendorId, 3);
    const over = await payVendor(vendorId, { amount: 30_001, method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toEqual(['Số tiền trả lớn hơn công nợ phải trả nhà cung cấp (30.000 ₫).']);

    const bad = await payVendor(vendorId, { amount: 0, method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'method']);
    expect((await vendor(vendorId)).debt).toBe(30_000);
  });

  it('pays once for a retried request, and refuses the same id for another payment', async () => {
    const vendorId = await newVendor('Công ty Imexpharm');
    await receivedOrder(vendorId, 4);
    const body = { id: '0190a8f0-0000-7000-8000-00000000a001', amount: 15_000, method: 'cash' };
    const first = await payVendor(vendorId, body);
    const again = await payVendor(vendorId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment).toEqual(first.json().data.payment);
    expect((await vendor(vendorId)).debt).toBe(25_000);
    expect((await payVendor(vendorId, { ...body, amount: 16_000 })).statusCode).toBe(409);
  });

  it('lets only one of two payments at once take the same debt', async () => {
    const vendorId = await newVendor('Công ty Traphaco');
    await receivedOrder(vendorId, 2);
    const both = await Promise.all([
      payVendor(vendorId, { amount: 20_000, method: 'cash' }),
      payVendor(vendorId, { amount: 20_000, method: 'cash' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await vendor(vendorId)).debt).toBe(0);
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('refuses a cashier and another shop', async () => {
    const vendorId = await newVendor('Công ty Domesco');
    await receivedOrder(vendorId, 1);
    expect((await payVendor(vendorId, { amount: 1_000, method: 'cash' }, shop.cashier.headers)).statusCode).toBe(403);
    expect((await s.http.get(`/vendors/${vendorId}/payments`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await payVendor(vendorId, { amount: 1_000, method: 'cash' }, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.get(`/vendors/${vendorId}/payments`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.get(`/vendors/${vendorId}/owing-orders`, other.admin.headers)).statusCode).toBe(404);
    expect((await vendor(vendorId)).debt).toBe(10_000);
  });
});

describe('the vendor list', () => {
  it('filters the vendors still owed and sorts them by what is owed', async () => {
    const big = await newVendor('Công ty Sanofi Việt Nam');
    const small = await newVendor('Công ty Stada Việt Nam');
    await newVendor('Công ty Không Nợ');
    await receivedOrder(big, 20);
    await receivedOrder(small, 1);
    const listed = (await s.http.get('/vendors?has_debt=true&sort=-debt&page_size=100', admin())).json().data as {
      id: string;
      debt: number;
    }[];
    expect(listed.every((v) => v.debt > 0)).toBe(true);
    expect(listed.map((v) => v.debt)).toEqual([...listed.map((v) => v.debt)].sort((a, b) => b - a));
    expect(listed.map((v) => v.id)).toEqual(expect.arrayContaining([big, small]));
    expect(listed.findIndex((v) => v.id === big)).toBeLessThan(listed.findIndex((v) => v.id === small));
    const all = (await s.http.get('/vendors?page_size=100', admin())).json().data as { debt: number }[];
    expect(all.some((v) => v.debt === 0)).toBe(true);
  });
});

describe('the vouchers of one order', () => {
  it('books a draft’s paid amount when the order is placed, then each payment and refund', async () => {
    const vendorId = await newVendor('Công ty Pymepharco');
    const po = await receivedOrder(vendorId, 10, { paid: 30_000 });
    const pay = await s.http.post(
      `/purchase-orders/${po.id}/payments`,
      { amount: 70_000, method: 'bank_transfer' },
      admin(),
    );
    expect(pay.statusCode, pay.body).toBe(200);
    const returned = await s.http.post(
      `/purchase-orders/${po.id}/supplier-returns`,
      { reason: 'damaged', lines: [{ line_id: po.lines[0]!.id, lot_id: null, quantity: 2 }] },
      admin(),
    );
    expect(returned.statusCode, returned.body).toBe(201);
    expect(await order(po.id)).toMatchObject({ paid_amount: 100_000, received_value: 80_000, refund_due: 20_000 });
    const refund = await s.http.post(`/purchase-orders/${po.id}/refunds`, { amount: 20_000, method: 'cash' }, admin());
    expect(refund.statusCode, refund.body).toBe(200);

    const vouchers = (await s.http.get(`/purchase-orders/${po.id}/payments`, admin())).json().data;
    expect(
      vouchers.map((v: { direction: string; amount: number; note: string }) => [v.direction, v.amount, v.note]),
    ).toEqual([
      ['out', 30_000, 'Trả khi đặt hàng'],
      ['out', 70_000, ''],
      ['in', 20_000, ''],
    ]);
    expect(vouchers[2].code).toMatch(/^PT\d{6}$/);
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('shows all that was paid on an order cancelled after it was placed as due back', async () => {
    const vendorId = await newVendor('Công ty OPC');
    const po = await receivedOrder(vendorId, 5, { receive: false });
    await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 20_000, method: 'cash' }, admin());
    expect((await s.http.post(`/purchase-orders/${po.id}/cancel`, {}, admin())).statusCode).toBe(200);
    expect(await order(po.id)).toMatchObject({ state: 'cancelled', refund_due: 20_000 });
    expect((await vendor(vendorId)).refund_due).toBe(20_000);
    const refund = await s.http.post(`/purchase-orders/${po.id}/refunds`, { amount: 20_000, method: 'cash' }, admin());
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await order(po.id)).toMatchObject({ paid_amount: 0, refund_due: 0 });
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('pays an order once for a retried request, and refuses the same id on another order', async () => {
    const vendorId = await newVendor('Công ty Agimexpharm');
    const first = await receivedOrder(vendorId, 3);
    const second = await receivedOrder(vendorId, 3);
    const body = { id: '0190a8f0-0000-7000-8000-00000000a002', amount: 10_000, method: 'cash' };
    expect((await s.http.post(`/purchase-orders/${first.id}/payments`, body, admin())).statusCode).toBe(200);
    const again = await s.http.post(`/purchase-orders/${first.id}/payments`, body, admin());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ paid_amount: 10_000, debt: 20_000 });
    expect((await s.http.post(`/purchase-orders/${second.id}/payments`, body, admin())).statusCode).toBe(409);
    expect(await order(second.id)).toMatchObject({ paid_amount: 0 });
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('answers 404 for another shop’s order', async () => {
    const po = await receivedOrder(s.vendor, 1, { receive: false });
    expect((await s.http.get(`/purchase-orders/${po.id}/payments`, other.admin.headers)).statusCode).toBe(404);
  });
});

describe('cancelling a voucher', () => {
  const cancel = (id: string, body: Record<string, unknown>, who = admin()) =>
    s.http.post(`/vendor-payments/${id}/cancel`, body, who);

  it('takes a payment over two orders back off both, and keeps it in the book as cancelled', async () => {
    const vendorId = await newVendor('Công ty Dược Hậu Giang');
    const older = await receivedOrder(vendorId, 10);
    const newer = await receivedOrder(vendorId, 5);
    const paid = (await payVendor(vendorId, { amount: 120_000, method: 'cash' })).json().data.payment;
    expect((await vendor(vendorId)).debt).toBe(30_000);

    const res = await cancel(paid.id, { reason: '  Nhập nhầm số tiền  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: paid.id,
      code: paid.code,
      amount: 120_000,
      cancelled: { at: expect.any(String), by: { id: shop.admin.id }, reason: 'Nhập nhầm số tiền' },
    });
    expect(await order(older.id)).toMatchObject({ paid_amount: 0, debt: 100_000 });
    expect(await order(newer.id)).toMatchObject({ paid_amount: 0, debt: 50_000 });
    expect((await vendor(vendorId)).debt).toBe(150_000);
    const book = (await s.http.get(`/vendors/${vendorId}/payments`, admin())).json().data;
    expect(book.map((v: { code: string; cancelled: unknown }) => [v.code, v.cancelled !== null])).toEqual([
      [paid.code, true],
    ]);
    // Owed again, so it can be paid again.
    const owing = (await s.http.get(`/vendors/${vendorId}/owing-orders`, admin())).json().data;
    expect(owing.map((o: { debt: number }) => o.debt)).toEqual([100_000, 50_000]);
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);

    // A retry answers the cancelled voucher and changes nothing.
    const again = await cancel(paid.id, { reason: 'Lần hai' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.cancelled.reason).toBe('Nhập nhầm số tiền');
    expect((await vendor(vendorId)).debt).toBe(150_000);
  });

  it("refuses a payment refunded since until its refund is cancelled, then a refund's cancel makes it due again", async () => {
    const vendorId = await newVendor('Công ty Imexpharm');
    const po = await receivedOrder(vendorId, 10);
    const pay = (
      await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 100_000, method: 'cash' }, admin())
    ).json().data;
    expect(pay.paid_amount).toBe(100_000);
    const returned = await s.http.post(
      `/purchase-orders/${po.id}/supplier-returns`,
      { reason: 'damaged', lines: [{ line_id: po.lines[0]!.id, lot_id: null, quantity: 10 }] },
      admin(),
    );
    expect(returned.statusCode, returned.body).toBe(201);
    expect(
      (await s.http.post(`/purchase-orders/${po.id}/refunds`, { amount: 100_000, method: 'cash' }, admin())).statusCode,
    ).toBe(200);
    const [payment, refund] = (await s.http.get(`/purchase-orders/${po.id}/payments`, admin())).json().data;

    const refused = await cancel(payment.id, { reason: 'Sai' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Không hủy được phiếu chi này: nhà cung cấp đã hoàn tiền cho phiếu nhập ${po.code} sau đó. Hủy phiếu thu hoàn tiền trước.`,
    );
    expect(await order(po.id)).toMatchObject({ paid_amount: 0, refund_due: 0 });

    expect((await cancel(refund.id, { reason: 'NCC chưa chuyển' })).statusCode).toBe(200);
    expect(await order(po.id)).toMatchObject({ paid_amount: 100_000, refund_due: 100_000 });
    expect((await vendor(vendorId)).refund_due).toBe(100_000);
    expect((await cancel(payment.id, { reason: 'Sai' })).statusCode).toBe(200);
    expect(await order(po.id)).toMatchObject({ paid_amount: 0, refund_due: 0, debt: 0 });
    expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  });

  it('asks for a reason, and refuses a cashier, another shop and an unknown voucher', async () => {
    const vendorId = await newVendor('Công ty Traphaco');
    await receivedOrder(vendorId, 2);
    const paid = (await payVendor(vendorId, { amount: 5_000, method: 'cash' })).json().data.payment;
    const blank = await cancel(paid.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reason: ['Vui lòng nhập lý do hủy phiếu.'] });
    const missing = await cancel(paid.id, {});
    expect(missing.json().errors).toEqual({ reason: ['Vui lòng nhập lý do hủy phiếu.'] });
    const long = await cancel(paid.id, { reason: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ reason: ['Lý do hủy không được dài quá 500 ký tự.'] });
    expect((await cancel(paid.id, { reason: 'Sai' }, shop.cashier.headers)).statusCode).toBe(403);
    expect((await cancel(paid.id, { reason: 'Sai' }, other.admin.headers)).statusCode).toBe(404);
    expect((await cancel('0190a8f0-0000-7000-8000-00000000dead', { reason: 'Sai' })).statusCode).toBe(404);
    expect((await s.http.post('/vendor-payments/khong-phai-id/cancel', { reason: 'Sai' }, admin())).statusCode).toBe(
      400,
    );
    expect((await vendor(vendorId)).debt).toBe(15_000);
  });
});
