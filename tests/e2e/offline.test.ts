/**
 * The till offline, in Chromium against the real server (DESIGN.md §5): the demo cashier logs in
 * and the catalogue loads with a progress bar; with the network cut, /pos reloads from the
 * service worker, opens the register, finds products by words and by barcode, and takes a new
 * customer at the counter; back online, that customer reaches the server exactly once.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn, newContext, offlineAgain } from './browser';
import { startServer, type RunningServer } from './server';
import { ownerUrl } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const stamp = Date.now().toString().slice(-8);
const CUSTOMER = { name: `Khách Ngoại Tuyến ${stamp}`, phone: `09${stamp}` };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

async function serverCount(text: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: ownerUrl(server.dataDir) });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(text, values)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** The demo shop is seeded after the server starts listening: wait until its catalogue is in. */
async function demoCatalogueReady(): Promise<void> {
  const counts = () =>
    serverCount(
      `select (select count(*) from products) + (select count(*) from lots) + (select count(*) from customers) + (select count(*) from prescription_templates) as n
      where (select count(*) from prescription_templates) > 0 and (select count(*) from lots) > 0`,
      [],
    ).catch(() => 0);
  let previous = -1;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const now = await counts();
    if (now > 0 && now === previous) return;
    previous = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not seeded');
}

beforeAll(async () => {
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  await demoCatalogueReady();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  // Remembers every text the first-load progress bar showed, however briefly.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid=catalog-progress]');
      if (bar?.textContent && seen.at(-1) !== bar.textContent) seen.push(bar.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the till offline', () => {
  it('loads the catalogue with a progress bar after the demo cashier logs in', async () => {
    await logIn(page, CASHIER);
    // The bar shows counts, then goes away when the first load is done.
    await page.waitForFunction(
      () =>
        (window as unknown as { progressSeen: string[] }).progressSeen.length > 0 &&
        !document.querySelector('[data-testid=catalog-progress]'),
      undefined,
      { timeout: 60_000 },
    );
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    // Counts grow page by page up to the catalogue's size (a product with its units and lots is one record).
    expect(seen.some((text) => /Đang tải danh mục sản phẩm về máy: [\d.]+ \/ [\d.]+ bản ghi/.test(text))).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  });

  it('boots /pos with no network and finds products by words and by barcode', async () => {
    await context.setOffline(true);
    await page.goto('/pos');
    await offlineAgain(context);
    await expect
      .poll(() => page.locator('[data-testid=sync-indicator] [data-online]').getAttribute('data-online'))
      .toBe('false');
    // A till opens its register (offline too) before selling.
    const openRegister = page.getByTestId('register-open');
    await page.locator('[data-testid=pos-page][data-ready=true]').waitFor({ timeout: 30_000 });
    if (await openRegister.isVisible()) {
      await openRegister.locator('input[name=opening-cash]').fill('500000');
      await openRegister.getByRole('button', { name: 'Mở ca' }).click();
    }
    const search = page.locator('input[name=product-search]');
    const results = page.getByTestId('product-results');
    // The search index builds in the background after boot: type again until it answers.
    const resultsFor = async (query: string) => {
      await search.fill('');
      await search.fill(query);
      return (await results.textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
    };
    await expect.poll(() => resultsFor('para'), { timeout: 30_000 }).toContain('Paracetamol 500mg Mekophar');
    expect(await results.textContent()).toContain('Panadol 500mg');
    await expect.poll(() => resultsFor('8935034011017')).toContain('Panadol 500mg');
  });

  it('takes a customer offline and delivers it to the server exactly once when back online', async () => {
    const form = page.getByTestId('quick-customer');
    await form.locator('input[name=full_name]').fill(CUSTOMER.name);
    await form.locator('input[name=phone]').fill(CUSTOMER.phone);
    await form.getByRole('button', { name: 'Lưu khách hàng' }).click();
    // Queued with the register opening made offline before it.
    await expect
      .poll(async () => Number(await page.getByTestId('pending-count').textContent()))
      .toBeGreaterThanOrEqual(1);
    expect(await serverCount('select count(*) as n from customers where phone = $1', [CUSTOMER.phone])).toBe(0);

    // Logging out now warns that one mutation still waits; the cashier stays.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    const warning = page.getByRole('alertdialog');
    await expect.poll(() => warning.textContent()).toMatch(/Còn \d+ thao tác chưa gửi lên máy chủ/);
    await warning.getByRole('button', { name: 'Hủy' }).click();
    expect(new URL(page.url()).pathname).toBe('/pos');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').textContent(), { timeout: 30_000 }).toBe('0');
    expect(
      await serverCount('select count(*) as n from customers where phone = $1 and full_name = $2', [
        CUSTOMER.phone,
        CUSTOMER.name,
      ]),
    ).toBe(1);

    // A reload syncs again: still one customer, one applied mutation.
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('0');
    expect(await serverCount('select count(*) as n from customers where phone = $1', [CUSTOMER.phone])).toBe(1);
    expect(await serverCount("select count(*) as n from sync_mutations where name = 'customer.create'", [])).toBe(1);
  });
});
