/**
 * The server's second look at an order pushed by a till. The till's figures are facts (DESIGN.md
 * §5: facts win), so nothing here refuses a sale: it recomputes the totals with the same rules as
 * the till and lists what differs, for the back-office to review.
 */
import { deriveDiscount } from './discount';
import { dong, type Dong } from './money';
import { changeOf, totalPaidOf } from './payments';
import type { OrderCreateArgs } from './pos-schemas';
import { grandTotalOf, subtotalOf } from './totals';

export type CheckedField =
  'subtotal' | 'discount_amount' | 'grand_total' | 'total_paid' | 'total_return' | 'debt_amount';

export interface TotalsMismatch {
  field: CheckedField;
  recorded: number;
  computed: number;
}

export interface RecomputedTotals {
  subtotal: Dong;
  discount_amount: Dong;
  grand_total: Dong;
  total_paid: Dong;
  total_return: Dong;
}

/** The debt is left out by callers that build a paid order (0: not on credit). */
type OrderFigures = Pick<
  OrderCreateArgs,
  'type' | 'discount_type' | 'discount_percent' | 'discount_amount' | 'lines' | 'payments'
> &
  Partial<Pick<OrderCreateArgs, 'debt_amount'>>;

/**
 * What is left unpaid of a sale (grand total − paid, at least 0) or not paid back of a refund (at
 * most 0): what a sale on credit must record as its debt, and a refund as the debt it deducts.
 * A till that did not sell on credit records 0, so a sale paid short is flagged here.
 */
function unsettled(grandTotal: Dong, totalPaid: Dong): Dong {
  const left = grandTotal - totalPaid;
  return dong(grandTotal >= 0 ? Math.max(0, left) : Math.min(0, left));
}

export function recomputeOrderTotals(order: OrderFigures): RecomputedTotals {
  const subtotal = subtotalOf(
    order.lines.map((line) => ({
      quantity: line.quantity,
      price: dong(line.price),
      is_return: line.is_return,
      notExists: false,
    })),
  );
  const discount = deriveDiscount(
    order.type,
    {
      discountType: order.discount_type,
      discountPercent: order.discount_percent,
      discountAmount: dong(order.discount_amount),
    },
    subtotal,
  );
  const grandTotal = grandTotalOf(subtotal, discount.discountAmount);
  const totalPaid = totalPaidOf(order.payments.map((payment) => ({ amount: dong(payment.amount) })));
  return {
    subtotal,
    discount_amount: discount.discountAmount,
    grand_total: grandTotal,
    total_paid: totalPaid,
    // The change counts the recorded debt as settled, so a wrong debt is flagged once, on itself.
    total_return: changeOf(dong(totalPaid + (order.debt_amount ?? 0)), grandTotal),
  };
}

/** The recorded figures that differ from a recomputation; empty when the till and the rules agree. */
export function recheckOrderTotals(order: OrderFigures & Pick<OrderCreateArgs, CheckedField>): TotalsMismatch[] {
  const totals = recomputeOrderTotals(order);
  const computed = { ...totals, debt_amount: unsettled(totals.grand_total, totals.total_paid) };
  const fields: CheckedField[] = [
    'subtotal',
    'discount_amount',
    'grand_total',
    'total_paid',
    'total_return',
    'debt_amount',
  ];
  return fields
    .filter((field) => order[field] !== computed[field])
    .map((field) => ({ field, recorded: order[field], computed: computed[field] }));
}

/** Rx products sold (not returned) on an order that carries no prescription. */
export function rxWithoutPrescription(order: Pick<OrderCreateArgs, 'lines' | 'prescription'>): string[] {
  if (order.prescription) return [];
  return [
    ...new Set(
      order.lines.filter((line) => line.drug_class === 'rx' && !line.is_return).map((line) => line.product_id),
    ),
  ];
}
