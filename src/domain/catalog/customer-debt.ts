/**
 * A customer's debt (công nợ) and the money collected against it (thu nợ). The debt is what the
 * customer's paid orders left owing (their `debt_amount`, a return's negative) less what was
 * collected; the same schema validates the collect dialog and POST /customers/{id}/payments. A
 * collection made by mistake is cancelled (POST /customers/{id}/payments/{paymentId}/cancel).
 */
import { catalogVi } from '../../i18n/catalog-errors';
import { listQueryBase } from '../list-query';
import { PAYMENT_METHODS } from '../pos-enums';
import { z } from '../z';
import { cancellation, clientId, paymentAmount, optionalRef, optionalText } from './fields';

const E = catalogVi.debt;

export const customerPaymentInput = z.object({
  id: clientId,
  amount: paymentAmount(E),
  method: z.enum(PAYMENT_METHODS, { error: E.methodRequired }),
  note: optionalText(500),
  register_session_id: optionalRef,
});
export type CustomerPaymentInput = z.input<typeof customerPaymentInput>;

export const customerPayment = z.object({
  id: z.uuid(),
  code: z.string(),
  customer_id: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  note: z.string(),
  register_session_id: z.uuid().nullable(),
  created_by: z.object({ id: z.uuid(), name: z.string() }),
  created_at: z.string(),
  /** A cancelled collection no longer takes anything off the debt or into its register session. */
  cancelled: cancellation,
});
export type CustomerPayment = z.infer<typeof customerPayment>;

/** What a collection answers: the payment and the customer's debt after it. */
export const customerPaymentResult = z.object({ payment: customerPayment, debt: z.number().int() });
export type CustomerPaymentResult = z.infer<typeof customerPaymentResult>;

/**
 * One line of a customer's debt history, newest first: a credit sale or return (`order`, its
 * `debt_amount` as `change`) or a collection (`payment`, minus its amount), with the debt
 * (`balance`) right after it.
 */
export const debtHistoryEntry = z.object({
  kind: z.enum(['order', 'payment']),
  id: z.uuid(),
  code: z.string(),
  at: z.string(),
  /** Orders: the order's grand total and what was paid at the till; payments: null. */
  grand_total: z.number().int().nullable(),
  total_paid: z.number().int().nullable(),
  /**
   * How the entry moves the debt: + for a credit sale, − for a return or a collection. A cancelled
   * collection keeps the amount it took off, for the record, and counts 0 in `balance`.
   */
  change: z.number().int(),
  balance: z.number().int(),
  /** Payments: method, note and who took the money; orders: null. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  /** Payments: the register session whose drawer took the cash, if any; orders: null. */
  register_session_id: z.uuid().nullable(),
  /** Payments: null while the collection stands; orders: null. */
  cancelled: cancellation,
});
export type DebtHistoryEntry = z.infer<typeof debtHistoryEntry>;

/** The history is one fixed order (newest first): paging only. */
export const debtHistoryQuery = listQueryBase.pick({ page: true, page_size: true });
