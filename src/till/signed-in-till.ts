/**
 * Keeps a till session open while a user is signed in: opened for the user's tenant at sign-in
 * (or at boot with a stored session, even offline), closed at sign-out, in this tab or another.
 * Made once by main.tsx and handed to the signed-in layout (router context) and the update prompt;
 * React reads it with `useSyncExternalStore(till.subscribe, till.current)`.
 *
 * The opener may answer a promise: main.tsx loads the till's code (database, search, sync engine)
 * only when someone is signed in, so the login page never downloads it (issue 16). Meanwhile
 * `opening()` is true and `current()` null; a session that arrives after its user left is closed.
 */
import { getSessionUser, getToken, subscribeSession } from '../api/session';
import type { OpenTillSession } from './open-session';
import type { TillSession } from './session';

export interface SignedInTill {
  /** The open session, or null while nobody is signed in (or while it is being opened). */
  current(): TillSession | null;
  /** True between a sign-in and its session being open. */
  opening(): boolean;
  /** Why the last session could not be opened (its code failed to load), else null. */
  failure(): Error | null;
  subscribe(listener: () => void): () => void;
  /** Stops following the sign-in and closes the session. */
  stop(): void;
}

type Opener = (tenantId: string) => OpenTillSession | Promise<OpenTillSession>;

export function followSignedInTill(open: Opener): SignedInTill {
  let session: OpenTillSession | null = null;
  /** The tenant whose session is wanted (being opened or open). */
  let wanted: string | undefined;
  let opening = false;
  let failure: Error | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const replace = (next: OpenTillSession | null) => {
    session?.close();
    session = next;
    opening = false;
    notify();
  };
  const follow = () => {
    const tenantId = getToken() ? getSessionUser()?.tenant_id : undefined;
    if (wanted === tenantId) return;
    wanted = tenantId;
    failure = null;
    if (!tenantId) return replace(null);
    const next = open(tenantId);
    if (!(next instanceof Promise)) return replace(next);
    session?.close();
    session = null;
    opening = true;
    notify();
    next.then(
      (opened) => {
        if (wanted === tenantId) replace(opened);
        else opened.close();
      },
      (error: unknown) => {
        if (wanted !== tenantId) return;
        failure = error instanceof Error ? error : new Error(String(error));
        replace(null);
      },
    );
  };

  follow();
  const unsubscribe = subscribeSession(follow);
  return {
    current: () => session,
    opening: () => opening,
    failure: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      unsubscribe();
      wanted = undefined;
      replace(null);
    },
  };
}
