/**
 * National e-prescriptions in Chromium against the real server, the demo shop and the simulator
 * of the national e-prescription system (started here, as npm start does in the demo
 * configuration): offline the cashier is told the lookup needs a connection; online a cashier
 * scans a demo prescription's code, sees it read-only, confirms each drug's product (one matched
 * by national drug code, one by active ingredient and strength) and sells against it; the sale
 * reaches the server with the prescription's code and its dispensing is reported once; the same
 * prescription, now dispensed in full, cannot be sold against again; the national pharmacy data
 * link-up (its simulator started here too) accepts the sale with the prescription's code, and the
 * admin sees it so on /link-ups.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PRESCRIPTION_CODE } from '../../scripts/simulators/eprescription-demo';
import {
  startEprescriptionSimulator,
  type EprescriptionSimulator,
} from '../../scripts/simulators/eprescription-system';
import { startLinkupSimulator, type LinkupSimulator } from '../../scripts/simulators/linkup-service';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { capturePrintJob, printedPaper } from './printed';
import { ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const SCREENS = path.join(ROOT, '.tmp', 'screens');
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };

let simulator: EprescriptionSimulator;
let linkup: LinkupSimulator;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function demoReady(): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const rows = await ownerSql<{ n: string }>(
      server,
      'select count(*) as n from eprescription_settings where enabled and api_url = $1',
      [simulator.url],
    ).catch(() => [{ n: '0' }]);
    const linked = await ownerSql<{ n: string }>(
      server,
      'select count(*) as n from linkup_settings where enabled and api_url = $1',
      [linkup.url],
    ).catch(() => [{ n: '0' }]);
    if (Number(rows[0]!.n) > 0 && Number(linked[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo shop was not connected to the e-prescription simulator');
}

/** Types the code as a keyboard-wedge scanner does: a fast burst ending with Enter, no field focused. */
async function scan(code: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  simulator = await startEprescriptionSimulator();
  linkup = await startLinkupSimulator();
  server = await startServer({
    env: {
      EPRESCRIPTION_SIMULATOR_URL: simulator.url,
      LINKUP_SIMULATOR_URL: linkup.url,
      EINVOICE_SIMULATOR: 'off',
      ...(DIST_DIR ? { DIST_DIR } : {}),
    },
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
  await linkup?.close();
});

describe('national e-prescriptions at the counter', () => {
  it('tells the cashier offline that the national lookup needs a connection', async () => {
    await logIn(page, CASHIER);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.goto('/pos');
    await page.getByTestId('register-open').waitFor({ timeout: 60_000 });
    await page.locator('input[name=opening-cash]').fill('500000');
    await page.getByRole('button', { name: 'Mở ca' }).click();
    await expect.poll(() => page.getByTestId('register-state').textContent()).toBe('Ca đang mở');
    // The catalogue is on the till (the confirmed products are added from it).
    await expect
      .poll(
        async () => {
          await page.locator('input[name=product-search]').fill('cozaar');
          return (
            (await page
              .getByTestId('product-results')
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 60_000 },
      )
      .toContain('Cozaar 50mg');
    await page.locator('input[name=product-search]').fill('');

    await context.setOffline(true);
    await expect
      .poll(() => page.locator('[data-testid=sync-indicator] [data-online]').getAttribute('data-online'))
      .toBe('false');
    await page.getByTestId('national-prescription-button').click();
    await page.locator('input[name=national-prescription-code]').fill(DEMO_PRESCRIPTION_CODE);
    await page.getByRole('button', { name: 'Tra cứu' }).click();
    const offline = page.getByTestId('national-prescription-offline');
    await expect.poll(() => offline.textContent()).toContain('Tra cứu đơn thuốc quốc gia cần kết nối mạng');
    // Typing it by hand opens the editable prescription form.
    await offline.getByRole('button', { name: 'Nhập đơn bằng tay' }).click();
    await page.locator('input[name=rx-doctor_name]').waitFor();
    await page.keyboard.press('Escape');
    await context.setOffline(false);
    await expect
      .poll(() => page.locator('[data-testid=sync-indicator] [data-online]').getAttribute('data-online'))
      .toBe('true');
    expect(simulator.stats().lookups).toBe(0);
  });

  it('scans a demo prescription, confirms its drugs and sells against it; the dispensing is reported once', async () => {
    await scan(DEMO_PRESCRIPTION_CODE.toUpperCase());
    const found = page.getByTestId('national-prescription');
    await found.waitFor({ timeout: 20_000 });
    const text = (await found.textContent()) ?? '';
    for (const shown of [
      'Nguyễn Văn An',
      'BS. Trần Thị Bích Ngọc',
      'Bệnh viện Nhân dân 115',
      'J01.9',
      'Uống 1 viên x 3 lần/ngày',
    ])
      expect(text).toContain(shown);
    const drugs = page.getByTestId('national-drug');
    expect(await drugs.count()).toBe(2);
    expect(await drugs.nth(0).getAttribute('data-match')).toBe('national_code');
    expect(await drugs.nth(1).getAttribute('data-match')).toBe('ingredient');
    // Losartan 50mg: two products of that ingredient and strength; the cashier picks Cozaar.
    const losartan = drugs.nth(1).locator('select[name=national-drug-product-1]');
    expect(await losartan.locator('option').count()).toBe(2);
    await losartan.selectOption({ label: (await losartan.locator('option', { hasText: 'Cozaar' }).textContent())! });
    // Nothing confirmed: nothing is added.
    await page.getByTestId('national-prescription-add').click();
    await page.getByText('Vui lòng xác nhận ít nhất một thuốc').waitFor();
    await page.getByTestId('national-drug-confirm-0').click();
    await page.getByTestId('national-drug-confirm-1').click();
    await page.screenshot({ path: path.join(SCREENS, 'national-prescription.png') });
    await page.getByTestId('national-prescription-add').click();
    await page.getByTestId('national-prescription-dialog').waitFor({ state: 'detached' });

    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const cart = (await page.getByTestId('cart-lines').textContent()) ?? '';
    expect(cart).toContain('Amoxicillin 500mg Domesco');
    expect(cart).toContain('Cozaar 50mg');
    expect(await page.getByTestId('prescription-button').textContent()).toContain(DEMO_PRESCRIPTION_CODE);
    // The attached prescription is read-only.
    await page.getByTestId('prescription-button').click();
    await page.getByText('Đơn thuốc điện tử chỉ xem, không sửa được.').waitFor();
    expect(await page.locator('input[name=rx-patient_name]').inputValue()).toBe('Nguyễn Văn An');
    await page.keyboard.press('Escape');

    await page.getByTestId('go-checkout').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByRole('radio', { name: 'Tiền mặt' }).click();
    await page.getByRole('button', { name: 'Thêm khoản' }).click();
    await page.getByTestId('confirm-payment').click();
    await page.getByTestId('print-step').waitFor();
    await expect.poll(() => page.getByTestId('pending-count').textContent(), { timeout: 60_000 }).toBe('0');

    // On the server: the order carries the code, and its dispensing was reported once.
    await expect
      .poll(
        async () =>
          (
            await ownerSql<{ status: string }>(
              server,
              `select d.status from eprescription_dispensings d
                 join pos_orders o on o.tenant_id = d.tenant_id and o.id = d.order_id
                where o.national_prescription_code = $1`,
              [DEMO_PRESCRIPTION_CODE],
            )
          ).map((row) => row.status),
        { timeout: 30_000 },
      )
      .toEqual(['reported']);
    const [order] = await ownerSql<{ prescription: { source: string; code: string } }>(
      server,
      'select prescription from pos_orders where national_prescription_code = $1',
      [DEMO_PRESCRIPTION_CODE],
    );
    expect(order!.prescription).toMatchObject({ source: 'online', code: DEMO_PRESCRIPTION_CODE });
    const reported = simulator.dispensings().filter((d) => d.ma_don_thuoc === DEMO_PRESCRIPTION_CODE);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.lines.map((l) => [l.ma_thuoc, l.so_luong])).toEqual([
      ['DQG0000101', 21],
      ['DQG0009931', 7],
    ]);
    expect(simulator.stats().posts).toBe(1);
  });

  it("prints a dosage label for each drug, with the prescription's dosage, one a page of the label roll", async () => {
    await page.getByTestId('print-labels').click();
    const dialog = page.getByTestId('dosage-labels');
    const rows = dialog.getByTestId('dosage-label-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await dialog.getByLabel('Cách dùng: Amoxicillin 500mg Domesco').inputValue()).toBe(
      'Uống 1 viên x 3 lần/ngày, sau ăn, trong 7 ngày',
    );
    await dialog.getByLabel('Cách dùng: Cozaar 50mg').fill('Uống 1 viên buổi sáng, trước ăn');
    await dialog.getByLabel('Số nhãn: Cozaar 50mg').fill('2');
    await dialog.locator('select[name=dosage_label_format]').selectOption('roll-1-40x30');
    expect(await dialog.getByTestId('dosage-labels-total').textContent()).toBe('3 nhãn');
    const preview = (await dialog.getByTestId('dosage-label-preview').textContent()) ?? '';
    expect(preview).toContain('SL: 21 Viên');
    expect(preview).toContain('Nguyễn Văn An');
    await page.screenshot({ path: path.join(SCREENS, 'dosage-labels.png') });
    await capturePrintJob(page);
    await dialog.getByRole('button', { name: 'In nhãn' }).click();
    expect(await printedPaper(page)).toEqual({ pages: 3, sizes: ['40×30', '40×30', '40×30'] });
    const printed = await page.evaluate(() => window.__printedJob ?? '');
    expect(printed.match(/Uống 1 viên buổi sáng, trước ăn/g)).toHaveLength(2);
    // Its Cancel closes it at once (Escape asks first: something was typed).
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('refuses the same prescription again: it is dispensed in full', async () => {
    await page.getByTestId('new-order').click();
    await page.locator('input[name=product-search]').waitFor();
    // Typed into the search box this time.
    await page.locator('input[name=product-search]').fill(DEMO_PRESCRIPTION_CODE);
    await page.locator('input[name=product-search]').press('Enter');
    const error = page.getByTestId('national-prescription-error');
    await expect.poll(() => error.textContent(), { timeout: 20_000 }).toContain('đã được bán đủ số lượng');
    expect(await page.getByTestId('national-prescription').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('cart-line').count()).toBe(0);
  });

  it('the link-up takes the sale with the prescription code: accepted by its simulator, shown so on /link-ups', async () => {
    // The sale's document as the national link-up received it.
    await expect
      .poll(
        () =>
          linkup
            .documents()
            .filter((d) => d.endpoint === 'hoa_don' && d.body.ma_don_thuoc_quoc_gia === DEMO_PRESCRIPTION_CODE).length,
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    const admin = await newContext(browser, server.url);
    const adminPage = await admin.newPage();
    try {
      await logIn(adminPage, DEMO_ADMIN);
      const row = adminPage
        .getByRole('row')
        .filter({ has: adminPage.getByTestId('linkup-prescription').filter({ hasText: DEMO_PRESCRIPTION_CODE }) });
      await expect
        .poll(
          async () => {
            await adminPage.goto(`/link-ups?search=${DEMO_PRESCRIPTION_CODE}`);
            await adminPage.getByRole('heading', { level: 1 }).waitFor();
            await row
              .first()
              .waitFor({ timeout: 10_000 })
              .catch(() => undefined);
            return (await row.count()) === 1 ? row.getByTestId('linkup-status').textContent() : null;
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe('Đã chấp nhận');
      await adminPage.screenshot({ path: path.join(SCREENS, 'link-ups-prescription-sale.png'), fullPage: true });
    } finally {
      await admin.close();
    }
  });

  it("shows the admin the shop's account on /settings/eprescriptions, the password never shown back", async () => {
    const admin = await newContext(browser, server.url);
    const adminPage = await admin.newPage();
    try {
      await logIn(adminPage, DEMO_ADMIN);
      await adminPage.goto('/settings');
      await adminPage.getByRole('link', { name: /Đơn thuốc quốc gia/ }).click();
      await adminPage.waitForURL('**/settings/eprescriptions');
      const url = adminPage.locator('input[name=api_url]');
      await expect.poll(() => url.inputValue(), { timeout: 20_000 }).toBe(simulator.url);
      expect(await adminPage.locator('input[name=username]').inputValue()).toBe('NT-79-000123');
      expect(await adminPage.locator('input[name=password]').inputValue()).toBe('');
      expect(await adminPage.content()).not.toContain('demo-donthuoc-password');
      await adminPage.screenshot({ path: path.join(SCREENS, 'settings-eprescriptions.png'), fullPage: true });
    } finally {
      await admin.close();
    }
  });
});
