/**
 * The stock ledger seen from the point of sale, in Chromium against the real server and the demo
 * shop. The demo admin buys a new lot-tracked product in two lots of different expiry and a new
 * prescription-only product (purchase orders through the API); the demo cashier sells three of the
 * first at /pos, and FEFO takes them from the earlier-expiring lot, as the product's lot table and
 * the ledger show; then sells the rx product with a prescription, and /patient-tracking lists the
 * patient, the drug and the doctor. Screenshots go to .tmp/screens/stock-pos-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, todayInShop } from '../../src/domain/shop-clock';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { ROOT, startServer, type RunningServer } from './server';
import { apiCall, loginToken } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const SCREENS = path.join(ROOT, '.tmp', 'screens');
const LOT_PRODUCT = 'Cefixim 200mg FEFO E2E';
const RX_PRODUCT = 'Azithromycin 250mg Sổ Bệnh Nhân E2E';
const RX = {
  doctor: 'BS. Phạm Thu Hà',
  facility: 'Bệnh viện Nhi Trung ương',
  diagnosis: 'Viêm phế quản cấp',
  patient: 'Nguyễn Văn Bình',
};

let browser: Browser;
let server: RunningServer;
let token = '';
let lotProductId = '';
const lots = { early: 'FEFO-SOM', late: 'FEFO-MUON' };

const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server, token, method, url, body);
const demoAdminToken = () => loginToken(server, DEMO_ADMIN);

const shopDay = (days: number) => addDays(todayInShop(), days);

/** A new product bought through a purchase order: ordered, then received into the given lots. */
async function buy(
  name: string,
  extra: Record<string, unknown>,
  entries: Array<{ quantity: number; lot_number: string | null; expiry_date: string | null }>,
): Promise<string> {
  const uoms = await api<{ data: { id: string; name: string }[] }>('GET', 'uoms?page_size=100');
  const vien = uoms.data.find((u) => u.name === 'Viên')!;
  const product = await api<{ data: { id: string; units: { id: string }[] } }>('POST', 'products', {
    name,
    units: [{ uom_id: vien.id, factor: 1, price: 5_000 }],
    ...extra,
  });
  const vendor = (await api<{ data: { id: string }[] }>('GET', 'vendors?page_size=1')).data[0]!;
  const total = entries.reduce((n, e) => n + e.quantity, 0);
  const po = await api<{ data: { id: string; lines: { id: string }[] } }>('POST', 'purchase-orders', {
    vendor_id: vendor.id,
    lines: [
      {
        product_id: product.data.id,
        unit_id: product.data.units[0]!.id,
        quantity: total,
        unit_cost: 3_000,
        tax_id: null,
      },
    ],
  });
  await api('POST', `purchase-orders/${po.data.id}/order`, {});
  await api('POST', `purchase-orders/${po.data.id}/receive`, {
    lines: entries.map((e) => ({ line_id: po.data.lines[0]!.id, ...e })),
  });
  return product.data.id;
}

async function signedInPage(context: BrowserContext, who: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

let cashier: Page;
let admin: Page;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `stock-pos-${name}.png`), fullPage: true });
const lineNamed = (name: string) => cashier.locator(`[data-testid=cart-line][data-product="${name}"]`);

/** Types `words` into the till's search until it lists `name` (the catalogue loads asynchronously), then picks it. */
async function searchAndPick(words: string, name: string): Promise<void> {
  const search = cashier.locator('input[name=product-search]');
  await expect
    .poll(
      async () => {
        await search.fill('');
        await search.fill(words);
        return (
          (await cashier
            .getByTestId('product-results')
            .textContent({ timeout: 1_000 })
            .catch(() => '')) ?? ''
        );
      },
      { timeout: 60_000 },
    )
    .toContain(name);
  await cashier.getByTestId('product-results').locator('tbody tr', { hasText: name }).first().click();
  await expect.poll(() => lineNamed(name).count()).toBe(1);
}

async function payCash(): Promise<string> {
  await cashier.getByTestId('go-checkout').click();
  await cashier.getByTestId('checkout').waitFor();
  await cashier.getByRole('radio', { name: 'Tiền mặt' }).click();
  await cashier.getByRole('button', { name: 'Thêm khoản' }).click();
  await cashier.getByTestId('confirm-payment').click();
  await cashier.getByTestId('print-step').waitFor();
  const code =
    (await cashier.getByTestId('receipt').textContent())?.match(/HD-[A-Z0-9]+-(?:\d{1,4}-|X[0-9A-F]{4}-)?\d{6}/)?.[0] ??
    '';
  expect(code).not.toBe('');
  await cashier.getByTestId('new-order').click();
  await cashier.locator('input[name=product-search]').waitFor();
  return code;
}

async function delivered(code: string): Promise<void> {
  await expect
    .poll(
      async () => (await api<{ data: { code: string }[] }>('GET', `pos-orders?search=${code}`)).data.map((o) => o.code),
      { timeout: 60_000 },
    )
    .toContain(code);
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  token = await demoAdminToken();
  lotProductId = await buy(LOT_PRODUCT, { tracking_type: 'lot' }, [
    { quantity: 10, lot_number: lots.late, expiry_date: shopDay(500) },
    { quantity: 10, lot_number: lots.early, expiry_date: shopDay(200) },
  ]);
  await buy(RX_PRODUCT, { drug_class: 'rx', tracking_type: 'basic' }, [
    { quantity: 20, lot_number: null, expiry_date: null },
  ]);
  browser = await launchBrowser();
  // The cashier's till pulls the catalogue after these products exist.
  cashier = await signedInPage(await newContext(browser, server.url), CASHIER);
  admin = await signedInPage(await newContext(browser, server.url), DEMO_ADMIN);
});

