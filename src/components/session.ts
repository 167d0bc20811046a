/** The signed-in session for React: re-renders when login, logout or a refresh changes it. */
import { useSyncExternalStore } from 'react';
import { getRoles, getSessionUser, getToken, subscribeSession, type SessionUser } from '../api/session';

export interface SessionSnapshot {
  user: SessionUser | null;
  roles: string[];
  isAuthenticated: boolean;
}

let cached: { key: string; snapshot: SessionSnapshot } | undefined;

function readSnapshot(): SessionSnapshot {
  const token = getToken();
  const user = getSessionUser();
  const roles = getRoles();
  // useSyncExternalStore needs the same object while nothing changed.
  const key = JSON.stringify([Boolean(token), user, roles]);
  if (cached?.key !== key) cached = { key, snapshot: { user, roles, isAuthenticated: Boolean(token) } };
  return cached.snapshot;
}

/** SPEC.md §6: authentication is judged by the presence of a token. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, readSnapshot, readSnapshot);
}
