/** The outbox entries of the session's till database, live (re-read whenever the outbox changes). */
import { useLiveQuery } from 'dexie-react-hooks';
import { listOutbox } from '../../db/outbox';
import type { OutboxEntry } from '../../sync/ports';
import type { TillSession } from '../../till/session';
import { useSyncValue } from '../../till/use-sync-status';

export function useOutbox(session: TillSession): OutboxEntry[] | undefined {
  // The status changes whenever the outbox does (also another tab's), so the list follows it.
  const pending = useSyncValue((state) => state.pending);
  const rejected = useSyncValue((state) => state.rejected);
  return useLiveQuery(() => listOutbox(session.db), [session.db, pending, rejected]);
}
