import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../src/domain/pos-enums';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { posSettings } from './pos-settings';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Register sessions (ca bán hàng, DOMAIN.md "Register session"): opened and closed on a till,
 * possibly offline, with the till's id. On closing, the server recomputes the expected cash and
 * the totals per payment method from the session's orders and keeps the till's figure as well.
 */
export const registerSessions = pgTable(
  'register_sessions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    posSettingId: uuid('pos_setting_id').notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openedBy: uuid('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openingCash: bigint('opening_cash', { mode: 'number' }).notNull(),
    openingNote: text('opening_note').notNull().default(''),
    closedBy: uuid('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCash: bigint('counted_cash', { mode: 'number' }),
    expectedCash: bigint('expected_cash', { mode: 'number' }),
    /** What the till computed when closing; kept beside the server's figure. */
    tillExpectedCash: bigint('till_expected_cash', { mode: 'number' }),
    difference: bigint('difference', { mode: 'number' }),
    totalsByMethod: jsonb('totals_by_method').$type<Record<PaymentMethod, number>>(),
    orderCount: integer('order_count').notNull().default(0),
    closingNote: text('closing_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.posSettingId], foreignColumns: [posSettings.tenantId, posSettings.id] }),
    foreignKey({ columns: [t.tenantId, t.openedBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.closedBy], foreignColumns: [users.tenantId, users.id] }),
    index('register_sessions_opened').on(t.tenantId, t.openedAt),
    index('register_sessions_till').on(t.tenantId, t.posSettingId, t.openedAt),
  ],
);
