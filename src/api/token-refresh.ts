/**
 * What happens when the server rejects the access token (SPEC.md §8, DESIGN.md §4): the client
 * tries the refresh token once (one refresh in flight however many calls or tabs failed together) and
 * retries the call with the new token. When the server refuses the refresh, it clears token, roles,
 * user and pos and goes to /login by a full redirect. When the refresh is not answered (no network,
 * the server down, the page leaving), the session is kept: signing a till out because its network
 * dropped would leave it unable to sell until it is online again. The failing answer still reaches
 * the caller.
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

/** What a refresh came to: a new access token, refused (the session is over), or not answered. */
type Refreshed = { token: string } | 'refused' | 'unanswered';

/** POST /token/refresh with the stored refresh token. */
async function refreshTokens(base: string): Promise<Refreshed> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'refused';
  try {
    const response = await fetch(`${base}/token/refresh`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    // 400/401/403: the refresh token is expired, revoked or malformed. 5xx, 429: ask again later.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return 'refused';
    if (!response.ok) return 'unanswered';
    const body = (await response.json()) as { data?: { access_token?: string; refresh_token?: string } };
    const access = body.data?.access_token;
    if (!access) return 'unanswered';
    setTokens(access, body.data?.refresh_token ?? null);
    return { token: access };
  } catch {
    // No network, or the request was cancelled (a reload while it was in flight).
    return 'unanswered';
  }
}

const REFRESH_LOCK = 'pharmatill-token-refresh';

/** How long a tab that waited for another tab's refresh waits for its token to arrive. */
const OTHER_TAB_TOKEN_WAIT_MS = 2000;

/** The stored access token once it is no longer `sent` (null after `ms`, or when signed out meanwhile). */
function tokenOtherThan(sent: string | null, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const check = () => {
      const current = getToken();
      if (current === null || current !== sent) finish(current);
    };
    const finish = (token: string | null) => {
      window.clearInterval(poll);
      window.clearTimeout(timer);
      window.removeEventListener('storage', check);
      resolve(token);
    };
    const poll = window.setInterval(check, 25);
    const timer = window.setTimeout(() => finish(null), ms);
    window.addEventListener('storage', check);
    check();
  });
}

/**
 * Across tabs: a refresh token is single-use and a reused one revokes the whole session, so two
 * tabs whose tokens expired together must not both spend it. Tabs take turns through a Web Lock.
 * A tab that had to wait for the lock finds the access token the other tab stored meanwhile, and
 * waits for it if need be: localStorage reaches other tabs asynchronously, and the lock can be
 * granted before the new token has arrived (seen in Chromium: the waiting tab read the old token,
 * spent the old refresh token, and the server revoked the session of both tabs).
 */
async function refreshAcrossTabs(base: string, sent: string | null): Promise<Refreshed> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshTokens(base);
  const alone = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return null;
    const current = getToken();
    return { refreshed: current && current !== sent ? { token: current } : await refreshTokens(base) };
  });
  if (alone) return alone.refreshed;
  return locks.request(REFRESH_LOCK, async (): Promise<Refreshed> => {
    const token = await tokenOtherThan(sent, OTHER_TAB_TOKEN_WAIT_MS);
    if (token) return { token };
    // Signed out by the other tab: nothing to refresh. Its refresh was not answered: try ours.
    return getToken() === null ? 'refused' : refreshTokens(base);
  });
}

let inFlight: Promise<Refreshed> | undefined;

/** Single flight: calls rejected together share one refresh (a refresh token is single-use). */
function refreshOnce(base: string, sent: string | null): Promise<Refreshed> {
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
    const refreshed = current && current !== sent ? { token: current } : await refreshOnce(base, sent);
    if (refreshed === 'refused') signOut();
    if (typeof refreshed === 'string') return undefined;
    const retry = request.clone();
    retry.headers.set('Authorization', `Bearer ${refreshed.token}`);
    const response = await fetch(retry);
    if (await isTokenNotValid(response)) signOut();
    return response;
  });
  return () => onTokenNotValid(undefined);
}
