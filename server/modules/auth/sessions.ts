/**
 * Sessions (DESIGN.md §4): each sign-in opens a session whose id is the `sid` of its access
 * tokens and whose refresh tokens form one family. A refresh token is used once and replaced;
 * presenting one that was already replaced means it leaked, so the whole family is revoked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionData } from '../../../src/domain/account-responses';
import type { Db, Tx } from '../../db/connection';
import { withTenant } from '../../db/tenancy';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type SessionCheck } from '../../plugins/auth';
import { tokenNotValid } from '../../plugins/errors';
import { authMessages } from '../../../src/i18n/auth';
import * as repo from './repository';
import { DAY_MS, fromNow, newScopedToken, parseScopedToken } from './tokens';
import { toUserDto } from './user-dto';

/** A refresh token left unused this long ends its session. */
export const SESSION_IDLE_MS = 30 * DAY_MS;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null, ip: request.ip ?? null };
}

async function issueRefreshToken(tx: Tx, tenantId: string, sessionId: string): Promise<string> {
  const { token, hash } = newScopedToken(tenantId);
  await repo.insertRefreshToken(tx, tenantId, sessionId, hash, fromNow(SESSION_IDLE_MS));
  return token;
}

async function sessionAnswer(
  secret: string,
  user: repo.UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionData> {
  const accessToken = await signAccessToken(secret, {
    userId: user.id,
    tenantId: user.tenantId,
    roles: [user.role],
    sessionId,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    user: toUserDto(user),
  };
}

/** Opens a session for an active user inside the caller's tenant transaction. */
export async function openSession(
  tx: Tx,
  secret: string,
  user: repo.UserRow,
  client: ClientInfo,
): Promise<SessionData> {
  const sessionId = await repo.insertSession(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    ...client,
    expiresAt: fromNow(SESSION_IDLE_MS),
  });
  const refreshToken = await issueRefreshToken(tx, user.tenantId, sessionId);
  return sessionAnswer(secret, user, sessionId, refreshToken);
}

const refused = () => tokenNotValid(authMessages.errors.refreshNotValid);

/** Rotates a refresh token: a fresh access and refresh token for the same session. */
export async function rotateRefreshToken(db: Db, secret: string, presented: string): Promise<SessionData> {
  const parsed = parseScopedToken(presented);
  if (!parsed) throw refused();
  const outcome = await withTenant(db, parsed.tenantId, async (tx) => {
    const found = await repo.findRefreshToken(tx, parsed.hash);
    if (!found) return { error: 'unknown' as const };
    const { token, session } = found;
    if (token.usedAt) {
      // Reuse of a rotated token: someone else holds this family. End it for everyone.
      await repo.revokeSession(tx, session.id, 'refresh_token_reuse');
      return { error: 'reused' as const };
    }
    if (session.revokedAt || token.expiresAt <= new Date() || session.expiresAt <= new Date())
      return { error: 'ended' as const };
    const user = await repo.findUser(tx, session.userId);
    if (!user?.isActive) return { error: 'inactive' as const };
    if (!(await repo.markRefreshTokenUsed(tx, token.id))) return { error: 'reused' as const };
    await repo.touchSession(tx, session.id, fromNow(SESSION_IDLE_MS));
    const next = await issueRefreshToken(tx, user.tenantId, session.id);
    return { data: await sessionAnswer(secret, user, session.id, next) };
  });
  if ('error' in outcome) throw refused();
  return outcome.data;
}

/** Logout by refresh token (when the access token has already expired). */
export async function revokeByRefreshToken(db: Db, presented: string): Promise<boolean> {
  const parsed = parseScopedToken(presented);
  if (!parsed) return false;
  return withTenant(db, parsed.tenantId, async (tx) => {
    const found = await repo.findRefreshToken(tx, parsed.hash);
    if (!found) return false;
    await repo.revokeSession(tx, found.session.id, 'logout');
    return true;
  });
}

/**
 * The auth plugin's per-request check: the token's session is neither revoked nor ended, its
 * user is still active, and the role in the token is still the user's role (a changed role
 * makes the client refresh and receive the new one).
 */
export const sessionCheck: SessionCheck = async (app: FastifyInstance, auth) => {
  const live = await withTenant(app.db, auth.tenantId, (tx) => repo.findLiveSession(tx, auth.sessionId, auth.userId));
  return !!live && live.isActive && auth.roles.includes(live.role);
};
