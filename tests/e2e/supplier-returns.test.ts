/**
 * A return to a supplier in Chromium against the real server, the demo shop and the national
 * link-up simulator: a purchase order of a coded, lot-tracked drug is received (API); on its page
 * "Trả hàng nhà cung cấp" lists the lot with what may go back, refuses too much under the lot,
 * then posts two packs: the order lists the TNCC return, the lot and the ledger lose the base
 * units, the link-up simulator keeps one `phieu_xuat` of type 1 with the lot, and the product's
 * stock card names the move "Trả nhà cung cấp". Then a vendor with two received orders is paid
 * from its page: the dialog previews the spread, oldest order first, the vendor's debt and money
 * book show the phiếu chi, and the newer order lists it among its payments, prints it on one A5
 * page and cancels it, owing both orders again. The labels of the received order print on a roll
 * of two across, a row per page. Screens go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startLinkupSimulator, type LinkupSimulator } from '../../scripts/simulators/linkup-service';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { capturePrintJob, paperOf, printedPaper } from './printed';
import { ROOT, startServer, type RunningServer } from './server';
import { apiCall, loginToken, ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;
let linkup: LinkupSimulator;
let context: BrowserContext;
let page: Page;
let token = '';

const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server, token, method, url, body);
const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `supplier-return-${name}.png`), fullPage: true });

interface ProductRow {
  id: string;
  code: string;
  name: string;
  national_drug_code: string | null;
  units: { id: string; factor: number }[];
}

/** Waits until the demo shop's link-up points at this run's simulator. */
async function linkupReady(): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const rows = await ownerSql<{ n: string }>(
      server,
      'select count(*) as n from linkup_settings where enabled and api_url = $1',
      [linkup.url],
    ).catch(() => [{ n: '0' }]);
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not connected to the link-up simulator');
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  linkup = await startLinkupSimulator();
  server = await startServer({
    env: { LINKUP_SIMULATOR_URL: linkup.url, EINVOICE_SIMULATOR: 'off', ...(DIST_DIR ? { DIST_DIR } : {}) },
  });
  token = await loginToken(server, DEMO_ADMIN);
  await linkupReady();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await linkup?.close();
});

