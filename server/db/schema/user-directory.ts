import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * The one global table of accounts: e-mail → (shop, user). Login, forgot-password and e-mailed
 * links arrive with no tenant yet, so they need a lookup that row-level security does not
 * scope (docs/decisions.md, "Finding a user without a tenant"). The column is deliberately not
 * called tenant_id: that name would put the tenant policy on this table and hide every row
 * from a request that has no tenant. Under Citus this is a reference table. It holds no
 * secret: passwords and everything else stay in the tenant's `users` row.
 */
export const userDirectory = pgTable(
  'user_directory',
  {
    email: text('email').primaryKey(),
    userId: uuid('user_id').notNull(),
    homeTenantId: uuid('home_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_directory_user_id_key').on(t.userId)],
);
