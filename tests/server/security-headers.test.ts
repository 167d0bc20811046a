/**
 * The security headers on the three kinds of answer the server gives (the HTML shell, an API
 * answer, a hashed asset), read through app.inject from a small built PWA in a temporary folder;
 * HSTS only when the request came over TLS through a trusted proxy.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

const CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** The policy as a browser reads it: directives split on `;`, sources on white space. */
function directives(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** Headers helmet sends by default that this server does not (DESIGN.md §4 lists what it sends). */
const NOT_SENT = [
  'strict-transport-security',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function builtPwa(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ distDir: builtPwa(), trustProxy: true });
});
afterAll(() => t.close());

function expectCommon(headers: Record<string, unknown>) {
  expect(directives(headers['content-security-policy'])).toEqual(CSP);
  expect(headers).toMatchObject(COMMON);
  for (const name of NOT_SENT) expect(headers[name], name).toBeUndefined();
}

describe('security headers', () => {
  it('the HTML shell (a deep link) carries the CSP and is revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pos' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectCommon(res.headers);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('an API answer carries the same headers and is never stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expectCommon(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an API error (unknown path) carries them too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(res.statusCode).toBe(404);
    expectCommon(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a hashed asset and the service worker carry them with their own caching', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectCommon(asset.headers);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expectCommon(sw.headers);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('HSTS is sent only when the request came over TLS', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    for (const url of ['/pos', '/api/v1/health', '/assets/index-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: tls });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy'])).toEqual(CSP);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
