/**
 * A big shop's first catalogue load in blocks, in Chromium against the real server: 2,500 more
 * products make the demo shop's catalogue big enough; the cashier's till stores them as blocks in
 * IndexedDB, finds one by words and another by its barcode, sells both, and the sale reaches the
 * server with both products' stock moved; the products the till sold now have records of their own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BLOCK_LOAD_MIN_PRODUCTS } from '../../src/sync/engine';
import { launchBrowser, logIn, newContext } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { startServer, type RunningServer } from './server';
import { apiCall, loginToken, ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const GENERATED = BLOCK_LOAD_MIN_PRODUCTS + 500;
const BY_WORDS = { name: 'Thuốc Khối Thử 02345', words: 'khoi thu 02345' };
const BY_BARCODE = { name: 'Thuốc Khối Thử 01234', barcode: '8939990001234' };

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let tenantId = '';
let token = '';

const stockOf = async (name: string) =>
  Number(
    (await ownerSql<{ n: string }>(server, 'select stock_on_hand::text as n from products where name = $1', [name]))[0]!
      .n,
  );

beforeAll(async () => {
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  token = await loginToken(server, DEMO_ADMIN);
  tenantId = (
    await ownerSql<{ tenant_id: string }>(server, 'select tenant_id from users where email = $1', [DEMO_ADMIN.email])
  )[0]!.tenant_id;
  // Generated products, each with a base unit carrying its barcode, 50 on hand.
  await ownerSql(
    server,
    `with uom as (select id from uoms where tenant_id = $1 and deleted_at is null order by name limit 1),
          made as (
            insert into products (tenant_id, id, code, name, sale_price, stock_on_hand, is_active)
            select $1, gen_random_uuid(), 'KHOI-' || lpad(i::text, 5, '0'), 'Thuốc Khối Thử ' || lpad(i::text, 5, '0'), 1000 + i, 50, true
              from generate_series(1, $2::int) i
            returning id, code, sale_price)
     insert into product_units (tenant_id, id, product_id, uom_id, factor, price, barcode, is_base)
     select $1, gen_random_uuid(), made.id, uom.id, 1, made.sale_price, '893999' || lpad(substr(made.code, 6), 7, '0'), true
       from made, uom`,
    [tenantId, GENERATED],
  );
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Counts of the till's IndexedDB stores, read in the page. */
const tillStores = () =>
  page.evaluate(
    (name) =>
      new Promise<{ blocks: number; products: number }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['product_blocks', 'products'], 'readonly');
          const blocks = tx.objectStore('product_blocks').count();
          const products = tx.objectStore('products').count();
          tx.oncomplete = () => {
            open.result.close();
            resolve({ blocks: blocks.result, products: products.result });
          };
        };
      }),
    `pharmatill-${tenantId}`,
  );

describe('a first catalogue load in blocks', () => {
  it('stores a big catalogue as blocks, finds by words and barcode, and sells', async () => {
    await logIn(page, CASHIER);
    await page.goto('/pos');
    await page.locator('[data-testid=pos-page][data-ready=true]').waitFor({ timeout: 60_000 });
    const openRegister = page.getByTestId('register-open');
    await page.waitForTimeout(500);
    if (await openRegister.isVisible()) {
      await openRegister.locator('input[name=opening-cash]').fill('100000');
      await openRegister.getByRole('button', { name: 'Mở ca' }).click();
    }

    const search = page.locator('input[name=product-search]');
    const results = page.getByTestId('product-results');
    const resultsFor = async (query: string) => {
      await search.fill('');
      await search.fill(query);
      return (await results.textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
    };
    await expect.poll(() => resultsFor(BY_WORDS.words), { timeout: 60_000 }).toContain(BY_WORDS.name);
    // The load went by blocks: far fewer records than products, and no product records yet.
    const loaded = await tillStores();
    expect(loaded.blocks).toBeGreaterThan(0);
    expect(loaded.blocks).toBeLessThan(GENERATED);
    expect(loaded.products).toBeLessThan(GENERATED / 10);

    await results.locator('tbody tr', { hasText: BY_WORDS.name }).first().click();
    // A barcode typed into the search box lists its product (once the box has taken the code);
    // Enter then adds it to the cart and keeps the product shown under the box.
    await expect.poll(() => resultsFor(BY_BARCODE.barcode), { timeout: 15_000 }).toContain(BY_BARCODE.name);
    await search.press('Enter');
    const line = (name: string) => page.locator(`[data-testid=cart-line][data-product="${name}"]`);
    await expect.poll(() => line(BY_BARCODE.name).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => results.textContent()).toContain(BY_BARCODE.name);
    expect(await line(BY_WORDS.name).count()).toBe(1);

    await page.getByTestId('go-checkout').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByRole('radio', { name: 'Tiền mặt' }).click();
    await page.getByRole('button', { name: 'Thêm khoản' }).click();
    await page.getByTestId('confirm-payment').click();
    await page.getByTestId('print-step').waitFor();
    const code =
      (await page.getByTestId('receipt').textContent())?.match(/HD-[A-Z0-9]+-(?:\d{1,4}-|X[0-9A-F]{4}-)?\d{6}/)?.[0] ??
      '';
    expect(code).not.toBe('');
    // Sold on the till: both products now have records of their own, their stock moved.
    expect((await tillStores()).products).toBeGreaterThanOrEqual(loaded.products + 2);

    await expect
      .poll(
        async () =>
          (await apiCall<{ data: { code: string }[] }>(server, token, 'GET', `pos-orders?search=${code}`)).data.map(
            (o) => o.code,
          ),
        { timeout: 60_000 },
      )
      .toContain(code);
    await expect.poll(() => stockOf(BY_WORDS.name), { timeout: 30_000 }).toBe(49);
    expect(await stockOf(BY_BARCODE.name)).toBe(49);
  });
});
