/**
 * The till's connection and sync state for the header and the sync page (DESIGN.md §5): online,
 * how many mutations wait in the outbox (and how many the server refused), since when, and the
 * first catalogue load's progress.
 */
import { useSyncExternalStore } from 'react';
import { getSyncState, subscribeSyncState, type SyncState } from './sync-status';

export interface SyncStatus extends Omit<SyncState, 'oldestPendingAt'> {
  /** When the oldest mutation not yet applied was made, or null when nothing waits. */
  oldestPendingAt: Date | null;
}

let cached: { from: SyncState; status: SyncStatus } | undefined;

function snapshot(): SyncStatus {
  const current = getSyncState();
  if (cached?.from !== current) {
    cached = {
      from: current,
      status: { ...current, oldestPendingAt: current.oldestPendingAt ? new Date(current.oldestPendingAt) : null },
    };
  }
  return cached.status;
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncState, snapshot, snapshot);
}

/**
 * One value of the sync state, for a component that shows only that: it re-renders when the value
 * changes, not with every change of the state (a sync round changes it several times, and a
 * till's header re-rendered with each). `select` returns a primitive or a value kept in the state.
 */
export function useSyncValue<T>(select: (state: SyncState) => T): T {
  const read = () => select(getSyncState());
  return useSyncExternalStore(subscribeSyncState, read, read);
}
