/**
 * Account rules: login (throttled, same answer for every wrong credential), activation,
 * forgotten and reset passwords. A login arrives without a tenant; the global e-mail directory
 * names the shop, and everything else runs inside that shop's tenant transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SessionData } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../plugins/errors';
import type { Mailer, OutgoingMail } from '../../plugins/mail';
import { findStore } from '../tenants/repository';
import { activationMail, resetMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import { openSession, type ClientInfo } from './sessions';
import {
  accountKey,
  addressKey,
  assertNotThrottled,
  clearFailures,
  forgotAccountKey,
  forgotAddressKey,
  recordFailure,
  THROTTLE,
} from './throttle';
import { DAY_MS, fromNow, hashSecret, HOUR_MS, isUuid, randomSecret } from './tokens';

const e = authMessages.errors;

export interface AccountContext {
  db: Db;
  jwtSecret: string;
  appUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const ACTIVATION_TTL_MS = 7 * DAY_MS;
const ACTIVATION_RESEND_MS = 10 * 60 * 1000;

/**
 * Sends a mail whose data is already committed. A mail server failure is logged, not answered
 * as a 500: the account exists, and the mail can be sent again (login re-sends activation, the
 * admin can resend an invitation, forgot-password can be asked again).
 */
export async function sendCommittedMail(ctx: AccountContext, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent');
  }
}

export const invalidCredentials = () => new AppError(401, 'invalid_credentials', e.invalidCredentials);
export const invalidToken = (message: string) => new AppError(400, 'invalid_token', message);

export async function login(
  ctx: AccountContext,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<SessionData> {
  const keys = [accountKey(email), addressKey(client.ip ?? 'unknown')];
  await assertNotThrottled(ctx.db, keys);
  const entry = await repo.findDirectoryByEmail(ctx.db, email);
  const user = entry
    ? await withTenant(ctx.db, entry.homeTenantId, (tx) => repo.findUser(tx, entry.userId))
    : undefined;
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await recordFailure(ctx.db, keys[0]!, THROTTLE.accountLimit);
    await recordFailure(ctx.db, keys[1]!, THROTTLE.addressLimit);
    throw invalidCredentials();
  }
  if (!user.isActive) {
    if (!user.activatedAt) await resendActivation(ctx, user);
    throw new AppError(403, 'not_active_account', user.activatedAt ? e.accountDisabled : e.notActiveAccount);
  }
  await clearFailures(ctx.db, keys[0]!);
  return withTenant(ctx.db, user.tenantId, (tx) => openSession(tx, ctx.jwtSecret, user, client));
}

/**
 * The right password on an account never activated: the activation mail may have been lost or
 * its link expired, so a fresh one is sent (at most one every 10 minutes).
 */
async function resendActivation(ctx: AccountContext, user: repo.UserRow): Promise<void> {
  const secret = randomSecret();
  const store = await withTenant(ctx.db, user.tenantId, async (tx) => {
    const last = await repo.lastTokenCreatedAt(tx, user.id, 'activation');
    if (last && Date.now() - last.getTime() < ACTIVATION_RESEND_MS) return null;
    await repo.createOneTimeToken(
      tx,
      user.tenantId,
      user.id,
      'activation',
      hashSecret(secret),
      fromNow(ACTIVATION_TTL_MS),
    );
    return (await findStore(tx))?.name ?? '';
  });
  if (store === null) return;
  await sendCommittedMail(ctx, activationMail(ctx.appUrl, user.email, user.firstName, store, user.id, secret));
}

/** Finds the shop of a user id from an e-mailed link; null for anything that is not one. */
async function tenantOfUser(db: Db, uid: string): Promise<string | null> {
  if (!isUuid(uid)) return null;
  const entry = await repo.findDirectoryByUserId(db, uid.toLowerCase());
  return entry?.homeTenantId ?? null;
}

export async function confirm(
  ctx: AccountContext,
  uid: string,
  token: string,
  client: ClientInfo,
): Promise<SessionData> {
  const tenantId = await tenantOfUser(ctx.db, uid);
  if (!tenantId) throw invalidToken(e.confirmTokenInvalid);
  const session = await withTenant(ctx.db, tenantId, async (tx) => {
    const userId = uid.toLowerCase();
    if (!(await repo.consumeOneTimeToken(tx, userId, 'activation', hashSecret(token)))) return null;
    const user = await repo.updateUser(tx, userId, { isActive: true, activatedAt: new Date() });
    if (!user) return null;
    return openSession(tx, ctx.jwtSecret, user, client);
  });
  if (!session) throw invalidToken(e.confirmTokenInvalid);
  return session;
}

/**
 * Sends a reset link to an active account. The answer and its timing do not depend on whether
 * the e-mail exists: the mail is sent after the answer.
 */
export async function forgotPassword(ctx: AccountContext, email: string, ip: string | null): Promise<void> {
  // Spaces out mails to one inbox and from one address; the 429 says nothing about the e-mail.
  const keys = [forgotAccountKey(email), forgotAddressKey(ip ?? 'unknown')];
  await assertNotThrottled(ctx.db, keys, e.forgotRateLimited);
  await recordFailure(ctx.db, keys[0]!, THROTTLE.forgotAccountLimit);
  await recordFailure(ctx.db, keys[1]!, THROTTLE.forgotAddressLimit);
  const entry = await repo.findDirectoryByEmail(ctx.db, email);
  if (!entry) return;
  const secret = randomSecret();
  const user = await withTenant(ctx.db, entry.homeTenantId, async (tx) => {
    const found = await repo.findUser(tx, entry.userId);
    if (!found?.isActive || !found.passwordHash) return null;
    await repo.createOneTimeToken(
      tx,
      found.tenantId,
      found.id,
      'password_reset',
      hashSecret(secret),
      fromNow(RESET_TOKEN_TTL_MS),
    );
    return found;
  });
  if (!user) return;
  const mail = resetMail(ctx.appUrl, user.email, user.firstName, user.id, secret);
  void sendCommittedMail(ctx, mail);
}

/** Sets a new password from a reset link; ends every session of the account. No auto-login. */
export async function resetPassword(ctx: AccountContext, uid: string, token: string, password: string): Promise<void> {
  const tenantId = await tenantOfUser(ctx.db, uid);
  if (!tenantId) throw invalidToken(e.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  const done = await withTenant(ctx.db, tenantId, async (tx) => {
    const userId = uid.toLowerCase();
    if (!(await repo.consumeOneTimeToken(tx, userId, 'password_reset', hashSecret(token)))) return false;
    await repo.expireOneTimeTokens(tx, userId, 'password_reset');
    await repo.updateUser(tx, userId, { passwordHash, passwordChangedAt: new Date() });
    await repo.revokeUserSessions(tx, userId, 'password_reset');
    return true;
  });
  if (!done) throw invalidToken(e.resetTokenInvalid);
  await clearFailures(ctx.db, accountKey((await repo.findDirectoryByUserId(ctx.db, uid.toLowerCase()))?.email ?? ''));
}
