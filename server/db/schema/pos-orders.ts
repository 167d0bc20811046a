import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../src/domain/pos-enums';
import type { PrescriptionArgs } from '../../../src/domain/pos-schemas';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import { createdAt, syncColumns, tenantId } from './columns';
import { customers, doctors } from './parties';
import { posSettings } from './pos-settings';
import { products } from './products';
import { registerSessions } from './register-sessions';
import { lots } from './stock';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Orders sold at the till (sale, return, exchange), stored as recorded (DESIGN.md §5: facts
 * win): lines with snapshot names and prices, the lots each line really moved, payments, the
 * prescription as typed, and review flags where the server's second look disagrees.
 */
export const posOrders = pgTable(
  'pos_orders',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    type: text('type', { enum: ['sale', 'return', 'exchange'] }).notNull(),
    status: text('status', { enum: ['parked', 'paid', 'cancelled'] }).notNull(),
    posSettingId: uuid('pos_setting_id').notNull(),
    registerSessionId: uuid('register_session_id').notNull(),
    soldBy: uuid('sold_by').notNull(),
    customerId: uuid('customer_id'),
    doctorId: uuid('doctor_id'),
    prescription: jsonb('prescription').$type<PrescriptionArgs>(),
    /** The national e-prescription code when the prescription was fetched online (docs/e-prescriptions.md). */
    nationalPrescriptionCode: text('national_prescription_code'),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    discountPercent: doublePrecision('discount_percent').notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    totalPaid: bigint('total_paid', { mode: 'number' }).notNull(),
    /** The change handed back (SPEC.md totalReturn). */
    totalReturn: bigint('total_return', { mode: 'number' }).notNull(),
    /** What the customer still owes for a sale sold on credit (ghi nợ): grand total − paid. */
    debtAmount: bigint('debt_amount', { mode: 'number' }).notNull().default(0),
    returnFor: uuid('return_for'),
    note: text('note').notNull().default(''),
    createdOffline: boolean('created_offline').notNull().default(true),
    /** When the till made the sale. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** The shop's calendar day of the sale (Asia/Ho_Chi_Minh), for date filters. */
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    /** When the server stored it (column created_at): the sync time. */
    syncedAt: createdAt(),
    deviceId: text('device_id'),
    reviewFlags: jsonb('review_flags')
      .$type<ReviewFlag[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.posSettingId], foreignColumns: [posSettings.tenantId, posSettings.id] }),
    foreignKey({
      columns: [t.tenantId, t.registerSessionId],
      foreignColumns: [registerSessions.tenantId, registerSessions.id],
    }),
    foreignKey({ columns: [t.tenantId, t.soldBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.doctorId], foreignColumns: [doctors.tenantId, doctors.id] }),
    foreignKey({ columns: [t.tenantId, t.returnFor], foreignColumns: [t.tenantId, t.id] }),
    uniqueIndex('pos_orders_code_unique').on(t.tenantId, t.code),
    index('pos_orders_ordered').on(t.tenantId, t.orderedAt),
    index('pos_orders_session').on(t.tenantId, t.registerSessionId),
    index('pos_orders_return_for').on(t.tenantId, t.returnFor),
    index('pos_orders_customer').on(t.tenantId, t.customerId),
    index('pos_orders_national_prescription').on(t.tenantId, t.nationalPrescriptionCode),
  ],
);

export const posOrderLines = pgTable(
  'pos_order_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    unitId: uuid('unit_id'),
    unitName: text('unit_name').notNull(),
    factor: integer('factor').notNull(),
    quantity: integer('quantity').notNull(),
    baseQuantity: integer('base_quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    isReturn: boolean('is_return').notNull().default(false),
    returnOfLineId: uuid('return_of_line_id'),
    drugClass: text('drug_class', { enum: ['otc', 'rx', 'none'] }).notNull(),
    trackingType: text('tracking_type', { enum: ['none', 'basic', 'lot', 'serial'] }).notNull(),
    serials: text('serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [posOrders.tenantId, posOrders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.returnOfLineId], foreignColumns: [t.tenantId, t.id] }),
    index('pos_order_lines_order').on(t.tenantId, t.orderId),
    // The sales history finds a device's sale by its serial.
    index('pos_order_lines_serials')
      .using('gin', t.serials)
      .where(sql`${t.trackingType} = 'serial'`),
    index('pos_order_lines_return_of').on(t.tenantId, t.returnOfLineId),
  ],
);

/** The lots a line's goods really came from (or went back into), in base units. */
export const posOrderLineLots = pgTable(
  'pos_order_line_lots',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineId: uuid('line_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    baseQuantity: integer('base_quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.lineId],
      foreignColumns: [posOrderLines.tenantId, posOrderLines.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [lots.tenantId, lots.id] }),
    index('pos_order_line_lots_order').on(t.tenantId, t.orderId),
  ],
);

export const posPayments = pgTable(
  'pos_payments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    method: text('method', { enum: ['cash', 'bank_transfer', 'card', 'e_wallet'] })
      .$type<PaymentMethod>()
      .notNull(),
    /** Positive received, negative paid back. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [posOrders.tenantId, posOrders.id] }).onDelete(
      'cascade',
    ),
    index('pos_payments_order').on(t.tenantId, t.orderId),
  ],
);

/**
 * Money a customer pays against their debt (phiếu thu nợ), recorded in the back office. Cash taken
 * into an open register session counts in that session's expected cash. A cancelled one stays.
 */
export const customerPayments = pgTable(
  'customer_payments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** `PT000001`, from the tenant's counter. */
    code: text('code').notNull(),
    customerId: uuid('customer_id').notNull(),
    method: text('method', { enum: ['cash', 'bank_transfer', 'card', 'e_wallet'] })
      .$type<PaymentMethod>()
      .notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    registerSessionId: uuid('register_session_id'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    /** Set when the collection is cancelled (hủy phiếu): it stays, and no longer counts anywhere. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.cancelledBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      columns: [t.tenantId, t.registerSessionId],
      foreignColumns: [registerSessions.tenantId, registerSessions.id],
    }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('customer_payments_code_unique').on(t.tenantId, t.code),
    index('customer_payments_customer').on(t.tenantId, t.customerId, t.createdAt),
    index('customer_payments_session').on(t.tenantId, t.registerSessionId),
  ],
);
