/**
 * Paying a vendor in cash from the counter's drawer: a payment (on the vendor's debt or on one
 * order) taken from an open register session comes off its expected cash, and a vendor's cash
 * refund into one goes onto it; the session's detail shows them apart and its close counts them.
 * The session lists those vouchers. Other methods never touch a drawer; a closed or another shop's session is refused on its field;
 * cancelling a cash voucher gives it back, computing a closed session's figures again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, openRegister, seedPos, type PosShop } from '../pos/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { placedOrder, type StockProduct, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let pos: PosShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let product: StockProduct;

const admin = () => shop.admin.headers;
const session = async (id: string) => (await s.http.get(`/pos-registers/${id}`, admin())).json().data;
const newVendor = async (name: string) => (await s.http.post('/vendors', { name }, admin())).json().data.id as string;
const debtOf = async (vendorId: string) => (await s.http.get(`/vendors/${vendorId}`, admin())).json().data.debt;

const order = async (vendorId: string, boxes: number, options?: { receive?: boolean; paid?: number }) =>
  (await placedOrder(s, admin(), product, vendorId, boxes, options)).id;

const close = (id: string, counted: number) =>
  applied<{ expected_cash: number; difference: number }>(t, pos.shop.cashier, 'register.close', {
    id,
    closed_at: new Date().toISOString(),
    counted_cash: counted,
    expected_cash: counted,
  });

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  pos = await seedPos(t, shop);
  s = await stockShop(t, shop);
  product = await s.product('Amoxicillin 500mg', 'basic', 10);
}, 60_000);
afterAll(async () => t?.close());

describe('vendors paid in cash from a register session', () => {
  it('takes payments off its expected cash and a cash refund onto it, and the close counts both', async () => {
    const drawer = await openRegister(t, pos, 500_000);
    const vendorId = await newVendor('Công ty Dược phẩm Trung ương 2');
    await order(vendorId, 10);
    const second = await order(vendorId, 5);

    const paid = await s.http.post(
      `/vendors/${vendorId}/payments`,
      { amount: 60_000, method: 'cash', register_session_id: drawer },
      admin(),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payment).toMatchObject({ method: 'cash', register_session_id: drawer });
    expect(await session(drawer)).toMatchObject({ vendor_payouts: 60_000, expected_cash_now: 440_000 });

    const onOrder = await s.http.post(
      `/purchase-orders/${second}/payments`,
      { amount: 40_000, method: 'cash', register_session_id: drawer },
      admin(),
    );
    expect(onOrder.statusCode, onOrder.body).toBe(200);
    expect(await session(drawer)).toMatchObject({ vendor_payouts: 100_000, expected_cash_now: 400_000 });

    // An order paid when placed and cancelled before its goods came: the vendor pays it back in cash.
    const refunded = await order(vendorId, 3, { receive: false, paid: 30_000 });
    expect((await s.http.post(`/purchase-orders/${refunded}/cancel`, {}, admin())).statusCode).toBe(200);
    const back = await s.http.post(
      `/purchase-orders/${refunded}/refunds`,
      { amount: 30_000, method: 'cash', register_session_id: drawer },
      admin(),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await session(drawer)).toMatchObject({
      vendor_payouts: 70_000,
      cash_collections: 0,
      expected_cash_now: 430_000,
    });
    // The session lists the vouchers behind its figure, oldest first, signed as the drawer moved.
    const vouchers = (await session(drawer)).drawer_vouchers;
    expect(
      vouchers.map((v: { kind: string; amount: number; party: { id: string } }) => [v.kind, v.amount, v.party.id]),
    ).toEqual([
      ['vendor_payment', -60_000, vendorId],
      ['vendor_payment', -40_000, vendorId],
      ['vendor_refund', 30_000, vendorId],
    ]);
    expect(vouchers[0]).toMatchObject({ code: paid.json().data.payment.code, cancelled: false });
    expect(await close(drawer, 430_000)).toMatchObject({ expected_cash: 430_000, difference: 0 });
  });

  it('leaves the drawer out of other methods and of cash paid from elsewhere', async () => {
    const drawer = await openRegister(t, pos, 500_000);
    const vendorId = await newVendor('Công ty Dược Hậu Giang 2');
    await order(vendorId, 10);
    const transfer = await s.http.post(
      `/vendors/${vendorId}/payments`,
      { amount: 20_000, method: 'bank_transfer', register_session_id: drawer },
      admin(),
    );
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().data.payment.register_session_id).toBeNull();
    const safe = await s.http.post(`/vendors/${vendorId}/payments`, { amount: 20_000, method: 'cash' }, admin());
    expect(safe.json().data.payment.register_session_id).toBeNull();
    expect(await session(drawer)).toMatchObject({ vendor_payouts: 0, expected_cash_now: 500_000 });
    expect(await debtOf(vendorId)).toBe(60_000);
  });

  it('refuses a closed session and another shop’s on the field, paying nothing', async () => {
    const closed = await openRegister(t, pos, 500_000);
    await close(closed, 500_000);
    const otherPos = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'Q9');
    const foreign = await openRegister(t, otherPos);
    const vendorId = await newVendor('Công ty Mekophar');
    const orderId = await order(vendorId, 10);
    for (const drawer of [closed, foreign]) {
      for (const url of [`/vendors/${vendorId}/payments`, `/purchase-orders/${orderId}/payments`]) {
        const res = await s.http.post(url, { amount: 10_000, method: 'cash', register_session_id: drawer }, admin());
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual({ register_session_id: [catalogVi.debt.sessionNotOpen] });
      }
    }
    expect(await debtOf(vendorId)).toBe(100_000);
  });

  it('gives a cancelled cash payment back to the drawer, computing a closed session again', async () => {
    const drawer = await openRegister(t, pos, 500_000);
    const vendorId = await newVendor('Công ty Traphaco');
    await order(vendorId, 10);
    const paid = await s.http.post(
      `/vendors/${vendorId}/payments`,
      { amount: 50_000, method: 'cash', register_session_id: drawer },
      admin(),
    );
    // The cash never left the drawer: the close finds 50,000 more than expected.
    expect(await close(drawer, 500_000)).toMatchObject({ expected_cash: 450_000, difference: 50_000 });
    const voucher = paid.json().data.payment.id as string;
    const cancel = await s.http.post(`/vendor-payments/${voucher}/cancel`, { reason: 'Chưa trả tiền' }, admin());
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await session(drawer)).toMatchObject({
      state: 'closed',
      vendor_payouts: 0,
      expected_cash: 500_000,
      difference: 0,
      drawer_vouchers: [{ id: voucher, amount: -50_000, cancelled: true }],
    });
    expect(await debtOf(vendorId)).toBe(100_000);
  });
});
