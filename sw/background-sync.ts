/**
 * Background sync (where the browser has it): when the page queued mutations while offline it
 * registers the tag; when the connection returns the browser fires `sync` here and the worker
 * wakes the open pages, whose engine pushes the outbox (the token lives with the page).
 */
import { BACKGROUND_SYNC_TAG } from '../src/sync/background-sync-tag';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

export function wakePagesOnBackgroundSync(): void {
  self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag !== BACKGROUND_SYNC_TAG) return;
    sync.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
        for (const page of pages) page.postMessage({ type: BACKGROUND_SYNC_TAG });
      }),
    );
  });
}
