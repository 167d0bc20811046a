import { boolean, foreignKey, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * A person working in one shop (admin or cashier). Keys include tenant_id so that a tenant's
 * rows co-locate on one shard under Citus (DESIGN.md §1).
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