describe('returns to a supplier', () => {
  it('returns two packs of a received lot from the purchase order page', async () => {
    const products = await api<{ data: ProductRow[] }>('GET', 'products?tracking_type=lot&active=true&page_size=50');
    const product = products.data.find((p) => p.national_drug_code && p.units.some((u) => u.factor > 1))!;
    expect(product).toBeDefined();
    const pack = product.units.find((u) => u.factor > 1)!;
    const vendors = await api<{ data: { id: string }[] }>('GET', 'vendors?page_size=1');
    const po = (
      await api<{ data: { id: string; lines: { id: string }[] } }>('POST', 'purchase-orders', {
        vendor_id: vendors.data[0]!.id,
        lines: [{ product_id: product.id, unit_id: pack.id, quantity: 5, unit_cost: 50_000, tax_id: null }],
      })
    ).data;
    await api('POST', `purchase-orders/${po.id}/order`, {});
    await api('POST', `purchase-orders/${po.id}/receive`, {
      lines: [{ line_id: po.lines[0]!.id, quantity: 5, lot_number: 'E2E-TR', expiry_date: '2028-02-29' }],
    });
    const lotOf = async () =>
      (await api<{ data: { lot_number: string; quantity: number }[] }>('GET', `products/${product.id}/lots`)).data.find(
        (l) => l.lot_number === 'E2E-TR',
      )!.quantity;
    expect(await lotOf()).toBe(5 * pack.factor);

    await page.goto(`/purchase-orders/${po.id}/show`);
    // Labels for what came in: the line's unit, the quantity received, the lot.
    await page.getByRole('button', { name: 'In tem mã vạch' }).click();
    const labels = page.getByTestId('po-labels-dialog');
    const labelRow = labels.getByTestId('label-unit').first();
    await labelRow.waitFor();
    expect(await labelRow.textContent()).toContain(`${product.name} · lô E2E-TR`);
    // On a thermal printer's roll of two across, a page is one row of the roll: five labels feed
    // three rows and no blank ones, and the order's own printable view stays off the roll.
    await labels.locator('select[name=label_format]').selectOption({ label: 'Cuộn 2 tem một hàng (tem 35 × 22 mm)' });
    expect(await labels.getByTestId('labels-total').textContent()).toBe('5 tem, 3 hàng trên cuộn');
    await shot('labels');
    await capturePrintJob(page);
    await labels.getByRole('button', { name: 'In tem' }).click();
    await labels.getByRole('button', { name: 'Hủy' }).click();
    await labels.waitFor({ state: 'detached' });
    expect(await printedPaper(page)).toEqual({ pages: 3, sizes: ['72×22', '72×22', '72×22'] });
    // The order's own printable view prints alone, on one A4 page.
    expect(await paperOf(page)).toEqual({ pages: 1, sizes: ['210×297'] });
    await page.getByRole('button', { name: 'Trả hàng nhà cung cấp' }).click();
    const dialog = page.getByTestId('supplier-return-dialog');
    const entry = dialog.getByTestId('supplier-return-entry').filter({ hasText: 'E2E-TR' });
    await entry.waitFor();
    expect(await entry.locator('td').nth(5).textContent()).toBe('5');
    await entry.locator('input').fill('6');
    await dialog.getByRole('button', { name: 'Lưu phiếu trả' }).click();
    await entry.getByText('Vượt quá số lượng trả được (tối đa 5).').waitFor();
    await entry.locator('input').fill('2');
    await dialog.locator('select[name=reason]').selectOption('near_expiry');
    await dialog.locator('textarea[name=note]').fill('Lô cận hạn, NCC nhận lại');
    await shot('form');
    await dialog.getByRole('button', { name: 'Lưu phiếu trả' }).click();
    await page.getByText(/Đã lưu phiếu trả TNCC\d{6}/).waitFor();
    const returns = page.getByTestId('po-supplier-returns');
    await returns.waitFor();
    const text = (await returns.textContent()) ?? '';
    expect(text).toMatch(/TNCC\d{6}/);
    expect(text).toContain('E2E-TR');
    expect(text).toContain('Cận hạn dùng');
    await shot('order');
    const code = /TNCC\d{6}/.exec(text)![0];

    expect(await lotOf()).toBe(3 * pack.factor);
    const moves = await api<{ data: { quantity: number; document_code: string }[] }>(
      'GET',
      `stock/moves?product_id=${product.id}&reason=supplier_return`,
    );
    expect(moves.data.map((m) => [m.document_code, m.quantity])).toEqual([[code, -2 * pack.factor]]);

    // The link-up's issue to a supplier reached the simulator once.
    await expect.poll(() => linkup.documents().filter((d) => d.key === code).length, { timeout: 30_000 }).toBe(1);
    const sent = linkup.documents().find((d) => d.key === code)!;
    expect(sent.endpoint).toBe('phieu_xuat');
    expect(sent.body.loai_phieu_xuat).toBe(1);
    expect(sent.body.chi_tiet).toEqual([
      expect.objectContaining({
        ma_thuoc: product.national_drug_code,
        so_lo: 'E2E-TR',
        han_dung: '20280229',
        so_luong: 2 * pack.factor,
        ty_le_quy_doi: pack.factor,
      }),
    ]);

    await page.goto(`/products/${product.id}/edit`);
    const card = page.getByTestId('product-stock-moves');
    await card.waitFor();
    // The card reads in time order: the return is its latest move.
    const latest = card.locator('tbody tr').last();
    expect(await latest.textContent()).toContain('Trả nhà cung cấp');
    expect(await latest.textContent()).toContain(code);
  });

  it('pays a vendor over its two owing orders from the vendor page', async () => {
    const products = await api<{ data: ProductRow[] }>('GET', 'products?tracking_type=none&active=true&page_size=5');
    const product = products.data[0]!;
    const vendor = (await api<{ data: { id: string } }>('POST', 'vendors', { name: 'Công ty Dược phẩm E2E' })).data;
    const receivedOrder = async (quantity: number) => {
      const po = (
        await api<{ data: { id: string; code: string; lines: { id: string }[] } }>('POST', 'purchase-orders', {
          vendor_id: vendor.id,
          lines: [{ product_id: product.id, unit_id: product.units[0]!.id, quantity, unit_cost: 10_000, tax_id: null }],
        })
      ).data;
      await api('POST', `purchase-orders/${po.id}/order`, {});
      await api('POST', `purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0]!.id, quantity }] });
      return po;
    };
    const older = await receivedOrder(10);
    const newer = await receivedOrder(5);

    await page.goto(`/vendors/${vendor.id}/edit`);
    await page.getByTestId('vendor-debt').getByText('150.000 ₫').waitFor();
    await page.getByText('Chưa có phiếu chi hay phiếu thu nào với nhà cung cấp này.').waitFor();
    await page.getByRole('button', { name: 'Trả nợ nhà cung cấp' }).click();
    const dialog = page.getByTestId('vendor-pay-dialog');
    await dialog.locator('input[name=amount]').fill('120000');
    const spread = dialog.getByTestId('vendor-pay-allocation').locator('li');
    await expect
      .poll(() => spread.allTextContents())
      .toEqual([`${older.code} còn nợ 100.000 ₫100.000 ₫`, `${newer.code} còn nợ 50.000 ₫20.000 ₫`]);
    await dialog.locator('textarea[name=note]').fill('Chuyển khoản đợt 1');
    await shot('vendor-pay');
    await dialog.getByRole('button', { name: 'Ghi phiếu chi' }).click();
    await page.getByText(/Đã ghi phiếu chi PC\d{6}\./).waitFor();
    await page.getByTestId('vendor-debt').getByText('30.000 ₫').waitFor();
    const row = page.getByTestId('vendor-payments').locator('tbody tr').first();
    await row.getByText(/PC\d{6}/).waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(`${older.code} (100.000 ₫), ${newer.code} (20.000 ₫)`);
    expect(rowText).toContain('−120.000 ₫');
    await shot('vendor-book');
    const code = /PC\d{6}/.exec(rowText)![0];

    await page.goto(`/purchase-orders/${newer.id}/show`);
    const payments = page.getByTestId('vendor-payments');
    await payments.getByText(code).waitFor();
    expect(await payments.textContent()).toContain('−20.000 ₫trong phiếu 120.000 ₫');
    const orderRead = await api<{ data: { paid_amount: number; debt: number } }>('GET', `purchase-orders/${newer.id}`);
    expect(orderRead.data).toMatchObject({ paid_amount: 20_000, debt: 30_000 });

    // The phiếu chi printed from the order's page is one page of A5 landscape, without the order's own view.
    await capturePrintJob(page);
    await payments.getByRole('button', { name: `In phiếu ${code}` }).click();
    expect(await printedPaper(page)).toEqual({ pages: 1, sizes: ['210×148'] });

    // A payment entered by mistake is cancelled with its reason: it stays in the book, marked,
    // and both orders owe again what it paid.
    await payments.getByRole('button', { name: `Hủy phiếu ${code}` }).click();
    const cancel = page.getByTestId('vendor-voucher-cancel');
    await cancel.locator('textarea[name=reason]').fill('Chuyển khoản chưa thành công');
    await cancel.getByRole('button', { name: 'Hủy phiếu' }).click();
    await page.getByText(`Đã hủy phiếu ${code}.`).waitFor();
    await payments.getByText('Đã hủy').waitFor();
    expect(await payments.textContent()).toContain('Chuyển khoản chưa thành công');
    await shot('vendor-voucher-cancelled');
    const after = async (id: string) =>
      (await api<{ data: { paid_amount: number; debt: number } }>('GET', `purchase-orders/${id}`)).data;
    expect(await after(newer.id)).toMatchObject({ paid_amount: 0, debt: 50_000 });
    expect(await after(older.id)).toMatchObject({ paid_amount: 0, debt: 100_000 });
    await page.goto(`/vendors/${vendor.id}/edit`);
    await page.getByTestId('vendor-debt').getByText('150.000 ₫').waitFor();
  });
});
