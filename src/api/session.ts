/**
 * What the browser keeps of the signed-in session (SPEC.md §3): token, roles, user and pos,
 * plus the refresh token. Clearing the session never touches the offline outbox (DESIGN.md §5):
 * pending sales live in IndexedDB, not here.
 */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  roles: 'roles',
  user: 'user',
  pos: 'pos',
  initialUrl: 'initial_url',
} as const;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
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
}

export function setTokens(accessToken: string, refreshToken?: string | null): void {
  storage()?.setItem(SESSION_KEYS.token, accessToken);
  if (refreshToken) storage()?.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

/** SPEC.md §4/§8: clears token, roles, user and pos (and the refresh token). */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.refreshToken, SESSION_KEYS.roles, SESSION_KEYS.user, SESSION_KEYS.pos]) {
    s.removeItem(key);
  }
}
