import { bigint, date, foreignKey, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { tenants } from './tenants';

/**
 * The dashboard's figures of one shop day, filled when a dashboard first reads the day or by the
 * background warmer for closed days (server/modules/reports/dashboard-warmer.ts), and kept while the day's paid orders are unchanged: `order_count` and `max_version` are the day's
 * fingerprint (orders are insert-only and every insert takes a new, higher sync version), so an
 * order synced late for the day changes it and the next read re-aggregates that day. Nothing is
 * written here when an order is stored. Tills do not pull it.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Paid orders of the day (sales, exchanges and returns). */
    orderCount: integer('order_count').notNull(),
    maxVersion: bigint('max_version', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    salesCount: integer('sales_count').notNull(),
    returnCount: integer('return_count').notNull(),
    returnAmount: bigint('return_amount', { mode: 'number' }).notNull(),
    /** Change handed back (sum of total_return). */
    changeAmount: bigint('change_amount', { mode: 'number' }).notNull(),
    /** Payment method → amount received (change not taken off). */
    methods: jsonb('methods').$type<Record<string, number>>().notNull(),
    /** Hour 'HH' (shop time) → [net amount, sales count]; hours without orders absent. */
    hours: jsonb('hours').$type<Record<string, [number, number]>>().notNull(),
    /** Per product of the day's lines: net base quantity and net line revenue, aligned arrays. */
    productIds: uuid('product_ids').array().notNull(),
    productQuantities: bigint('product_quantities', { mode: 'number' }).array().notNull(),
    productRevenues: bigint('product_revenues', { mode: 'number' }).array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
