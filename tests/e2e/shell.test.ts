/**
 * The app shell in Chromium at 1280×800 and 390×844 against the real server: sidebars of admin
 * and cashier, the drawer on a phone, /404 without layout, and a deep link kept across login.
 * Screenshots go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { SHOP_TIME_ZONE } from '../../src/domain/shop-clock';
import { launchBrowser, logIn, newContext, watchCsp } from './browser';
import { ROOT, startServer, type RunningServer } from './server';
import { provisionShellShop, type ShellRole, type ShopLogins } from './shell-session';

const SCREENS = path.join(ROOT, '.tmp', 'screens');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DESKTOP_CONTEXT = { viewport: DESKTOP, locale: 'vi-VN', timezoneId: SHOP_TIME_ZONE };

let browser: Browser;
let server: RunningServer;
let logins: ShopLogins;
let context: BrowserContext | undefined;
const refusedByCsp: string[] = [];
beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  // Its own server, so that the test can provision a shop in its database.
  server = await startServer();
  logins = await provisionShellShop(server);
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: { width: number; height: number }, role?: ShellRole): Promise<Page> {
  context = await newContext(browser, server.url, viewport);
  watchCsp(context, refusedByCsp);
  const page = await context.newPage();
  if (role) await logIn(page, logins[role]);
  return page;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

function menuKeys(page: Page): Promise<string[]> {
  return page
    .locator('nav[aria-label="Menu chính"] [data-menu-key]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-key') ?? ''));
}

const CASHIER_KEYS = [
  'dashboard',
  'pos-sell',
  'pos-registers',
  'pos-orders',
  'doctors',
  'einvoices',
  'customers',
  'customer-complaints',
  'patient-tracking',
];

describe('the app shell at 1280×800', () => {
  it('shows the admin every sidebar item; the collapse survives a reload', async () => {
    const page = await openPage(DESKTOP, 'admin');
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('app-sidebar');
    await sidebar.waitFor();
    const keys = await menuKeys(page);
    expect(keys).toHaveLength(25);
    expect(keys.slice(0, 2)).toEqual(['dashboard', 'pos-sell']);
    expect(keys.at(-1)).toBe('settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Bạn không có thông báo mới!').count()).resolves.toBe(0);
    await shot(page, 'shell-admin-1280');

    await page.getByRole('button', { name: 'Thu gọn menu' }).click();
    await page.reload();
    await page.getByTestId('app-sidebar').waitFor();
    await expect(page.getByTestId('app-sidebar').getAttribute('data-collapsed')).resolves.toBe('true');
    const width = await page.getByTestId('app-sidebar').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(64);
    await shot(page, 'shell-admin-collapsed-1280');
  });

  it('shows the cashier only what both roles may open, and a no-permission page for settings', async () => {
    const page = await openPage(DESKTOP, 'cashier');
    await page.goto('/pos-orders');
    await page.getByTestId('app-sidebar').waitFor();
    expect(await menuKeys(page)).toEqual(CASHIER_KEYS);
    await shot(page, 'shell-cashier-1280');

    await page.goto('/settings');
    await page.getByText('Bạn không có quyền truy cập trang này').waitFor();
    await shot(page, 'shell-cashier-no-permission-1280');
  });

  it('the notification bell opens a drawer below the header with no new notifications', async () => {
    const page = await openPage(DESKTOP, 'admin');
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Cài đặt' }).waitFor();
    await expect(page.getByTestId('notification-count').textContent()).resolves.toBe('0');
    await page.getByRole('button', { name: 'Thông báo: 0' }).click();
    const drawer = page.getByTestId('notification-drawer');
    await drawer.getByText('Bạn không có thông báo mới!').waitFor();
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(65);
    expect(box?.width).toBeCloseTo(378, 2);
    await page.waitForTimeout(400);
    await shot(page, 'shell-notifications-1280');
  });

  it('/pos hides the sidebar and keeps the header', async () => {
    const page = await openPage(DESKTOP, 'cashier');
    await page.goto('/pos');
    // The layout draws header and sidebar together: once the header is there, so would the sidebar be.
    await page.getByRole('banner').waitFor();
    await expect(page.getByTestId('app-sidebar').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'PharmaTill' }).isVisible()).resolves.toBe(true);
    await shot(page, 'shell-pos-1280');
  });
});

describe('the app shell at 390×844', () => {
  // A till tablet (820 wide) and a phone. On the phone the brand's name is cut short to make room
  // for the controls, as it always was; it stays where it is.
  it.each([
    { name: 'tablet', viewport: { width: 820, height: 1180 }, box: 4 },
    { name: 'phone', viewport: PHONE, box: 2 },
  ])(
    'a first load draws the page a frame before the header controls, and the brand stays put ($name)',
    async ({ viewport, box }) => {
      const page = await openPage(viewport, 'cashier');
      // Counts the frames drawn, and notes the frame in which the page and the header's controls
      // first appear, with the brand's box at each of those moments.
      await page.addInitScript(() => {
        const w = window as unknown as { frames_: number; seen: Record<string, { frame: number; brand: string }> };
        w.frames_ = 0;
        w.seen = {};
        const tick = () => {
          w.frames_ += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const targets = { page: '[data-testid=pos-page]', controls: '[data-testid=user-menu]' };
        new MutationObserver(() => {
          for (const [name, selector] of Object.entries(targets)) {
            if (w.seen[name] || !document.querySelector(selector)) continue;
            const box = document.querySelector('header a[href="/dashboard"]')?.getBoundingClientRect();
            w.seen[name] = { frame: w.frames_, brand: box ? `${box.x},${box.y},${box.width},${box.height}` : '' };
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // No stylesheet holds the first paint: the login screen's comes with its own chunk (chunk-plan.ts).
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto('/pos');
      await page.getByTestId('user-menu').waitFor();
      expect(stylesheets).toEqual([]);
      const seen = await page.evaluate(
        () => (window as unknown as { seen: Record<string, { frame: number; brand: string }> }).seen,
      );
      expect(seen.controls!.frame).toBeGreaterThan(seen.page!.frame);
      expect(seen.page!.brand).not.toBe('');
      const part = (brand: string) => brand.split(',').slice(0, box).join(',');
      expect(part(seen.controls!.brand)).toBe(part(seen.page!.brand));
    },
  );

  it('the sidebar is a drawer: a backdrop click closes it, choosing an item navigates and closes it', async () => {
    const page = await openPage(PHONE, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
    await expect(page.getByTestId('app-sidebar').count()).resolves.toBe(0);
    // The phone shows the user's initials only; the menu's name still says whose it is (label in name).
    const userMenu = page.getByRole('button', { name: 'Tài khoản của bạn: Nguyễn Thị Lan', exact: true });
    // The header's controls come a frame after the page (src/components/use-after-first-paint.ts).
    await userMenu.waitFor();
    await shot(page, 'shell-phone-closed');

    await page.getByTestId('open-nav').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.waitFor();
    await page.waitForTimeout(500);
    expect((await drawer.boundingBox())?.width).toBe(378);
    await expect(drawer.getByRole('button', { name: 'Quay lại' }).isVisible()).resolves.toBe(true);
    await shot(page, 'shell-phone-drawer');

    // The backdrop shows in the 12 px the drawer leaves on a 390 px screen.
    await page.mouse.click(386, 400);
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByTestId('open-nav').click();
    await drawer.getByRole('link', { name: 'Lịch sử bán hàng' }).click();
    await page.waitForURL('**/pos-orders');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Lịch sử bán hàng' }).waitFor();
    await shot(page, 'shell-phone-pos-orders');

    await page.getByTestId('open-nav').click();
    await drawer.getByRole('button', { name: 'Quay lại' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('the cashier drawer lists only what both roles may open', async () => {
    const page = await openPage(PHONE, 'cashier');
    await page.goto('/dashboard');
    await page.getByTestId('open-nav').click();
    await page.getByTestId('nav-drawer').waitFor();
    expect(await menuKeys(page)).toEqual(CASHIER_KEYS);
    await page.waitForTimeout(500);
    await shot(page, 'shell-phone-cashier-drawer');
  });
});

