import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * The last sync version handed out per tenant. `app_next_version()` increments it with an
 * UPDATE whose row lock is held until the writing transaction commits, so one tenant's versions
 * commit in order and a pull cursor can never skip a row committed late (DESIGN.md §5).
 */
export const syncVersions = pgTable('sync_versions', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastVersion: bigint('last_version', { mode: 'number' }).notNull().default(0),
});
