/**
 * Quality control and complaint screens on a 412 px phone in Chromium against the real server and
 * the demo shop: a draft control with a line, the new-control form and the complaint list do not
 * scroll sideways as a page; on a 390 px phone the lines of a new scrap and of a new quality control
 * are cards whose product, lot, quantity (and result) and their inputs are all in view, and the
 * scrap and quality control lists keep each row's state in view; the customer groups list keeps
 * each row's edit and delete buttons in view, also while a row is edited; the till's header on a
 * 360 px phone shows the brand's mark rather than a name cut short.
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
  it('keeps a draft control, the new-control form and the complaint list within a 412 px page', async () => {
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
      .first()
      .waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('scrap and quality control lines on a 390 px phone', () => {
  const NARROW = { width: 390, height: 844 };
  const lines = () => page.getByRole('region', { name: 'Danh sách sản phẩm' });
  /** The page does not scroll sideways and the lines' box holds its content without scrolling either. */
  const widths = () =>
    lines().evaluate((region) => ({
      page: (document.scrollingElement as HTMLElement).scrollWidth,
      view: window.innerWidth,
      region: region.scrollWidth - region.clientWidth,
    }));
  /** How far an input reaches past the screen's sides (0 when it is all in view). */
  const outside = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return Math.max(0, -box.left, box.right - window.innerWidth);
    });

  beforeAll(async () => page.setViewportSize(NARROW));
  afterAll(async () => page.setViewportSize(PHONE));

  it.each([
    { form: '/scraps/create', name: 'scrap', fields: ['lot_id', 'quantity'], labels: ['Số lô', 'Số lượng'] },
    {
      form: '/quality-controls/create',
      name: 'quality-control',
      fields: ['lot_id', 'result', 'quantity', 'note'],
      labels: ['Số lô', 'Kết quả', 'SL liên quan', 'Ghi chú'],
    },
  ])('shows each line of a new $name as a card with its fields in view', async ({ form, name, fields, labels }) => {
    const products = await api<{ data: { code: string; name: string }[] }>('GET', 'products?page_size=2');
    await page.goto(form);
    for (const product of products.data) {
      await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(product.code);
      await page
        .getByRole('option', { name: new RegExp(product.code) })
        .first()
        .click();
    }
    await page.locator('input[name="lines.1.quantity"]').waitFor();
    await page.screenshot({ path: path.join(SCREENS, `${name}-lines-390.png`), fullPage: true });
    const { page: wide, view, region } = await widths();
    expect(wide).toBeLessThanOrEqual(view);
    expect(region).toBe(0);
    const rows = lines().locator('tbody tr');
    expect(await rows.count()).toBe(2);
    for (const [i, product] of products.data.entries()) {
      const row = rows.nth(i);
      const heading = await row.getByText(product.name, { exact: true }).boundingBox();
      expect(heading!.x + heading!.width).toBeLessThanOrEqual(NARROW.width);
      // Each field's label stands above its input in the line itself (the header row is hidden).
      for (const label of labels) expect(await row.getByText(label, { exact: true }).isVisible()).toBe(true);
      for (const field of fields) expect(await outside(`[name="lines.${i}.${field}"]`), field).toBe(0);
      expect(await row.getByRole('button', { name: 'Bỏ dòng' }).isVisible()).toBe(true);
      const remove = await row.getByRole('button', { name: 'Bỏ dòng' }).boundingBox();
      expect(remove!.x + remove!.width).toBeLessThanOrEqual(NARROW.width);
    }
  });
});

describe('scrap and quality control lists on a 390 px phone', () => {
  beforeAll(async () => page.setViewportSize({ width: 390, height: 844 }));
  afterAll(async () => page.setViewportSize(PHONE));

  it("keeps each row's code and state in view, with the date under the code", async () => {
    const products = await api<{ data: { id: string }[] }>('GET', 'products?page_size=1');
    const product = products.data[0]!.id;
    const lots = await api<{ data: { id: string; quantity: number }[] }>('GET', `products/${product}/lots`);
    const lot = lots.data.find((l) => l.quantity > 0)!;
    await api('POST', 'scraps', { reason: 'damaged', lines: [{ product_id: product, lot_id: lot.id, quantity: 1 }] });
    const checks = { appearance_ok: true, packaging_ok: true, label_ok: true, expiry_ok: true };
    await api('POST', 'quality-controls', {
      inspection_type: 'PERIODIC',
      lines: [{ product_id: product, ...checks, result: 'ACCEPT' }],
    });
    for (const list of ['scraps', 'quality-controls']) {
      await page.goto(`/${list}`);
      const table = page.locator('table');
      const badge = table.locator('tbody').getByText('Nháp').first();
      await badge.waitFor();
      await page.screenshot({ path: path.join(SCREENS, `${list}-list-390.png`), fullPage: true });
      const box = await badge.boundingBox();
      expect(box!.x + box!.width, list).toBeLessThanOrEqual(390);
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth), list).toBe(0);
      expect(await table.locator('tbody').getByTestId('cell-under').first().isVisible(), list).toBe(true);
    }
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
