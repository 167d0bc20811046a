/** The user as the API shows it (src/domain/account-responses.ts `userSchema`). */
import type { SessionUser } from '../../../src/domain/account-responses';
import type { UserRow } from './repository';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.lastName, user.firstName].filter(Boolean).join(' ').trim();
}

export function toUserDto(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    tel: user.tel,
    roles: [user.role],
    tenant_id: user.tenantId,
  };
}
