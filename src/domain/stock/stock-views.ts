/** Answers of the stock views: on-hand per product with lots, low stock, near expiry, the ledger. */
import { z } from '../z';
import { stockVi } from '../../i18n/stock';
import { listMeta, listQuery, listQueryBase, sortParam } from '../list-query';
import { STOCK_REASONS } from './reasons';

export const productLot = z.object({
  id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number().int(),
  expired: z.boolean(),
  near_expiry: z.boolean(),
});

export const productStock = z.object({
  product_id: z.uuid(),
  on_hand: z.number().int(),
  average_cost: z.number().int(),
  value: z.number().int(),
  lots: z.array(productLot),
});

export const lowStockItem = z.object({
  product_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** The product's base unit, in which on hand and the minimum are. */
  unit_name: z.string().nullable(),
  on_hand: z.number().int(),
  min_stock: z.number().int(),
});

export const nearExpiryItem = z.object({
  lot_id: z.uuid(),
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  /** The product's base unit, in which the lot's quantity is. */
  unit_name: z.string().nullable(),
  lot_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
  days_left: z.number().int(),
  expired: z.boolean(),
});

export const stockMove = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  quantity: z.number().int(),
  unit_cost: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  document_type: z.string().nullable(),
  document_id: z.uuid().nullable(),
  document_code: z.string().nullable(),
  moved_at: z.string(),
  user_id: z.uuid().nullable(),
  /** The product's stock (base units) just after this move, over its whole ledger (moved_at, id). */
  balance_after: z.number().int(),
});

/** Low stock: search on the product (code, name, ingredient…); `shortage` (default) is on hand − minimum, shortest first. */
export const lowStockQuery = listQuery(['shortage', 'code', 'name', 'on_hand', 'min_stock'], 'shortage');
/** Near expiry: search on the product or the lot number; soonest expiry first by default. */
export const nearExpiryQuery = listQuery(['expiry_date', 'product_name', 'lot_number', 'quantity'], 'expiry_date');
/**
 * The ledger, newest first by default; `sort=moved_at` reads it in time order, as a stock card
 * (thẻ kho) does. `from`/`to` are the shop's days, both included; a period that ends before it
 * starts is refused on `to`.
 */
export const stockMoveQuery = listQueryBase
  .extend({
    product_id: z.uuid().optional(),
    reason: z.enum(STOCK_REASONS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: sortParam(['moved_at'], '-moved_at'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: stockVi.errors.periodEndsBeforeStart,
  });

/**
 * One page of moves; for one product (a stock card) `opening` is its stock before `from` and
 * `closing` its stock at the end of `to` (base units); null when the moves are of all products.
 */
export const stockMovesPage = z.object({
  data: z.array(stockMove),
  meta: listMeta.extend({ opening: z.number().int().nullable(), closing: z.number().int().nullable() }),
});
