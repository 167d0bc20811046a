/** Column helpers shared by every table: ids, tenant keys and timestamps. */
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Every tenant-owned table carries this column; row-level security keys on it (DESIGN.md §4). */
export const tenantId = () => uuid('tenant_id').notNull();

/**
 * Rows a till pulls (DESIGN.md §5) carry a per-tenant `version`, set by a trigger on every insert
 * and update (attached automatically to every table with this column), and `deleted_at` as the
 * tombstone: such rows are archived, never deleted, so a deletion reaches every till.
 */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
