/**
 * Navigations (a reload of /pos, a deep link typed offline) answer the precached index.html;
 * the client router takes it from there. /login answers login.html, the login screen without the
 * app, as the server does. API paths are never answered with HTML.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { LOGIN_PAGE_FILE, LOGIN_PAGE_PATH } from '../src/domain/login-page-path';

export function serveShellForNavigations(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(LOGIN_PAGE_FILE), { allowlist: [LOGIN_PAGE_PATH] }));
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }));
}
