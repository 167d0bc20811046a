import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUPPLIER_RETURN_REASONS } from '../../../src/domain/stock/supplier-returns';
import { createdAt, tenantId, updatedAt } from './columns';
import { products } from './products';
import { lots } from './stock';
import { purchaseOrderLines, purchaseOrders } from './stock-documents';
import { vendors } from './parties';
import { tenants } from './tenants';

/**
 * Returns to a supplier (TNCC), each made from a received purchase order and posted at once: its
 * stock effect is the supplier_return moves naming it (stock_moves), these tables hold the
 * document. Tills never pull them.
 */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: SUPPLIER_RETURN_REASONS }).notNull(),
    note: text('note'),
    /** Tax included, as the order lines' totals. */
    total: bigint('total', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id],
    }),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    uniqueIndex('supplier_returns_code_unique').on(t.tenantId, t.code),
    index('supplier_returns_order').on(t.tenantId, t.purchaseOrderId),
  ],
);

export const supplierReturnLines = pgTable(
  'supplier_return_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    returnId: uuid('return_id').notNull(),
    position: integer('position').notNull(),
    purchaseOrderLineId: uuid('purchase_order_line_id').notNull(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id'),
    unitName: text('unit_name').notNull(),
    factor: integer('factor').notNull(),
    /** In the order line's unit. */
    quantity: integer('quantity').notNull(),
    /** The purchase price per base unit. */
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The serials that went back (serial-tracked products). */
    serials: text('serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.returnId],
      foreignColumns: [supplierReturns.tenantId, supplierReturns.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.purchaseOrderLineId],
      foreignColumns: [purchaseOrderLines.tenantId, purchaseOrderLines.id],
    }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('supplier_return_lines_return').on(t.tenantId, t.returnId),
  ],
);
