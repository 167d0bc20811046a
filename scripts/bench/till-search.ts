/**
 * Node-side micro-benchmark of the till's offline product search over generated catalogues
 * (scripts/generate-catalog.ts): index build time, search p50/p95 at 50k and 100k (broad
 * one-letter queries included), and the cost of following a pulled page. Cheap beside the
 * Chromium run in till-sync.ts: `node --import tsx scripts/bench/till-search.ts`.
 */
import os from 'node:os';
import { generateCatalog } from '../generate-catalog';
import { prepareDoc, type PreparedDoc } from '../../src/sync/search/prepared-doc';
import { ProductIndex } from '../../src/sync/search/product-index';
import { percentile, printTable, type BenchRow } from './format';

const SIZES = [50_000, 100_000];
const RUNS = 2_000;
/** Realistic queries plus the broadest ones a cashier types first: one letter, one digit. */
export const SEARCH_QUERIES = ['para', 'thuoc ho', 'vitamin c', 'amox', 'ber', 'cef 250', 'ome', 'lora', 'ibu 400', 'metf', 'p', 'a', 't', 'v', '5', 'SP0012', 'kem', 'siro', 'thuốc', 'đau', 'vien nen', 'x'];

function catalogue(count: number): { docs: PreparedDoc[]; prepareMs: number } {
  const items = [...generateCatalog({ count, seed: 42 })];
  const t0 = performance.now();
  const docs = items.map(({ product }, i) =>
    prepareDoc({ id: `p${i}`, name: product.name, code: product.code, activeIngredient: product.active_ingredient, barcodes: product.units.map((u) => u.barcode) }),
  );
  return { docs, prepareMs: performance.now() - t0 };
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function benchTillSearch(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const size of SIZES) {
    const label = `${size / 1000}k`;
    const { docs, prepareMs } = catalogue(size);
    let index = new ProductIndex();
    const buildMs = time(() => (index = new ProductIndex(docs)));
    for (const q of SEARCH_QUERIES) index.search(q, 20); // warm up
    const samples: number[] = [];
    const worst = new Map<string, number>();
    for (let i = 0; i < RUNS; i += 1) {
      const q = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
      const ms = time(() => index.search(q, 20));
      samples.push(ms);
      worst.set(q, Math.max(worst.get(q) ?? 0, ms));
    }
    const slowest = [...worst].sort((a, b) => b[1] - a[1])[0]!;
    // A pulled page of 1,000 changed products, then searching with them in the delta.
    const page = docs.slice(0, 1_000).map((d) => ({ ...d, normName: `${d.normName} moi` }));
    const pageMs = time(() => page.forEach((d) => index.upsertPrepared(d)));
    const deltaSamples = SEARCH_QUERIES.map((q) => time(() => index.search(q, 20)));
    rows.push(
      { name: `node search p50 at ${label}`, value: percentile(samples, 50), unit: 'ms', reference: 16, referenceLabel: 'p95 limit' },
      { name: `node search p95 at ${label}`, value: percentile(samples, 95), unit: 'ms', reference: 16, referenceLabel: 'limit' },
      { name: `node search max at ${label} ('${slowest[0]}')`, value: slowest[1], unit: 'ms', reference: 16, referenceLabel: 'p95 limit' },
      { name: `node search max at ${label} with a 1k-product delta`, value: Math.max(...deltaSamples), unit: 'ms', reference: 16, referenceLabel: 'p95 limit' },
      { name: `node index build at ${label} (segment)`, value: buildMs, unit: 'ms', reference: 1_000, referenceLabel: 'budget' },
      { name: `node text preparation at ${label} (chunked in the app)`, value: prepareMs, unit: 'ms', reference: 1_000, referenceLabel: 'budget' },
      { name: `node follow a 1k-product page at ${label}`, value: pageMs, unit: 'ms', reference: 16, referenceLabel: 'one frame' },
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${os.cpus().length} CPUs\n`);
  printTable(benchTillSearch());
}
