/**
 * E-invoices in Chromium against the real server and the demo shop: a paid sale (written as the
 * till's push leaves it) gets a draft; the admin finds it in /einvoices, sets a company buyer,
 * issues it behind the confirmation, and sees the printable invoice with number, totals per VAT
 * rate and the amount in words; in print media only the invoice is visible (screenshots saved).
 * Then the admin adjusts it down by one unit of a line and sees the adjustment's print view.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { todayInShop } from '../../src/domain/shop-clock';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { apiCall, loginToken, ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
/** This year's series (a series names its year of issue). */
const SERIES = `C${todayInShop().slice(2, 4)}TAA`;
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token = '';
let issuedId = '';

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => ownerSql<T>(server, text, values);
const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server, token, method, url, body);
const demoAdminToken = () => loginToken(server, DEMO_ADMIN);

/** A paid sale of two products with different VAT rates, as `order.create` stores it. */
async function seedPaidSale(): Promise<{ orderId: string; total: number }> {
  const [admin] = await sql<{ id: string; tenant_id: string }>('select id, tenant_id from users where email = $1', [
    DEMO_ADMIN.email,
  ]);
  const tenant = admin!.tenant_id;
  const [till] = await sql<{ id: string }>('select id from pos_settings where tenant_id = $1 limit 1', [tenant]);
  const goods = await sql<{ id: string; code: string; name: string; rate: number }>(
    `select distinct on (t.rate) p.id, p.code, p.name, t.rate from products p join taxes t on t.tenant_id = p.tenant_id and t.id = p.tax_id
     where p.tenant_id = $1 and p.deleted_at is null order by t.rate, p.code limit 2`,
    [tenant],
  );
  const sessionId = uuidv7();
  const orderId = uuidv7();
  const lines = goods.map((g, i) => ({ ...g, quantity: i + 1, price: i === 0 ? 105_000 : 240_000 }));
  const total = lines.reduce((s, l) => s + l.quantity * l.price, 0);
  await sql(
    'insert into register_sessions (tenant_id, id, pos_setting_id, opened_by, opened_at, opening_cash) values ($1, $2, $3, $4, now(), 0)',
    [tenant, sessionId, till!.id, admin!.id],
  );
  await sql(
    `insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, discount_type, discount_percent, discount_amount, subtotal, grand_total, total_paid, total_return, ordered_at, ordered_on)
     values ($1, $2, 'HD-E2E-0001', 'sale', 'paid', $3, $4, $5, 'amount', 0, 0, $6, $6, $6, 0, now(), current_date)`,
    [tenant, orderId, till!.id, sessionId, admin!.id, total],
  );
  for (const [i, l] of lines.entries()) {
    await sql(
      `insert into pos_order_lines (tenant_id, id, order_id, position, product_id, product_name, product_code, unit_name, factor, quantity, base_quantity, price, drug_class, tracking_type)
       values ($1, $2, $3, $4, $5, $6, $7, 'Hộp', 1, $8, $8, $9, 'otc', 'none')`,
      [tenant, uuidv7(), orderId, i, l.id, l.name, l.code, l.quantity, l.price],
    );
  }
  await sql(`insert into pos_payments (tenant_id, id, order_id, method, amount) values ($1, $2, $3, 'cash', $4)`, [
    tenant,
    uuidv7(),
    orderId,
    total,
  ]);
  return { orderId, total };
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  token = await demoAdminToken();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('e-invoices', () => {
  it('issues an invoice for a paid sale and shows its print view', async () => {
    const { orderId, total } = await seedPaidSale();
    expect(total).toBe(585_000);
    await api('PUT', 'settings/einvoices', {
      provider: 'none',
      enabled: true,
      template_code: '1',
      series: SERIES,
      seller_name: 'Nhà thuốc Demo',
      seller_tax_code: '0312345673',
      seller_address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    });
    const draft = await api<{ data: { id: string } }>('POST', 'einvoices', { order_id: orderId });

    await logIn(page, DEMO_ADMIN);

    await page.goto('/einvoices');
    const row = page.locator('tbody tr', { hasText: 'HD-E2E-0001' });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('Nháp');
    await row.click();
    await page.waitForURL(`**/einvoices/${draft.data.id}/edit`);

    await page.locator('select[name=buyer_type]').selectOption('company');
    await page.locator('input[name=buyer_name]').fill('Công ty TNHH Minh Châu');
    await page.locator('input[name=buyer_tax_code]').fill('0101234565');
    await page.locator('input[name=buyer_address]').fill('45 Hai Bà Trưng, Hà Nội');
    await page.getByRole('button', { name: 'Lưu nháp' }).click();
    await page.getByText('Đã lưu hóa đơn nháp.').waitFor();

    await page.getByRole('button', { name: 'Phát hành' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Phát hành' }).click();
    await page.getByText('Đã phát hành hóa đơn.').waitFor();

    const print = page.getByTestId('einvoice-print');
    await expect.poll(() => print.textContent()).toContain('00000001');
    const text = (await print.textContent()) ?? '';
    expect(text).toContain(`1${SERIES}`);
    expect(text).toContain('Công ty TNHH Minh Châu');
    expect(text).toContain('Nhà thuốc Demo');
    expect(text).not.toContain('BẢN NHÁP');
    expect(await page.getByTestId('einvoice-words').textContent()).toContain('Năm trăm tám mươi lăm nghìn đồng');
    expect(await page.getByTestId('einvoice-rates').locator('tbody tr').count()).toBe(3);
    await page.screenshot({ path: path.join(SCREENS, 'einvoice-edit.png'), fullPage: true });

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'In hóa đơn' }).isVisible()).toBe(false);
    expect(await print.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, 'einvoice-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/einvoices?state=issued');
    const issuedRow = page.locator('tbody tr', { hasText: 'HD-E2E-0001' });
    await issuedRow.waitFor({ timeout: 30_000 });
    expect(await issuedRow.textContent()).toContain(`1${SERIES} - 00000001`);
    expect(await issuedRow.textContent()).toContain('Công ty TNHH Minh Châu');
    await page.screenshot({ path: path.join(SCREENS, 'einvoice-list.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hoa-don-dien-tu.xlsx');

    const xml = await fetch(`${server.url}/api/v1/einvoices/${draft.data.id}/xml`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.text());
    expect(xml).toContain('<TgTTTBSo>585000</TgTTTBSo>');
    expect(xml).toContain(`<KHHDon>${SERIES}</KHHDon>`);
    issuedId = draft.data.id;
  });

  it('adjusts the issued invoice down by one unit of its first line and prints the adjustment', async () => {
    expect(issuedId).not.toBe('');
    await page.goto(`/einvoices/${issuedId}/edit`);
    await page.getByRole('button', { name: 'Lập hóa đơn điều chỉnh' }).click();
    const dialog = page.getByTestId('adjust-dialog');
    await dialog.waitFor();
    // A decrease below what was invoiced is refused beside the line.
    await dialog.getByRole('textbox', { name: 'Mức tăng (+) / giảm (−) 1' }).fill('-5');
    await dialog.getByRole('button', { name: 'Lập hóa đơn điều chỉnh' }).click();
    await dialog.getByText('Chỉ giảm được tối đa 1 (số lượng trên hóa đơn gốc).').waitFor();
    await dialog.getByRole('textbox', { name: 'Mức tăng (+) / giảm (−) 1' }).fill('-1');
    await dialog.getByRole('textbox', { name: 'Nội dung điều chỉnh' }).fill('Khách trả lại 1 hộp');
    await page.screenshot({ path: path.join(SCREENS, 'einvoice-adjust-dialog.png') });
    await dialog.getByRole('button', { name: 'Lập hóa đơn điều chỉnh' }).click();
    await page.getByText('Đã tạo hóa đơn nháp điều chỉnh.').waitFor();
    await page.waitForURL((url) => url.pathname.endsWith('/edit') && !url.pathname.includes(issuedId));

    const print = page.getByTestId('einvoice-print');
    await expect.poll(() => print.textContent()).toContain('Điều chỉnh giảm số lượng');
    expect(await page.getByTestId('einvoice-note').textContent()).toBe('Nội dung điều chỉnh: Khách trả lại 1 hộp');
    expect(await page.getByTestId('einvoice-words').textContent()).toContain('Âm một trăm linh năm nghìn đồng');
    await page.screenshot({ path: path.join(SCREENS, 'einvoice-adjustment.png'), fullPage: true });
  });
});
