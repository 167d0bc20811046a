/** Debian's Chromium through playwright-core, headless, with a fresh profile each launch. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SHOP_TIME_ZONE } from '../../src/domain/shop-clock';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A list's row of data, not one of the skeleton rows a loading list shows (a click on those opens nothing). */
export const DATA_ROW = 'tbody tr:not([data-testid=table-skeleton])';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'vi-VN', timezoneId: SHOP_TIME_ZONE });
}

/**
 * Collects what the Content Security Policy refuses in a context's pages (Chromium reports each
 * refused script, style, image, worker or manifest as a console error naming the policy), so a
 * test can assert that the server's CSP lets the whole app work.
 */
export function watchCsp(context: BrowserContext, found: string[] = []): string[] {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) found.push(message.text());
  });
  return found;
}

/**
 * Takes the context offline for a page that navigated while offline. Debian's Chromium 150 leaves
 * `navigator.onLine` true in a document committed under offline emulation (no `offline` event, and
 * so no `online` event when the network returns), which a real network change does not do;
 * applying the emulation again after the navigation reaches the new document.
 */
export async function offlineAgain(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

/**
 * Signs in through the login form (opening it unless the page is already there, as after a
 * redirect that keeps where to go next) and waits until the app has left it.
 */
export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.locator('input[name=email]').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('input[name=password]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}
