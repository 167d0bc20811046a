/**
 * What happens when the server rejects the access token (SPEC.md §8, DESIGN.md §4): the client
 * tries the refresh token once (one refresh in flight however many calls or tabs failed together) and
 * retries the call with the new token; when that fails it clears token, roles, user and pos and
 * goes to /login by a full redirect. The failing answer still reaches the caller.
 */
import { API_BASE, onTokenNotValid } from './client';
import { isTokenNotValid } from './errors';
import { getRefreshToken, getToken, leaveSession, setTokens } from './session';

export interface TokenRefreshOptions {
  /** The API base the refresh call goes to (tests point it at their own server). */
  base?: string;
  /** The full redirect to /login (tests record it instead). */
  redirect?: (url: string) => void;
}

/** POST /token/refresh with the stored refresh token; answers the new access token or null. */
async function refreshTokens(base: string): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    const response = await fetch(`${base}/token/refresh`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { access_token?: string; refresh_token?: string } };
    const access = body.data?.access_token;
    if (!access) return null;
    setTokens(access, body.data?.refresh_token ?? null);
    return access;
  } catch {
    return null;
  }
}

/**
 * Across tabs: a refresh token is single-use and a reused one revokes the whole session, so two
 * tabs whose tokens expired together must not both spend it. Tabs take turns through a Web Lock;
 * a tab that waited finds the access token another tab stored meanwhile and uses that instead.
 */
async function refreshAcrossTabs(base: string, sent: string | null): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshTokens(base);
  return locks.request('pharmatill-token-refresh', async () => {
    const current = getToken();
    if (current && current !== sent) return current;
    return refreshTokens(base);
  });
}

let inFlight: Promise<string | null> | undefined;

/** Single flight: calls rejected together share one refresh (a refresh token is single-use). */
function refreshOnce(base: string, sent: string | null): Promise<string | null> {
  inFlight ??= refreshAcrossTabs(base, sent).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function bearerOf(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
}

export function installTokenRefresh({
  base = API_BASE,
  redirect = (url) => window.location.assign(url),
}: TokenRefreshOptions = {}): () => void {
  const signOut = () => leaveSession('/login', redirect);

  onTokenNotValid(async (request) => {
    const sent = bearerOf(request);
    // Another call may already have refreshed while this one was in flight.
    const current = getToken();
    const token = current && current !== sent ? current : await refreshOnce(base, sent);
    if (!token) {
      signOut();
      return undefined;
    }
    const retry = request.clone();
    retry.headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(retry);
    if (await isTokenNotValid(response)) signOut();
    return response;
  });
  return () => onTokenNotValid(undefined);
}
