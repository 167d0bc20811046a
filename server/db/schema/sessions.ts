import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { users } from './users';

/**
 * A signed-in session: the `sid` of every access token, and the family of its refresh tokens.
 * Revoking the session (logout, password change or reset, staff removal, reuse of a rotated
 * refresh token) ends every access token that names it.
 */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [sessions.tenantId, sessions.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('refresh_tokens_hash_key').on(t.tenantId, t.tokenHash),
  ],
);
