/**
 * The back-office API of the point of sale (DESIGN.md §3): list queries and response shapes of
 * /api/v1/pos-orders and /api/v1/pos-registers, shared by the server's routes and the client.
 * Order detail follows SPEC.md §3 "Order from server" (order_items with item_lots).
 */
import { z } from './z';
import { listQuery } from './list-query';
import { DRUG_CLASSES, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from './pos-enums';
import { prescriptionSchema } from './pos-schemas';
import { reviewFlagSchema } from './pos-review';

const day = z.iso.date();
const instant = z.string();
const ref = z.object({ id: z.string(), name: z.string() });

export const posOrderListQuery = listQuery(['ordered_at', 'code', 'grand_total'], '-ordered_at').extend({
  /** Shop days (Asia/Ho_Chi_Minh), inclusive. */
  date_from: day.optional(),
  date_to: day.optional(),
  code: z.string().trim().max(50).optional(),
  customer_id: z.uuid().optional(),
  type: z.enum(ORDER_TYPES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  pos_setting_id: z.uuid().optional(),
  sold_by: z.uuid().optional(),
  register_session_id: z.uuid().optional(),
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type PosOrderListQuery = z.infer<typeof posOrderListQuery>;

export const posOrderSummary = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  ordered_at: instant,
  synced_at: instant,
  created_offline: z.boolean(),
  pos_setting: ref,
  register_session_id: z.string(),
  sold_by: z.string(),
  seller: ref,
  customer: ref.extend({ code: z.string(), phone: z.string().nullable() }).nullable(),
  subtotal: z.number(),
  discount_amount: z.number(),
  grand_total: z.number(),
  total_paid: z.number(),
  total_return: z.number(),
  /** Sold on credit: what the customer still owed for it (a return's deduction is negative). */
  debt_amount: z.number(),
  return_for: z.string().nullable(),
  review_flag_count: z.number(),
});
export type PosOrderSummary = z.infer<typeof posOrderSummary>;

/** GET /pos-orders/cashiers: the users who made orders in the shop (the history's cashier filter). */
export const posOrderCashier = z.object({ id: z.string(), name: z.string() });
export type PosOrderCashier = z.infer<typeof posOrderCashier>;

export const posOrderItemLot = z.object({
  lot_id: z.string(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
});

export const posOrderItem = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_code: z.string(),
  /** In the unit sold. */
  product_qty: z.number(),
  unit_id: z.string().nullable(),
  unit_name: z.string(),
  factor: z.number(),
  base_quantity: z.number(),
  price: z.number(),
  note: z.string(),
  is_return: z.boolean(),
  return_of_line_id: z.string().nullable(),
  drug_class: z.enum(DRUG_CLASSES),
  tracking_type: z.enum(['none', 'basic', 'lot', 'serial']),
  serials: z.array(z.string()),
  /** The lots the line's goods really came from (or went back into), base units. */
  item_lots: z.array(posOrderItemLot),
});

export const posOrderDetail = posOrderSummary.extend({
  note: z.string(),
  discount_type: z.enum(['percent', 'amount']),
  discount_percent: z.number(),
  return_for_code: z.string().nullable(),
  doctor: ref.nullable(),
  prescription: prescriptionSchema.nullable(),
  order_items: z.array(posOrderItem),
  payments: z.array(
    z.object({ id: z.string(), method: z.enum(PAYMENT_METHODS), amount: z.number(), reference: z.string().nullable() }),
  ),
  review_flags: z.array(reviewFlagSchema),
  /** Later returns and exchanges made from this order. */
  returns: z.array(z.object({ id: z.string(), code: z.string(), type: z.enum(ORDER_TYPES), ordered_at: instant })),
});
export type PosOrderDetail = z.infer<typeof posOrderDetail>;

export const REGISTER_STATES = ['open', 'closed'] as const;

export const posRegisterListQuery = listQuery(['opened_at', 'closed_at'], '-opened_at').extend({
  date_from: day.optional(),
  date_to: day.optional(),
  state: z.enum(REGISTER_STATES).optional(),
  pos_setting_id: z.uuid().optional(),
  opened_by: z.uuid().optional(),
});
export type PosRegisterListQuery = z.infer<typeof posRegisterListQuery>;

export const posRegisterSummary = z.object({
  id: z.string(),
  pos_setting: ref,
  state: z.enum(REGISTER_STATES),
  opened_by: ref,
  opened_at: instant,
  opening_cash: z.number(),
  closed_by: ref.nullable(),
  closed_at: instant.nullable(),
  counted_cash: z.number().nullable(),
  expected_cash: z.number().nullable(),
  difference: z.number().nullable(),
  order_count: z.number(),
});
export type PosRegisterSummary = z.infer<typeof posRegisterSummary>;

export const DRAWER_VOUCHER_KINDS = ['collection', 'vendor_payment', 'vendor_refund'] as const;

/**
 * A voucher whose cash went through the session's drawer outside its orders: a customer's debt
 * collected, a vendor paid, a vendor's refund. Cancelled ones are listed, and count nothing.
 */
export const drawerVoucher = z.object({
  kind: z.enum(DRAWER_VOUCHER_KINDS),
  id: z.uuid(),
  code: z.string(),
  at: z.string(),
  /** The customer or the vendor. */
  party: z.object({ id: z.uuid(), name: z.string() }),
  /** Into the drawer +, out of it −. */
  amount: z.number().int(),
  cancelled: z.boolean(),
});
export type DrawerVoucher = z.infer<typeof drawerVoucher>;

export const posRegisterDetail = posRegisterSummary.extend({
  opening_note: z.string(),
  closing_note: z.string(),
  /** The till's own expected cash when it closed. */
  till_expected_cash: z.number().nullable(),
  /** Net money per method; for an open session, as of now. */
  totals_by_method: z.record(z.enum(PAYMENT_METHODS), z.number()),
  /** For an open session: the expected cash as of now. */
  expected_cash_now: z.number(),
  /** Cash collected against customers' debts into the session (thu nợ tiền mặt). */
  cash_collections: z.number(),
  /** Cash paid to vendors from the drawer, less their cash refunds into it. */
  vendor_payouts: z.number(),
  /** The vouchers behind `cash_collections` and `vendor_payouts`, oldest first. */
  drawer_vouchers: z.array(drawerVoucher),
  orders: z.array(posOrderSummary),
});
export type PosRegisterDetail = z.infer<typeof posRegisterDetail>;
