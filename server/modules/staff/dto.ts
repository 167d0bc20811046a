/** A staff member as the API shows it (src/domain/account-responses.ts `staffSchema`). */
import type { Staff, StaffState } from '../../../src/domain/account-responses';
import { fullName } from '../auth/user-dto';
import type { StaffRow } from './repository';

export function staffState(row: StaffRow): StaffState {
  if (row.user.isActive) return 'active';
  return row.pending ? 'invited' : 'inactive';
}

export function toStaffDto(row: StaffRow): Staff {
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: fullName(u),
    tel: u.tel,
    role: u.role,
    is_active: u.isActive,
    state: staffState(row),
    invited_at: row.invitedAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}
