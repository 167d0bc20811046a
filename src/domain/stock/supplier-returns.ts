/**
 * Returns to a supplier (phiếu xuất trả nhà cung cấp, code TNCC…), made from a received purchase
 * order: quantities per received lot in the order line's unit, a reason and a note. Posting one
 * takes the goods out of stock (supplier_return moves) and gives the national link-up its issue
 * document (`phieu_xuat` type 1). Also the rows the form offers: each received line and lot with
 * what may still go back.
 */
import { z } from '../z';
import { optionalText } from '../catalog/fields';

export const SUPPLIER_RETURN_REASONS = ['damaged', 'near_expiry', 'wrong_goods', 'recalled', 'other'] as const;
export type SupplierReturnReason = (typeof SUPPLIER_RETURN_REASONS)[number];

export const supplierReturnLineInput = z.object({
  line_id: z.uuid(),
  /** Null for a product received without a lot. */
  lot_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** In the purchase order line's unit. */
  quantity: z.number().int().min(1).max(1_000_000_000),
  /** A serial-tracked line's serials going back, one per base unit, among those the line received. */
  serials: z.array(z.string().trim().min(1).max(100)).max(10_000).default([]),
});

export const supplierReturnInput = z.object({
  reason: z.enum(SUPPLIER_RETURN_REASONS),
  note: optionalText(1000),
  lines: z.array(supplierReturnLineInput).min(1).max(500),
});

/** One received line and lot of a purchase order, with what may still be returned (line units). */
export const returnableLot = z.object({
  line_id: z.uuid(),
  product_id: z.uuid(),
  product_name: z.string(),
  unit_name: z.string(),
  factor: z.number().int(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** Received into this lot by the order, in the line's unit. */
  received: z.number().int(),
  /** Returned from this line and lot already, in the line's unit. */
  returned: z.number().int(),
  /** What the lot (or the product, without a lot) holds now, in base units. */
  on_hand: z.number().int(),
  /** The product's base unit, in which `on_hand` is. */
  base_unit_name: z.string().nullable(),
  /** The most that may go back now: received − returned, within the line and what is on hand. */
  returnable: z.number().int(),
  /** A serial-tracked line's serials received and not yet returned (empty for other lines). */
  serials: z.array(z.string()),
  serial_tracked: z.boolean(),
});

export const supplierReturnLine = z.object({
  id: z.uuid(),
  line_id: z.uuid(),
  product_id: z.uuid(),
  product_name: z.string(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  unit_name: z.string(),
  factor: z.number().int(),
  quantity: z.number().int(),
  /** The purchase price per base unit (the receipt's cost). */
  unit_cost: z.number().int(),
  /** The value returned, tax included as the order line's total. */
  total: z.number().int(),
  /** The serials that went back (serial-tracked lines). */
  serials: z.array(z.string()),
});

export const supplierReturn = z.object({
  id: z.uuid(),
  code: z.string(),
  purchase_order_id: z.uuid(),
  return_date: z.string(),
  reason: z.enum(SUPPLIER_RETURN_REASONS),
  note: z.string().nullable(),
  total: z.number().int(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  lines: z.array(supplierReturnLine),
});

/** GET /purchase-orders/{id}/supplier-returns: the order's returns and what may still go back. */
export const supplierReturnsOfOrder = z.object({
  returns: z.array(supplierReturn),
  returnable: z.array(returnableLot),
});

export type SupplierReturnInput = z.input<typeof supplierReturnInput>;
export type SupplierReturn = z.infer<typeof supplierReturn>;
export type ReturnableLot = z.infer<typeof returnableLot>;
export type SupplierReturnsOfOrder = z.infer<typeof supplierReturnsOfOrder>;
