/**
 * No dead ends (issue 17): the demo cashier and the demo admin sign in on a fresh server (its demo
 * shop), and every link their sidebar and their dashboard offer opens a page: never the "no
 * permission" page, never /404, and no call of the page answered 403 (a counter page reads what the
 * cashier may not open from the till's own data, not from an admin-only endpoint).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/demo/seed';
import { launchBrowser, logIn, newContext } from './browser';
import { startServer, type RunningServer } from './server';

const NO_PERMISSION = 'Bạn không có quyền truy cập trang này';
const NOT_FOUND = 'Không tìm thấy trang';

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the page's calls are done (the till's sync polls, so quiet for a moment is enough). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
}

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('/api/')),
    );
}

async function visitEveryLink(role: 'admin' | 'cashier') {
  const login = DEMO_LOGINS.find((p) => p.role === role)!;
  context = await newContext(browser, server.url);
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/api/v1/'))
      refused.push(
        `${new URL(page.url()).pathname} → ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  await logIn(page, { email: login.email, password: DEMO_PASSWORD });
  await page.goto('/dashboard');
  await page.getByTestId('app-sidebar').waitFor();
  await settle(page);
  const sidebar = await hrefs(page, 'nav[aria-label="Menu chính"] a[data-menu-key]');
  const dashboard = await hrefs(page, 'main a[href]');
  const links = [...new Set([...sidebar, ...dashboard])];

  const dead: string[] = [];
  for (const href of links) {
    await page.goto(href);
    await page.locator('main').first().waitFor();
    await settle(page);
    const path = new URL(page.url()).pathname;
    const text = await page.locator('body').innerText();
    if (path === '/404' || text.includes(NOT_FOUND)) dead.push(`${href}: 404`);
    if (text.includes(NO_PERMISSION)) dead.push(`${href}: no permission`);
  }
  return { sidebar, dashboard, links, dead, refused };
}

describe('every link a user is offered opens', () => {
  it('for the demo cashier: sidebar and dashboard links, no "no permission", no 404, no 403 call', async () => {
    const seen = await visitEveryLink('cashier');
    expect(seen.sidebar).toEqual(
      expect.arrayContaining(['/dashboard', '/pos', '/pos-orders', '/doctors', '/customers']),
    );
    expect(seen.sidebar).not.toContain('/products');
    expect(seen.links.length).toBeGreaterThanOrEqual(9);
    expect(seen.dead).toEqual([]);
    expect(seen.refused).toEqual([]);
  });

  it('for the demo admin: sidebar and dashboard links, no "no permission", no 404, no 403 call', async () => {
    const seen = await visitEveryLink('admin');
    expect(seen.sidebar).toEqual(expect.arrayContaining(['/products', '/settings', '/quality-controls']));
    expect(seen.links.length).toBeGreaterThanOrEqual(23);
    expect(seen.dead).toEqual([]);
    expect(seen.refused).toEqual([]);
  });
});
