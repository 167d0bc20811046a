import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, newContext, watchCsp } from './browser';
import { DEMO_ADMIN } from './catalog-shop';
import { startServer } from './server';

/** The built file of a source module, from Vite's manifest of the dist/ the server serves. */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return `/${manifest[source]!.file}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the installable app shell', () => {
  it('loads, sends a visitor without a token to /login, and the service worker takes control', async () => {
    const context = await newContext(browser, inject('baseUrl'));
    const refused = watchCsp(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect(page.title()).resolves.toBe('PharmaTill');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ short_name: 'PharmaTill', lang: 'vi', display: 'standalone' });
    // Under the server's CSP: Chakra's run-time styles apply (the sign-in button is filled),
    // images from blob: (product images) and data: URLs load, and nothing (script, style, worker,
    // manifest, image) was refused through a reload.
    const button = page.getByRole('button', { name: 'Đăng nhập' });
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const images = await page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<boolean>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(true);
          img.onerror = () => resolve(false);
          img.src = src;
        });
      const png = await (await fetch('/icons/icon-192.png')).blob();
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';
      return [await load(URL.createObjectURL(png)), await load(`data:image/svg+xml,${encodeURIComponent(svg)}`)];
    });
    expect(images).toEqual([true, true]);
    await page.reload();
    await page.waitForURL('**/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(refused).toEqual([]);
    // And the policy has teeth: an injected inline script does not run and is reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.head.append(script);
      return document.body.dataset.inline ?? null;
    });
    expect(ran).toBeNull();
    await expect.poll(() => refused.length).toBe(1);
    expect(refused[0]).toContain("script-src 'self'");
    await context.close();
  });

  it('a visitor who opens /login gets the login screen alone, and signing in loads the app', async () => {
    const context = await newContext(browser, inject('baseUrl'));
    const refused = watchCsp(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // What Chromium reports to DevTools beside the console: a refused eval is only an issue there.
    const issues: string[] = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details)}`));
    await cdp.send('Audits.enable');
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Đăng nhập' });
    await submit.waitFor();
    expect(scripts).toContain(builtFile('src/login-main.tsx'));
    expect(scripts).not.toContain(builtFile('index.html'));
    // Its own stylesheet draws it: the brand's filled button, the card.
    await expect(submit.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(15, 118, 110)');
    // A till's first visit is this page: the service worker installs from here.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Mật khẩu/).fill(DEMO_ADMIN.password);
    await submit.click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('user-menu').waitFor();
    expect(scripts).toContain(builtFile('index.html'));
    await page.goto('/pos');
    await page.locator('[data-testid=pos-page][data-ready=true]').waitFor({ timeout: 30_000 });
    expect(refused).toEqual([]);
    expect(issues.filter((issue) => issue.startsWith('ContentSecurityPolicyIssue'))).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor at / or a deep link keeps the splash until the login screen, never a blank page', async () => {
    const context = await newContext(browser, inject('baseUrl'));
    const page = await context.newPage();
    // A 4G-like round trip: the login view's chunk, loaded after the redirect, takes a moment.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    // What #root shows at every frame, from before the first script.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __rootText: seen });
      const look = () => {
        seen.push(document.getElementById('root')?.innerText.trim() ?? '');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    for (const start of ['/', '/pos']) {
      await page.goto(start);
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
      const frames = await page.evaluate(() => (window as unknown as { __rootText: string[] }).__rootText);
      const firstSplash = frames.findIndex((text) => text.startsWith('PharmaTill'));
      expect(firstSplash).toBeGreaterThanOrEqual(0);
      expect(frames.slice(firstSplash).filter((text) => text === '')).toEqual([]);
    }
    await context.close();
  });

  it('paints a splash before any script runs, and the app replaces it', async () => {
    // What a till on a slow first install sees while the JavaScript downloads.
    const bare = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const before = await bare.newPage();
    await before.goto('/login');
    const splash = before.getByRole('status');
    await expect(splash.getByRole('heading', { name: 'PharmaTill' }).isVisible()).resolves.toBe(true);
    await expect(splash.getByText('Đang tải…').isVisible()).resolves.toBe(true);
    await expect(splash.getByRole('heading').evaluate((el) => getComputedStyle(el).color)).resolves.toBe(
      'rgb(15, 118, 110)',
    );
    await bare.close();

    const context = await newContext(browser, inject('baseUrl'));
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    await expect(page.locator('.boot').count()).resolves.toBe(0);
    await context.close();
  });

  // Its own server with a fresh database (up to 60 s to answer on a loaded machine, as a hook's
  // start) and three bounded waits of 30 s: more than the default 120 s a test gets.
  it(
    'after the server is stopped, a reload of / and of a deep link still shows the app',
    { timeout: 240_000 },
    async () => {
      const server = await startServer();
      const context = await newContext(browser, server.url);
      const page = await context.newPage();
      try {
        await page.goto('/');
        await page.waitForURL('**/login');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
        expect(await server.stop()).toBe(0);
        await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();

        await page.reload();
        await page.waitForURL('**/login');
        await page.getByText('PharmaTill').first().waitFor({ state: 'visible', timeout: 30_000 });

        // Signed out, the app sends the deep link to its login route, whose view (a chunk of its own)
        // comes from the service worker's cache too.
        await page.goto('/pos');
        await page.waitForURL('**/login');
        await page.getByRole('button', { name: 'Đăng nhập' }).waitFor({ timeout: 30_000 });
        expect(await page.title()).toBe('PharmaTill');
        expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
      } finally {
        await context.close();
        await server.stop();
      }
    },
  );
});
