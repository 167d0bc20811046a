/** A signed-in session for client tests: the token and user the app reads from storage. */
import { storeSession, type SessionUser } from '../../src/api/session';

/** The shop's manager, an admin, as the screens' tests name her. */
export const LAN: Partial<SessionUser> = {
  id: '0190f3a0-0000-7000-8000-0000000000a1',
  email: 'lan@b.vn',
  first_name: 'Lan',
  last_name: 'Nguyễn Thị',
  full_name: 'Nguyễn Thị Lan',
  roles: ['admin'],
};

/** A cashier. */
export const HUNG: Partial<SessionUser> = {
  id: '0190f3a0-0000-7000-8000-0000000000a2',
  email: 'hung@b.vn',
  first_name: 'Hùng',
  last_name: 'Trần Văn',
  full_name: 'Trần Văn Hùng',
  roles: ['cashier'],
};

/** Stores a session for a user (an admin unless `user` says otherwise). */
export function signIn(user: Partial<SessionUser> = {}): void {
  storeSession({
    access_token: 'a',
    refresh_token: 'r',
    user: {
      id: 'u',
      email: 'a@b.vn',
      first_name: 'A',
      last_name: 'B',
      full_name: 'B A',
      tel: null,
      roles: ['admin'],
      tenant_id: 't',
      ...user,
    },
  });
}
