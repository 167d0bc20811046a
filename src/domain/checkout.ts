/**
 * The last rules before an order is confirmed: lots taken FEFO for lot-tracked sale lines, and
 * the list of reasons the order cannot be checked out yet (keys into `posMessages`).
 */
import type { CartItem, PosTicket } from './cart-types';
import { lineBaseQty } from './cart';
import { lotsCoverLine } from './lot-picking';
import { allocateFefo, isExpired, type FefoOptions, type StockLot } from './lots';
import { baseQty, type BaseQty } from './money';
import { paymentProblem, type PaymentProblem } from './payments';
import { prescriptionBlock } from './prescription';
import { serialProblem, type SerialProblem } from './serials';

export interface LotShortfall {
  lineId: string;
  productId: string;
  shortfall: BaseQty;
}

/**
 * Takes lots first-expiry-first-out for every lot-tracked sale line whose lots do not cover it
 * (lots picked by hand that cover the line are kept). Lines of the same product share the lots,
 * in cart order.
 */
export function assignLotsFefo(
  items: readonly CartItem[],
  lotsByProduct: ReadonlyMap<string, readonly StockLot[]>,
  options: FefoOptions,
): { items: CartItem[]; shortfalls: LotShortfall[] } {
  const left = new Map<string, number>();
  for (const lots of lotsByProduct.values()) for (const lot of lots) left.set(lot.id, lot.quantity);
  for (const item of items) {
    if (item.is_return || !lotsCoverLine(item)) continue;
    for (const lot of item.lots) left.set(lot.lot_id, (left.get(lot.lot_id) ?? 0) - lot.quantity);
  }
  const shortfalls: LotShortfall[] = [];
  const next = items.map((item) => {
    if (item.is_return || item.tracking_type !== 'lot' || item.notExists || item.quantity <= 0 || lotsCoverLine(item))
      return item;
    const lots = (lotsByProduct.get(item.product_id) ?? []).map((lot) => ({
      ...lot,
      quantity: baseQty(Math.max(left.get(lot.id) ?? 0, 0)),
    }));
    const result = allocateFefo(lots, lineBaseQty(item), options);
    for (const take of result.takes) left.set(take.lot_id, (left.get(take.lot_id) ?? 0) - take.quantity);
    if (result.shortfall > 0)
      shortfalls.push({ lineId: item.id, productId: item.product_id, shortfall: result.shortfall });
    return { ...item, lots: result.takes.map(({ nearExpiry: _nearExpiry, ...take }) => take) };
  });
  return { items: next, shortfalls };
}

export type CheckoutProblem =
  | { reason: 'emptyCart' }
  | { reason: 'prescriptionRequired'; productIds: string[] }
  | { reason: SerialProblem; lineId: string }
  | { reason: 'lotExpired'; lineId: string }
  | { reason: PaymentProblem }
  /** A sale on credit names no customer to owe it, or takes them past their credit limit. */
  | { reason: CreditProblem }
  /** The till screen lost its till or its open register (another tab closed it, say). */
  | { reason: 'noTill' }
  | { reason: 'noRegister' };

export type CreditProblem = 'creditNeedsCustomer' | 'creditOverLimit';

/** Whether the order's debt has a customer to owe it, within the credit limit the till knew. */
export function creditProblem(ticket: Pick<PosTicket, 'order' | 'customer'>): CreditProblem | null {
  const debt = ticket.order.debtAmount ?? 0;
  if (debt === 0) return null;
  if (!ticket.customer) return 'creditNeedsCustomer';
  const limit = ticket.order.creditLimit;
  return debt > 0 && limit?.customerId === ticket.customer.id && debt > limit.room ? 'creditOverLimit' : null;
}

export interface CheckoutOptions {
  /** Payments are checked on the payment step, not when leaving the cart. */
  checkPayments?: boolean;
  /** Today in the shop (`YYYY-MM-DD`): a sale line holding an expired lot is refused. */
  asOf?: string;
}

/** Everything that stops the order from being confirmed; empty when it can be. */
export function checkoutProblems(ticket: PosTicket, options: CheckoutOptions = {}): CheckoutProblem[] {
  const { checkPayments = true, asOf } = options;
  const problems: CheckoutProblem[] = [];
  const counted = ticket.items.filter((item) => !item.notExists && item.quantity > 0);
  if (counted.length === 0) problems.push({ reason: 'emptyCart' });
  const rx = prescriptionBlock(ticket.items, ticket.prescription);
  if (rx) problems.push(rx);
  for (const item of counted) {
    const serial = serialProblem(item);
    if (serial) problems.push({ reason: serial, lineId: item.id });
    if (asOf && !item.is_return && item.lots.some((lot) => isExpired(lot, asOf)))
      problems.push({ reason: 'lotExpired', lineId: item.id });
  }
  if (checkPayments) {
    const payment = paymentProblem(ticket.order.grandTotal, ticket.payments, ticket.order.debtAmount);
    if (payment) problems.push({ reason: payment });
    const credit = creditProblem(ticket);
    if (credit) problems.push({ reason: credit });
  }
  return problems;
}
