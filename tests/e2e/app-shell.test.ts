import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { startServer } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the installable app shell', () => {
  it('loads, sends a visitor without a token to /login, and the service worker takes control', async () => {
    const context = await newContext(browser, inject('baseUrl'));
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect(page.title()).resolves.toBe('PharmaTill');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ short_name: 'PharmaTill', lang: 'vi', display: 'standalone' });
    await context.close();
  });

  it('after the server is stopped, a reload of / and of a deep link still shows the app', async () => {
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

      await page.goto('/pos');
      expect(await page.title()).toBe('PharmaTill');
      expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
