/** An order read from the server, shaped as the till's receipt prints it (for a reprint). */
import type { LocalOrder } from '../../db/pos-sales';
import { dong, baseQty } from '../../domain/money';
import type { PosOrderDetail } from '../../domain/pos-orders-api';
import type { Prescription } from '../../domain/prescription';

export function receiptOrderOf(detail: PosOrderDetail): LocalOrder {
  return {
    id: detail.id,
    code: detail.code,
    created_at: detail.ordered_at,
    register_session_id: detail.register_session_id,
    pos_setting_id: detail.pos_setting.id,
    cashier_name: detail.seller.name,
    till_name: detail.pos_setting.name,
    args: null as never,
    ticket: {
      order: {
        id: detail.id,
        code: detail.code,
        dateOrder: detail.ordered_at,
        type: detail.type,
        status: detail.status,
        note: detail.note,
        discountType: detail.discount_type,
        discountPercent: detail.discount_percent,
        discountAmount: dong(detail.discount_amount),
        subtotal: dong(detail.subtotal),
        grandTotal: dong(detail.grand_total),
        totalPaid: dong(detail.total_paid),
        totalReturn: dong(detail.total_return),
        onCredit: detail.debt_amount !== 0,
        debtAmount: dong(detail.debt_amount),
        soldBy: detail.sold_by,
        returnFor: detail.return_for,
      },
      items: detail.order_items.map((line) => ({
        id: line.id,
        name: line.product_name,
        product_id: line.product_id,
        quantity: line.product_qty,
        price: dong(line.price),
        note: { status: line.note.length > 0, text: line.note },
        quantityAvailable: null,
        lots: line.item_lots.map((lot) => ({ ...lot, quantity: baseQty(lot.quantity) })),
        is_return: line.is_return,
        uom: { id: line.unit_id ?? '', name: line.unit_name, factor: line.factor },
        outOfStock: false,
        notExists: false,
        tracking_type: line.tracking_type,
        qty_available: baseQty(0),
        drug_class: line.drug_class,
        serials: line.serials,
        return_of_line_id: line.return_of_line_id,
        returnable_lots: [],
      })),
      customer: detail.customer
        ? { id: detail.customer.id, name: detail.customer.name, phone: detail.customer.phone }
        : null,
      doctor: detail.doctor,
      prescription: detail.prescription as Prescription | null,
      payments: detail.payments.map((payment) => ({ ...payment, amount: dong(payment.amount) })),
    },
  };
}
