/**
 * A return from an order (SPEC.md §4): the order read back as the domain's SoldOrder, lines
 * limited to what was sold minus what earlier returns gave back. The till's own orders work
 * offline; a sale from another device is read from the server when the till is online.
 */
import { v7 as uuidv7 } from 'uuid';
import { getPosOrder } from '../../api/pos-orders';
import type { LocalOrder } from '../../db/pos-sales';
import type { PosTicket } from '../../domain/cart-types';
import { dong } from '../../domain/money';
import type { PosOrderDetail } from '../../domain/pos-orders-api';
import { returnFromOrder, returnedQuantities, type SoldOrder } from '../../domain/orders';

/** What a sale left owing less what its returns (each a negative debt) deducted; never below 0. */
const debtLeft = (debt: number, returns: readonly { debt_amount?: number }[]) =>
  dong(
    Math.max(
      0,
      returns.reduce((left, ret) => left + (ret.debt_amount ?? 0), debt),
    ),
  );

export function soldOrderOf(order: LocalOrder, returns: readonly LocalOrder[] = []): SoldOrder {
  const { args, ticket } = order;
  return {
    id: args.id,
    code: order.code,
    discount_type: args.discount_type,
    discount_percent: args.discount_percent,
    discount_amount: dong(args.discount_amount),
    subtotal: dong(args.subtotal),
    grand_total: dong(args.grand_total),
    debt_left: debtLeft(
      args.debt_amount ?? 0,
      returns.map((ret) => ret.args),
    ),
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
  const returns = allOrders.filter((other) => other.args.return_for === order.id);
  const returnLines = returns.flatMap((other) =>
    other.args.lines
      .filter((line) => line.is_return)
      .map((line) => ({ return_of_line_id: line.return_of_line_id ?? null, quantity: line.quantity })),
  );
  return returnFromOrder(soldOrderOf(order, returns), returnedQuantities(returnLines), () => uuidv7(), soldBy);
}

/** A sale read back from the server (made on another device, or no longer kept on this till). */
export function soldOrderFromServer(
  detail: PosOrderDetail,
  returns: readonly { debt_amount?: number }[] = [],
): SoldOrder {
  return {
    id: detail.id,
    code: detail.code,
    discount_type: detail.discount_type,
    discount_percent: detail.discount_percent,
    discount_amount: dong(detail.discount_amount),
    subtotal: dong(detail.subtotal),
    grand_total: dong(detail.grand_total),
    debt_left: debtLeft(detail.debt_amount, returns),
    customer: detail.customer && { id: detail.customer.id, name: detail.customer.name, phone: detail.customer.phone },
    doctor: detail.doctor,
    order_items: detail.order_items.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      product_name: line.product_name,
      product_qty: line.product_qty,
      price: dong(line.price),
      uom: { id: line.unit_id ?? '', name: line.unit_name, factor: line.factor },
      item_lots: line.item_lots.map((lot) => ({ ...lot, quantity: lot.quantity as never })),
      is_return: line.is_return,
      tracking_type: line.tracking_type,
      drug_class: line.drug_class,
    })),
  };
}

/**
 * The return of a sale the server holds: what its returns on the server gave back, plus returns
 * of it this till made that have not reached the server yet, are no longer returnable.
 */
export async function serverReturnTicket(
  detail: PosOrderDetail,
  localOrders: readonly LocalOrder[],
  soldBy: string,
): Promise<PosTicket> {
  const onServer = await Promise.all(detail.returns.map((entry) => getPosOrder(entry.id)));
  const known = new Set(detail.returns.map((entry) => entry.id));
  const serverLines = onServer.flatMap((order) =>
    order.order_items
      .filter((line) => line.is_return)
      .map((line) => ({ return_of_line_id: line.return_of_line_id, quantity: line.product_qty })),
  );
  const localReturns = localOrders.filter((order) => order.args.return_for === detail.id && !known.has(order.id));
  const localLines = localReturns.flatMap((order) =>
    order.args.lines
      .filter((line) => line.is_return)
      .map((line) => ({ return_of_line_id: line.return_of_line_id ?? null, quantity: line.quantity })),
  );
  return returnFromOrder(
    soldOrderFromServer(detail, [...onServer, ...localReturns.map((order) => order.args)]),
    returnedQuantities([...serverLines, ...localLines]),
    () => uuidv7(),
    soldBy,
  );
}
