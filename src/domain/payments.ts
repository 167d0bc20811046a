/**
 * Payments at checkout: split over cash, bank transfer (VietQR), card and e-wallet; the change
 * (SPEC.md §5 totalReturn = paid − grand total) is handed back in cash only.
 */
import type { Payment } from './cart-types';
import { dong, subDong, sumDong, ZERO_DONG, type Dong } from './money';
import type { PaymentMethod } from './pos-enums';

export function totalPaidOf(payments: readonly Pick<Payment, 'amount'>[]): Dong {
  return sumDong(payments.map((payment) => payment.amount));
}

/** SPEC.md §5: change = amount paid − grand total (negative while something is still owed). */
export function changeOf(totalPaid: Dong, grandTotal: Dong): Dong {
  return subDong(totalPaid, grandTotal);
}

/** What is still to be collected (positive) or paid back (negative) after the payments so far. */
export function remainingOf(grandTotal: Dong, payments: readonly Pick<Payment, 'amount'>[]): Dong {
  return subDong(grandTotal, totalPaidOf(payments));
}

export function totalsByMethod(payments: readonly Pick<Payment, 'method' | 'amount'>[]): Record<PaymentMethod, Dong> {
  const totals: Record<PaymentMethod, number> = { cash: 0, bank_transfer: 0, card: 0, e_wallet: 0 };
  for (const payment of payments) totals[payment.method] += payment.amount;
  return totals as Record<PaymentMethod, Dong>;
}

/**
 * The order's debt (ghi nợ). A sale on credit leaves the customer owing the grand total less the
 * payments, never below 0. A refund on credit deducts what is not paid back from the customer's
 * debt, at most `deductible` (what the original sale still has owing): a negative figure.
 * Nothing when the order is not on credit.
 */
export function debtOf(
  grandTotal: Dong,
  payments: readonly Pick<Payment, 'amount'>[],
  onCredit: boolean,
  deductible: Dong = ZERO_DONG,
): Dong {
  if (!onCredit || grandTotal === 0) return ZERO_DONG;
  const left = remainingOf(grandTotal, payments);
  if (grandTotal > 0) return dong(Math.max(0, left));
  const deducted = Math.min(deductible, Math.max(0, -left));
  return deducted === 0 ? ZERO_DONG : dong(-deducted);
}

export type PaymentProblem = 'paymentShort' | 'changeOnlyFromCash' | 'refundMismatch' | 'paymentSign';

/**
 * Whether the payments settle the order (keys of `posMessages.payments`). A sale is settled when
 * the paid total covers the grand total and anything above it is cash (change comes from the
 * drawer); a refund (negative grand total) is settled when exactly that much is paid back. The
 * order's debt (`debtOf`) counts as paid: what a sale leaves owing, what a refund deducts.
 */
export function paymentProblem(
  grandTotal: Dong,
  payments: readonly Pick<Payment, 'method' | 'amount'>[],
  debt: Dong = ZERO_DONG,
): PaymentProblem | null {
  if (grandTotal >= 0) {
    if (payments.some((payment) => payment.amount < 0)) return 'paymentSign';
    const paid = totalPaidOf(payments);
    if (paid + debt < grandTotal) return 'paymentShort';
    const nonCash = totalPaidOf(payments.filter((payment) => payment.method !== 'cash'));
    if (nonCash > grandTotal) return 'changeOnlyFromCash';
    return null;
  }
  if (payments.some((payment) => payment.amount > 0)) return 'paymentSign';
  return totalPaidOf(payments) + debt === grandTotal ? null : 'refundMismatch';
}

/** Banknotes a customer rounds up to at the counter. */
const ROUNDING_NOTES = [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000] as const;

/**
 * Quick cash amounts for the checkout buttons: the exact total, then the total rounded up to each
 * note, without repeats: 37.000 → 37.000, 40.000, 50.000, 100.000, 200.000, 500.000. A rounding
 * that overshoots a larger note's is dropped (50.000 is not offered 60.000 by the 20.000 note).
 */
export function quickCashAmounts(total: Dong): Dong[] {
  if (total <= 0) return [];
  const rounded = ROUNDING_NOTES.map((note) => Math.ceil(total / note) * note);
  const amounts = new Set<number>([total]);
  rounded.forEach((amount, index) => {
    if (rounded.slice(index + 1).every((larger) => amount <= larger)) amounts.add(amount);
  });
  return [...amounts].sort((a, b) => a - b).map(dong);
}