describe('the tablet breakpoint (SPEC §2: tablet 769–1024 px, desktop from 1025 px)', () => {
  it('a 1024 px tablet has the drawer with a close button; 1025 px has the sidebar', async () => {
    const page = await openPage({ width: 1024, height: 768 }, 'admin');
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Cài đặt' }).waitFor();
    await expect(page.getByTestId('app-sidebar').count()).resolves.toBe(0);
    await page.getByTestId('open-nav').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.getByRole('button', { name: 'Đóng menu' }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'shell-tablet-drawer-1024');
    await drawer.getByRole('button', { name: 'Đóng menu' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1025, height: 768 });
    await page.getByTestId('app-sidebar').waitFor();
    await expect(page.getByTestId('open-nav').count()).resolves.toBe(0);
  });
});

describe('a deploy while the app is open', () => {
  it('a page whose chunk no longer loads offers a reload, which brings the page back', async () => {
    // Without the service worker, so that the chunk requests reach the network and can fail.
    context = await browser.newContext({ ...DESKTOP_CONTEXT, baseURL: server.url, serviceWorkers: 'block' });
    watchCsp(context, refusedByCsp);
    const page = await context.newPage();
    await logIn(page, logins.admin);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
    // Every script the dashboard needed stays; any other chunk is gone, as after a deploy.
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    );
    const missing = (url: URL) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !loaded.has(url.href);
    await page.route(missing, (route) => route.abort());
    await page.getByRole('link', { name: 'Lịch sử bán hàng' }).click();
    // The router first reloads once by itself (a fresh index.html after a deploy would fix it);
    // when the chunk is still missing, the page offers the reload instead of a white screen.
    await page.getByText('Cần tải lại ứng dụng').waitFor();
    await expect(page.getByTestId('app-sidebar').isVisible()).resolves.toBe(true);
    await shot(page, 'shell-chunk-error-1280');

    await page.unroute(missing);
    await page.getByRole('button', { name: 'Tải lại trang' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lịch sử bán hàng' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pos-orders');
  });
});

