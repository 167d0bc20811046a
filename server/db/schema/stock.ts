import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { products } from './products';
import { tenants } from './tenants';

/**
 * Lots (số lô, hạn dùng) and the stock ledger. Issue 5 writes only opening stock; later issues
 * add sales, receipts, counts, scraps and returns to a supplier as further reasons. `lots.quantity` caches the ledger's
 * sum for the lot (base units) so tills can pick FEFO offline.
 */
export const lots = pgTable(
  'lots',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    productId: uuid('product_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    manufactureDate: date('manufacture_date', { mode: 'string' }),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    uniqueIndex('lots_product_number_unique')
      .on(t.tenantId, t.productId, t.lotNumber)
      .where(sql`${t.deletedAt} is null`),
    index('lots_expiry').on(t.tenantId, t.expiryDate),
  ],
);

export const STOCK_MOVE_REASONS = [
  'opening',
  'sale',
  'return',
  'purchase_receipt',
  'count_adjustment',
  'scrap',
  'supplier_return',
] as const;

/** One row per change of stock, signed, in base units (DOMAIN.md "Stock move"). Never updated. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
    reason: text('reason', { enum: STOCK_MOVE_REASONS }).notNull(),
    documentType: text('document_type'),
    documentId: uuid('document_id'),
    documentCode: text('document_code'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('stock_moves_product').on(t.tenantId, t.productId, t.movedAt),
  ],
);

/**
 * Each product's ledger folded into its quantity and moving-average cost (src/domain/stock/
 * costing.ts), kept so that the value of the stock now (the dashboard) is one read instead of a
 * replay of the whole ledger. `through` is the moved_at of the last move folded in; `pending` says
 * moves were posted since. Posting (stock/ledger.ts) creates the row, sets `pending`, and empties
 * `through` when a move lands at or before it (a till's sale synced late): that product is folded
 * again from its first move. Folding (stock/valuation-state.ts) runs under the tenant's sync lock,
 * as posting does. Tills do not pull it.
 */
export const productValuations = pgTable(
  'product_valuations',
  {
    tenantId: tenantId(),
    productId: uuid('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    averageCost: bigint('average_cost', { mode: 'number' }).notNull().default(0),
    through: timestamp('through', { withTimezone: true }),
    pending: boolean('pending').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index('product_valuations_pending')
      .on(t.tenantId)
      .where(sql`pending`),
  ],
);
