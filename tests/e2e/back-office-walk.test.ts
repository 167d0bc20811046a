/**
 * The back office's reports and link-up screens on the demo shop's history, as a shop manager
 * walks them: on a phone the stock report keeps its figures in view (the name wraps, details go
 * under it), the patient tracking book's search box is a line, not a band, and at 1280 px the
 * national drug code field is not cut off. Screenshots go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DATA_ROW, launchBrowser, logIn, newContext } from './browser';
import { ROOT, startServer, type RunningServer } from './server';

const DIST_DIR = process.env.DIST_DIR;
const ADMIN = { email: 'admin@demo.pharmatill.vn', password: 'Demo@12345' };
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({
    env: { DEMO_HISTORY: 'on', ...(DIST_DIR ? { DIST_DIR } : {}) },
    healthTimeoutMs: 240_000,
  });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await logIn(page, ADMIN);
  return page;
}

const PHONE = { width: 390, height: 844 };

/** How far the first table's content reaches past its scroll area (0: nothing is cut off). */
const pastEdge = (page: Page) =>
  page
    .locator('table')
    .first()
    .evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth);

/** The texts of the header cells shown. */
const shownHeaders = (page: Page) =>
  page
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent?.trim()),
    );

describe('the back office on the demo shop', () => {
  it.each([
    { tab: 'valuation', last: 'Giá trị tồn' },
    { tab: 'near-expiry', last: 'Tồn' },
    { tab: 'low-stock', last: 'Tồn tối thiểu' },
  ])('reads the stock report’s $tab tab on a phone with its last column in view', async ({ tab, last }) => {
    const page = await signedIn(PHONE);
    await page.goto(`/report/inventory-valuations?tab=${tab}`);
    await page.locator('tbody tr').first().locator('[data-testid=cell-under]').waitFor({ timeout: 30_000 });
    expect(await pastEdge(page)).toBeLessThanOrEqual(0);
    expect((await shownHeaders(page)).at(-1)).toBe(last);
    await page.screenshot({ path: path.join(SCREENS, `back-office-phone-stock-${tab}.png`) });
    await page.context().close();
  });

  it('puts the patient tracking book’s search box right above the book', async () => {
    const page = await signedIn({ width: 1280, height: 800 });
    await page.goto('/patient-tracking');
    const book = page.getByTestId('patient-book');
    await book.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    const search = page.getByRole('searchbox');
    const box = (await search.boundingBox())!;
    const group = (await search.locator('..').boundingBox())!;
    expect(group.height).toBeLessThan(box.height + 8);
    const table = (await book.boundingBox())!;
    expect(table.y - (box.y + box.height)).toBeLessThan(40);
    await page.screenshot({ path: path.join(SCREENS, 'back-office-patient-book.png') });
    await page.context().close();
  });

  it('shows the national drug code field whole at 1280 px', async () => {
    const page = await signedIn({ width: 1280, height: 800 });
    // All of them on one page: the longest names beside the longest lists of ingredients (the demo
    // joined the link-up a week ago with one drug in twenty-five still without its code).
    await page.goto('/link-ups/national-codes?page_size=100');
    await page
      .getByRole('textbox', { name: /^Mã thuốc quốc gia / })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await pastEdge(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENS, 'back-office-national-codes.png') });
    await page.context().close();
  });
  it('gives an adjustment’s change field room to type in on a phone', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/einvoices?state=issued');
    await page.locator(DATA_ROW).first().click();
    await page.getByRole('button', { name: 'Lập hóa đơn điều chỉnh' }).click();
    const change = page.getByTestId('adjust-dialog').locator('input[aria-label^="Mức tăng"]').first();
    await change.fill('-1000');
    expect((await change.boundingBox())!.width).toBeGreaterThanOrEqual(80);
    await page.screenshot({ path: path.join(SCREENS, 'back-office-phone-adjust.png') });
    await page.context().close();
  });
});
