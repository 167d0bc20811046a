/**
 * The vendor's money book: vouchers of payments to a vendor (`out`, phiếu chi PC…) and of money a
 * vendor paid back (`in`, phiếu thu PT…), each with the purchase orders it settled. The same input
 * schema validates the pay dialogs and POST /vendors/{id}/payments, /purchase-orders/{id}/payments
 * and /purchase-orders/{id}/refunds.
 */
import { vendorPaymentsVi } from '../../i18n/vendor-payments';
import { cancellation, clientId, optionalRef, paymentAmount, optionalText } from '../catalog/fields';
import { listQueryBase } from '../list-query';
import { PAYMENT_METHODS } from '../pos-enums';
import { z } from '../z';

const E = vendorPaymentsVi.errors;

export const vendorPaymentInput = z.object({
  id: clientId,
  amount: paymentAmount(E),
  method: z.enum(PAYMENT_METHODS, { error: E.methodRequired }),
  note: optionalText(500),
  /** Cash only: the open register session whose drawer the money leaves (or, a refund, goes into). */
  register_session_id: optionalRef,
});
export type VendorPaymentInput = z.input<typeof vendorPaymentInput>;

export const VENDOR_PAYMENT_DIRECTIONS = ['out', 'in'] as const;

export const vendorPayment = z.object({
  id: z.uuid(),
  code: z.string(),
  vendor_id: z.uuid(),
  vendor_name: z.string(),
  vendor_address: z.string().nullable(),
  direction: z.enum(VENDOR_PAYMENT_DIRECTIONS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  note: z.string(),
  /** Null on the vouchers written for orders paid before the book existed. */
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** The orders it settled and how much went to each, oldest order first. */
  lines: z.array(z.object({ purchase_order_id: z.uuid(), purchase_order_code: z.string(), amount: z.number().int() })),
  /** Null while it stands; once cancelled, when, by whom and why (its lines no longer count). */
  cancelled: cancellation,
  /** Cash paid from (or into) this register session's drawer; null otherwise. */
  register_session_id: z.uuid().nullable(),
});
export type VendorPayment = z.infer<typeof vendorPayment>;

/** What a payment to the vendor answers: the voucher and what is still owed the vendor. */
export const vendorPaymentResult = z.object({ payment: vendorPayment, debt: z.number().int() });
export type VendorPaymentResult = z.infer<typeof vendorPaymentResult>;

/** The book is one fixed order (newest first): paging only. */
export const vendorPaymentsQuery = listQueryBase.pick({ page: true, page_size: true });

/** A purchase order still owing the vendor, oldest first, as the pay dialog shows it. */
export const owingOrder = z.object({ id: z.uuid(), code: z.string(), debt: z.number().int() });
export type OwingOrder = z.infer<typeof owingOrder>;

/**
 * How a payment is spread over the vendor's owing orders: the oldest first, each up to its debt.
 * The server settles with the same rule, so the dialog's preview is what gets written.
 */
export function allocatePayment<T extends OwingOrder>(orders: readonly T[], amount: number) {
  const lines: { order: T; amount: number }[] = [];
  let left = amount;
  for (const order of orders) {
    if (left <= 0) break;
    const take = Math.min(left, order.debt);
    if (take > 0) lines.push({ order, amount: take });
    left -= take;
  }
  return { lines, unallocated: Math.max(0, left) };
}
