/**
 * The catalogue in Chromium against the real server: log in as the shop admin, create a product
 * with three units and a barcode each, find it by searching without diacritics, edit it, import
 * the template file, and keep screenshots of the product list and form in .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpReceiver, type SmtpReceiver } from '../fixtures/smtp-receiver';
import { launchBrowser, logIn, newContext, watchCsp } from './browser';
import { demoOrRegisteredShop, ensureUoms, type Shop } from './catalog-shop';
import { capturePrintJob, printedPaper } from './printed';
import { ROOT, startServer, type RunningServer } from './server';

const SCREENS = path.join(ROOT, '.tmp', 'screens');
const DIST_DIR = process.env.DIST_DIR;
const PRODUCT = 'Hoạt huyết dưỡng não Đông Dược 40 viên';
const stamp = Date.now().toString().slice(-6);
const BARCODES = [`893${stamp}0011`, `893${stamp}0028`, `893${stamp}0035`];

let browser: Browser;
let smtp: SmtpReceiver;
let server: RunningServer;
let shop: Shop;
let context: BrowserContext;
let page: Page;
let refusedByCsp: string[] = [];

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  smtp = await startSmtpReceiver();
  server = await startServer({ env: { SMTP_URL: smtp.url, ...(DIST_DIR ? { DIST_DIR } : {}) } });
  shop = await demoOrRegisteredShop(server.url, smtp, server.output);
  if (!shop.demo) console.warn('The demo shop is not seeded by this server; using a shop registered through the API.');
  await ensureUoms(server.url, shop.token, ['viên', 'vỉ', 'hộp']);
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  refusedByCsp = watchCsp(context);
  page = await context.newPage();
  await logIn(page, shop);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function fillUnit(index: number, uom: string, factor: string | null, price: string, barcode: string) {
  const row = page.getByTestId(`unit-row-${index}`);
  const select = row.locator('select');
  // The demo shop writes units capitalised (Viên), a new shop as we created them (viên). The
  // shop's units arrive after the form opens, so the options are read until the unit is there.
  const named = async () =>
    (await select.locator('option').allTextContents()).find((l) => l.toLocaleLowerCase('vi') === uom);
  await expect.poll(named, { message: `no unit ${uom} in the select` }).toBeDefined();
  const label = (await named())!;
  await select.selectOption({ label });
  if (factor) await row.getByLabel(`Quy đổi ${index + 1}`).fill(factor);
  await row.getByLabel(`Giá bán ${index + 1}`).fill(price);
  await row.getByLabel(`Mã vạch ${index + 1}`).fill(barcode);
}

describe('the catalogue screens', () => {
  it('creates a product with three units and a barcode per unit', async () => {
    await page.goto('/products/create');
    await page.locator('input[name=name]').fill(PRODUCT);
    await page.locator('input[name=active_ingredient]').fill('Cao đinh lăng, Cao bạch quả');
    await page.locator('input[name=registration_number]').fill('VD-12345-20');
    await fillUnit(0, 'viên', null, '1500', BARCODES[0] as string);
    await page.getByRole('button', { name: 'Thêm đơn vị' }).click();
    await fillUnit(1, 'vỉ', '10', '14000', BARCODES[1] as string);
    await page.getByRole('button', { name: 'Thêm đơn vị' }).click();
    await fillUnit(2, 'hộp', '100', '135000', BARCODES[2] as string);
    await expect(page.getByLabel('Giá bán 3').inputValue()).resolves.toBe('135.000');
    await page.screenshot({ path: path.join(SCREENS, 'product-form-create.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products');

    const created = await fetch(`${server.url}/api/v1/products?search=${encodeURIComponent(BARCODES[2] as string)}`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    const body = (await created.json()) as {
      data: {
        name: string;
        code: string;
        units: { uom_name: string; factor: number; barcode: string; price: number }[];
      }[];
    };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.code).toMatch(/^SP\d+/);
    expect(
      body.data[0]?.units
        .map((u) => [u.uom_name.toLocaleLowerCase('vi'), u.factor, u.price, u.barcode])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['viên', 1, 1500, BARCODES[0]],
      ['vỉ', 10, 14000, BARCODES[1]],
      ['hộp', 100, 135000, BARCODES[2]],
    ]);
  });

  it('finds it by searching without diacritics, and edits it', async () => {
    await page.goto('/products');
    await page.getByRole('searchbox').fill('hoat huyet duong nao dong duoc');
    await page.waitForURL((url) => url.searchParams.get('search') === 'hoat huyet duong nao dong duoc');
    const row = page.getByRole('row', { name: new RegExp(PRODUCT) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('1.500 ₫');
    await page.screenshot({ path: path.join(SCREENS, 'product-list-search.png'), fullPage: true });

    await row.click();
    await page.waitForURL(/\/products\/[0-9a-f-]+\/edit$/);
    await page.getByLabel('Giá bán 1').fill('1800');
    await page.locator('input[name=strength]').fill('150 mg');
    await page.screenshot({ path: path.join(SCREENS, 'product-form-edit.png'), fullPage: true });
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('searchbox').fill('duong nao');
    await page
      .getByRole('row', { name: new RegExp(PRODUCT) })
      .filter({ hasText: '1.800 ₫' })
      .waitFor();
  });

  it('refuses a barcode another product uses, with the message under the field', async () => {
    await page.goto('/products/create');
    await page.locator('input[name=name]').fill('Sản phẩm trùng mã vạch');
    await fillUnit(0, 'viên', null, '1000', BARCODES[1] as string);
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByTestId('unit-row-0').getByText('Mã vạch này đã được dùng cho sản phẩm khác.').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'product-form-barcode-taken.png') });
    expect(new URL(page.url()).pathname).toBe('/products/create');
    // The refused product is still unsaved: a link out asks first, and staying keeps it.
    await page.getByRole('navigation').getByRole('link', { name: 'Khách hàng' }).first().click();
    const question = page.getByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await question.getByRole('button', { name: 'Ở lại' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/products/create');
    await expect(page.locator('input[name=name]').inputValue()).resolves.toBe('Sản phẩm trùng mã vạch');
  });

  it('the product list at desktop width and at 390 px', async () => {
    await page.goto('/products');
    await page.getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'product-list.png'), fullPage: true });
    const phone = await newContext(browser, server.url, { width: 390, height: 844 });
    const mobile = await phone.newPage();
    await logIn(mobile, shop);
    await mobile.goto('/products');
    await mobile.getByRole('row').nth(1).waitFor();
    await mobile.screenshot({ path: path.join(SCREENS, 'product-list-390.png'), fullPage: true });
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // No stock column on a phone: each product's stock shows under its price, with its unit (not at 1280).
    const stock = mobile.getByTestId('product-stock-narrow').first();
    await expect.poll(() => stock.isVisible()).toBe(true);
    expect(await stock.textContent()).toMatch(/^(—|-?[\d.]+ \S+)$/);
    expect(await page.getByTestId('product-stock-narrow').first().isVisible()).toBe(false);
    await mobile.goto('/products/create');
    await mobile.getByTestId('unit-row-0').waitFor();
    await mobile.screenshot({ path: path.join(SCREENS, 'product-form-390.png'), fullPage: true });
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('imports the template file filled with 50 rows, after a preview that reports row errors', async () => {
    const template = await fetch(`${server.url}/api/v1/imports/products/import-template?format=xlsx`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    const put = (row: ExcelJS.Row, title: string, value: string | number) => {
      const index = header.indexOf(title);
      if (index < 1) throw new Error(`template has no column ${title}`);
      row.getCell(index).value = value;
    };
    for (let i = 0; i < 50; i += 1) {
      const row = sheet.getRow(i + 2);
      put(row, 'Tên sản phẩm', `Vitamin C nhập thử ${i + 1} 500mg`);
      put(row, 'Nhóm sản phẩm', 'Vitamin và khoáng chất');
      put(row, 'Loại thuốc', 'Không kê đơn');
      put(row, 'Hoạt chất', 'Acid ascorbic');
      put(row, 'Quản lý tồn kho', 'Số lượng');
      put(row, 'Thuế GTGT (%)', 5);
      put(row, 'Đơn vị cơ bản', 'Viên');
      put(row, 'Giá bán', 1000 + i * 10);
      put(row, 'Mã vạch', `894${stamp}${String(i).padStart(4, '0')}`);
      put(row, 'Đơn vị 2', 'Vỉ');
      put(row, 'Quy đổi 2', 10);
      put(row, 'Giá bán 2', 9500);
      row.commit();
    }
    const good = path.join(ROOT, '.tmp', `import-50-${stamp}.xlsx`);
    await book.xlsx.writeFile(good);
    // The same file with row 7 missing its base unit.
    put(sheet.getRow(7), 'Đơn vị cơ bản', '');
    const bad = path.join(ROOT, '.tmp', `import-bad-${stamp}.xlsx`);
    await book.xlsx.writeFile(bad);

    await page.goto('/products');
    await page.getByRole('button', { name: 'Nhập từ file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByRole('button', { name: 'Kiểm tra file' }).click();
    await dialog.getByTestId('import-preview').waitFor();
    const error = dialog.getByTestId('import-error').first();
    await expect(error.textContent()).resolves.toMatch(/^7Đơn vị cơ bản/);
    await expect(dialog.getByRole('button', { name: /^Nhập \d+ dòng$/ }).count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(SCREENS, 'product-import-errors.png') });

    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByRole('button', { name: 'Kiểm tra file' }).click();
    await dialog.getByText('50 dòng dữ liệu, 50 dòng hợp lệ.').waitFor();
    await dialog.getByRole('button', { name: 'Nhập 50 dòng' }).click();
    await dialog.getByText('Đã nhập thành công 50 dòng.').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: path.join(SCREENS, 'product-import-done.png') });
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).first().click();

    await page.getByRole('searchbox').fill('vitamin c nhap thu');
    await page.getByTestId('table-range').filter({ hasText: 'trên 50' }).waitFor();
    const listed = await fetch(`${server.url}/api/v1/products?search=nhap%20thu&page_size=1`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(((await listed.json()) as { meta: { total: number } }).meta.total).toBe(50);
  });

  it('every catalogue and settings page shows the shop data without an error', async () => {
    const pages: Array<[string, string]> = [
      ['/categories', 'categories'],
      ['/tags', 'tags'],
      ['/uoms', 'uoms'],
      ['/specializations', 'specializations'],
      ['/customer-groups', 'customer-groups'],
      ['/settings/taxes', 'taxes'],
      ['/vendors', 'vendors'],
      ['/customers', 'customers'],
      ['/doctors', 'doctors'],
      ['/settings/prescription-templates', 'prescription-templates'],
      ['/pos-settings', 'pos-settings'],
    ];
    for (const [url, name] of pages) {
      await page.goto(url);
      await page.getByTestId('table-range').filter({ hasNotText: /^0–0/ }).waitFor();
      await expect(page.getByTestId('table-skeleton').count()).resolves.toBe(0);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await page.screenshot({ path: path.join(SCREENS, `list-${name}.png`) });
    }
    for (const [url, name] of [
      ['/settings/store', 'store'],
      ['/settings/general', 'general'],
      ['/settings/einvoices', 'einvoices'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('button', { name: 'Lưu', exact: true }).waitFor();
      await page.screenshot({ path: path.join(SCREENS, `settings-${name}.png`), fullPage: true });
    }
    await page.goto('/pos-settings');
    await page.getByRole('row').nth(1).click();
    await page.getByText('Bố cục màn hình bán hàng').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'pos-setting-form.png'), fullPage: true });
    await page.goto('/settings/prescription-templates');
    await page.getByRole('row').nth(1).click();
    await page.getByTestId('template-item-0').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'prescription-template-form.png'), fullPage: true });
    await page.goto('/customers');
    await page.getByRole('row').nth(1).click();
    await page.locator('input[name=full_name]').waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'customer-form.png'), fullPage: true });
  });

  it("gives a blister the shop's own barcode, finds it by it, and prints its labels drawn", async () => {
    await page.goto('/products/create');
    await page.locator('input[name=name]').fill(`Vỉ Berberin ${stamp}`);
    await fillUnit(0, 'viên', null, '500', '');
    await page.getByRole('button', { name: 'Tạo mã vạch nội bộ cho đơn vị 1' }).click();
    const barcodeField = page.getByLabel('Mã vạch 1');
    await expect.poll(() => barcodeField.inputValue()).toMatch(/^20\d{11}$/);
    const barcode = await barcodeField.inputValue();
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products');

    await page.getByRole('searchbox').fill(barcode);
    const row = page.getByRole('row', { name: new RegExp(`Vỉ Berberin ${stamp}`) });
    await row.click();
    await page.waitForURL(/\/products\/[0-9a-f-]+\/edit$/);
    await page.getByRole('button', { name: 'In tem mã vạch' }).click();
    const dialog = page.getByTestId('barcode-labels-dialog');
    await dialog.getByLabel('Số tem Viên').fill('7');
    // What the printer gets: the labels, each barcode image decoded by Chromium.
    await page.evaluate(() => {
      window.print = () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('[data-print-area] img')];
        document.body.dataset.printed = String(images.filter((i) => i.complete && i.naturalWidth > 0).length);
      };
    });
    await dialog.getByRole('button', { name: 'In tem' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('7');
    await page.screenshot({ path: path.join(SCREENS, 'product-labels.png') });
    // On paper: the seven labels on one A4 sheet, and not the product's page behind them.
    await capturePrintJob(page);
    await dialog.getByRole('button', { name: 'In tem' }).click();
    expect(await printedPaper(page)).toEqual({ pages: 1, sizes: ['210×297'] });
  });

  it('the Content Security Policy refused nothing on the catalogue, import and settings screens', () => {
    expect(refusedByCsp).toEqual([]);
  });
});
