/** The outbox entries of the signed-in tenant, live (re-read whenever the outbox changes). */
import { useLiveQuery } from 'dexie-react-hooks';
import { listOutbox } from '../../db/outbox';
import type { OutboxEntry } from '../../sync/ports';
import { currentTill } from '../../sync/till-sync';
import { useSyncStatus } from '../../sync/use-sync-status';

export function useOutbox(): OutboxEntry[] | undefined {
  // The status changes whenever the outbox does; it re-keys the live query across tenants too.
  const { pending, rejected } = useSyncStatus();
  const db = currentTill()?.db;
  return useLiveQuery(() => (db ? listOutbox(db) : Promise.resolve([])), [db, pending, rejected]);
}
