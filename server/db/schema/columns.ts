/** Column helpers shared by every table: ids, tenant keys and timestamps. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Every tenant-owned table carries this column; row-level security keys on it (DESIGN.md §4). */
export const tenantId = () => uuid('tenant_id').notNull();
