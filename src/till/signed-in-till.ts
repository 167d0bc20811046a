/**
 * Keeps a till session open while a user is signed in: opened for the user's tenant at sign-in
 * (or at boot with a stored session, even offline), closed at sign-out, in this tab or another.
 * Made once by main.tsx and handed to the signed-in layout (router context) and the update prompt;
 * React reads it with `useSyncExternalStore(till.subscribe, till.current)`.
 */
import { getSessionUser, getToken, subscribeSession } from '../api/session';
import { openTillSession, type OpenTillSession } from './open-session';
import type { TillSession } from './session';

export interface SignedInTill {
  /** The open session, or null while nobody is signed in. */
  current(): TillSession | null;
  subscribe(listener: () => void): () => void;
  /** Stops following the sign-in and closes the session. */
  stop(): void;
}

export function followSignedInTill(open: (tenantId: string) => OpenTillSession = openTillSession): SignedInTill {
  let session: OpenTillSession | null = null;
  const listeners = new Set<() => void>();

  const replace = (next: OpenTillSession | null) => {
    session?.close();
    session = next;
    for (const listener of [...listeners]) listener();
  };
  const follow = () => {
    const tenantId = getToken() ? getSessionUser()?.tenant_id : undefined;
    if (session?.tenantId === tenantId) return;
    replace(tenantId ? open(tenantId) : null);
  };

  follow();
  const unsubscribe = subscribeSession(follow);
  return {
    current: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      unsubscribe();
      replace(null);
    },
  };
}
