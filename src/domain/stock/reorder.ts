/**
 * Reorder suggestions for a purchase order: a vendor's products whose stock, with what is already
 * on order, has fallen to their minimum, or will not last the days asked for at the pace they
 * sell, and how much brings them back up. The rule is pure and shared: the server applies it, the
 * tests state it.
 */
import { z } from '../z';

/** At most this many suggestions at once: a purchase order holds at most 500 lines. */
export const MAX_REORDER_LINES = 500;

/** The sales shown beside a suggestion: base units sold (less returns) over this many days. */
export const SALES_WINDOW_DAYS = 30;

/** "Enough to sell for": the days a suggestion covers at the pace of the last SALES_WINDOW_DAYS; 0 is the levels alone. */
export const COVER_DAYS = [0, 7, 14, 30, 60] as const;
export const DEFAULT_COVER_DAYS = 14;
const MAX_COVER_DAYS = 180;

export const reorderQuery = z.object({
  vendor_id: z.uuid(),
  /** The draft being edited: its own lines are not counted as on order. */
  exclude_order_id: z.uuid().optional(),
  /** Also order what the next this-many days will sell at the recent pace (0: minimum and maximum only). */
  cover_days: z.coerce.number().int().min(0).max(MAX_COVER_DAYS).default(0),
});

export const reorderLine = z.object({
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  tracking_type: z.string(),
  /** Each unit's sale price now (VAT included), set against what it costs to buy. */
  units: z.array(z.object({ id: z.uuid(), name: z.string(), factor: z.number().int(), price: z.number().int() })),
  base_unit_name: z.string(),
  /** In base units. */
  on_hand: z.number().int(),
  /** Base units on drafts and on orders not yet received. */
  on_order: z.number().int(),
  /** Base units sold less returned over the last SALES_WINDOW_DAYS days. */
  sold_recently: z.number().int(),
  /** Base units `cover_days` will sell at that pace (0 when not asked). */
  cover_need: z.number().int(),
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
  /** Base units the days asked for will sell (coverNeed); 0 for the levels alone. */
  cover?: number;
}

/** Base units `days` will sell at the pace of `sold` over the last SALES_WINDOW_DAYS days, rounded up. */
export function coverNeed(sold: number, days: number): number {
  if (sold <= 0 || days <= 0) return 0;
  return Math.ceil((sold * days) / SALES_WINDOW_DAYS);
}

/**
 * Base units to order, the larger of two rules. By level: none while stock and what is on order
 * stay above the minimum; otherwise enough to reach the maximum, or twice the minimum when the
 * product has no maximum. By pace: enough for stock and what is on order to cover what the days
 * asked for will sell, never past the maximum (the shelf holds no more).
 */
export function reorderNeed({ onHand, onOrder, min, max, cover = 0 }: StockLevel): number {
  const have = onHand + onOrder;
  const byLevel = have <= min ? (max ?? 2 * min) : 0;
  const byPace = max === null ? cover : Math.min(cover, max);
  return Math.max(0, Math.max(byLevel, byPace) - have);
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
