/**
 * Offline cold boot (issue 16): the built app on the real server, a generated catalogue of 10k and
 * 100k products (seedCatalogue), and Chromium with a persistent profile per size (IndexedDB on
 * disk, as on a till). The shop's cashier signs in through the login form, opens /pos and its
 * register; once the first catalogue load is searchable, its search index saved and the service
 * worker in control, the network is cut. Then, from `page.goto('/pos')` in a new tab of the
 * offline browser: until a typed query shows its first result row, and (other tabs) until a
 * barcode scanned with no field focused puts its product in the cart. Median of 5 tabs each, and
 * of 3 boots after restarting the browser on the same profile (the truest cold boot), beside the
 * 1.5 s goal. `COLD_BOOT_SIZES=10000` measures only the sizes named; `COLD_BOOT_PROFILE=dir` also
 * writes there a CPU profile of one more (uncounted) tab's boot per size.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SHOP_TIME_ZONE } from '../../src/domain/shop-clock';
import { posScreens } from '../../src/i18n/pos-screens';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/server';
import { ownerUrl } from '../../tests/e2e/server-access';
import { SEED_PASSWORD } from '../../tests/server/fixtures';
import { buildDist } from './first-load';
import { percentile, type BenchRow } from './format';
import { seedCatalogue } from './till/seed';

const SIZES = process.env.COLD_BOOT_SIZES?.split(',').map(Number) ?? [10_000, 100_000];
const TABS = 5;
const RESTARTS = 3;
const GOAL_S = 1.5;
/** Every generated product's name holds one of seed.ts's names: this one is in a fourteenth of them. */
const QUERY = 'paracetamol';
const BOOT_TIMEOUT_MS = 60_000;

/** What one boot measured: milliseconds from the start of `page.goto` (Node's clock), plus the
 * page's own marks (from its navigation start) to see where the time went. */
interface Boot {
  ms: number;
  /** The shell (index.html) answered by the service worker. */
  shell: number;
  domContentLoaded: number;
  /** The last script of the boot received (entry, till session, route chunks), and how many. */
  scripts: number;
  scriptCount: number;
  /** First contentful paint. */
  paint: number;
  /** The POS showed its search box (till database read, register open). */
  searchBox: number;
  /** The first result row (search) or the scanned product's cart line. */
  usable: number;
  /** Queries typed before one was answered (the saved index still opening). */
  typed: number;
}

interface Shop {
  tenantId: string;
  email: string;
  /** Barcodes of products, with the name the cart line shows. */
  scans: { barcode: string; name: string }[];
}

/** The seeded shop's till, its cashier's e-mail, and a few products to scan. */
async function prepareShop(url: string, tenantId: string, products: number): Promise<Shop> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "insert into pos_settings (tenant_id, id, name, order_code_prefix) values ($1, gen_random_uuid(), 'Quầy 1', 'Q1')",
      [tenantId],
    );
    const cashier = await client.query<{ email: string }>(
      "select email from users where tenant_id = $1 and role = 'cashier'",
      [tenantId],
    );
    // Spread over the catalogue; seed.ts's barcodes are '893' and the product's number.
    const numbers = Array.from({ length: TABS + RESTARTS }, (_, i) => Math.floor(((i + 1) * products) / 9));
    const barcodes = numbers.map((n) => `893${String(n).padStart(10, '0')}`);
    const found = await client.query<{ barcode: string; name: string }>(
      `select u.barcode, p.name from product_units u join products p on p.tenant_id = u.tenant_id and p.id = u.product_id
        where u.tenant_id = $1 and u.barcode = any($2::text[])`,
      [tenantId, barcodes],
    );
    const names = new Map(found.rows.map((row) => [row.barcode, row.name]));
    return {
      tenantId,
      email: cashier.rows[0]!.email,
      scans: barcodes.map((barcode) => ({ barcode, name: names.get(barcode)! })),
    };
  } finally {
    await client.end();
  }
}

async function launch(profile: string, baseURL: string, offline: boolean): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    offline,
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: SHOP_TIME_ZONE,
  });
  // tsx names the functions this file hands to page.evaluate with a helper the page lacks.
  await context.addInitScript('globalThis.__name = (f) => f');
  return context;
}

