import { foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { users } from './users';

/**
 * One-time tokens of e-mailed links: account activation and password reset. 32 random bytes,
 * stored as a SHA-256 hash, single-use (`used_at`), expiring.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('one_time_tokens_hash_key').on(t.tenantId, t.tokenHash),
  ],
);

/**
 * Staff invitations: the key (32 random bytes, hashed) e-mailed as APP_URL/invitations?key=…,
 * the invited e-mail, role and names, and how it ended (accepted, declined, or replaced by a
 * resend). `user_id` is the invited person's pending user row.
 */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'cashier'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    keyHash: text('key_hash').notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('invitations_key_key').on(t.tenantId, t.keyHash)],
);
