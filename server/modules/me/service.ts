/** The signed-in user's own account: read it, change name and phone, change the password. */
import type { z } from 'zod';
import type { changePasswordSchema, profileSchema } from '../../../src/domain/account-schemas';
import type { Me, SessionUser } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import type { Tx } from '../../db/connection';
import { badRequest, tokenNotValid } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import * as accounts from '../auth/repository';
import { toUserDto } from '../auth/user-dto';
import { findTenant } from '../tenants/repository';

async function requireUser(tx: Tx, userId: string) {
  const user = await accounts.findUser(tx, userId);
  if (!user) throw tokenNotValid();
  return user;
}

export async function readMe(tx: Tx, userId: string): Promise<Me> {
  const user = await requireUser(tx, userId);
  const tenant = await findTenant(tx);
  return { ...toUserDto(user), tenant: { id: user.tenantId, name: tenant?.tenant.name ?? '' } };
}

export async function updateProfile(
  tx: Tx,
  userId: string,
  input: z.output<typeof profileSchema>,
): Promise<SessionUser> {
  await requireUser(tx, userId);
  const user = await accounts.updateUser(tx, userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    tel: input.tel,
  });
  return toUserDto(user!);
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  tx: Tx,
  userId: string,
  sessionId: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const user = await requireUser(tx, userId);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest({ current_password: [authMessages.errors.currentPasswordWrong] });
  }
  await accounts.updateUser(tx, userId, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: new Date(),
  });
  await accounts.revokeUserSessions(tx, userId, 'password_changed', sessionId);
}
