/**
 * SQL of accounts: the global e-mail directory, users, one-time tokens (activation, reset),
 * sessions and their refresh tokens. Tenant tables are only touched inside a tenant transaction.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/connection';
import { oneTimeTokens, refreshTokens, sessions, userDirectory, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type DirectoryEntry = typeof userDirectory.$inferSelect;
export type TokenPurpose = 'activation' | 'password_reset';

type Executor = Db | Tx;

export async function findDirectoryByEmail(db: Executor, email: string): Promise<DirectoryEntry | undefined> {
  const [row] = await db.select().from(userDirectory).where(eq(userDirectory.email, email.toLowerCase()));
  return row;
}

export async function findDirectoryByUserId(db: Executor, userId: string): Promise<DirectoryEntry | undefined> {
  const [row] = await db.select().from(userDirectory).where(eq(userDirectory.userId, userId));
  return row;
}

/** Reserves an e-mail for a user; false when it is already taken (the caller rolls back). */
export async function claimEmail(tx: Tx, email: string, userId: string, tenantId: string): Promise<boolean> {
  const rows = await tx
    .insert(userDirectory)
    .values({ email: email.toLowerCase(), userId, homeTenantId: tenantId })
    .onConflictDoNothing()
    .returning({ email: userDirectory.email });
  return rows.length === 1;
}

export async function releaseEmail(tx: Tx, userId: string): Promise<void> {
  await tx.delete(userDirectory).where(eq(userDirectory.userId, userId));
}

export async function findUser(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(
  tx: Tx,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function createOneTimeToken(
  tx: Tx,
  tenantId: string,
  userId: string,
  purpose: TokenPurpose,
  hash: string,
  expiresAt: Date,
) {
  await tx.insert(oneTimeTokens).values({ tenantId, id: uuidv7(), userId, purpose, tokenHash: hash, expiresAt });
}

/** Marks a live token used and answers true; false when it is unknown, used or expired. */
export async function consumeOneTimeToken(
  tx: Tx,
  userId: string,
  purpose: TokenPurpose,
  hash: string,
): Promise<boolean> {
  const rows = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, hash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** When the newest token of that purpose was made, if any (to space out resent activation mails). */
export async function lastTokenCreatedAt(tx: Tx, userId: string, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await tx
    .select({
      at: sql<Date | null>`max(${oneTimeTokens.createdAt})`.mapWith((v: string | Date | null) =>
        v ? new Date(v) : null,
      ),
    })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
  return row?.at ?? null;
}

/** Ends every other live token of that purpose (a reset link mailed earlier stops working). */
export async function expireOneTimeTokens(tx: Tx, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export interface NewSession {
  tenantId: string;
  userId: string;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
}

export async function insertSession(tx: Tx, session: NewSession): Promise<string> {
  const id = uuidv7();
  await tx.insert(sessions).values({ id, ...session });
  return id;
}

export async function insertRefreshToken(
  tx: Tx,
  tenantId: string,
  sessionId: string,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await tx.insert(refreshTokens).values({ tenantId, id: uuidv7(), sessionId, tokenHash: hash, expiresAt });
}

export async function findRefreshToken(tx: Tx, hash: string) {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, and(eq(sessions.tenantId, refreshTokens.tenantId), eq(sessions.id, refreshTokens.sessionId)))
    .where(eq(refreshTokens.tokenHash, hash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, tokenId: string): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(tx: Tx, sessionId: string, expiresAt: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, expiresAt })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keep` (the caller's own, on password change). */
export async function revokeUserSessions(tx: Tx, userId: string, reason: string, keep?: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}

/** The session of an access token, with its user's state: for the per-request session check. */
export async function findLiveSession(tx: Tx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({ role: users.role, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}
