/** Purchase orders as the API answers them, for the purchasing screens' client tests. */
import type { PurchaseOrder } from '../../../src/api/stock';

type Line = PurchaseOrder['lines'][number];

/**
 * A line at 10.000 ₫ a unit with no discount or tax, of which `received_quantity` came in; its
 * product and unit are named after the line unless given.
 */
export function poLine(
  fields: Pick<Line, 'id' | 'product_name' | 'quantity' | 'received_quantity'> & Partial<Line>,
): Line {
  const amount = fields.quantity * 10_000;
  return {
    position: 0,
    product_id: fields.id,
    product_code: fields.product_name,
    tracking_type: 'basic',
    unit_id: fields.id,
    unit_name: 'hộp',
    factor: 1,
    unit_cost: 10_000,
    discount: 0,
    tax_id: null,
    tax_rate: 0,
    subtotal: amount,
    tax_amount: 0,
    total: amount,
    serials: [],
    ...fields,
  } as Line;
}

/** An order from the test vendor, ordered and with no money moved, as `fields` do not say otherwise. */
export function purchaseOrder(fields: Pick<PurchaseOrder, 'id' | 'code' | 'lines'> & Partial<PurchaseOrder>) {
  return {
    vendor_id: fields.id,
    vendor_name: 'Công ty Dược Hậu Giang',
    order_date: '2026-11-22',
    vendor_invoice_number: null,
    state: 'ordered',
    note: null,
    subtotal: 0,
    discount_total: 0,
    tax_total: 0,
    total: 0,
    received_value: 0,
    paid_amount: 0,
    debt: 0,
    refund_due: 0,
    ordered_at: null,
    received_at: null,
    cancelled_at: null,
    created_at: '2026-11-22T01:00:00Z',
    updated_at: '2026-11-22T01:00:00Z',
    receipts: [],
    ...fields,
  } as PurchaseOrder;
}
