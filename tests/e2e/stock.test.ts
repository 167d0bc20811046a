/**
 * Stock screens in Chromium against the real server and the demo shop, as the demo admin: a
 * purchase order is drafted in the form, ordered, and received in two lots through the receive
 * dialog (stock rises, both lots appear); a count of that product with one difference and a third
 * lot found on the shelf adjusts the lot and creates the new one; the one-click draft of expired lots is scrapped (their stock goes to zero); the valuation
 * report (server-paged, searched) shows the product's figures, next to the near-expiry and low-stock tabs; a quality control
 * with a SCRAP result raises a scrap draft; a complaint on the received lot goes through its
 * states; the patient tracking book shows the API's sales; the product page shows its stock and
 * lots. Each page is screenshotted into .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { todayInShop } from '../../src/domain/shop-clock';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { apiCall, loginToken } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token = '';
let received = { id: '', code: '', onHand: 0 };

const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server, token, method, url, body);
const demoAdminToken = () => loginToken(server, DEMO_ADMIN);

/** Toasts sit over the top-right actions; close them before the next click there. */
async function closeToasts() {
  for (const close of await page.locator('[data-scope=toast][data-part=close-trigger]').all())
    await close.click().catch(() => undefined);
  await page
    .locator('[data-scope=toast][data-part=root]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

const shot = (name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SCREENS, `stock-${name}.png`), fullPage });

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
  await logIn(page, DEMO_ADMIN);
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
    // The header's link (an empty list offers a second one).
    const create = page.getByRole('link', { name: 'Tạo đơn nhập' }).first();
    await create.waitFor();
    await shot('po-list');
    await create.click();
    await page.waitForURL('**/purchase-orders/create');
    await page.locator('select[name=vendor_id]').selectOption(vendor.id);
    await page.locator('input[name=vendor_invoice_number]').fill('HD-0042');
    await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(product.code);
    await page
      .getByRole('option', { name: new RegExp(product.code) })
      .first()
      .click();
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
    // On a 390 px phone the order's lines and receipts are cards: neither scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Danh sách sản phẩm', 'Lịch sử nhận hàng']) {
      const region = page.getByRole('region', { name });
      expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
      expect(await region.locator('thead').isVisible()).toBe(false);
    }
    // Each value is under its column's name instead.
    const firstLine = page.getByRole('region', { name: 'Danh sách sản phẩm' }).locator('tbody tr').first();
    expect(await firstLine.getByText('Đơn giá nhập').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('po-show-390');
    await page.goto('/purchase-orders');
    await page.locator('tbody tr').first().waitFor();
    await shot('po-list-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    received = { id: product.id, code: product.code, onHand: after.data.stock_on_hand };
  });

  it("adds a product the catalogue lacks from the purchase order form, as the order's line", async () => {
    const name = `Siro ho E2E ${Date.now()}`;
    await page.goto('/purchase-orders/create');
    await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(name);
    await page.getByRole('button', { name: `Thêm sản phẩm mới «${name}»` }).click();
    const panel = page.getByTestId('quick-product');
    await panel.locator('select[name=quick_product_uom_id]').selectOption({ label: 'Chai' });
    await panel.locator('input[name=quick_product_price]').fill('45000');
    await shot('po-quick-product');
    await panel.getByRole('button', { name: 'Thêm vào đơn' }).click();
    await page.getByText(`Đã thêm sản phẩm ${name} vào danh mục và vào đơn nhập.`).waitFor();
    await panel.waitFor({ state: 'detached' });
    await expect(page.getByRole('region', { name: 'Danh sách sản phẩm' }).textContent()).resolves.toContain(name);

    // A real catalogue product, sold by the bottle at its price, tracked by lot.
    const found = await api<{ data: (ProductRow & { units: { uom_name: string; price: number }[] })[] }>(
      'GET',
      `products?search=${encodeURIComponent(name)}`,
    );
    expect(found.data).toHaveLength(1);
    expect(found.data[0]!.tracking_type).toBe('lot');
    expect(found.data[0]!.units).toMatchObject([{ uom_name: 'Chai', price: 45000, factor: 1 }]);
    await closeToasts();
  });

  it('counts the received product with one difference; finishing adjusts the lot', async () => {
    await page.goto('/inventories/create');
    await page.locator('select[name=scope]').selectOption('products');
    await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(received.code);
    await page
      .getByRole('option', { name: new RegExp(received.code) })
      .first()
      .click();
    await shot('count-create');
    await page.getByRole('button', { name: 'Tạo phiếu kiểm kê' }).click();
    await page.waitForURL('**/inventories/*/edit', { timeout: 30_000 });
    // The draft says what starting will count; its lines come with the start.
    await expect.poll(() => page.getByTestId('count-draft-scope').textContent()).toContain(received.code);
    await shot('count-draft');
    await page.getByRole('button', { name: 'Bắt đầu kiểm' }).click();
    const rowA = page.locator('tbody tr', { hasText: 'E2E-A' });
    await rowA.locator('input').fill('5');
    await page.locator('tbody tr', { hasText: 'E2E-B' }).locator('input').fill('4');
    await expect.poll(() => page.getByTestId('count-summary').textContent()).toContain('1 dòng chênh lệch');
    expect(await rowA.getByTestId('count-diff').textContent()).toBe('-1');
    // A third lot is on the shelf that the frozen list does not have: added while counting.
    await page.getByRole('button', { name: 'Thêm lô phát sinh' }).click();
    const found = page.getByTestId('found-lot-dialog');
    await found.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(received.code);
    await page
      .getByRole('option', { name: new RegExp(received.code) })
      .first()
      .click();
    await found.locator('[name="found.lot_number"]').fill('E2E-C');
    await found.locator('[name="found.expiry_date"]').fill('31/03/2028');
    await found.locator('[name="found.counted"]').fill('3');
    await shot('count-found-lot', false);
    await found.getByRole('button', { name: 'Thêm lô phát sinh' }).click();
    const rowC = page.locator('tbody tr', { hasText: 'E2E-C' });
    await rowC.getByTestId('found-badge').waitFor();
    // The typed counts were saved before the line was added.
    expect(await rowA.locator('input').inputValue()).toBe('5');
    await expect.poll(() => page.getByTestId('count-summary').textContent()).toContain('2 dòng chênh lệch');
    expect(await rowC.getByTestId('count-diff').textContent()).toBe('+3');
    await shot('count-sheet');
    // On a 412 px phone each line is a card: the count inputs are in view without scrolling sideways,
    // neither the page nor the lines' own region.
    await page.setViewportSize({ width: 412, height: 915 });
    const lines = page.getByRole('region', { name: 'Danh sách sản phẩm' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect(await lines.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
    const input = await rowC.getByRole('textbox', { name: /^Thực tế: .*, lô E2E-C$/ }).boundingBox();
    expect((input?.x ?? 0) + (input?.width ?? Infinity)).toBeLessThanOrEqual(412);
    await shot('count-sheet-412');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Hoàn thành kiểm kê' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hoàn thành kiểm kê' }).click();
    await page.getByText('Đã hoàn thành kiểm kê, tồn kho đã được điều chỉnh.').waitFor();
    await shot('count-done');
    const lots = await api<{ data: { lot_number: string; expiry_date: string; quantity: number }[] }>(
      'GET',
      `products/${received.id}/lots`,
    );
    expect(lots.data.find((l) => l.lot_number === 'E2E-A')?.quantity).toBe(5);
    expect(lots.data.find((l) => l.lot_number === 'E2E-C')).toMatchObject({ expiry_date: '2028-03-31', quantity: 3 });
    const product = await api<{ data: ProductRow }>('GET', `products/${received.id}`);
    expect(product.data.stock_on_hand).toBe(received.onHand - 1 + 3);
    received.onHand += 2;
  });

  it('drafts a scrap of every expired lot in one click and scraps them', async () => {
    await page.goto('/scraps');
    await page.getByRole('button', { name: 'Tạo phiếu hủy lô hết hạn' }).click();
    await page.waitForURL('**/scraps/*/edit', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Xác nhận xuất hủy' }).waitFor();
    await expect.poll(() => page.locator('tbody tr select').count()).toBeGreaterThan(0);
    await shot('scrap-draft');
    const scrapId = page.url().split('/scraps/')[1]!.split('/')[0]!;
    const draft = await api<{ data: { lines: { product_id: string; lot_id: string; quantity: number }[] } }>(
      'GET',
      `scraps/${scrapId}`,
    );
    // The draft's toast sits over the page header's buttons and stays while the pointer rests on it.
    await closeToasts();
    await page.getByRole('button', { name: 'Xác nhận xuất hủy' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Xác nhận xuất hủy' }).click();
    await page.getByText('Đã xuất hủy, tồn kho đã được cập nhật.').waitFor();
    await shot('scrap-done');
    const first = draft.data.lines[0]!;
    const lots = await api<{ data: { id: string; quantity: number }[] }>('GET', `products/${first.product_id}/lots`);
    expect(lots.data.find((l) => l.id === first.lot_id)?.quantity ?? 0).toBe(0);
  });

  it('shows the received product in the valuation report with its quantity and total', async () => {
    await page.goto('/report/inventory-valuations');
    const table = page.getByTestId('valuation-products');
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // Server-paged: the whole result's count and totals, one page of rows; search finds the product.
    const all = Number((await page.getByTestId('valuation-count').textContent())?.replace(/\D/g, ''));
    expect(all).toBeGreaterThan(0);
    expect(await table.locator('tbody tr').count()).toBe(Math.min(all, 20));
    const total = (await page.getByTestId('valuation-result-total').textContent()) ?? '';
    expect(total).toMatch(/₫/);
    await shot('valuation', false);
    await table.getByRole('searchbox').fill(received.code);
    await expect.poll(() => page.getByTestId('valuation-count').textContent()).toBe('1');
    const row = table.locator('tbody tr', { hasText: received.code });
    expect((await row.textContent()) ?? '').toContain(received.onHand.toLocaleString('vi-VN'));
    expect(await page.getByTestId('valuation-result-total').textContent()).not.toBe(total);
    await shot('valuation-search', false);
    await page.getByRole('tab', { name: 'Theo nhóm hàng' }).click();
    await page.getByTestId('valuation-categories').waitFor();
    await shot('valuation-categories');
    await page.getByRole('tab', { name: 'Sắp hết hạn' }).click();
    await page.waitForURL('**/report/inventory-valuations?tab=near-expiry');
    await page.getByText('Lô hết hạn trong').waitFor();
    // Loaded rows, not the skeleton: a near-expiry row shows its expiry date, a low-stock row its product code.
    const near = page.getByRole('tabpanel', { name: 'Sắp hết hạn' });
    await expect
      .poll(() => near.locator('tbody tr').first().textContent(), { timeout: 30_000 })
      .toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await shot('near-expiry');
    await page.getByRole('tab', { name: 'Sắp hết hàng' }).click();
    const low = page.getByRole('tabpanel', { name: 'Sắp hết hàng' });
    await expect.poll(() => low.locator('tbody tr').first().textContent(), { timeout: 30_000 }).toMatch(/SP\d{6}/);
    // Sorted by the product name from its header.
    await low.getByRole('button', { name: /Sản phẩm/ }).click();
    await expect
      .poll(() => low.getByRole('columnheader', { name: /Sản phẩm/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await shot('low-stock');
  });

  it("orders a vendor's low products from the suggestions (enough for 14 days, the dialog's first choice), and they are then on order", async () => {
    const vendors = await api<{ data: { id: string; name: string }[] }>('GET', 'vendors?page_size=100');
    let vendor: { id: string; name: string } | undefined;
    let suggested: { product_id: string; product_name: string; quantity: number; unit_id: string }[] = [];
    for (const v of vendors.data) {
      suggested = (
        await api<{ data: typeof suggested }>('GET', `purchase-orders/reorder?vendor_id=${v.id}&cover_days=14`)
      ).data;
      if (suggested.length > 0) {
        vendor = v;
        break;
      }
    }
    expect(vendor, 'the demo shop has a vendor with a low product').toBeDefined();

    await page.goto('/report/inventory-valuations?tab=low-stock');
    await closeToasts();
    await page.getByRole('tabpanel', { name: 'Sắp hết hàng' }).getByRole('link', { name: 'Tạo đơn nhập' }).click();
    await page.waitForURL('**/purchase-orders/create');
    await page.locator('select[name=vendor_id]').selectOption(vendor!.id);
    await page.getByRole('button', { name: 'Gợi ý hàng cần đặt' }).click();
    const dialog = page.getByTestId('reorder-dialog');
    await expect.poll(() => dialog.getByTestId('reorder-row').count(), { timeout: 30_000 }).toBe(suggested.length);
    await shot('reorder', false);
    await dialog.getByRole('button', { name: `Thêm ${suggested.length} sản phẩm vào đơn` }).click();
    await page.getByText(`Đã thêm ${suggested.length} sản phẩm vào đơn.`).waitFor();
    await page.getByRole('button', { name: 'Lưu nháp' }).click();
    await page.waitForURL('**/purchase-orders/*/show', { timeout: 30_000 });

    const id = new URL(page.url()).pathname.split('/')[2]!;
    const order = await api<{ data: { lines: { product_id: string; unit_id: string; quantity: number }[] } }>(
      'GET',
      `purchase-orders/${id}`,
    );
    expect(order.data.lines.map((l) => [l.product_id, l.unit_id, l.quantity]).sort()).toEqual(
      suggested.map((l) => [l.product_id, l.unit_id, l.quantity]).sort(),
    );
    // The draft now brings what was short: the same products are no longer suggested.
    const after = (
      await api<{ data: typeof suggested }>('GET', `purchase-orders/reorder?vendor_id=${vendor!.id}&cover_days=14`)
    ).data;
    expect(after.filter((l) => suggested.some((s) => s.product_id === l.product_id))).toEqual([]);
  });

  it('records a complaint on the received lot and moves it new → processing → resolved → closed', async () => {
    await page.goto('/customer-complaints/create');
    await page.getByRole('combobox', { name: 'Sản phẩm' }).fill(received.code);
    await page
      .getByRole('option', { name: new RegExp(received.code) })
      .first()
      .click();
    const lot = page.locator('select[name=lot_id]');
    await expect.poll(() => lot.locator('option', { hasText: 'E2E-A' }).count()).toBe(1);
    await lot.selectOption({ label: (await lot.locator('option', { hasText: 'E2E-A' }).textContent()) ?? '' });
    await page.locator('textarea[name=content]').fill('Khách phản ánh vỉ thuốc bị ẩm.');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.waitForURL('**/customer-complaints/*/edit', { timeout: 30_000 });
    await page.getByText('Mới', { exact: true }).waitFor();
    // The create toast says 'Đã lưu.' too: close it so the wait below sees the update's own toast.
    await closeToasts();
    await page.locator('textarea[name=handling]').fill('Đổi hộp mới cho khách, kiểm tra điều kiện bảo quản.');
    // Marking it resolved asks for both: the complaints book records how it was handled and the outcome.
    await page.locator('textarea[name=result]').fill('Khách đồng ý, lô hàng không có lỗi chất lượng.');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Đã lưu.').first().waitFor();
    for (const [button, state] of [
      ['Bắt đầu xử lý', 'Đang xử lý'],
      ['Đánh dấu đã giải quyết', 'Đã giải quyết'],
      ['Đóng khiếu nại', 'Đã đóng'],
    ] as const) {
      await closeToasts();
      await page.getByRole('button', { name: button }).click();
      // Closing cannot be undone: it asks first.
      if (state === 'Đã đóng') await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
      await page.getByText(state, { exact: true }).first().waitFor();
    }
    await shot('complaint');
    const id = page.url().split('/customer-complaints/')[1]!.split('/')[0]!;
    const complaint = await api<{
      data: { state: string; lot_number: string; handling: string; resolved_at: string | null };
    }>('GET', `customer-complaints/${id}`);
    expect(complaint.data).toMatchObject({
      state: 'closed',
      lot_number: 'E2E-A',
      handling: 'Đổi hộp mới cho khách, kiểm tra điều kiện bảo quản.',
    });
    expect(complaint.data.resolved_at).not.toBeNull();
  });

  it('records a spot quality control with a SCRAP result and raises a scrap draft from it', async () => {
    await page.goto('/quality-controls/create');
    await page.getByRole('combobox', { name: /Tìm sản phẩm/ }).fill(received.code);
    await page
      .getByRole('option', { name: new RegExp(received.code) })
      .first()
      .click();
    const lot = page.locator('select[name="lines.0.lot_id"]');
    await expect.poll(() => lot.locator('option', { hasText: 'E2E-B' }).count()).toBe(1);
    await lot.selectOption({ label: (await lot.locator('option', { hasText: 'E2E-B' }).textContent()) ?? '' });
    await page.locator('label', { hasText: 'Bao bì' }).first().click();
    await page.locator('select[name="lines.0.result"]').selectOption('SCRAP');
    await page.locator('input[name="lines.0.quantity"]').fill('2');
    await page.locator('input[name="lines.0.note"]').fill('Hộp bị móp, ẩm');
    await page.getByRole('button', { name: 'Lưu nháp' }).click();
    await page.waitForURL('**/quality-controls/*/edit', { timeout: 30_000 });
    await closeToasts();
    await page.getByRole('button', { name: 'Hoàn thành' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hoàn thành' }).click();
    await page.getByText('Đã hoàn thành phiếu kiểm soát.').waitFor();
    await shot('quality-control');
    await closeToasts();
    await page.getByRole('button', { name: 'Tạo phiếu hủy từ các dòng “Xuất hủy”' }).click();
    await page.waitForURL('**/scraps/*/edit', { timeout: 30_000 });
    const scrapId = page.url().split('/scraps/')[1]!.split('/')[0]!;
    const scrap = await api<{ data: { state: string; lines: { lot_number: string | null; quantity: number }[] } }>(
      'GET',
      `scraps/${scrapId}`,
    );
    expect(scrap.data.state).toBe('draft');
    expect(scrap.data.lines).toMatchObject([{ lot_number: 'E2E-B', quantity: 2 }]);
  });

  it('shows the patient tracking book with the same sales as the API, printable', async () => {
    const today = todayInShop();
    const book = await api<{ data: { order_code: string; patient_name: string }[] }>(
      'GET',
      `reports/patient-tracking?from=2000-01-01&to=${today}`,
    );
    await page.goto(`/patient-tracking?from=2000-01-01&to=${today}`);
    if (book.data.length === 0) {
      await page.getByText('Không có đơn thuốc kê đơn trong khoảng ngày này.').waitFor();
    } else {
      const table = page.getByTestId('patient-book');
      await table.waitFor();
      // The screen pages the book (20 a page); print takes all of it.
      expect(await table.locator('tbody tr').count()).toBe(Math.min(20, book.data.length));
      expect(await page.getByTestId('table-range').textContent()).toContain(`trên ${book.data.length}`);
      expect(await table.textContent()).toContain(book.data[0]!.patient_name);
      await page.emulateMedia({ media: 'print' });
      await shot('patient-book-print');
      await page.emulateMedia({ media: 'screen' });
    }
    await shot('patient-book', false);
  });

  it("shows the product's stock and lots on its page", async () => {
    await page.goto(`/products/${received.id}/edit`);
    const panel = page.getByTestId('product-stock');
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.textContent()).toContain(received.onHand.toLocaleString('vi-VN'));
    expect(await page.getByTestId('product-lots').getByText('E2E-A').count()).toBe(1);
    // The stock card lists the receipt's move into that lot (its own request, after the panel's).
    await page.getByTestId('product-stock-moves').getByText('E2E-A').first().waitFor();
    // It fits the page's side column without scrolling sideways.
    const card = page.getByRole('region', { name: 'Thẻ kho' });
    expect(await card.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
    await shot('product-stock');
  });
});
