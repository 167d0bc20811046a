/**
 * The till session for React: provided once around the signed-in tree (the `_app` layout), read
 * with `useTillSession()`. Outside the provider there is no session, and the hook says so loudly
 * instead of letting a till action do nothing.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { TillSession } from './session';

const TillSessionContext = createContext<TillSession | null>(null);

export function TillSessionProvider({ session, children }: { session: TillSession; children: ReactNode }) {
  return <TillSessionContext.Provider value={session}>{children}</TillSessionContext.Provider>;
}

export function useTillSession(): TillSession {
  const session = useContext(TillSessionContext);
  if (!session) throw new Error('useTillSession() is used outside <TillSessionProvider> (the signed-in tree)');
  return session;
}
