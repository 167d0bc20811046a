/**
 * The till's offline engine in Chromium against the real server, on generated catalogues: first
 * catalogue sync of 10k / 50k / 100k products into IndexedDB (against 10 s, beside a raw IndexedDB
 * put of the same records in the same run), search p50/p95 at 50k and 100k, barcode
 * lookup p99 at 100k; at 50k, add-to-cart p95 and sale commit p99 (strict durability) on the till's
 * own code path.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/server';
import { percentile, type BenchRow } from './format';
import type { TillBench } from './till/browser-entry';
import { seedCatalogue } from './till/seed';
import { ownerUrl } from '../../tests/e2e/server-access';

const SIZES = [10_000, 50_000, 100_000];
const SEARCH_RUNS = 400;

const POS_SALES = 200;

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, 'till', 'browser-entry.ts'),
        formats: ['iife'],
        name: 'tillBenchBundle',
        fileName: 'till-bench',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ('output' in out) for (const chunk of out.output) if (chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('no bundle');
}

export async function benchTillSync(): Promise<BenchRow[]> {
  const code = await bundle();
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ env: { JWT_SECRET: jwtSecret } });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-bench-'));
  // A persistent profile: IndexedDB on disk, as on a till (an incognito context keeps it in memory).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    bypassCSP: true,
  });
  const rows: BenchRow[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/api/v1/health`);
    await page.addScriptTag({ content: code });
    const url = ownerUrl(server.dataDir);
    for (const size of SIZES) {
      const shop = await seedCatalogue(url, jwtSecret, size);
      process.stderr.write(`till bench: seeded ${size} products\n`);
      const sync = await page.evaluate(
        ([t, k]) => (window as unknown as { tillBench: TillBench }).tillBench.firstSync(t, k),
        [shop.tenantId, shop.token] as const,
      );
      const raw = await page.evaluate(
        (name) => (window as unknown as { tillBench: TillBench }).tillBench.rawPut(name),
        `raw-${size}`,
      );
      const label = `${size / 1000}k`;
      process.stderr.write(
        `till bench: ${label} synced in ${(sync.ms / 1000).toFixed(1)} s (storing ${(sync.storeMs / 1000).toFixed(1)} s), raw put ${(raw / 1000).toFixed(1)} s, ratio ${(sync.ms / raw).toFixed(2)}, load ${os.loadavg()[0]!.toFixed(1)}\n`,
      );
      rows.push(
        {
          name: `first catalogue sync ${label} products (${sync.records} records stored)`,
          value: sync.ms / 1000,
          unit: 's',
          reference: 10,
          referenceLabel: 'limit',
        },
        {
          // The storage floor of the new layout: the sync is now bound by the server and the network.
          name: `first sync ${label}: raw IndexedDB put of the same ${sync.records} records (first sync ÷ it: ${(sync.ms / raw).toFixed(1)}×)`,
          value: raw / 1000,
          unit: 's',
          reference: sync.ms / 1000,
          referenceLabel: 'first sync time',
        },
        {
          name: `first sync ${label}: storing blocks and pages (${sync.pages} transactions)`,
          value: sync.storeMs / 1000,
          unit: 's',
          reference: sync.ms / 1000,
          referenceLabel: 'first sync time',
        },
        {
          name: `first sync ${label}: search ready after the load (index followed the pages)`,
          value: sync.indexMs / 1000,
          unit: 's',
          reference: sync.ms / 1000,
          referenceLabel: 'first sync time',
        },
        {
          name: `first sync ${label}: saving the search index`,
          value: sync.saveMs / 1000,
          unit: 's',
          reference: sync.ms / 1000,
          referenceLabel: 'first sync time',
        },
      );
      if (size >= 50_000) {
        const s = await page.evaluate(
          ([t, n]) => (window as unknown as { tillBench: TillBench }).tillBench.searchBench(t, n),
          [shop.tenantId, SEARCH_RUNS] as const,
        );
        rows.push(
          {
            name: `offline search p50 at ${label}`,
            value: percentile(s.samples, 50),
            unit: 'ms',
            reference: 16,
            referenceLabel: 'p95 limit',
          },
          {
            name: `offline search p95 at ${label}`,
            value: percentile(s.samples, 95),
            unit: 'ms',
            reference: 16,
            referenceLabel: 'limit',
          },
          {
            name: `reload: saved search index opened at ${label}`,
            value: s.openMs / 1000,
            unit: 's',
            reference: s.buildMs / 1000,
            referenceLabel: 'rebuild from IndexedDB, same run',
          },
          {
            name: `search index rebuild from IndexedDB at ${label} (read, prepare, segment; chunked)`,
            value: s.buildMs / 1000,
            unit: 's',
            reference: sync.ms / 1000,
            referenceLabel: 'first sync time',
          },
        );
        if (size === 50_000) {
          const pos = await page.evaluate(
            ([t, n]) => (window as unknown as { tillBench: TillBench }).tillBench.posBench(t, n),
            [shop.tenantId, POS_SALES] as const,
          );
          rows.push(
            {
              name: `add to cart p95 at ${label} (scan → cart stored, ${pos.addSamples.length} adds)`,
              value: percentile(pos.addSamples, 95),
              unit: 'ms',
              reference: 50,
              referenceLabel: 'limit',
            },
            {
              name: `sale commit p99 at ${label}, strict durability (${pos.commitSamples.length} sales of 5 lines)`,
              value: percentile(pos.commitSamples, 99),
              unit: 'ms',
              reference: 50,
              referenceLabel: 'limit',
            },
          );
        }
        if (size === 100_000) {
          rows.push(
            {
              name: `barcode lookup p50 at ${label}`,
              value: percentile(s.barcodeSamples, 50),
              unit: 'ms',
              reference: 5,
              referenceLabel: 'p99 limit',
            },
            {
              name: `barcode lookup p99 at ${label}`,
              value: percentile(s.barcodeSamples, 99),
              unit: 'ms',
              reference: 5,
              referenceLabel: 'limit',
            },
          );
        }
      }
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