/**
 * In the page: types the query into the POS search box (as soon as there is one) until a result
 * row shows, clearing and typing again if the box was drawn anew, if the till answered that
 * nothing matched, or if it still says its catalogue is not ready a second later.
 * Answers the page's times (ms since its navigation started).
 */
function searchUntilAnswered(page: Page, query: string, timeoutMs: number) {
  return page.evaluate(
    async ({ query, notReady, noResults, timeoutMs }) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const type = (input: HTMLInputElement, value: string) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const deadline = performance.now() + timeoutMs;
      let searchBox = -1;
      let typed = 0;
      while (performance.now() < deadline) {
        const input = document.querySelector<HTMLInputElement>('input[name=product-search]');
        if (!input) {
          await sleep(5);
          continue;
        }
        if (searchBox < 0) searchBox = performance.now();
        type(input, query);
        const typedAt = performance.now();
        typed += 1;
        // The answer: result rows. While the till says its catalogue is not searchable yet, it
        // asks again by itself when the index opens; typed again after a second all the same.
        for (const until = performance.now() + 5_000; performance.now() < until; await sleep(5)) {
          if (document.querySelector('[data-testid=product-results] tbody tr')) {
            return { searchBox, usable: performance.now(), typed };
          }
          const text = document.querySelector('[data-testid=pos-page]')?.textContent ?? '';
          if (text.includes(notReady) && performance.now() - typedAt > 1_000) break;
          // Nothing found: a query typed before the index was open, answered after (older tills).
          if (text.includes(noResults)) break;
          // The box was drawn again (the page still booting) and lost what was typed.
          if (!input.isConnected || input.value !== query) break;
        }
        if (performance.now() - typedAt > 4_000)
          (window as unknown as { stalls: string[] }).stalls = [
            ...((window as unknown as { stalls?: string[] }).stalls ?? []),
            `typed at ${typedAt.toFixed(0)}: value "${input.value}", connected ${input.isConnected}, focus ${document.activeElement?.tagName}, page "${document.querySelector('[data-testid=pos-page]')?.textContent?.slice(0, 300)}"`,
          ];
        type(input, '');
        await sleep(50);
      }
      throw new Error(`no search result for "${query}" within ${timeoutMs} ms`);
    },
    { query, notReady: posScreens.search.notReady, noResults: posScreens.search.noResults, timeoutMs },
  );
}

