/**
 * Version changes. A new worker waits until the page asks it to take over (the cashier accepted
 * the update prompt), so a till is never swapped to a new version mid-sale. The first worker
 * claims open pages at once so that the shell works offline from the first visit.
 */
declare const self: ServiceWorkerGlobalScope;

export function handleLifecycle(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
