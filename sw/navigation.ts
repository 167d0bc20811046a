/**
 * Navigations (a reload of /pos, a deep link typed offline) answer the precached index.html;
 * the client router takes it from there. API paths are never answered with HTML.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function serveShellForNavigations(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }));
}
