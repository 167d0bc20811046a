/**
 * Accessibility of every page the demo admin is offered, with its create forms and an edit page,
 * checked by axe-core (WCAG 2.1 A and AA, and axe's best practices) in Chromium at 1280×800 and
 * 390×844 on a fresh demo shop: contrast, names, heading order, keyboard reach of what scrolls.
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/demo/seed';
import { launchBrowser, logIn, newContext } from './browser';
import { startServer, type RunningServer } from './server';

/** axe-core's script, evaluated in each page (devtools evaluation, so the CSP stays as served). */
const AXE_SOURCE = axe.source;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Pages the sidebar does not link: forms, the profile, an edit page (`@list` opens its first row). */
const MORE_PAGES = [
  '/profile',
  '/settings/subscriptions',
  '/products/create',
  '/customers/create',
  '/purchase-orders/create',
  '/inventories/create',
  '/scraps/create',
  '/quality-controls/create',
  '@/products',
  '@/customers',
];

let browser: Browser;
let server: RunningServer;
let context: BrowserContext | undefined;
/** The sidebar's links, as the desktop layout shows them. */
let sidebar: string[] = [];
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = await signedIn({ width: 1280, height: 800 });
  sidebar = await page
    .locator('nav[aria-label="Menu chính"] a[data-menu-key]')
    .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  await context?.close();
  context = undefined;
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the page's heading and for its loading skeletons to go. */
async function ready(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // The signed-in header's controls come a frame after the page (use-after-first-paint.ts).
  if ((await page.getByTestId('app-header').count()) > 0)
    await page.getByTestId('user-menu').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('.chakra-skeleton, [data-testid=table-skeleton]') === null, {
    timeout: 15_000,
  });
}

/** axe's violations on the page as `path rule: target` lines. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    );
  }, TAGS);
  const path = new URL(page.url()).pathname;
  return found.map((line) => `${path} ${line}`);
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[]; html: string }[] }[];
}

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const admin = DEMO_LOGINS.find((login) => login.role === 'admin')!;
  context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await logIn(page, { email: admin.email, password: DEMO_PASSWORD });
  await page.goto('/dashboard');
  await ready(page);
  return page;
}

/** Every page of the sidebar and MORE_PAGES, each checked once it has loaded. */
async function checkPages(viewport: { width: number; height: number }): Promise<string[]> {
  const page = await signedIn(viewport);
  const pages = [...new Set([...sidebar, ...MORE_PAGES])];
  const found: string[] = [];
  for (const href of pages) {
    if (href.startsWith('@')) {
      await page.goto(href.slice(1));
      await ready(page);
      await page.locator('tbody tr').first().locator('td:visible').first().click();
      await page.waitForURL((url) => url.pathname !== href.slice(1));
    } else {
      await page.goto(href);
    }
    await ready(page);
    found.push(...(await violations(page)));
  }
  return found;
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('checks every page of the sidebar', () => {
    expect(sidebar).toEqual(expect.arrayContaining(['/pos', '/products', '/settings', '/purchase-orders']));
    expect(sidebar.length).toBeGreaterThanOrEqual(20);
  });

  it('finds no violation on any page of the demo admin at 1280×800', async () => {
    expect(await checkPages({ width: 1280, height: 800 })).toEqual([]);
  });

  it('finds no violation on the same pages on a phone, 390×844', async () => {
    expect(await checkPages({ width: 390, height: 844 })).toEqual([]);
  });
});
