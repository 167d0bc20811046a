/**
 * Order-level transitions of SPEC.md §4: order reset, recalculation of totals and of the order
 * type (a return with any non-return line is an exchange), and a return made from an order.
 */
import type { CartItem, CurrentOrder, LotTake, PartyRef, PosTicket, Uom } from './cart-types';
import { deriveDiscount } from './discount';
import { takeInOrder } from './lots';
import { baseQty, dong, negateDong, ZERO_DONG, type Dong } from './money';
import { changeOf, debtOf, totalPaidOf } from './payments';
import {
  DEFAULT_DISCOUNT_TYPE,
  type DiscountType,
  type DrugClass,
  type OrderType,
  type TrackingType,
} from './pos-enums';
import { grandTotalOf, subtotalOf } from './totals';

export function emptyOrder(soldBy: string | null = null): CurrentOrder {
  return {
    id: null,
    code: null,
    dateOrder: null,
    type: 'sale',
    status: null,
    note: '',
    discountType: DEFAULT_DISCOUNT_TYPE,
    discountPercent: 0,
    discountAmount: ZERO_DONG,
    subtotal: ZERO_DONG,
    grandTotal: ZERO_DONG,
    totalPaid: ZERO_DONG,
    totalReturn: ZERO_DONG,
    soldBy,
    returnFor: null,
  };
}

/** SPEC.md §4 order reset: an empty sale with no items, customer, doctor or prescription. */
export function resetTicket(soldBy: string | null = null): PosTicket {
  return { order: emptyOrder(soldBy), items: [], customer: null, doctor: null, prescription: null, payments: [] };
}

/** SPEC.md §4: a return or exchange is an exchange when any non-return line exists, else a return. */
export function recalculatedType(type: OrderType, items: readonly Pick<CartItem, 'is_return'>[]): OrderType {
  if (type === 'sale') return 'sale';
  return items.some((item) => !item.is_return) ? 'exchange' : 'return';
}

/** Brings the order's type, subtotal, discount, grand total, paid and change in line with its items and payments. */
export function recalculate(ticket: PosTicket): PosTicket {
  const type = recalculatedType(ticket.order.type, ticket.items);
  const subtotal = subtotalOf(ticket.items);
  const discount = deriveDiscount(type, ticket.order, subtotal);
  const grandTotal = grandTotalOf(subtotal, discount.discountAmount);
  const totalPaid = totalPaidOf(ticket.payments);
  const debtAmount = debtOf(grandTotal, ticket.payments, ticket.order.onCredit === true, ticket.order.deductibleDebt);
  const order: CurrentOrder = {
    ...ticket.order,
    type,
    ...discount,
    subtotal,
    grandTotal,
    totalPaid,
    debtAmount,
    totalReturn: changeOf(dong(totalPaid + debtAmount), grandTotal),
  };
  return { ...ticket, order };
}

/** A line of an order as read back for a return. */
export interface SoldLine {
  id: string;
  product_id: string;
  product_name: string;
  /** In the unit sold. */
  product_qty: number;
  price: Dong;
  uom: Uom;
  item_lots: LotTake[];
  is_return: boolean;
  tracking_type: TrackingType;
  drug_class: DrugClass;
}

export interface SoldOrder {
  id: string;
  /** The sale's code (HD-…), shown on the return. */
  code: string;
  discount_type: DiscountType;
  discount_percent: number;
  discount_amount: Dong;
  subtotal: Dong;
  grand_total: Dong;
  /** What the sale left owing and its returns have not deducted yet. */
  debt_left?: Dong;
  customer: PartyRef | null;
  doctor: PartyRef | null;
  order_items: SoldLine[];
}

/** Quantities already given back per original line id (in the unit sold), from earlier returns. */
export function returnedQuantities(
  returnLines: readonly Pick<CartItem, 'return_of_line_id' | 'quantity'>[],
): Map<string, number> {
  const returned = new Map<string, number>();
  for (const line of returnLines) {
    if (!line.return_of_line_id) continue;
    returned.set(line.return_of_line_id, (returned.get(line.return_of_line_id) ?? 0) + line.quantity);
  }
  return returned;
}

/**
 * SPEC.md §4: return from an existing order makes a new return order with id null, negated
 * subtotal and grand total and returnFor the original id. Each sale line becomes a return line
 * limited to what was sold minus what was already returned, starting at that whole amount; its
 * goods go back into the lots they were taken from. `lineId` makes ids for the new lines.
 */
export function returnFromOrder(
  original: SoldOrder,
  alreadyReturned: ReadonlyMap<string, number>,
  lineId: (line: SoldLine) => string,
  soldBy: string | null = null,
): PosTicket {
  const items: CartItem[] = [];
  for (const line of original.order_items) {
    if (line.is_return) continue;
    const returned = alreadyReturned.get(line.id) ?? 0;
    const returnable = Math.max(line.product_qty - returned, 0);
    if (returnable === 0) continue;
    const returnableLots = takeInOrder(line.item_lots, returnable * line.uom.factor, returned * line.uom.factor);
    items.push({
      id: lineId(line),
      name: line.product_name,
      product_id: line.product_id,
      quantity: returnable,
      price: line.price,
      note: { status: false, text: '' },
      quantityAvailable: returnable,
      lots: returnableLots,
      is_return: true,
      uom: { ...line.uom },
      outOfStock: false,
      notExists: false,
      tracking_type: line.tracking_type,
      qty_available: baseQty(0),
      drug_class: line.drug_class,
      serials: [],
      return_of_line_id: line.id,
      returnable_lots: returnableLots,
    });
  }
  const order: CurrentOrder = {
    ...emptyOrder(soldBy),
    type: 'return',
    discountType: original.discount_type,
    discountPercent: original.discount_percent,
    discountAmount: negateDong(original.discount_amount),
    subtotal: negateDong(original.subtotal),
    grandTotal: negateDong(original.grand_total),
    totalReturn: original.grand_total,
    returnFor: original.id,
    returnForCode: original.code,
    deductibleDebt: original.debt_left ?? ZERO_DONG,
  };
  return { order, items, customer: original.customer, doctor: original.doctor, prescription: null, payments: [] };
}
