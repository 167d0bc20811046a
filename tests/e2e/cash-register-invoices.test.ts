/**
 * Cash-register invoices in Chromium against the real server, the demo shop and the provider
 * simulator (started here, as npm start does in the demo configuration): the cashier sells offline
 * and the receipt shows the tax authority's code made on the till, the shop's tax code and the
 * lookup QR; a company buyer is given at the counter. Online again, the invoices go through the
 * simulator: one is accepted, one (a buyer whose tax code is closed) is refused, fixed on
 * /einvoices and sent again until accepted. A return of the first sale prints its adjustment
 * invoice's code, naming the sale's, and that adjustment is accepted too.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  CLOSED_TAX_CODE,
  startProviderSimulator,
  type ProviderSimulator,
} from '../../scripts/simulators/einvoice-provider';
import { todayInShop } from '../../src/domain/shop-clock';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const YY = todayInShop().slice(2, 4);
const CODE = new RegExp(`M1-${YY}-A1B2C-\\d{11}`);
const SHOP_TAX_CODE = '0109876557';

let simulator: ProviderSimulator;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const codes: string[] = [];

async function demoReady(): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const rows = await ownerSql<{ n: string }>(
      server,
      "select count(*) as n from einvoice_settings where cash_register_enabled and provider = 'gateway'",
    ).catch(() => [{ n: '0' }]);
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not connected to the simulator');
}

/** Types `words` until the results list `name`, clicks it and waits for the cart line. */
async function addProduct(words: string, name: string): Promise<void> {
  const search = page.locator('input[name=product-search]');
  for (let attempt = 1; ; attempt += 1) {
    await expect
      .poll(
        async () => {
          await search.fill('');
          await search.fill(words);
          return (
            (await page
              .getByTestId('product-results')
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 60_000 },
      )
      .toContain(name);
    await page
      .getByTestId('product-results')
      .locator('tbody tr', { hasText: name })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const added = await expect
      .poll(() => page.getByTestId('cart-line').count(), { timeout: 5_000 })
      .toBeGreaterThan(0)
      .then(
        () => true,
        () => false,
      );
    if (added) return;
    if (attempt === 3) throw new Error(`${name} did not reach the cart`);
  }
}

async function sellForCash(company?: { taxCode: string; name: string; address: string }): Promise<string> {
  await addProduct('panadol', 'Panadol 500mg');
  await page.getByTestId('go-checkout').click();
  await page.getByTestId('checkout').waitFor();
  if (company) {
    await page.getByTestId('invoice-buyer-open').click();
    const form = page.getByTestId('invoice-buyer-form');
    await form.locator('input[name=invoice_buyer_tax_code]').fill('0101234567');
    await form.locator('input[name=invoice_buyer_name]').fill(company.name);
    await form.locator('input[name=invoice_buyer_address]').fill(company.address);
    await page.getByTestId('invoice-buyer-save').click();
    // A tax code with a wrong check digit is refused at the counter, in Vietnamese.
    await form.getByText('chữ số kiểm tra đúng').waitFor();
    await form.locator('input[name=invoice_buyer_tax_code]').fill(company.taxCode);
    await page.getByTestId('invoice-buyer-save').click();
    await expect.poll(() => page.getByTestId('invoice-buyer').textContent()).toContain(company.taxCode);
  }
  await page.getByRole('radio', { name: 'Tiền mặt' }).click();
  await page.getByRole('button', { name: 'Thêm khoản' }).click();
  await page.getByTestId('confirm-payment').click();
  await page.getByTestId('print-step').waitFor();
  const receipt = page.getByTestId('receipt');
  const code = (await page.getByTestId('receipt-invoice-code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  expect(code).toHaveLength(23);
  expect(await page.getByTestId('receipt-tax-code').textContent()).toBe(`MST: ${SHOP_TAX_CODE}`);
  const receiptText = (await receipt.textContent()) ?? '';
  expect(receiptText).toContain(`Mẫu số - Ký hiệu: 1C${YY}MAA`);
  const qr = page.getByTestId('receipt-lookup-qr');
  expect(await qr.getAttribute('data-payload')).toBe(`${simulator.url}/lookup?code=${code}`);
  expect(await qr.locator('svg').count()).toBe(1);
  if (company) expect(receiptText).toContain(company.name);
  await receipt.screenshot({ path: path.join(SCREENS, `cash-register-receipt${company ? '-company' : ''}.png`) });
  await page.getByTestId('new-order').click();
  await page.locator('input[name=product-search]').waitFor();
  return code;
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  simulator = await startProviderSimulator({ delayMs: 1_000 });
  server = await startServer({
    env: { EINVOICE_SIMULATOR_URL: simulator.url, ...(DIST_DIR ? { DIST_DIR } : {}) },
  });
  await demoReady();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await simulator?.close();
});

describe('cash-register invoices', () => {
  it('sells offline with the code, the shop tax code and the lookup QR on the receipt', async () => {
    await logIn(page, CASHIER);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.goto('/pos');
    await page.getByTestId('register-open').waitFor({ timeout: 60_000 });
    await page.locator('input[name=opening-cash]').fill('500000');
    await page.getByRole('button', { name: 'Mở ca' }).click();
    await expect.poll(() => page.getByTestId('register-state').textContent()).toBe('Ca đang mở');
    // The catalogue is on the till before the network goes.
    await expect
      .poll(
        async () => {
          await page.locator('input[name=product-search]').fill('panadol');
          return (
            (await page
              .getByTestId('product-results')
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 60_000 },
      )
      .toContain('Panadol 500mg');
    await page.locator('input[name=product-search]').fill('');

    await context.setOffline(true);
    await expect
      .poll(() => page.locator('[data-testid=sync-indicator] [data-online]').getAttribute('data-online'), {
        timeout: 30_000,
      })
      .toBe('false');
    codes.push(await sellForCash());
    codes.push(
      await sellForCash({ taxCode: CLOSED_TAX_CODE, name: 'Công ty TNHH Đã Ngừng', address: '1 Tràng Tiền, Hà Nội' }),
    );
    expect(new Set(codes).size).toBe(2);
    // Nothing left the till: the server has none of these invoices yet.
    const none = await ownerSql<{ n: string }>(
      server,
      'select count(*) as n from einvoices where cash_register_code = any($1)',
      [codes],
    );
    expect(Number(none[0]!.n)).toBe(0);
    expect(Number(await page.getByTestId('pending-count').textContent())).toBeGreaterThanOrEqual(4);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').textContent(), { timeout: 60_000 }).toBe('0');
  });

  it('gives a return its adjustment invoice on the till, accepted by the simulator', async () => {
    const [sale] = await ownerSql<{ code: string }>(
      server,
      'select o.code from einvoices e join pos_orders o on o.id = e.order_id where e.cash_register_code = $1',
      [codes[0]],
    );
    await page.getByRole('button', { name: 'Trả / đổi hàng' }).click();
    await page
      .getByTestId('returnable-order')
      .filter({ hasText: sale!.code })
      .getByRole('button', { name: 'Trả hàng' })
      .click();
    await expect.poll(() => page.getByTestId('order-type').textContent()).toBe('Đơn trả hàng');
    await page.getByTestId('go-checkout').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByRole('button', { name: 'Thêm khoản' }).click();
    await page.getByTestId('confirm-payment').click();
    await page.getByTestId('print-step').waitFor();
    const code = (await page.getByTestId('receipt-invoice-code').textContent()) ?? '';
    expect(code).toMatch(CODE);
    expect(codes).not.toContain(code);
    expect(await page.getByTestId('receipt-invoice-adjusts').textContent()).toBe(
      `Hóa đơn điều chỉnh giảm cho hóa đơn ${codes[0]}`,
    );
    await page.getByTestId('receipt').screenshot({ path: path.join(SCREENS, 'cash-register-return-receipt.png') });
    await page.getByTestId('new-order').click();

    const adjustment = async () =>
      (
        await ownerSql<{ relation: string; related: string; delivery: string; total: string }>(
          server,
          `select e.relation, r.cash_register_code as related, e.delivery, e.total from einvoices e
             left join einvoices r on r.tenant_id = e.tenant_id and r.id = e.related_id
            where e.cash_register_code = $1`,
          [code],
        )
      )[0];
    await expect
      .poll(async () => (await adjustment())?.delivery, { timeout: 60_000, interval: 1_000 })
      .toBe('accepted');
    const row = (await adjustment())!;
    expect(row).toMatchObject({ relation: 'adjust', related: codes[0] });
    expect(Number(row.total)).toBeLessThan(0);
  });

  it('shows the invoices accepted or refused on /einvoices; the refused one is fixed and resent', async () => {
    const admin = await newContext(browser, server.url);
    const adminPage = await admin.newPage();
    await logIn(adminPage, DEMO_ADMIN);

    const rowOf = (code: string) => adminPage.locator('tbody tr', { hasText: code });
    const deliveryOf = async (code: string) => {
      await adminPage.goto(`/einvoices?search=${code}`);
      await rowOf(code).waitFor({ timeout: 30_000 });
      return rowOf(code).getByTestId('delivery-badge').getAttribute('data-delivery');
    };
    await expect.poll(() => deliveryOf(codes[0]!), { timeout: 60_000, interval: 1_000 }).toBe('accepted');
    expect(await rowOf(codes[0]!).textContent()).toContain('CQT đã chấp nhận');
    await adminPage.screenshot({ path: path.join(SCREENS, 'einvoices-accepted.png') });
    await expect.poll(() => deliveryOf(codes[1]!), { timeout: 60_000, interval: 1_000 }).toBe('refused');

    await rowOf(codes[1]!).click();
    await adminPage.waitForURL('**/edit');
    expect(await adminPage.getByTestId('invoice-cash-register-code').textContent()).toBe(codes[1]);
    await expect
      .poll(() => adminPage.getByTestId('delivery-message').textContent())
      .toContain(`Mã số thuế người mua ${CLOSED_TAX_CODE} đã ngừng hoạt động`);
    await adminPage.locator('input[name=buyer_tax_code]').fill('0100109106');
    await adminPage.locator('input[name=buyer_name]').fill('Công ty TNHH Đúng Mã');
    await adminPage.getByRole('button', { name: 'Lưu thông tin người mua' }).click();
    await adminPage.getByText('Đã sửa thông tin người mua và lập lại XML').waitFor();
    // The toast says to press "Gửi lại"; it must not lie over it (a trial click checks what the
    // pointer would hit, and the toast is still open).
    const resend = adminPage.getByRole('button', { name: 'Gửi lại' }).first();
    await resend.click({ trial: true, timeout: 2_000 });
    await resend.click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Gửi lại' }).click();
    await adminPage.getByText('Đã xếp hóa đơn vào hàng chờ gửi lại.').waitFor();
    await expect.poll(() => deliveryOf(codes[1]!), { timeout: 60_000, interval: 1_000 }).toBe('accepted');
    await adminPage.screenshot({ path: path.join(SCREENS, 'einvoices-resent.png') });

    // The settings: the demo's self-signed certificate is shown, a series of last year is refused.
    await adminPage.goto('/settings/einvoices');
    await expect
      .poll(() => adminPage.getByTestId('certificate-upload').textContent(), { timeout: 30_000 })
      .toContain('Đang dùng: CN=Nhà thuốc Demo');
    const year = Number(todayInShop().slice(0, 4));
    await adminPage.locator('input[name=series]').fill(`C${String((year - 1) % 100).padStart(2, '0')}TAA`);
    await adminPage.locator('input[name=template_code]').fill('7');
    await adminPage.getByRole('button', { name: 'Lưu', exact: true }).click();
    await adminPage.getByText(`Ký hiệu phải mang năm phát hành ${year}`).waitFor();
    await adminPage.getByText('Mẫu số là một chữ số từ 1 đến 6').first().waitFor();
    await adminPage.screenshot({ path: path.join(SCREENS, 'einvoice-settings-refused.png'), fullPage: true });
    await admin.close();
  });
});
