/**
 * A return from an order the till holds locally (SPEC.md §4): the order read back as the domain's
 * SoldOrder, lines limited to what was sold minus what earlier returns on this till gave back.
 */
import { v7 as uuidv7 } from 'uuid';
import type { LocalOrder } from '../../db/pos-sales';
import type { PosTicket } from '../../domain/cart-types';
import { dong } from '../../domain/money';
import { returnFromOrder, returnedQuantities, type SoldOrder } from '../../domain/orders';

export function soldOrderOf(order: LocalOrder): SoldOrder {
  const { args, ticket } = order;
  return {
    id: args.id,
    discount_type: args.discount_type,
    discount_percent: args.discount_percent,
    discount_amount: dong(args.discount_amount),
    subtotal: dong(args.subtotal),
    grand_total: dong(args.grand_total),
    customer: ticket.customer,
    doctor: ticket.doctor,
    order_items: args.lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      product_name: line.product_name,
      product_qty: line.quantity,
      price: dong(line.price),
      uom: { id: line.unit_id ?? '', name: line.unit_name, factor: line.factor },
      item_lots: (line.lots ?? []).map((lot) => ({ ...lot, quantity: lot.quantity as never })),
      is_return: line.is_return,
      tracking_type: line.tracking_type,
      drug_class: line.drug_class,
    })),
  };
}

export function returnTicketFor(order: LocalOrder, allOrders: readonly LocalOrder[], soldBy: string): PosTicket {
  const returnLines = allOrders
    .filter((other) => other.args.return_for === order.id)
    .flatMap((other) => other.args.lines.filter((line) => line.is_return).map((line) => ({ return_of_line_id: line.return_of_line_id ?? null, quantity: line.quantity })));
  return returnFromOrder(soldOrderOf(order), returnedQuantities(returnLines), () => uuidv7(), soldBy);
}
