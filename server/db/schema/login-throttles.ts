import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login counters per account and per client address (DESIGN.md §4), kept in PostgreSQL
 * so any number of API processes share them. Global (no tenant): a login has no tenant yet.
 * `key` is `account:<email>` or `address:<ip>`.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
