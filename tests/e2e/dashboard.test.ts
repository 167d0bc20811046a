/**
 * The dashboard in Chromium against the real server and the demo shop: sales and a return pushed
 * by a till (POST /sync/push, order.create), then the dashboard of the day, the week and the month
 * shows the totals a user adds up on the orders list page (/pos-orders) for the same days, and
 * keeps its period across a reload; screenshots of each period at 1280×800 and 390×844 go to
 * .tmp/screens/. The cashier's dashboard has no stock value.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { periodRange, type DashboardPeriod } from '../../src/domain/reports/dashboard';
import { todayInShop } from '../../src/domain/shop-clock';
import { line, mutation, order, type PosShop } from '../server/pos/helpers';
import type { SeededUser } from '../server/fixtures';
import { launchBrowser, logIn, newContext } from './browser';
import { ROOT, startServer, type RunningServer } from './server';
import { loginToken, ownerSql } from './server-access';

const DIST_DIR = process.env.DIST_DIR;
const ADMIN = { email: 'admin@demo.pharmatill.vn', password: 'Demo@12345' };
const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const SCREENS = path.join(ROOT, '.tmp', 'screens');

let browser: Browser;
let server: RunningServer;

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => ownerSql<T>(server, text, values);

async function api<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/v1/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function push(token: string, name: string, args: unknown) {
  const data = await api<{ results: { status: string }[] }>('POST', 'sync/push', token, {
    device_id: 'dashboard-e2e',
    mutations: [mutation(name, args)],
  });
  expect(data.results[0]).toMatchObject({ status: 'applied' });
}

/** A money cell as the page writes it ("-12.000 ₫") → đồng. */
const parseMoney = (text: string) => Number(text.replace(/[^\d-−]/g, '').replace('−', '-'));

/**
 * What a user adds up by hand on the orders list page (/pos-orders) filtered to the period's days
 * and paid orders: the sum of the "Tổng tiền" column and the rows that are not returns, page by page.
 */
