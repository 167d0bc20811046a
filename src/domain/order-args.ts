/**
 * Turns the ticket on the counter into the `order.create` mutation the till writes to its outbox
 * (snake_case, as the server reads it). Lines whose product is gone and return lines emptied to
 * 0 are left out: they count for nothing in the totals.
 */
import type { PosTicket } from './cart-types';
import { lineBaseQty } from './cart';
import type { OrderCreateInput } from './pos-schemas';

export interface OrderContext {
  id: string;
  code: string;
  /** ISO 8601 instant of the sale. */
  createdAt: string;
  posSettingId: string;
  registerSessionId: string;
  soldBy: string;
}

export function toOrderCreateArgs(ticket: PosTicket, context: OrderContext): OrderCreateInput {
  const { order } = ticket;
  return {
    id: context.id,
    code: context.code,
    type: order.type,
    status: 'paid',
    created_at: context.createdAt,
    pos_setting_id: context.posSettingId,
    register_session_id: context.registerSessionId,
    sold_by: context.soldBy,
    customer_id: ticket.customer?.id ?? null,
    doctor_id: ticket.doctor?.id ?? null,
    return_for: order.returnFor,
    note: order.note,
    discount_type: order.discountType,
    discount_percent: order.discountPercent,
    discount_amount: order.discountAmount,
    subtotal: order.subtotal,
    grand_total: order.grandTotal,
    total_paid: order.totalPaid,
    total_return: order.totalReturn,
    debt_amount: order.debtAmount ?? 0,
    lines: ticket.items
      .filter((item) => !item.notExists && item.quantity > 0)
      .map((item) => ({
        id: item.id,
        product_id: item.product_id,
        product_name: item.name,
        unit_id: item.uom.id,
        unit_name: item.uom.name,
        factor: item.uom.factor,
        quantity: item.quantity,
        base_quantity: lineBaseQty(item),
        price: item.price,
        note: item.note.text,
        is_return: item.is_return,
        return_of_line_id: item.return_of_line_id,
        drug_class: item.drug_class,
        tracking_type: item.tracking_type,
        lots: item.lots.map((lot) => ({
          lot_id: lot.lot_id,
          lot_number: lot.lot_number,
          expiry_date: lot.expiry_date,
          quantity: lot.quantity,
        })),
        serials: item.serials,
      })),
    payments: ticket.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      amount: payment.amount,
      reference: payment.reference,
    })),
    prescription: ticket.prescription,
  };
}
