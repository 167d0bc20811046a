/** A signed-in session for client tests: the token and user the app reads from storage. */
import { storeSession, type SessionUser } from '../../src/api/session';

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