async function listTotals(page: Page, from: string, to: string) {
  let net = 0;
  let orders = 0;
  for (let n = 1; ; n += 1) {
    // The page shows placeholder rows until its list arrives: wait for the answer, then for the page to show it.
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/pos-orders?') &&
        [`date_from=${from}`, `date_to=${to}`, `page=${n}&`].every((p) => `${r.url()}&`.includes(p)),
    );
    await page.goto(`/pos-orders?date_from=${from}&date_to=${to}&status=paid&page_size=100&page=${n}`);
    const { meta } = (await (await answer).json()) as { meta: { total: number } };
    const range = page.getByTestId('table-range');
    await expect
      .poll(() => range.textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^\\d+–\\d+ trên ${meta.total}$`));
    const [, first, last, total] = (await range.textContent())!
      .match(/^(\d+)–(\d+) trên (\d+)$/)!
      .map(Number) as number[];
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(last! - first! + 1);
    for (const row of await rows.all()) {
      const cells = row.locator('td');
      net += parseMoney((await cells.last().textContent())!);
      if ((await cells.nth(2).textContent()) !== 'Trả hàng') orders += 1;
    }
    if (last! >= total!) return { net, orders, total: total! };
  }
}

const money = (n: number) =>
  `${Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer({ env: DIST_DIR ? { DIST_DIR } : {} });
  const cashierToken = await loginToken(server, CASHIER, 120_000);
  const [till] = await sql<{ id: string; prefix: string }>(
    'select id, order_code_prefix as prefix from pos_settings where deleted_at is null order by name limit 1',
  );
  const cashier = (await sql<{ id: string }>('select id from users where email = $1', [CASHIER.email]))[0]!;
  const products = await sql<{ id: string; name: string; sale_price: string; tracking_type: 'none' | 'basic' | 'lot' }>(
    "select id, name, sale_price, tracking_type from products where deleted_at is null and is_active and drug_class = 'otc' and tracking_type <> 'serial' and stock_on_hand >= 20 and sale_price > 0 order by code limit 3",
  );
  expect(products).toHaveLength(3);
  const pos = { tillId: till!.id } as PosShop;
  const sessionId = crypto.randomUUID();
  await push(cashierToken, 'register.open', {
    id: sessionId,
    pos_setting_id: till!.id,
    opened_at: new Date().toISOString(),
    opening_cash: 500_000,
  });
  const seller = { id: cashier.id } as SeededUser;
  const lineOf = (i: number, quantity: number, more = {}) =>
    line({
      product_id: products[i]!.id,
      product_name: products[i]!.name,
      quantity,
      price: Number(products[i]!.sale_price),
      tracking_type: products[i]!.tracking_type,
      ...more,
    });
  let n = 900_000;
  const code = (type: 'HD' | 'TH') => `${type}-${till!.prefix}-${String(++n).padStart(6, '0')}`;
  const first = order(pos, { code: code('HD'), sessionId, seller, lines: [lineOf(0, 2), lineOf(1, 1)] });
  await push(cashierToken, 'order.create', first);
  await push(
    cashierToken,
    'order.create',
    order(pos, {
      code: code('HD'),
      sessionId,
      seller,
      lines: [lineOf(2, 3)],
      payments: [
        {
          id: crypto.randomUUID(),
          method: 'bank_transfer',
          amount: 3 * Number(products[2]!.sale_price),
          reference: null,
        },
      ],
    }),
  );
  await push(cashierToken, 'order.create', order(pos, { code: code('HD'), sessionId, seller, lines: [lineOf(1, 4)] }));
  await push(
    cashierToken,
    'order.create',
    order(pos, {
      code: code('TH'),
      type: 'return',
      returnFor: first.id,
      sessionId,
      seller,
      lines: [lineOf(0, 1, { is_return: true, return_of_line_id: first.lines[0]!.id })],
    }),
  );
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Shows the period on the dashboard, reads the orders list for its days, and compares the two. */
async function showPeriod(page: Page, period: DashboardPeriod) {
  await page.getByRole('button', { name: { day: 'Ngày', week: 'Tuần', month: 'Tháng' }[period], exact: true }).click();
  const ready = page.locator(`[data-testid=dashboard][data-period=${period}][aria-busy=false]`);
  await ready.waitFor({ timeout: 15_000 });
  const net = await page.getByTestId('kpi-net-revenue').textContent();
  const count = await page.getByTestId('kpi-orders').textContent();
  const range = periodRange(period, todayInShop());
  const totals = await listTotals(page, range.from, range.to);
  expect(net).toBe(money(totals.net));
  expect(count).toBe(String(totals.orders).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
  // Back to the dashboard: the period chosen is remembered.
  await page.goto('/dashboard');
  await ready.waitFor({ timeout: 15_000 });
  return totals;
}

describe('the dashboard', () => {
  it("shows the orders list's totals for the day, the week and the month, at both widths", async () => {
    for (const [width, height, tag] of [
      [1280, 800, 'desktop'],
      [390, 844, 'mobile'],
    ] as const) {
      const context = await newContext(browser, server.url, { width, height });
      const page = await context.newPage();
      await logIn(page, ADMIN);
      await page.goto('/dashboard');
      await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
      const day = await showPeriod(page, 'day');
      expect(day.orders).toBeGreaterThanOrEqual(3);
      await expect.poll(() => page.getByTestId('kpi-returns').textContent()).not.toBe(money(0));
      await expect.poll(() => page.getByTestId('stock-value-total').isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, `dashboard-day-${tag}.png`), fullPage: true });
      for (const period of ['week', 'month'] as const) {
        await showPeriod(page, period);
        await page.screenshot({ path: path.join(SCREENS, `dashboard-${period}-${tag}.png`), fullPage: true });
      }
      await page.reload();
      await page.locator('[data-testid=dashboard][data-period=month]').waitFor({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Tháng', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await context.close();
    }
  });

  it('shows its panels while the report is on the way, and the figures take their places without moving them', async () => {
    const context = await newContext(browser, server.url, { width: 390, height: 844 });
    const page = await context.newPage();
    await logIn(page, ADMIN);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/reports/dashboard*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const loading = page.getByTestId('dashboard-loading');
    await loading.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Đang tải số liệu…' }).count()).toBe(1);
    const heading = (root: typeof loading) =>
      root.getByRole('heading', { name: 'Doanh thu theo phương thức thanh toán' });
    expect(await loading.getByText('Doanh thu thuần').isVisible()).toBe(true);
    expect(await loading.getByText('Chuyển khoản').isVisible()).toBe(true);
    // No figure is shown before it is known.
    expect(await page.getByTestId('kpi-net-revenue').count()).toBe(0);
    const before = await heading(loading).boundingBox();

    release();
    const ready = page.locator('[data-testid=dashboard][aria-busy=false]');
    await ready.waitFor({ timeout: 15_000 });
    expect(await loading.count()).toBe(0);
    const after = await heading(ready).boundingBox();
    expect(after!.y).toBe(before!.y);
    expect(after!.x).toBe(before!.x);
    await context.close();
  });

  it("the cashier's dashboard has the figures but no stock value", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, CASHIER);
    await page.goto('/dashboard');
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await showPeriod(page, 'day');
    expect(await page.getByTestId('stock-value').count()).toBe(0);
    await context.close();
  });
});
