import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';

/**
 * Every mutation a till pushed and the server applied (DESIGN.md §5). The row is written in the
 * same transaction as the mutation's effect, keyed by (tenant, mutation id): a replay finds it and
 * answers the stored result, two concurrent pushes of one mutation meet on the primary key.
 * Rejected mutations are not recorded (they changed nothing and may be retried).
 */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    deviceId: text('device_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id'),
    /** sha256 of the pushed args: the same id pushed again with other content is a conflict. */
    argsHash: text('args_hash'),
    result: jsonb('result')
      .notNull()
      .default(sql`'null'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sync_mutations_device_idx').on(t.tenantId, t.deviceId, t.seq),
  ],
);
