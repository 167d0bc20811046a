/** The signed-in session for React: re-renders when login, logout or a refresh changes it. */
import { useSyncExternalStore } from 'react';
import {
  getRoles,
  getSessionTenant,
  getSessionUser,
  getToken,
  subscribeSession,
  type SessionUser,
} from '../api/session';
import type { Tenant } from '../domain/account-responses';

export interface SessionSnapshot {
  user: SessionUser | null;
  roles: string[];
  isAuthenticated: boolean;
  /** The tenant with its subscription, once GET /tenants has answered (null before). */
  tenant: Tenant | null;
}

let cached: { key: string; snapshot: SessionSnapshot } | undefined;

function readSnapshot(): SessionSnapshot {
  const token = getToken();
  const user = getSessionUser();
  const roles = getRoles();
  const tenant = getSessionTenant();
  // useSyncExternalStore needs the same object while nothing changed.
  const key = JSON.stringify([Boolean(token), user, roles, tenant]);
  if (cached?.key !== key) cached = { key, snapshot: { user, roles, isAuthenticated: Boolean(token), tenant } };
  return cached.snapshot;
}

/** SPEC.md §6: authentication is judged by the presence of a token. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, readSnapshot, readSnapshot);
}
