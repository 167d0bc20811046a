/**
 * What the browser keeps of the signed-in session (SPEC.md §3): token, roles, user and pos,
 * plus the refresh token and the tenant with its subscription (SPEC.md §7: loaded after
 * authentication; kept so an offline reload still knows the subscription), in localStorage. Clearing the session never touches the offline outbox
 * (DESIGN.md §5): pending sales live in IndexedDB, not here. React subscribes through
 * `subscribeSession` (see `useSession` in src/components/session.ts).
 */
import type { SessionUser, Tenant } from '../domain/account-responses';

export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  roles: 'roles',
  user: 'user',
  pos: 'pos',
  initialUrl: 'initial_url',
  tenant: 'tenant',
} as const;

export type { SessionUser };

/** The `data` of a login or confirm answer (the fields the browser keeps). */
export interface SessionPayload {
  access_token: string;
  refresh_token?: string | null;
  user: SessionUser;
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells every subscriber that the stored session changed. */
export function notifySession(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the session changes, in this tab or another one. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) notifySession();
  });
}

export function getToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.refreshToken) ?? null;
}

export function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
  notifySession();
}

export function setTokens(accessToken: string, refreshToken?: string | null): void {
  storage()?.setItem(SESSION_KEYS.token, accessToken);
  if (refreshToken) storage()?.setItem(SESSION_KEYS.refreshToken, refreshToken);
  notifySession();
}

/** The stored roles (SPEC.md §6), an empty list when signed out. */
export function getRoles(): string[] {
  const roles = readJson<unknown>(SESSION_KEYS.roles);
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

export function getSessionUser(): SessionUser | null {
  return readJson<SessionUser>(SESSION_KEYS.user);
}

/** Replaces the stored user (after /me or a profile change); its roles are stored beside it. */
export function setSessionUser(user: SessionUser): void {
  const s = storage();
  s?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  s?.setItem(SESSION_KEYS.roles, JSON.stringify(user.roles ?? []));
  notifySession();
}

/** The tenant with its store and subscription, as GET /tenants last answered for this session. */
export function getSessionTenant(): Tenant | null {
  return readJson<Tenant>(SESSION_KEYS.tenant);
}

export function setSessionTenant(tenant: Tenant): void {
  writeJson(SESSION_KEYS.tenant, tenant);
}

/** SPEC.md §4: login and confirm store the token, the user and its roles. */
export function storeSession({ access_token, refresh_token, user }: SessionPayload): void {
  const s = storage();
  if (!s) return;
  s.setItem(SESSION_KEYS.token, access_token);
  if (refresh_token) s.setItem(SESSION_KEYS.refreshToken, refresh_token);
  s.setItem(SESSION_KEYS.user, JSON.stringify(user));
  s.setItem(SESSION_KEYS.roles, JSON.stringify(user.roles ?? []));
  // A new sign-in may be another shop's: its tenant is loaded afresh.
  s.removeItem(SESSION_KEYS.tenant);
  notifySession();
}

/** SPEC.md §4/§8: clears token, roles, user and pos (and the refresh token). */
export function clearSession(): void {
  removeSessionKeys();
  notifySession();
}

/**
 * Clears the session and leaves for `url` by a full load. This tab is not told first: its
 * signed-in tree would redirect to /login on its own and race the full load (two navigations, the
 * second cancelling whatever came between). Other tabs still hear of it through the storage event.
 */
export function leaveSession(url: string, navigate: (url: string) => void): void {
  removeSessionKeys();
  navigate(url);
}

function removeSessionKeys(): void {
  const s = storage();
  if (!s) return;
  for (const key of [
    SESSION_KEYS.token,
    SESSION_KEYS.refreshToken,
    SESSION_KEYS.roles,
    SESSION_KEYS.user,
    SESSION_KEYS.pos,
    SESSION_KEYS.tenant,
  ]) {
    s.removeItem(key);
  }
}

/** How long logout waits for the server before leaving anyway. */
const LOGOUT_TIMEOUT_MS = 3000;

/**
 * SPEC.md §4: logout revokes the session on the server (best effort: offline or failing, the user
 * still leaves), clears token, roles, user and pos, and reloads to /login. The offline outbox in
 * IndexedDB is kept (DESIGN.md §5). Plain fetch keeps this module free of the HTTP client.
 */
export async function logout(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const token = getToken();
  const refreshToken = getRefreshToken();
  if (token || refreshToken) {
    try {
      await fetch('/api/v1/logout', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ refresh_token: refreshToken ?? undefined }),
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch {
      // Best effort: the local session is cleared either way.
    }
  }
  leaveSession('/login', navigate);
}
