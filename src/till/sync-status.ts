/**
 * The sync state the cashier sees, as a tiny external store for React: connection, outbox
 * counts and age, whether this tab is syncing, and the first catalogue load's progress.
 */
import type { PullProgress } from '../sync/engine';

export interface SyncState {
  online: boolean;
  pending: number;
  rejected: number;
  oldestPendingAt: string | null;
  syncing: boolean;
  /** Rows of the catalogue's first load so far, while it runs; null otherwise. */
  firstLoad: PullProgress | null;
  lastSyncedAt: string | null;
  lastError: string | null;
  /** navigator.storage.persist()'s answer; null when the browser has no such API or not asked yet. */
  persisted: boolean | null;
}

const initial: SyncState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pending: 0,
  rejected: 0,
  oldestPendingAt: null,
  syncing: false,
  firstLoad: null,
  lastSyncedAt: null,
  lastError: null,
  persisted: null,
};

let state: SyncState = initial;
const listeners = new Set<() => void>();

export function getSyncState(): SyncState {
  return state;
}

export function setSyncState(patch: Partial<SyncState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function resetSyncState(): void {
  setSyncState({ ...initial, online: state.online });
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setSyncState({ online: true }));
  window.addEventListener('offline', () => setSyncState({ online: false }));
}
