/**
 * Purchase orders (DOMAIN.md "Purchase order", code PN…): the form/API body, the receive body
 * (lot number and expiry for lot-tracked lines, serials for serial-tracked) and the answers.
 */
import { z } from '../z';
import { clientId, money, optionalDate, optionalRef, optionalText } from '../catalog/fields';
import { listQuery } from '../list-query';
import { PURCHASE_ORDER_STATES } from './states';

const quantity = z.number().int().min(1).max(1_000_000_000);

export const purchaseOrderLineInput = z.object({
  product_id: z.uuid(),
  unit_id: z.uuid(),
  quantity,
  unit_cost: money,
  discount: money.default(0),
  /** Missing: the settings' purchase default tax; null: no tax. */
  tax_id: z.uuid().nullish(),
});

export const purchaseOrderInput = z.object({
  id: clientId,
  vendor_id: z.uuid(),
  order_date: optionalDate,
  vendor_invoice_number: optionalText(60),
  note: optionalText(1000),
  paid_amount: money.default(0),
  lines: z.array(purchaseOrderLineInput).min(1).max(500),
});

export const purchaseReceiptLineInput = z.object({
  line_id: z.uuid(),
  /** In the line's unit. */
  quantity,
  lot_number: optionalText(60),
  expiry_date: optionalDate,
  manufacture_date: optionalDate,
  serials: z.array(z.string().trim().min(1).max(100)).max(10_000).default([]),
});

export const purchaseReceiptInput = z.object({ lines: z.array(purchaseReceiptLineInput).min(1).max(500) });

export const purchaseOrderListQuery = listQuery(['code', 'order_date', 'created_at', 'total'], '-created_at').extend({
  state: z.enum(PURCHASE_ORDER_STATES).optional(),
  vendor_id: optionalRef,
  from: optionalDate,
  to: optionalDate,
});

export const purchaseOrderLine = z.object({
  id: z.uuid(),
  position: z.number().int(),
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  tracking_type: z.string(),
  unit_id: z.uuid(),
  unit_name: z.string(),
  factor: z.number().int(),
  /** What the line's unit sells at now (VAT included); null when the unit was removed since. */
  sale_price: z.number().int().nullable(),
  quantity: z.number().int(),
  unit_cost: z.number().int(),
  discount: z.number().int(),
  tax_id: z.uuid().nullable(),
  tax_rate: z.number().int(),
  subtotal: z.number().int(),
  tax_amount: z.number().int(),
  total: z.number().int(),
  received_quantity: z.number().int(),
  serials: z.array(z.string()),
});

export const purchaseReceiptMove = z.object({
  product_id: z.uuid(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  base_quantity: z.number().int(),
  unit_cost: z.number().int(),
  moved_at: z.string(),
});

export const purchaseOrderSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  vendor_id: z.uuid(),
  vendor_name: z.string(),
  order_date: z.string(),
  vendor_invoice_number: z.string().nullable(),
  state: z.enum(PURCHASE_ORDER_STATES),
  note: z.string().nullable(),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  received_value: z.number().int(),
  paid_amount: z.number().int(),
  /** What the pharmacy owes the vendor on this order: received value − paid (never below 0). */
  debt: z.number().int(),
  /**
   * What the vendor owes back on a received order paid for more than it now holds (goods returned
   * after paying): paid − received value, never below 0; 0 while goods are still to come.
   */
  refund_due: z.number().int(),
  ordered_at: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const purchaseOrder = purchaseOrderSummary.extend({
  lines: z.array(purchaseOrderLine),
  receipts: z.array(purchaseReceiptMove),
});

export type PurchaseOrderInput = z.input<typeof purchaseOrderInput>;
export type PurchaseReceiptInput = z.input<typeof purchaseReceiptInput>;
export type PurchaseOrder = z.infer<typeof purchaseOrder>;
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummary>;

/**
 * The most a payment on one order may add: up to its total while goods are still to come (a
 * payment ahead of delivery), and up to what came once it is received (in full, or finished short
 * with "Kết thúc nhận hàng"): the rest will not come, so paying for it is not a debt paid.
 */
export function orderPayable(order: {
  state: PurchaseOrder['state'];
  total: number;
  received_value: number;
  paid_amount: number;
}): number {
  const ceiling = order.state === 'received' ? order.received_value : order.total;
  return Math.max(0, ceiling - order.paid_amount);
}
