/**
 * Registers the service worker with workbox-window. A waiting new version is announced to the
 * UI instead of being activated: the cashier decides when to update (never mid-sale).
 * workbox-window loads with the registration, after the first paint, not with the page (issue 16).
 */
import type { Workbox } from 'workbox-window';

type Listener = () => void;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<Listener>();

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Workbox registers once the page has loaded; its code is fetched meanwhile. Offline before the
  // app was ever cached, the fetch fails and there is no worker to register either.
  void import('workbox-window').then(
    ({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
      workbox.addEventListener('waiting', () => {
        updateWaiting = true;
        for (const listener of listeners) listener();
      });
      void workbox.register();
    },
    () => undefined,
  );
}
