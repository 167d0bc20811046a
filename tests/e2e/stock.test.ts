/**
 * Stock screens in Chromium against the real server and the demo shop, as the demo admin: a
 * purchase order is drafted in the form, ordered, and received in two lots through the receive
 * dialog; the product's stock rises by the received quantity and both lots appear on the order.
 * Each page is screenshotted into .tmp/screens/ (desktop and 390 px).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token = '';

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function demoAdminToken(): Promise<string> {
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
    const response = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) });
    const body = (await response.json().catch(() => ({}))) as { data?: { access_token?: string } };
    if (response.ok && body.data?.access_token) return body.data.access_token;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not seeded');
}

const shot = (name: string) => page.screenshot({ path: path.join(SCREENS, `stock-${name}.png`), fullPage: true });

interface ProductRow {
  id: string;
  code: string;
  name: string;
  tracking_type: string;
  stock_on_hand: number;
  units: { id: string; factor: number; is_base: boolean }[];
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  token = await demoAdminToken();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name=email]').fill(DEMO_ADMIN.email);
  await page.locator('input[name=password]').fill(DEMO_ADMIN.password);
  await page.locator('input[name=password]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('stock screens', () => {
  it('drafts, orders and receives a purchase order in two lots; stock rises by the received quantity', async () => {
    const products = await api<{ data: ProductRow[] }>('GET', 'products?tracking_type=lot&active=true&page_size=5');
    const product = products.data[0]!;
    const vendors = await api<{ data: { id: string; name: string }[] }>('GET', 'vendors?page_size=1');
    const vendor = vendors.data[0]!;
    const before = product.stock_on_hand;

    await page.goto('/purchase-orders');
    await page.getByRole('link', { name: 'Tạo đơn nhập' }).waitFor();
    await shot('po-list');
    await page.getByRole('link', { name: 'Tạo đơn nhập' }).click();
    await page.waitForURL('**/purchase-orders/create');
    await page.locator('select[name=vendor_id]').selectOption(vendor.id);
    await page.locator('input[name=vendor_invoice_number]').fill('HD-0042');
    await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(product.code);
    await page.getByRole('option', { name: new RegExp(product.code) }).first().click();
    const quantity = page.locator('input[name="lines.0.quantity"]');
    await quantity.fill('10');
    await page.locator('input[name="lines.0.unit_cost"]').fill('12000');
    await shot('po-create');
    await page.getByRole('button', { name: 'Lưu nháp' }).click();
    await page.waitForURL('**/purchase-orders/*/show', { timeout: 30_000 });

    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Đã đặt hàng', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Nhận hàng' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="receive.0.quantity"]').fill('6');
    await dialog.locator('[name="receive.0.lot_number"]').fill('E2E-A');
    await dialog.locator('[name="receive.0.expiry_date"]').fill('31/12/2027');
    await dialog.getByRole('button', { name: 'Thêm lô' }).click();
    await dialog.locator('[name="receive.1.quantity"]').fill('4');
    await dialog.locator('[name="receive.1.lot_number"]').fill('E2E-B');
    await dialog.locator('[name="receive.1.expiry_date"]').fill('30/06/2027');
    await shot('po-receive');
    await dialog.getByRole('button', { name: 'Nhận hàng' }).click();
    await page.getByText('Đã nhận hàng, tồn kho đã được cập nhật.').waitFor();

    const receipts = page.getByTestId('po-receipts');
    await receipts.waitFor();
    expect(await receipts.locator('tbody tr').count()).toBe(2);
    const receiptText = (await receipts.textContent()) ?? '';
    expect(receiptText).toContain('E2E-A');
    expect(receiptText).toContain('E2E-B');
    await shot('po-show');

    const after = await api<{ data: ProductRow }>('GET', `products/${product.id}`);
    const base = product.units.find((u) => u.is_base) ?? product.units[0]!;
    expect(after.data.stock_on_hand).toBe(before + 10 * base.factor);
    const lots = await api<{ data: { lot_number: string; quantity: number }[] }>('GET', `products/${product.id}/lots`);
    expect(lots.data.find((l) => l.lot_number === 'E2E-A')?.quantity).toBe(6);
    expect(lots.data.find((l) => l.lot_number === 'E2E-B')?.quantity).toBe(4);

    await page.emulateMedia({ media: 'print' });
    await shot('po-print');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('po-show-390');
    await page.goto('/purchase-orders');
    await page.locator('tbody tr').first().waitFor();
    await shot('po-list-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
