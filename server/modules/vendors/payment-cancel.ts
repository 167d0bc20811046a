/** Cancelling a voucher of the vendor's money book (hủy phiếu); see cancelVendorPayment. */
import { and, eq, inArray } from 'drizzle-orm';
import type { VendorPayment } from '../../../src/domain/stock/vendor-payments';
import { vendorPaymentsVi } from '../../../src/i18n/vendor-payments';
import type { Tx } from '../../db/connection';
import { purchaseOrders, vendorPaymentLines, vendorPayments } from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/errors';
import { cashCancelledIn } from '../registers/session-totals';
import { settleVendorDebt } from './debt';
import { findVoucher, orderMoney } from './payments';

const E = vendorPaymentsVi.errors;

/**
 * POST /vendor-payments/{id}/cancel: cancels a voucher (a wrong amount, a payment never made). Its
 * lines come back off the orders it settled (a phiếu chi's amounts are owed again, a phiếu thu's
 * are due back again) and the vendor's debt moves with them; the voucher stays in the book with
 * who cancelled it, when and why. A phiếu chi whose order has since been refunded by the vendor
 * would leave that order paid less than nothing: the refund must be cancelled first (409).
 * Cancelling a cancelled voucher answers it unchanged, so a retry does nothing twice.
 */
export async function cancelVendorPayment(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  reason: string,
): Promise<VendorPayment> {
  const [voucher] = await tx
    .select({
      direction: vendorPayments.direction,
      vendorId: vendorPayments.vendorId,
      at: vendorPayments.cancelledAt,
      session: vendorPayments.registerSessionId,
    })
    .from(vendorPayments)
    .where(and(eq(vendorPayments.tenantId, tenantId), eq(vendorPayments.id, id)))
    .for('update');
  if (!voucher) throw notFound();
  if (voucher.at) return (await findVoucher(tx, tenantId, id))!;

  const lines = await tx
    .select({ orderId: vendorPaymentLines.purchaseOrderId, amount: vendorPaymentLines.amount })
    .from(vendorPaymentLines)
    .where(and(eq(vendorPaymentLines.tenantId, tenantId), eq(vendorPaymentLines.paymentId, id)));
  const amountOf = new Map(lines.map((l) => [l.orderId, l.amount]));
  // Locked in the order the payments lock them (oldest first), so the two never wait on each other.
  const orders = await tx
    .select(orderMoney)
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, [...amountOf.keys()])))
    .orderBy(purchaseOrders.orderDate, purchaseOrders.createdAt, purchaseOrders.id)
    .for('update');
  const sign = voucher.direction === 'out' ? -1 : 1;
  const paidAfter = (order: (typeof orders)[number]) => order.paid + sign * amountOf.get(order.id)!;
  const short = orders.filter((order) => paidAfter(order) < 0);
  if (short.length > 0) throw conflict(E.cancelRefundedAfter(short.map((o) => o.code).join(', ')));

  for (const order of orders) {
    const paid = paidAfter(order);
    await tx
      .update(purchaseOrders)
      .set({ paidAmount: paid, updatedAt: new Date() })
      .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, order.id)));
    await settleVendorDebt(tx, tenantId, voucher.vendorId, order, { received: order.received, paid });
  }
  const cancel = async () => {
    await tx
      .update(vendorPayments)
      .set({ cancelledAt: new Date(), cancelledBy: userId, cancelReason: reason })
      .where(and(eq(vendorPayments.tenantId, tenantId), eq(vendorPayments.id, id)));
  };
  await (voucher.session ? cashCancelledIn(tx, tenantId, voucher.session, cancel) : cancel());
  return (await findVoucher(tx, tenantId, id))!;
}
