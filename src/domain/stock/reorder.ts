/**
 * Reorder suggestions for a purchase order: a vendor's products whose stock, with what is already
 * on order, has fallen to their minimum, and how much brings them back up. The rule is pure and
 * shared: the server applies it, the tests state it.
 */
import { z } from '../z';

/** At most this many suggestions at once: a purchase order holds at most 500 lines. */
export const MAX_REORDER_LINES = 500;

/** The sales shown beside a suggestion: base units sold (less returns) over this many days. */
export const SALES_WINDOW_DAYS = 30;

export const reorderQuery = z.object({
  vendor_id: z.uuid(),
  /** The draft being edited: its own lines are not counted as on order. */
  exclude_order_id: z.uuid().optional(),
});

export const reorderLine = z.object({
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  tracking_type: z.string(),
  units: z.array(z.object({ id: z.uuid(), name: z.string(), factor: z.number().int() })),
  base_unit_name: z.string(),
  /** In base units. */
  on_hand: z.number().int(),
  /** Base units on drafts and on orders not yet received. */
  on_order: z.number().int(),
  /** Base units sold less returned over the last SALES_WINDOW_DAYS days. */
  sold_recently: z.number().int(),
  min_stock: z.number().int(),
  max_stock: z.number().int().nullable(),
  /** The suggestion, in `unit_id`. */
  unit_id: z.uuid(),
  quantity: z.number().int(),
  /** The last price paid for the product, in `unit_id`; the average cost when never bought. */
  unit_cost: z.number().int(),
  /** The tax of the product's last purchase, null when none (the form then uses the shop's default). */
  tax_id: z.uuid().nullable(),
});
export type ReorderLine = z.infer<typeof reorderLine>;

export interface StockLevel {
  onHand: number;
  onOrder: number;
  min: number;
  max: number | null;
}

/**
 * Base units to order: none while stock and what is on order stay above the minimum; otherwise
 * enough to reach the maximum, or twice the minimum when the product has no maximum.
 */
export function reorderNeed({ onHand, onOrder, min, max }: StockLevel): number {
  if (onHand + onOrder > min) return 0;
  const target = max ?? 2 * min;
  return Math.max(0, target - onHand - onOrder);
}

/**
 * The unit to order `need` base units in: the largest that does not exceed the need (a pharmacy
 * buys whole boxes, but not a carton for five boxes), rounded up to whole units of it.
 */
export function orderUnit<U extends { factor: number }>(units: U[], need: number): { unit: U; quantity: number } {
  const sorted = [...units].sort((a, b) => a.factor - b.factor);
  const unit = sorted.filter((u) => u.factor <= need).at(-1) ?? sorted[0]!;
  return { unit, quantity: Math.ceil(need / unit.factor) };
}
