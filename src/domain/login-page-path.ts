/**
 * The URLs answered with dist/login.html, the login screen alone (issue 16): /login, in any case
 * (routes match case-insensitively) and with or without a trailing slash. One pattern the server
 * (server/plugins/static-pwa.ts) and the service worker (sw/navigation.ts) both import; kept in
 * its own file, free of imports, because the service worker bundles what it imports.
 */
export const LOGIN_PAGE_PATH = /^\/login\/?$/i;

export const LOGIN_PAGE_FILE = 'login.html';
