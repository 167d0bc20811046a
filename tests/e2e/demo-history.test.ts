/**
 * A fresh start on an empty database, as `npm start` does it (the server entry point with the
 * demo's history on): the demo shop opens with ninety days behind it. The admin's dashboard for
 * the month shows sales, the top products and the payment split; the patient tracking book and
 * the valuation report have rows. Screenshots go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { todayInShop } from '../../src/domain/shop-clock';
import { DATA_ROW, launchBrowser, logIn, newContext } from './browser';
import { ROOT, startServer, type RunningServer } from './server';

const DIST_DIR = process.env.DIST_DIR;
const ADMIN = { email: 'admin@demo.pharmatill.vn', password: 'Demo@12345' };
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;
let page: Page;

const number = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({
    env: { DEMO_HISTORY: 'on', ...(DIST_DIR ? { DIST_DIR } : {}) },
    healthTimeoutMs: 240_000,
  });
  // The start prints how long the demo took to make.
  const made = /Created the demo shop in [\d.]+ s[^\n]*/.exec(server.output())?.[0];
  console.info(made);
  // Ninety days, today's counted once the counter has opened.
  expect(Number(/(\d+) days of history/.exec(made ?? '')?.[1])).toBeGreaterThanOrEqual(89);
  browser = await launchBrowser();
  const context = await newContext(browser, server.url);
  page = await context.newPage();
  await logIn(page, ADMIN);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the demo shop on a fresh start', () => {
  it("shows the month's sales, top products and payment split on the dashboard", async () => {
    await page.goto('/dashboard');
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Tháng', exact: true }).click();
    await page.locator('[data-testid=dashboard][data-period=month][aria-busy=false]').waitFor({ timeout: 30_000 });
    // In the month's first days (a start early on the 1st has hardly sold yet) the previous month,
    // which the ninety days of history cover whole, is the one looked at.
    if (Number(todayInShop().slice(8, 10)) <= 3) {
      await page.getByRole('button', { name: 'Kỳ trước' }).click();
      await page.locator('[data-testid=dashboard][data-period=month][aria-busy=false]').waitFor({ timeout: 30_000 });
    }
    await expect
      .poll(async () => number(await page.getByTestId('kpi-orders').textContent()), { timeout: 30_000 })
      .toBeGreaterThan(25);
    expect(number(await page.getByTestId('kpi-net-revenue').textContent())).toBeGreaterThan(1_000_000);
    for (const list of ['top-by-revenue', 'top-by-quantity'])
      await expect.poll(() => page.getByTestId(list).locator('tbody tr').count()).toBe(5);
    const methods = page.getByTestId('payment-methods');
    for (const label of ['Tiền mặt', 'Chuyển khoản', 'Thẻ']) {
      const row = methods.locator('div', { has: page.getByText(label, { exact: true }) }).last();
      expect(number(await row.locator('.money').textContent())).toBeGreaterThan(0);
    }
    await page.screenshot({ path: path.join(SCREENS, 'demo-history-dashboard-month.png'), fullPage: true });
  });

  it('lists prescriptions in the patient tracking book and products in the valuation report', async () => {
    await page.goto('/patient-tracking');
    const book = page.getByTestId('patient-book');
    await book.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await book.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENS, 'demo-history-patient-book.png') });

    await page.goto('/report/inventory-valuations');
    const table = page.getByTestId('valuation-products');
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(number(await page.getByTestId('valuation-count').textContent())).toBeGreaterThan(200);
    expect(await page.getByTestId('valuation-result-total').textContent()).toMatch(/\d.*₫/);
    await page.screenshot({ path: path.join(SCREENS, 'demo-history-valuation.png') });
  });

  it.each([
    { path: '/customers', lead: 'Họ và tên' },
    { path: '/vendors', lead: 'Tên nhà cung cấp' },
    { path: '/purchase-orders', lead: 'Nhà cung cấp' },
    { path: '/pos-registers', lead: 'Mở lúc' },
    { path: '/customer-complaints', lead: 'Mã phiếu' },
  ])('reads $path on a phone without scrolling sideways, the code and details under the first cell', async (list) => {
    const context = await newContext(browser, server.url, { width: 390, height: 844 });
    const phone = await context.newPage();
    await logIn(phone, ADMIN);
    await phone.goto(list.path);
    const rows = phone.locator('tbody tr');
    await rows.first().locator('[data-testid=cell-under]').waitFor({ timeout: 30_000 });
    const table = phone.locator('table').first();
    // The table is as wide as its scroll area: nothing is past the screen's right edge.
    const widths = await table.evaluate((el) => ({ table: el.scrollWidth, area: el.parentElement!.clientWidth }));
    expect(widths.table).toBeLessThanOrEqual(widths.area);
    const header = await phone
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent?.trim()),
      );
    expect(header[0]).toBe(list.lead);
    expect((await rows.first().locator('[data-testid=cell-under]').innerText()).trim()).not.toBe('');
    await phone.screenshot({ path: path.join(SCREENS, `demo-history-phone${list.path.replaceAll('/', '-')}.png`) });
    await context.close();
  });

  it.each([
    { list: '/customers?has_debt=true', table: 'debt-history' },
    { list: '/vendors', table: 'vendor-payments' },
    { list: '/pos-registers', table: 'session-orders' },
  ])('on a phone, the money book of the first of $list reads without scrolling sideways', async (book) => {
    const context = await newContext(browser, server.url, { width: 390, height: 844 });
    const phone = await context.newPage();
    await logIn(phone, ADMIN);
    await phone.goto(book.list);
    await phone.locator(DATA_ROW).first().click();
    const table = phone.getByTestId(book.table);
    await table.locator('tbody tr [data-testid=cell-under]').first().waitFor({ timeout: 30_000 });
    const widths = await table.evaluate((el) => ({ table: el.scrollWidth, area: el.parentElement!.clientWidth }));
    expect(widths.table).toBeLessThanOrEqual(widths.area);
    // Every other scroll area of the page too (the session page's voucher table, the panels).
    const past = await phone.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
        .map((el) => el.scrollWidth - el.clientWidth),
    );
    expect(Math.max(0, ...past)).toBe(0);
    await phone.screenshot({ path: path.join(SCREENS, `demo-history-phone-book-${book.table}.png`), fullPage: true });
    await context.close();
  });

  it('on a phone, a product page with a long stock card is no wider than the screen', async () => {
    const context = await newContext(browser, server.url, { width: 390, height: 844 });
    const phone = await context.newPage();
    await logIn(phone, ADMIN);
    await phone.goto('/products');
    await phone.locator(DATA_ROW).first().click();
    await phone.getByTestId('product-stock-moves').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // The card scrolls inside its own frame; the page itself does not scroll sideways.
    expect(await phone.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