/** In the page: the moment an element shows (ms since the page's navigation started). */
function shown(page: Page, selector: string, timeoutMs: number): Promise<number> {
  return page.evaluate(
    async ({ selector, timeoutMs }) => {
      const deadline = performance.now() + timeoutMs;
      while (!document.querySelector(selector)) {
        if (performance.now() > deadline) throw new Error(`${selector} did not show within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.now();
    },
    { selector, timeoutMs },
  );
}

function pageMarks(
  page: Page,
): Promise<{ shell: number; domContentLoaded: number; scripts: number; scriptCount: number; paint: number }> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
      e.name.endsWith('.js'),
    );
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      shell: nav?.responseEnd ?? -1,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? -1,
      scripts: Math.max(-1, ...scripts.map((e) => e.responseEnd)),
      scriptCount: scripts.length,
      paint: paint?.startTime ?? -1,
    };
  });
}

/** One cold boot in a new tab: search (type until a row shows) or scan (a barcode adds its product). */
async function boot(
  context: BrowserContext,
  kind: 'search' | 'scan',
  scan: Shop['scans'][number],
  profileTo?: string,
): Promise<Boot> {
  const page = await context.newPage();
  const cdp = profileTo ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  try {
    const t0 = performance.now();
    await page.goto('/pos', { waitUntil: 'commit' });
    let times: { searchBox: number; usable: number; typed: number };
    if (kind === 'search') {
      times = await searchUntilAnswered(page, QUERY, BOOT_TIMEOUT_MS);
    } else {
      // The POS shows its search box once the till is read and the register open.
      const searchBox = await shown(page, 'input[name=product-search]', BOOT_TIMEOUT_MS);
      // A keyboard-wedge scanner: a burst of keys then Enter, with no field focused. Sent in the
      // page at once: keys typed over CDP arrive too far apart for a scan when the machine is busy.
      await page.evaluate((code) => {
        (document.activeElement as HTMLElement | null)?.blur();
        for (const key of [...code, 'Enter']) {
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        }
      }, scan.barcode);
      const usable = await shown(page, `[data-testid=cart-line][data-product="${scan.name}"]`, BOOT_TIMEOUT_MS);
      times = { searchBox, usable, typed: 1 };
    }
    const ms = performance.now() - t0;
    const stalls = await page.evaluate(() => (window as unknown as { stalls?: string[] }).stalls ?? []);
    for (const stall of stalls) process.stderr.write(`cold boot: stalled search: ${stall}\n`);
    if (cdp && profileTo) {
      writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      // Beside it: when each script and the paints came (ms from the navigation start).
      const timeline = await page.evaluate(() =>
        [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('paint')].map((e) => ({
          name: e.name.replace(location.origin, ''),
          start: Math.round(e.startTime),
          end: Math.round((e as PerformanceResourceTiming).responseEnd ?? e.startTime),
        })),
      );
      writeFileSync(`${profileTo}.timeline.json`, JSON.stringify(timeline, null, 1));
    }
    return { ms, ...(await pageMarks(page)), ...times };
  } finally {
    await page.close();
  }
}

/** In the page: whether the till's saved search index reflects its stored catalogue (else a
 * reload rebuilds it). Reads the till database as src/db/search-snapshot.ts stores it; a till
 * without that store answers 'absent'. */
function savedIndexState(page: Page, tenantId: string): Promise<'saved' | 'waiting' | 'absent'> {
  return page.evaluate(async (tenantId) => {
    const info = (await indexedDB.databases()).find((d) => d.name?.includes(tenantId));
    if (!info?.name) return 'absent';
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('search_index') || !db.objectStoreNames.contains('meta')) return 'absent';
      const tx = db.transaction(['search_index', 'meta'], 'readonly');
      const get = (store: string, key: string) =>
        new Promise<{ value?: { epoch?: number } | number } | undefined>((resolve) => {
          const request = tx.objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result as { value?: { epoch?: number } | number } | undefined);
          request.onerror = () => resolve(undefined);
        });
      const [saved, epoch] = await Promise.all([get('search_index', 'epoch'), get('meta', 'catalogue_epoch')]);
      const savedEpoch = (saved?.value as { epoch?: number } | undefined)?.epoch;
      return savedEpoch !== undefined && savedEpoch === ((epoch?.value as number | undefined) ?? 0)
        ? 'saved'
        : 'waiting';
    } finally {
      db.close();
    }
  }, tenantId);
}

/** Online: the cashier signs in, opens /pos and its register, and waits until the first catalogue
 * load is searchable, its index saved and the service worker in control. */
async function setUpTill(context: BrowserContext, shop: Shop, size: number): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const t0 = performance.now();
  await page.goto('/login');
  await page.locator('input[name=email]').fill(shop.email);
  await page.locator('input[name=password]').fill(SEED_PASSWORD);
  await page.locator('input[name=password]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname !== '/pos') await page.goto('/pos');
  await page.locator('[data-testid=pos-page][data-ready=true]').waitFor({ timeout: 120_000 });
  const openRegister = page.getByTestId('register-open');
  if (await openRegister.isVisible()) {
    await openRegister.locator('input[name=opening-cash]').fill('500000');
    await openRegister.getByRole('button', { name: 'Mở ca' }).click();
  }
  await searchUntilAnswered(page, QUERY, 600_000);
  const searchable = performance.now() - t0;
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  let state = await savedIndexState(page, shop.tenantId);
  for (const deadline = Date.now() + 120_000; state === 'waiting' && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    state = await savedIndexState(page, shop.tenantId);
  }
  if (state !== 'saved') process.stderr.write(`cold boot: ${size} products: the saved search index is ${state}\n`);
  // The register opening reaches the server before the network goes.
  await page
    .getByTestId('pending-count')
    .filter({ hasText: /^0$/ })
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  process.stderr.write(
    `cold boot: ${size} products: signed in, searchable after ${(searchable / 1000).toFixed(1)} s, index ${state}\n`,
  );
  await page.close();
}

const median = (boots: Boot[]) =>
  percentile(
    boots.map((b) => b.ms),
    50,
  );

function describe(label: string, boots: Boot[]): string {
  const f = (ms: number) => (ms / 1000).toFixed(2);
  return boots
    .map(
      (b) =>
        `cold boot: ${label}: ${f(b.ms)} s (page: shell ${f(b.shell)}, DOMContentLoaded ${f(b.domContentLoaded)}, ${b.scriptCount} scripts in ${f(b.scripts)}, first paint ${f(b.paint)}, search box ${f(b.searchBox)}, usable ${f(b.usable)}, typed ${b.typed}×), load ${os.loadavg()[0]!.toFixed(1)}`,
    )
    .join('\n');
}

export async function benchColdBoot(): Promise<BenchRow[]> {
  buildDist();
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ env: { JWT_SECRET: jwtSecret } });
  const rows: BenchRow[] = [];
  try {
    for (const size of SIZES) {
      const seeded = await seedCatalogue(ownerUrl(server.dataDir), jwtSecret, size);
      const shop = await prepareShop(ownerUrl(server.dataDir), seeded.tenantId, size);
      const label = `${size / 1000}k`;
      process.stderr.write(`cold boot: seeded ${size} products\n`);
      const profile = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-cold-boot-'));
      let context = await launch(profile, server.url, false);
      try {
        await setUpTill(context, shop, size);
        await context.setOffline(true);
        const searches: Boot[] = [];
        const scans: Boot[] = [];
        for (let i = 0; i < TABS; i += 1) {
          searches.push(await boot(context, 'search', shop.scans[i]!));
          process.stderr.write(`${describe(`${label} search, tab ${i + 1}`, searches.slice(-1))}\n`);
        }
        for (let i = 0; i < TABS; i += 1) {
          scans.push(await boot(context, 'scan', shop.scans[i]!));
          process.stderr.write(`${describe(`${label} scan, tab ${i + 1}`, scans.slice(-1))}\n`);
        }
        const profiles = process.env.COLD_BOOT_PROFILE;
        if (profiles) {
          // One more tab, not counted: a CPU profile of its boot (sampling slows it down).
          mkdirSync(profiles, { recursive: true });
          const file = path.join(profiles, `cold-boot-${label}.cpuprofile`);
          const profiled = await boot(context, 'search', shop.scans[0]!, file);
          process.stderr.write(`${describe(`${label} search, profiled (${file})`, [profiled])}\n`);
        }
        const restartedSearches: Boot[] = [];
        const restartedScans: Boot[] = [];
        for (let i = 0; i < RESTARTS; i += 1) {
          for (const [kind, boots] of [
            ['search', restartedSearches],
            ['scan', restartedScans],
          ] as const) {
            await context.close();
            context = await launch(profile, server.url, true);
            const blank = context.pages()[0];
            boots.push(await boot(context, kind, shop.scans[TABS + i]!));
            await blank?.close();
            process.stderr.write(`${describe(`${label} ${kind}, browser restarted ${i + 1}`, boots.slice(-1))}\n`);
          }
        }
        const row = (name: string, boots: Boot[]): BenchRow => ({
          name: `${name} (median of ${boots.length})`,
          value: median(boots) / 1000,
          unit: 's',
          reference: GOAL_S,
          referenceLabel: 'limit',
        });
        rows.push(
          row(`offline cold boot to a usable /pos at ${label} products: search answers`, searches),
          row(`offline cold boot at ${label}: a scanned barcode in the cart`, scans),
          row(`offline cold boot at ${label}, browser restarted: search answers`, restartedSearches),
          row(`offline cold boot at ${label}, browser restarted: a scanned barcode in the cart`, restartedScans),
        );
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