describe('signing in', () => {
  it('an unauthenticated deep link goes to /login, and after login back to the deep link', async () => {
    const page = await openPage(PHONE);
    await page.goto('/report/inventory-valuations?from=2026-11-01');
    await page.waitForURL('**/login');
    // The app's own login route draws the screen with its stylesheet, which its chunk brought.
    await expect(page.locator('.pt-login').evaluate((login) => getComputedStyle(login).display)).resolves.toBe('flex');
    await shot(page, 'shell-deep-link-login-phone');
    await logIn(page, logins.admin);
    await page.waitForURL('**/report/inventory-valuations?from=2026-11-01');
    await page.getByRole('heading', { level: 1, name: 'Báo cáo giá trị tồn kho' }).waitFor();
    await shot(page, 'shell-deep-link-after-login-phone');
  });

  it('two tabs whose access token expired together both stay signed in (one refresh between them)', async () => {
    const first = await openPage(DESKTOP, 'admin');
    const second = await context!.newPage();
    await second.goto('/dashboard');
    await second.getByTestId('user-menu').waitFor();
    // A token the server no longer accepts, in the storage both tabs share; a slow refresh call
    // makes sure both tabs meet the expired token before either refresh has answered.
    // Counted when answered: a call the reload cancels while it is held here (an old page may react
    // to the changed storage before it unloads) fails in the browser and never spent the token.
    const refreshes: string[] = [];
    const answered = (request: Request) => {
      if (request.url().endsWith('/api/v1/token/refresh')) refreshes.push(request.postData() ?? '');
    };
    const slowRefresh = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    };
    context!.on('requestfinished', answered);
    await context!.route('**/api/v1/token/refresh', slowRefresh);
    await first.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
    await Promise.all([first.reload(), second.reload()]);
    const stored = () => first.evaluate(() => localStorage.getItem('token'));
    await expect.poll(stored, { timeout: 30_000 }).not.toBe('expired.access.token');
    // Room for a second tab's refresh, if one were sent, to answer and sign both tabs out.
    await first.waitForTimeout(2_500);
    expect(refreshes).toHaveLength(1);
    // The tests after this one get the context without the slow refresh.
    context!.off('requestfinished', answered);
    await context!.unroute('**/api/v1/token/refresh', slowRefresh);
    for (const page of [first, second]) {
      await page.getByTestId('user-menu').waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/login');
    }
    // The refreshed session is alive: a reused refresh token would have revoked it.
    const status = await first.evaluate(
      async () =>
        (
          await fetch('/api/v1/token/refresh', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refresh_token: localStorage.getItem('refresh_token') }),
          })
        ).status,
    );
    expect(status).toBe(200);
  });

  it('logging out from the user menu goes back to /login', async () => {
    const page = await openPage(DESKTOP, 'cashier');
    await page.getByRole('button', { name: 'Tài khoản của bạn: Trần Văn Hùng', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.waitForURL('**/login');
    // What counts is where the app sends a signed-out visitor, not the page's load event.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForURL('**/login');
  });
});

describe('paths outside the layout', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`/no-such-page goes to /404 without any layout (${name})`, async () => {
      const page = await openPage(viewport, 'admin');
      await page.goto('/no-such-page');
      await page.waitForURL('**/404');
      await page.getByText('Không tìm thấy trang').waitFor();
      await expect(page.locator('header, aside, nav').count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).resolves.toBe('/');
      await shot(page, `shell-404-${name}`);
    });
  }

  it('/500 has no layout and a way back', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/500');
    await page.getByText('Máy chủ gặp sự cố').waitFor();
    await expect(page.locator('header, aside, nav').count()).resolves.toBe(0);
    await shot(page, 'shell-500-1280');
  });
});

it('the Content Security Policy refused nothing on any shell page, phone or desktop', () => {
  expect(refusedByCsp).toEqual([]);
});
