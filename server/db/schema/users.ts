import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * A person working in one shop (admin or cashier). Keys include tenant_id so that a tenant's
 * rows co-locate on one shard under Citus (DESIGN.md §1). An invited person has a row with no
 * password until the invitation is accepted; a deactivated one keeps the row (orders name them).
 */
export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tel: text('tel'),
    role: text('role', { enum: ['admin', 'cashier'] }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.role),
  ],
);
