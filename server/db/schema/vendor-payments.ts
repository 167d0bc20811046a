import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../src/domain/pos-enums';
import { createdAt, tenantId } from './columns';
import { vendors } from './parties';
import { purchaseOrders } from './stock-documents';
import { registerSessions } from './register-sessions';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The vendor's money book: each payment to a vendor (phiếu chi, `PC000001`, direction `out`) and
 * each sum a vendor paid back (phiếu thu, `PT…` from the same series as a customer's collections,
 * direction `in`). One voucher may settle several orders; its lines say how much went to each,
 * and the orders' `paid_amount` is the sum of the lines of their vouchers not cancelled. A
 * cancelled voucher (hủy phiếu: a wrong amount, a payment never made) stays in the book with who
 * cancelled it, when and why, and its lines are taken back off the orders.
 */
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    method: text('method', { enum: ['cash', 'bank_transfer', 'card', 'e_wallet'] })
      .$type<PaymentMethod>()
      .notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /** Null only on the vouchers written for orders paid before the book existed. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /**
     * Cash paid from (or, a vendor's refund, into) this register session's drawer: it counts in
     * the session's expected cash. Null for other methods and for money not taken at the counter.
     */
    registerSessionId: uuid('register_session_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.cancelledBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      columns: [t.tenantId, t.registerSessionId],
      foreignColumns: [registerSessions.tenantId, registerSessions.id],
    }),
    uniqueIndex('vendor_payments_code_unique').on(t.tenantId, t.code),
    index('vendor_payments_vendor').on(t.tenantId, t.vendorId, t.createdAt),
    index('vendor_payments_session').on(t.tenantId, t.registerSessionId),
  ],
);

/** How much of a voucher went to each purchase order. */
export const vendorPaymentLines = pgTable(
  'vendor_payment_lines',
  {
    tenantId: tenantId(),
    paymentId: uuid('payment_id').notNull(),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.paymentId, t.purchaseOrderId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.paymentId], foreignColumns: [vendorPayments.tenantId, vendorPayments.id] }),
    foreignKey({
      columns: [t.tenantId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id],
    }),
    index('vendor_payment_lines_order').on(t.tenantId, t.purchaseOrderId),
  ],
);
