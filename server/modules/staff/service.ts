/**
 * Staff of a shop: invite by e-mail (a pending user plus an invitation whose key is mailed),
 * edit name, role and activity, deactivate (sessions end at once), resend an invitation, and
 * the invited person's answer. The shop always keeps at least one active admin.
 */
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { invitationAnswerSchema, staffInviteSchema, staffUpdateSchema } from '../../../src/domain/account-schemas';
import type { Invitation, Staff } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import type { Db, Tx } from '../../db/connection';
import { users } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { invitationMail } from '../auth/mails';
import { hashPassword } from '../auth/passwords';
import * as accounts from '../auth/repository';
import { sendCommittedMail, type AccountContext } from '../auth/service';
import { DAY_MS, fromNow, newScopedToken, parseScopedToken } from '../auth/tokens';
import { findStore } from '../tenants/repository';
import { toStaffDto } from './dto';
import * as repo from './repository';

export const INVITATION_TTL_MS = 7 * DAY_MS;
const e = authMessages.errors;

const lastAdmin = () => new AppError(409, 'last_active_admin', e.lastAdmin);
const invitationInvalid = () => new AppError(400, 'invalid_token', e.invitationInvalid);

async function requireStaff(tx: Tx, id: string) {
  const row = await repo.findStaff(tx, id);
  if (!row) throw notFound();
  return row;
}

/** Creates an invitation for a pending user and answers the mail to send after commit. */
async function newInvitation(tx: Tx, ctx: AccountContext, user: typeof users.$inferSelect, invitedBy: string) {
  const { token, hash } = newScopedToken(user.tenantId);
  await repo.insertInvitation(tx, {
    tenantId: user.tenantId,
    id: uuidv7(),
    userId: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    keyHash: hash,
    invitedBy,
    expiresAt: fromNow(INVITATION_TTL_MS),
  });
  const store = await findStore(tx);
  return invitationMail(ctx.appUrl, user.email, user.firstName, store?.name ?? '', user.role, token);
}

/** One account per e-mail across shops: an invitee with an account is invited by another e-mail. */
const inviteEmailTaken = () => badRequest({ email: [authMessages.errors.inviteEmailTaken] });

export async function invite(
  ctx: AccountContext,
  tenantId: string,
  invitedBy: string,
  input: z.output<typeof staffInviteSchema>,
): Promise<Staff> {
  if (await accounts.findDirectoryByEmail(ctx.db, input.email)) throw inviteEmailTaken();
  const { staff, mail } = await withTenant(ctx.db, tenantId, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        id: uuidv7(),
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        role: input.role,
        isActive: false,
      })
      .returning();
    if (!user || !(await accounts.claimEmail(tx, input.email, user.id, tenantId))) throw inviteEmailTaken();
    const mail = await newInvitation(tx, ctx, user, invitedBy);
    return { staff: toStaffDto(await requireStaff(tx, user.id)), mail };
  });
  await sendCommittedMail(ctx, mail);
  return staff;
}

export async function resendInvitation(
  ctx: AccountContext,
  tenantId: string,
  invitedBy: string,
  id: string,
): Promise<Staff> {
  const { staff, mail } = await withTenant(ctx.db, tenantId, async (tx) => {
    const row = await requireStaff(tx, id);
    if (row.user.isActive || row.user.activatedAt || row.user.passwordHash)
      throw new AppError(409, 'conflict', e.invitationNotPending);
    await repo.revokePendingInvitations(tx, id);
    const mail = await newInvitation(tx, ctx, row.user, invitedBy);
    return { staff: toStaffDto(await requireStaff(tx, id)), mail };
  });
  await sendCommittedMail(ctx, mail);
  return staff;
}

export async function getStaff(tx: Tx, id: string): Promise<Staff> {
  return toStaffDto(await requireStaff(tx, id));
}

export async function updateStaff(tx: Tx, id: string, input: z.output<typeof staffUpdateSchema>): Promise<Staff> {
  const row = await requireStaff(tx, id);
  const user = row.user;
  const nextRole = input.role ?? user.role;
  const nextActive = input.is_active ?? user.isActive;
  if (nextActive && !user.isActive && !user.passwordHash) {
    throw badRequest({ is_active: [e.invitationNotPending] });
  }
  const losesAdmin = user.role === 'admin' && user.isActive && (nextRole !== 'admin' || !nextActive);
  if (losesAdmin && (await repo.countOtherActiveAdmins(tx, id)) === 0) throw lastAdmin();
  await accounts.updateUser(tx, id, {
    firstName: input.first_name ?? user.firstName,
    lastName: input.last_name ?? user.lastName,
    tel: input.tel === undefined ? user.tel : input.tel,
    role: nextRole,
    isActive: nextActive,
    deactivatedAt: nextActive ? null : user.isActive ? new Date() : user.deactivatedAt,
  });
  if (!nextActive && user.isActive) await accounts.revokeUserSessions(tx, id, 'deactivated');
  if (!nextActive) await repo.revokePendingInvitations(tx, id);
  return getStaff(tx, id);
}

/** DELETE /staffs/{id}: deactivates, withdraws a pending invitation and ends every session. */
export async function removeStaff(tx: Tx, id: string): Promise<Staff> {
  return updateStaff(tx, id, { is_active: false });
}

/** GET /invitations?key=: the invited e-mail and whether it was accepted; 404 when it cannot be answered. */
export async function lookupInvitation(db: Db, key: string): Promise<Invitation> {
  const parsed = parseScopedToken(key);
  if (!parsed) throw notFound(e.invitationInvalid);
  const found = await withTenant(db, parsed.tenantId, async (tx) => {
    const invitation = await repo.findInvitationByKey(tx, parsed.hash);
    if (!invitation) return null;
    if (invitation.acceptedAt) return { email: invitation.email, accepted: true };
    return repo.isOpen(invitation) ? { email: invitation.email, accepted: false } : null;
  });
  if (!found) throw notFound(e.invitationInvalid);
  return found;
}

/** POST /invitations: accept (the user becomes active with the given password) or decline. */
export async function answerInvitation(db: Db, input: z.output<typeof invitationAnswerSchema>): Promise<Invitation> {
  const parsed = parseScopedToken(input.key);
  if (!parsed) throw invitationInvalid();
  const passwordHash = input.accepted ? await hashPassword(input.password) : null;
  const answer = await withTenant(db, parsed.tenantId, async (tx) => {
    const invitation = await repo.findInvitationByKey(tx, parsed.hash);
    if (!invitation || !repo.isOpen(invitation)) return null;
    if (!input.accepted) {
      await repo.markInvitation(tx, invitation.id, 'declinedAt');
      await accounts.releaseEmail(tx, invitation.userId);
      await repo.deleteUser(tx, invitation.userId);
      return { email: invitation.email, accepted: false };
    }
    const user = await accounts.updateUser(tx, invitation.userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      tel: input.tel,
      passwordHash,
      isActive: true,
      activatedAt: new Date(),
      deactivatedAt: null,
    });
    if (!user) return null;
    await repo.markInvitation(tx, invitation.id, 'acceptedAt');
    return { email: invitation.email, accepted: true };
  });
  if (!answer) throw invitationInvalid();
  return answer;
}
