/**
 * Compression (issue 16): the PWA's text assets go out as the brotli or gzip file the build wrote
 * beside them, picked by Accept-Encoding, with `Vary: Accept-Encoding`; without the header, the
 * original bytes. API answers of 1 KiB or more are compressed on the fly; small ones are not.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { precompressDir } from '../../scripts/precompress';
import { seedShop, type SeededShop } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'giá trị ${i}';`).join('\n');

async function builtPwa(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><body><div id="root"></div>${' '.repeat(2048)}</body></html>`,
  );
  writeFileSync(
    path.join(dir, 'login.html'),
    '<!doctype html><html><body><div id="root" data-page="login"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'first-load'));
  writeFileSync(
    path.join(dir, 'first-load', 'pos.html'),
    '<!doctype html><html><body><div id="root" data-page="pos"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), 'console.log(1);');
  await precompressDir(dir);
  return dir;
}

let t: TestApp;
let shop: SeededShop;
let dist: string;

beforeAll(async () => {
  dist = await builtPwa();
  t = await createTestApp({ distDir: dist });
  shop = await seedShop(t, 'Nhà thuốc Nén');
  // Enough products that the first pull page is well above the threshold.
  const client = new pg.Client({ connectionString: t.database.ownerUrl });
  await client.connect();
  await client.query(
    `insert into products (tenant_id, id, code, name, tracking_type, sale_price, stock_on_hand)
     select $1, gen_random_uuid(), 'SP' || lpad(i::text, 6, '0'), 'Thuốc ' || i, 'basic', 1000, 10 from generate_series(1, 30) as i`,
    [shop.tenantId],
  );
  await client.end();
});
afterAll(async () => {
  await t.close();
});

describe('precompressed PWA assets', () => {
  it('writes .br and .gz beside text assets of 1 KiB or more, and not beside tiny ones', () => {
    const original = readFileSync(path.join(dist, 'assets', 'index-abc123.js'));
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'index-abc123.js.br')))).toEqual(original);
    expect(zlib.gunzipSync(readFileSync(path.join(dist, 'assets', 'index-abc123.js.gz')))).toEqual(original);
    expect(() => readFileSync(path.join(dist, 'assets', 'tiny-abc123.js.br'))).toThrow();
  });

  it('answers a .js asset with brotli and Vary: Accept-Encoding when the client accepts br', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the original bytes (identity) without Accept-Encoding, still with Vary', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('does not serve the compressed siblings as URLs of their own', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it('sends the HTML shell of a deep link compressed, revalidated every time', async () => {
    const res = await t.app.inject({ url: '/products', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('the pages', () => {
  it('answers /login, in any case and with a trailing slash, with the login screen alone; every other path with the app', async () => {
    for (const url of ['/login', '/Login', '/login/', '/login?next=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-page="login"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/dashboard', '/login-history', '/pos-orders', '/pos/x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-page=');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("answers a first-load page with the build's file for it, and index.html where the build wrote none", async () => {
    for (const url of ['/pos', '/POS', '/pos/', '/pos?tab=2']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('data-page="pos"');
    }
    // This build has no first-load/dashboard.html: the app's index.html answers.
    const dashboard = await t.app.inject({ url: '/dashboard' });
    expect(dashboard.body).toContain('<div id="root">');
    expect(dashboard.body).not.toContain('data-page=');
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above the threshold for a client that accepts it', async () => {
    const res = await t.app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('data');
  });

  it('compresses a sync pull page, and the till reads it as the same JSON', async () => {
    const plain = await t.app.inject({
      url: '/api/v1/sync/pull',
      headers: shop.cashier.headers,
    });
    const packed = await t.app.inject({
      url: '/api/v1/sync/pull',
      headers: { ...shop.cashier.headers, 'accept-encoding': 'gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.gunzipSync(packed.rawPayload).toString())).toEqual(plain.json());
  });
});