afterAll(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('stock from the point of sale', () => {
  it('opens the register', async () => {
    await cashier.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await cashier.goto('/pos');
    await cashier.getByTestId('register-open').waitFor({ timeout: 60_000 });
    await cashier.locator('input[name=opening-cash]').fill('200000');
    await cashier.getByRole('button', { name: 'Mở ca' }).click();
    await expect.poll(() => cashier.getByTestId('register-state').textContent()).toBe('Ca đang mở');
  });

  it('sells three from the POS; FEFO takes them from the earlier-expiring lot', async () => {
    await searchAndPick('cefixim fefo', LOT_PRODUCT);
    const quantity = lineNamed(LOT_PRODUCT).locator('input[name=line-quantity]');
    await quantity.fill('3');
    await quantity.press('Enter');
    // What FEFO took is named first ("Lô … · HSD … · SL n"); the lot picker after it lists every lot.
    const taken = lineNamed(LOT_PRODUCT).getByTestId('line-lots');
    await expect
      .poll(() => taken.textContent())
      .toMatch(new RegExp(`^Lô ${lots.early} · HSD \\d{2}/\\d{2}/\\d{4} · SL 3`));
    expect(await taken.textContent()).not.toContain(`Lô ${lots.late}`);
    await shot(cashier, 'cart');
    const code = await payCash();
    await delivered(code);

    const byLot = async () =>
      Object.fromEntries(
        (
          await api<{ data: { lot_number: string; quantity: number }[] }>('GET', `products/${lotProductId}/lots`)
        ).data.map((l) => [l.lot_number, l.quantity]),
      );
    await expect.poll(byLot, { timeout: 30_000 }).toEqual({ [lots.early]: 7, [lots.late]: 10 });
    const moves = await api<{
      data: { reason: string; lot_number: string | null; quantity: number; document_code: string | null }[];
    }>('GET', `stock/moves?product_id=${lotProductId}&reason=sale`);
    expect(moves.data.map((m) => [m.document_code, m.lot_number, m.quantity])).toEqual([[code, lots.early, -3]]);

    // The product's page shows the same lots: the earlier one down by three.
    await admin.goto(`/products/${lotProductId}/edit`);
    await admin.getByTestId('product-stock').waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId('product-stock').textContent()).toContain('17');
    const row = (lot: string) => admin.getByTestId('product-lots').locator('tr', { hasText: lot });
    expect((await row(lots.early).textContent())?.trim().endsWith('7')).toBe(true);
    expect((await row(lots.late).textContent())?.trim().endsWith('10')).toBe(true);
    // Its stock card has the sale's move out of the earlier lot (the signed quantity, third column).
    const saleMove = admin.getByTestId('product-stock-moves').locator('tr', { hasText: code });
    expect(await saleMove.locator('td').nth(2).textContent()).toBe('−3');
    expect(await saleMove.locator('td').nth(1).textContent()).toContain(lots.early);
    await row(lots.late).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, 'stock-pos-product-lots.png') });
  });

  it('sells an rx product with a prescription; the patient tracking book lists patient, drug and doctor', async () => {
    await searchAndPick('azithromycin so benh nhan', RX_PRODUCT);
    await cashier.getByTestId('go-checkout').click();
    await expect
      .poll(() => cashier.getByTestId('checkout-problems').textContent())
      .toContain('Vui lòng nhập đơn thuốc');
    await cashier.getByTestId('prescription-button').click();
    await cashier.locator('input[name=rx-doctor_name]').fill(RX.doctor);
    await cashier.locator('input[name=rx-facility]').fill(RX.facility);
    await cashier.locator('input[name=rx-diagnosis]').fill(RX.diagnosis);
    await cashier.locator('input[name=rx-patient_name]').fill(RX.patient);
    await cashier.locator('input[name=rx-patient_age]').fill('42');
    await cashier.locator('input[name=rx-dosage-0]').fill('Ngày 1 viên trước ăn 1 giờ');
    await cashier.getByRole('button', { name: 'Lưu đơn thuốc' }).click();
    await expect.poll(() => cashier.getByTestId('prescription-button').textContent()).toContain(RX.patient);
    const code = await payCash();
    await delivered(code);

    const sale = (await api<{ data: { id: string; code: string }[] }>('GET', `pos-orders?search=${code}`)).data[0]!;
    const tracked = await api<{ data: { order_id: string }[] }>(
      'GET',
      `reports/patient-tracking?from=${shopDay(0)}&to=${shopDay(0)}`,
    );
    expect(tracked.data.map((r) => r.order_id)).toContain(sale.id);

    await admin.goto('/patient-tracking');
    // The screen pages the period's book: the sale is found by its patient.
    await admin.getByRole('searchbox', { name: /Tìm theo bệnh nhân/ }).fill(RX.patient);
    const book = admin.getByTestId('patient-book');
    await expect.poll(() => book.textContent().catch(() => ''), { timeout: 30_000 }).toContain(RX.patient);
    const row = book.locator('tbody tr', { hasText: RX.patient });
    expect(await row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    for (const part of [RX.patient, '42', RX.diagnosis, RX.doctor, RX.facility, `${RX_PRODUCT}: 1 Viên`])
      expect(text).toContain(part);
    await shot(admin, 'patient-book');
  });
});
