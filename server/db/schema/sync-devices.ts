import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';

/**
 * Every device (a till's browser storage) that has synced, with the segment of the shop's order
 * codes the server gave it (src/domain/order-codes.ts): unique in the shop, so codes made offline
 * on different devices never meet.
 */
export const syncDevices = pgTable(
  'sync_devices',
  {
    tenantId: tenantId(),
    deviceId: text('device_id').notNull(),
    segment: integer('segment').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    unique('sync_devices_segment_key').on(t.tenantId, t.segment),
  ],
);

/**
 * Pushed mutations the server could not apply, kept with their whole payload (facts win: a paid
 * sale that cannot be recorded is never dropped), until a manager resolves them.
 */
export const syncRejections = pgTable(
  'sync_rejections',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    deviceId: text('device_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    args: jsonb('args').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolution: text('resolution'),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * Holes in a device's mutation sequence: seqs the server never saw although later ones arrived
 * (an outbox entry lost on the device). Recorded when the push that skips them is applied.
 */
export const syncGaps = pgTable(
  'sync_gaps',
  {
    tenantId: tenantId(),
    deviceId: text('device_id').notNull(),
    fromSeq: integer('from_seq').notNull(),
    toSeq: integer('to_seq').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolution: text('resolution'),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId, t.fromSeq] })],
);

/** A manager's resolution of a flagged order (facts win: the order stays as recorded). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    resolution: text('resolution').notNull(),
    note: text('note').notNull().default(''),
    resolvedBy: uuid('resolved_by').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.orderId] })],
);
