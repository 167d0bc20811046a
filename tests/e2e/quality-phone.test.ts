/**
 * Quality control and complaint screens on a 412 px phone in Chromium against the real server and
 * the demo shop: a draft control with a line (wide table), the new-control form and the complaint
 * list do not scroll sideways as a page (the wide lines table scrolls inside its own region); the
 * customer groups list keeps each row's edit and delete buttons in view, also while a row is edited;
 * the till's header on a 360 px phone shows the brand's mark rather than a name cut short.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { apiCall, loginToken } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');
const PHONE = { width: 412, height: 860 };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token = '';

const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server, token, method, url, body);

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  token = await loginToken(server, DEMO_ADMIN);
  browser = await launchBrowser();
  context = await newContext(browser, server.url, PHONE);
  page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('quality controls and complaints on a phone', () => {
  it('keeps the wide lines table inside its region at 412 px', async () => {
    const products = await api<{ data: { id: string }[] }>('GET', 'products?page_size=1');
    const checks = { appearance_ok: true, packaging_ok: true, label_ok: true, expiry_ok: true };
    const qc = await api<{ data: { id: string; code: string } }>('POST', 'quality-controls', {
      inspection_type: 'SPOT',
      lines: [{ product_id: products.data[0]!.id, ...checks, result: 'ACCEPT' }],
    });
    await page.goto(`/quality-controls/${qc.data.id}/edit`);
    await page.locator('select[name="lines.0.result"]').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'quality-control-412.png'), fullPage: true });
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.goto('/quality-controls/create');
    await page.getByRole('region', { name: 'Danh sách sản phẩm' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.goto('/customer-complaints');
    await page
      .getByRole('button', { name: /Ghi nhận khiếu nại/ })
      .or(page.getByRole('link', { name: /Ghi nhận khiếu nại/ }))
      .waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('a list with row buttons on a phone', () => {
  it("keeps the customer groups' edit and delete buttons in view at 412 px, also while a row is edited", async () => {
    await page.goto('/customer-groups');
    const table = page.locator('table');
    // The loaded rows, not the loading placeholders' rows.
    await page.getByRole('button', { name: /^Xóa / }).first().waitFor();
    /** How far the row buttons reach past the visible part of the table (0 when all are in view). */
    const overflow = () =>
      table.evaluate((element) => {
        const visible = (element.parentElement as HTMLElement).getBoundingClientRect();
        const buttons = [...element.querySelectorAll('tbody button')].map((b) => b.getBoundingClientRect().right);
        return Math.max(0, ...buttons.map((right) => right - visible.right));
      });
    expect(await page.getByRole('button', { name: /^Xóa / }).count()).toBeGreaterThan(0);
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, 'customer-groups-412.png'), fullPage: true });
    await page.getByRole('button', { name: /^Sửa / }).first().click();
    await page.getByRole('button', { name: 'Lưu', exact: true }).waitFor();
    expect(await overflow()).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Hủy', exact: true }).click();
  });
});

describe('the header on a phone', () => {
  it('shows the till’s header with the brand’s mark and no name cut short at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/pos');
    const header = page.getByTestId('app-header');
    await header.waitFor();
    await header.getByRole('link', { name: 'PharmaTill' }).waitFor();
    // The controls come after the first paint and take the room the name had.
    await header.getByTestId('sync-indicator').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'pos-header-360.png') });
    // Every text in the header is whole: shown in full, or not shown at all (or for screen readers only).
    const cut = await header.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('p, span')]
        .filter((text) => text.offsetWidth > 1 && text.scrollWidth > text.clientWidth + 1)
        .map((text) => text.textContent),
    );
    expect(cut).toEqual([]);
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.setViewportSize(PHONE);
  });
});
