import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { taxes } from './master-data';
import { customers, vendors } from './parties';
import { products } from './products';
import { lots } from './stock';
import { tenants } from './tenants';

/**
 * Back-office stock documents (DOMAIN.md): purchase orders (PN), inventory counts (KK), scraps
 * (XH) and customer complaints (KN). Their stock effects are rows of stock_moves naming the
 * document; these tables hold the documents themselves. Tills never pull them.
 */
const tenantFk = (t: { tenantId: AnyPgColumn }) =>
  foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade');

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    vendorInvoiceNumber: text('vendor_invoice_number'),
    state: text('state', { enum: ['draft', 'ordered', 'received', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    receivedValue: bigint('received_value', { mode: 'number' }).notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantFk(t),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    uniqueIndex('purchase_orders_code_unique').on(t.tenantId, t.code),
    index('purchase_orders_created').on(t.tenantId, t.createdAt),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    factor: integer('factor').notNull(),
    quantity: integer('quantity').notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    taxId: uuid('tax_id'),
    taxRate: integer('tax_rate').notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    taxAmount: bigint('tax_amount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    /** Serials received so far (serial-tracked products). */
    serials: text('serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.orderId],
      foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.taxId], foreignColumns: [taxes.tenantId, taxes.id] }),
    index('purchase_order_lines_order').on(t.tenantId, t.orderId),
  ],
);

export const inventories = pgTable(
  'inventories',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['draft', 'counting', 'done', 'cancelled'] })
      .notNull()
      .default('draft'),
    scope: text('scope', { enum: ['all', 'category', 'products'] }).notNull(),
    categoryId: uuid('category_id'),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantFk(t),
    uniqueIndex('inventories_code_unique').on(t.tenantId, t.code),
  ],
);

export const inventoryLines = pgTable(
  'inventory_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    inventoryId: uuid('inventory_id').notNull(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id'),
    expected: bigint('expected', { mode: 'number' }).notNull(),
    counted: bigint('counted', { mode: 'number' }),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull().default(0),
    /** Added while counting: a lot on the shelf the frozen list did not have. */
    found: boolean('found').notNull().default(false),
    /** A found lot not yet in the books: its number and expiry; finishing creates it. */
    lotNumber: text('lot_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventories.tenantId, inventories.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('inventory_lines_inventory').on(t.tenantId, t.inventoryId),
  ],
);

export const scraps = pgTable(
  'scraps',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    scrapDate: date('scrap_date', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: ['expired', 'damaged', 'recalled', 'other'] }).notNull(),
    state: text('state', { enum: ['draft', 'done', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    approvedBy: uuid('approved_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantFk(t),
    uniqueIndex('scraps_code_unique').on(t.tenantId, t.code),
  ],
);

export const scrapLines = pgTable(
  'scrap_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    scrapId: uuid('scrap_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.scrapId], foreignColumns: [scraps.tenantId, scraps.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('scrap_lines_scrap').on(t.tenantId, t.scrapId),
  ],
);

export const customerComplaints = pgTable(
  'customer_complaints',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id'),
    productId: uuid('product_id'),
    lotId: uuid('lot_id'),
    content: text('content').notNull(),
    handling: text('handling'),
    result: text('result'),
    state: text('state', { enum: ['new', 'processing', 'resolved', 'closed'] })
      .notNull()
      .default('new'),
    handledBy: uuid('handled_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantFk(t),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    uniqueIndex('customer_complaints_code_unique').on(t.tenantId, t.code),
  ],
);

/** Quality controls (KS): SPOT or PERIODIC inspections, lines per product and lot. */
export const qualityControls = pgTable(
  'quality_controls',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    inspectionType: text('inspection_type', { enum: ['SPOT', 'PERIODIC'] }).notNull(),
    state: text('state', { enum: ['draft', 'done', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note'),
    inspectorId: uuid('inspector_id'),
    scrapId: uuid('scrap_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantFk(t),
    uniqueIndex('quality_controls_code_unique').on(t.tenantId, t.code),
  ],
);

export const qualityControlLines = pgTable(
  'quality_control_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    controlId: uuid('control_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id'),
    appearanceOk: boolean('appearance_ok').notNull(),
    packagingOk: boolean('packaging_ok').notNull(),
    labelOk: boolean('label_ok').notNull(),
    expiryOk: boolean('expiry_ok').notNull(),
    result: text('result', { enum: ['ACCEPT', 'REJECT', 'REPAIR', 'SCRAP', 'RETURN', 'OTHER'] }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.controlId],
      foreignColumns: [qualityControls.tenantId, qualityControls.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('quality_control_lines_control').on(t.tenantId, t.controlId),
  ],
);
