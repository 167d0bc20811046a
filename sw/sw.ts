/** The service worker: only wires the modules of this folder together. */
import type { PrecacheEntry } from 'workbox-precaching';
import { wakePagesOnBackgroundSync } from './background-sync';
import { handleLifecycle } from './lifecycle';
import { serveShellForNavigations } from './navigation';
import { precacheAppShell } from './precache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

handleLifecycle();
precacheAppShell(self.__WB_MANIFEST);
serveShellForNavigations();
wakePagesOnBackgroundSync();
