/**
 * Two tablets on "Quầy 1", in Chromium against the real server (issue: no paid sale stranded):
 * both sell offline at the same time and come online, and every sale is on the server once with a
 * code of its own; one tablet's site data is cleared, the cashier signs in again and sells, and that
 * sale gets a new unique code. An admin then opens the sync-problems page and resolves a sale the
 * server flagged (sold at a price the server no longer has).
 */
import type pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn, newContext, offlineAgain } from './browser';
import { startServer, type RunningServer } from './server';
import { ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const ADMIN = { email: 'admin@demo.pharmatill.vn', password: 'Demo@12345' };
const PANADOL = '8935034011017';
const CODE = /HD-Q1-(?:\d{1,4}|X[0-9A-F]{4})-\d{6}/;

let browser: Browser;
let server: RunningServer;
const contexts: BrowserContext[] = [];

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => ownerSql<T>(server, text, values);

async function demoReady(): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const tills = await sql<{ n: string }>('select count(*) as n from pos_settings').catch(() => [{ n: '0' }]);
    const templates = await sql<{ n: string }>('select count(*) as n from prescription_templates').catch(() => [
      { n: '0' },
    ]);
    if (Number(tills[0]!.n) > 0 && Number(templates[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not seeded');
}

/** Signs the cashier in on a fresh tablet and gets it selling: catalogue in, a register open. */
async function tablet(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, CASHIER);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await readyToSell(page);
  return { context, page };
}

async function readyToSell(page: Page): Promise<void> {
  await page.goto('/pos');
  await page.locator('[data-testid=pos-page][data-ready=true]').waitFor({ timeout: 60_000 });
  const open = page.getByTestId('register-open');
  const elsewhere = page.getByTestId('register-elsewhere');
  await expect
    .poll(
      async () =>
        (await open.isVisible()) ||
        (await elsewhere.isVisible()) ||
        (await page.getByTestId('register-state').isVisible()),
      { timeout: 60_000 },
    )
    .toBe(true);
  if (await open.isVisible()) {
    await open.locator('input[name=opening-cash]').fill('500000');
    await open.getByRole('button', { name: 'Mở ca' }).click();
  } else if (await elsewhere.isVisible()) {
    await elsewhere.getByRole('button', { name: 'Tiếp tục ca này' }).click();
  }
  await expect.poll(() => page.getByTestId('register-state').textContent(), { timeout: 30_000 }).toBe('Ca đang mở');
  // The catalogue may still be loading: wait until search finds the product.
  const search = page.locator('input[name=product-search]');
  await expect
    .poll(
      async () => {
        await search.fill('');
        await search.fill('panadol');
        return (
          (await page
            .getByTestId('product-results')
            .textContent({ timeout: 1_000 })
            .catch(() => '')) ?? ''
        );
      },
      { timeout: 60_000 },
    )
    .toContain('Panadol 500mg');
  await search.fill('');
}

/** Scans one Panadol and pays cash: the receipt's code. */
async function sellOne(page: Page): Promise<string> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(PANADOL);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 10_000 }).toBe(1);
  await page.getByTestId('go-checkout').click();
  await page.getByTestId('checkout').waitFor();
  await page.getByRole('radio', { name: 'Tiền mặt' }).click();
  await page.getByTestId('quick-cash').getByRole('button').first().click();
  await page.getByTestId('confirm-payment').click();
  await page.getByTestId('print-step').waitFor();
  const code = (await page.getByTestId('receipt').textContent())?.match(CODE)?.[0] ?? '';
  expect(code).not.toBe('');
  await page.getByTestId('new-order').click();
  await page.locator('input[name=product-search]').waitFor();
  return code;
}

const onServer = async (codes: string[]) =>
  (await sql<{ code: string }>('select code from pos_orders where code = any($1)', [codes])).map((r) => r.code).sort();

beforeAll(async () => {
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  await demoReady();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('two tablets on one till', () => {
  const codes: string[] = [];
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };

  it('sell offline at the same time, and every sale reaches the server once with its own code', async () => {
    first = await tablet();
    second = await tablet();
    await Promise.all([first, second].map(({ context }) => context.setOffline(true)));
    const sold = await Promise.all([first, second].map(async ({ page }) => [await sellOne(page), await sellOne(page)]));
    codes.push(...sold.flat());
    expect(new Set(codes).size).toBe(4);
    await Promise.all([first, second].map(({ context }) => context.setOffline(false)));
    await expect.poll(() => onServer(codes), { timeout: 60_000 }).toEqual([...codes].sort());
    const flagged = await sql<{ n: string }>(
      'select count(*) as n from pos_orders where code = any($1) and review_flags @> \'[{"kind":"code_reused"}]\'',
      [codes],
    );
    expect(Number(flagged[0]!.n)).toBe(0);
  });

  it('a tablet whose site data was cleared signs in again and sells under a new unique code', async () => {
    const { context, page } = second;
    // What the browser's "clear site data" does, with the till open: the database's connections
    // are closed under the page, and storage, caches and the service worker go.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });
    await cdp.detach();
    await logIn(page, CASHIER);
    await readyToSell(page);
    const code = await sellOne(page);
    expect(codes).not.toContain(code);
    await expect.poll(() => onServer([code]), { timeout: 60_000 }).toEqual([code]);
    codes.push(code);
  });

  it('an admin resolves a sale the server flagged, on the sync-problems page', async () => {
    // The price changed on the server while the first tablet sold at the old one offline.
    await first.context.setOffline(true);
    await offlineAgain(first.context);
    await sql("update products set sale_price = sale_price + 1000 where name = 'Panadol 500mg'");
    await sql(
      "update product_units set price = price + 1000 where product_id = (select id from products where name = 'Panadol 500mg')",
    );
    const flaggedCode = await sellOne(first.page);
    await first.context.setOffline(false);
    await expect.poll(() => onServer([flaggedCode]), { timeout: 60_000 }).toEqual([flaggedCode]);

    const context = await newContext(browser, server.url);
    contexts.push(context);
    const admin = await context.newPage();
    await logIn(admin, ADMIN);
    await admin.goto('/dashboard');
    await expect
      .poll(() => admin.getByTestId('sync-problems-alert').textContent(), { timeout: 30_000 })
      .toMatch(/\d+ sự cố đồng bộ cần xử lý/);
    await admin.getByTestId('sync-problems-alert').getByRole('link', { name: 'Xem' }).click();
    await admin.waitForURL((url) => url.pathname === '/sync-problems');
    const row = admin.locator('tbody tr', { hasText: flaggedCode });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Giá bán khác với giá hiện tại');
    await row.getByTestId('resolve-problem').click();
    const dialog = admin.getByTestId('resolve-dialog');
    await dialog.locator('textarea[name=note]').fill('Bán theo giá cũ trước khi cập nhật');
    await dialog.getByRole('button', { name: 'Chấp nhận' }).click();
    await expect.poll(() => admin.locator('tbody tr', { hasText: flaggedCode }).count()).toBe(0);
    const [review] = await sql<{ resolution: string; note: string }>(
      'select r.resolution, r.note from order_reviews r join pos_orders o on o.id = r.order_id where o.code = $1',
      [flaggedCode],
    );
    expect(review).toEqual({ resolution: 'accept', note: 'Bán theo giá cũ trước khi cập nhật' });
  });
});
