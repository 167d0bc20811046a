/**
 * Money a vendor pays back (POST /purchase-orders/{id}/refunds): an order paid in full whose goods
 * partly went back to the vendor shows what the vendor owes (`refund_due`); a refund up to it
 * lowers the paid amount and leaves the vendor's debt alone (the vendor shows what it owes back); more than is due is a 400 with the
 * field, an order with nothing due (or goods still to come) a 409; a cashier is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { type StockProduct, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let product: StockProduct;

const admin = () => shop.admin.headers;
const order = async (id: string) => (await s.http.get(`/purchase-orders/${id}`, admin())).json().data;
const refund = (id: string, amount: number, who = admin()) =>
  s.http.post(`/purchase-orders/${id}/refunds`, { amount, method: 'cash' }, who);
const vendorDebt = async () => (await s.http.get(`/vendors/${s.vendor}`, admin())).json().data.debt as number;
const vendorRefundDue = async () => {
  const one = (await s.http.get(`/vendors/${s.vendor}`, admin())).json().data.refund_due as number;
  const listed = (await s.http.get('/vendors', admin())).json().data as { id: string; refund_due: number }[];
  expect(listed.find((v) => v.id === s.vendor)!.refund_due).toBe(one);
  return one;
};

/** Ten boxes at 10,000, ordered, paid in full; received when asked. */
async function paidOrder(receive: boolean) {
  const po = (
    await s.http.post(
      '/purchase-orders',
      {
        vendor_id: s.vendor,
        lines: [{ product_id: product.id, unit_id: product.box, quantity: 10, unit_cost: 10_000, tax_id: null }],
      },
      admin(),
    )
  ).json().data as { id: string; lines: { id: string }[] };
  await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
  expect(
    (await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 100_000, method: 'cash' }, admin())).statusCode,
  ).toBe(200);
  if (receive) {
    const res = await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0]!.id, quantity: 10 }] },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return po;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  product = await s.product('Amoxicillin 500mg', 'basic', 10);
}, 60_000);
afterAll(async () => t?.close());

describe('vendor refunds', () => {
  it('show what the vendor owes after a return on a paid order, and record it paid back', async () => {
    const po = await paidOrder(true);
    expect(await order(po.id)).toMatchObject({ state: 'received', debt: 0, refund_due: 0 });
    const returned = await s.http.post(
      `/purchase-orders/${po.id}/supplier-returns`,
      { reason: 'damaged', lines: [{ line_id: po.lines[0]!.id, lot_id: null, quantity: 3 }] },
      admin(),
    );
    expect(returned.statusCode, returned.body).toBe(201);
    expect(await order(po.id)).toMatchObject({
      received_value: 70_000,
      paid_amount: 100_000,
      debt: 0,
      refund_due: 30_000,
    });
    const debtBefore = await vendorDebt();
    expect(await vendorRefundDue()).toBe(30_000);

    const tooMuch = await refund(po.id, 40_000);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toEqual(['Số tiền hoàn vượt quá số nhà cung cấp còn phải hoàn (30.000 ₫).']);
    expect((await refund(po.id, 10_000)).statusCode).toBe(200);
    expect(await order(po.id)).toMatchObject({ paid_amount: 90_000, refund_due: 20_000, debt: 0 });
    const last = await refund(po.id, 20_000);
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toMatchObject({ paid_amount: 70_000, refund_due: 0, debt: 0 });
    expect(await vendorDebt()).toBe(debtBefore);
    expect(await vendorRefundDue()).toBe(0);
    expect((await refund(po.id, 1_000)).statusCode).toBe(409);
  });

  it('owe nothing back on an order paid ahead of goods still to come', async () => {
    const po = await paidOrder(false);
    expect(await order(po.id)).toMatchObject({ state: 'ordered', paid_amount: 100_000, refund_due: 0 });
    const early = await refund(po.id, 10_000);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Chỉ ghi nhận tiền hoàn cho phiếu mà nhà cung cấp còn phải hoàn: đã nhận hàng nhưng trả thừa, hoặc đã hủy sau khi trả tiền.',
    );
  });

  it('refuse a malformed amount, a cashier and another shop', async () => {
    const po = await paidOrder(true);
    expect((await refund(po.id, 0)).statusCode).toBe(400);
    expect((await refund(po.id, 1_000, shop.cashier.headers)).statusCode).toBe(403);
    const other = await seedShop(t, 'Nhà thuốc Khác');
    expect((await refund(po.id, 1_000, other.admin.headers)).statusCode).toBe(404);
  });
});
