/**
 * Finishing a purchase order short (kết thúc nhận hàng, POST /purchase-orders/{id}/close): an
 * order received in part cannot be cancelled, but can be closed with what came. It becomes
 * `received`, its missing units stop counting as on order in the reorder suggestions, the vendor's
 * debt stays what was received, a prepayment beyond it becomes the vendor's refund due, and no more
 * goods are taken on it. A draft, an order with nothing received, a received or a cancelled order
 * is refused with a 409 in Vietnamese; a cashier (no purchase order rights) with a 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReorderLine } from '../../../src/domain/stock/reorder';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { mismatches, type StockProduct, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let acme: StockProduct;

const admin = () => shop.admin.headers;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  // Boxes of 10; a minimum of 200 tablets keeps it in the suggestions while it is low.
  acme = await s.product('Acemuc 200mg', 'lot', 10, { min_stock: 200, max_stock: 500, default_vendor_id: s.vendor });
}, 60_000);
afterAll(async () => t?.close());

const debt = async () => (await s.http.get(`/vendors/${s.vendor}`, admin())).json().data.debt as number;
const onOrder = async () => {
  const res = await s.http.get(`/purchase-orders/reorder?vendor_id=${s.vendor}`, admin());
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as ReorderLine[]).find((l) => l.product_id === acme.id)?.on_order;
};

/** An order of `boxes` boxes at 10,000 a box, no tax, placed with `paid` paid ahead. */
async function ordered(boxes: number, paid = 0) {
  const po = (
    await s.http.post(
      '/purchase-orders',
      {
        vendor_id: s.vendor,
        paid_amount: paid,
        lines: [{ product_id: acme.id, unit_id: acme.box, quantity: boxes, unit_cost: 10_000, tax_id: null }],
      },
      admin(),
    )
  ).json().data as { id: string; lines: Array<{ id: string }> };
  expect((await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin())).statusCode).toBe(200);
  return po;
}

const receive = (po: { id: string; lines: Array<{ id: string }> }, boxes: number, lot: string) =>
  s.http.post(
    `/purchase-orders/${po.id}/receive`,
    { lines: [{ line_id: po.lines[0]!.id, quantity: boxes, lot_number: lot, expiry_date: '2028-06-30' }] },
    admin(),
  );

describe('finishing a purchase order short', () => {
  it('closes an order received in part: received, the rest no longer on order, the debt what came', async () => {
    const before = await debt();
    const po = await ordered(10);
    expect((await receive(po, 4, 'ACM-X')).statusCode).toBe(200);
    // 6 boxes still to come: 60 tablets on order.
    expect(await onOrder()).toBe(60);
    expect(await debt()).toBe(before + 40_000);

    const cancel = await s.http.post(`/purchase-orders/${po.id}/cancel`, {}, admin());
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain('Kết thúc nhận hàng');

    const closed = await s.http.post(`/purchase-orders/${po.id}/close`, {}, admin());
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      state: 'received',
      total: 100_000,
      received_value: 40_000,
      paid_amount: 0,
      debt: 40_000,
      refund_due: 0,
    });
    expect(closed.json().data.received_at).not.toBeNull();
    expect(closed.json().data.lines[0]).toMatchObject({ quantity: 10, received_quantity: 4 });
    expect(closed.json().data.receipts).toMatchObject([{ lot_number: 'ACM-X', base_quantity: 40 }]);
    expect(await onOrder()).toBe(0);
    expect(await debt()).toBe(before + 40_000);
    expect((await s.http.get(`/products/${acme.id}`, admin())).json().data.stock_on_hand).toBe(40);

    // Closed: no more goods on it, and not closed twice.
    expect((await receive(po, 1, 'ACM-Y')).statusCode).toBe(409);
    const twice = await s.http.post(`/purchase-orders/${po.id}/close`, {}, admin());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Không thể kết thúc nhận hàng cho phiếu ở trạng thái "Đã nhận hàng": chỉ phiếu đã đặt hàng và đã nhận một phần mới kết thúc nhận hàng được.',
    );
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('leaves what was paid ahead beyond the goods that came as the vendor’s refund due', async () => {
    const before = await debt();
    const po = await ordered(5, 50_000);
    expect((await receive(po, 2, 'ACM-P')).statusCode).toBe(200);
    const closed = (await s.http.post(`/purchase-orders/${po.id}/close`, {}, admin())).json().data;
    expect(closed).toMatchObject({ state: 'received', received_value: 20_000, debt: 0, refund_due: 30_000 });
    expect(await debt()).toBe(before);
  });

  it('takes payments on a closed order up to what came, not up to what was ordered', async () => {
    const po = await ordered(10);
    expect((await receive(po, 4, 'ACM-Q')).statusCode).toBe(200);
    // Still to come: a payment ahead of the goods may go up to the order's total.
    const ahead = await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 50_000, method: 'cash' }, admin());
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect((await s.http.post(`/purchase-orders/${po.id}/close`, {}, admin())).statusCode).toBe(200);
    // Closed short: 40,000 came and 50,000 is paid; nothing is payable, and a payment is refused.
    const over = await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 10_000, method: 'cash' }, admin());
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toEqual([
      'Phiếu đã nhận hàng và đã trả đủ cho số hàng đã nhận: không còn gì phải trả.',
    ]);
    const order = (await s.http.get(`/purchase-orders/${po.id}`, admin())).json().data;
    expect(order).toMatchObject({ paid_amount: 50_000, debt: 0, refund_due: 10_000 });
  });

  it('refuses a payment on a closed order beyond what it still owes for the goods that came', async () => {
    const po = await ordered(10);
    expect((await receive(po, 3, 'ACM-R')).statusCode).toBe(200);
    expect((await s.http.post(`/purchase-orders/${po.id}/close`, {}, admin())).statusCode).toBe(200);
    const over = await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 30_001, method: 'cash' }, admin());
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount[0]).toContain('30.000 ₫');
    const paid = await s.http.post(`/purchase-orders/${po.id}/payments`, { amount: 30_000, method: 'cash' }, admin());
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await s.http.get(`/purchase-orders/${po.id}`, admin())).json().data).toMatchObject({
      debt: 0,
      refund_due: 0,
    });
  });

  it('refuses a draft, an order with nothing received and a cancelled order, and a cashier', async () => {
    const draft = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          lines: [{ product_id: acme.id, unit_id: acme.box, quantity: 1, unit_cost: 10_000, tax_id: null }],
        },
        admin(),
      )
    ).json().data as { id: string };
    const ofDraft = await s.http.post(`/purchase-orders/${draft.id}/close`, {}, admin());
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().message).toContain('"Nháp"');

    const none = await ordered(3);
    const empty = await s.http.post(`/purchase-orders/${none.id}/close`, {}, admin());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(
      'Phiếu chưa nhận hàng lần nào nên không thể kết thúc nhận hàng. Nếu nhà cung cấp không giao, hãy hủy đơn.',
    );
    expect((await s.http.get(`/purchase-orders/${none.id}`, admin())).json().data.state).toBe('ordered');
    expect((await s.http.post(`/purchase-orders/${none.id}/close`, {}, shop.cashier.headers)).statusCode).toBe(403);

    expect((await s.http.post(`/purchase-orders/${none.id}/cancel`, {}, admin())).statusCode).toBe(200);
    const cancelled = await s.http.post(`/purchase-orders/${none.id}/close`, {}, admin());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toContain('"Đã hủy"');
  });
});
