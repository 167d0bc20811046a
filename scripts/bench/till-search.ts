/**
 * Node-side micro-benchmark of the till's offline product search over generated catalogues
 * (scripts/generate-catalog.ts): index build time, search p50/p95 at 50k and 100k (broad
 * one-letter queries included), and the cost of following a pulled page. Cheap beside the
 * Chromium run in till-sync.ts: `node --import tsx scripts/bench/till-search.ts`.
 */
import os from 'node:os';
import { generateCatalog } from '../generate-catalog';
import { prepareDoc, type PreparedDoc } from '../../src/search/prepared-doc';
import { ProductIndex } from '../../src/search/product-index';
import { percentile, printTable, type BenchRow } from './format';

const SIZES = [50_000, 100_000];
const RUNS = 2_000;
/** Realistic queries plus the broadest ones a cashier types first: one letter, one digit. */
export const SEARCH_QUERIES = [
  'para',
  'thuoc ho',
  'vitamin c',
  'amox',
  'ber',
  'cef 250',
  'ome',
  'lora',
  'ibu 400',
  'metf',
  'p',
  'a',
  't',
  'v',
  '5',
  'SP0012',
  'kem',
  'siro',
  'thuốc',
  'đau',
  'vien nen',
  'x',
];

function catalogue(count: number): { docs: PreparedDoc[]; prepareMs: number } {
  const items = [...generateCatalog({ count, seed: 42 })];
  const t0 = performance.now();
  const docs = items.map(({ product }, i) =>
    prepareDoc({
      id: `p${i}`,
      name: product.name,
      code: product.code,
      activeIngredient: product.active_ingredient,
      barcodes: product.units.map((u) => u.barcode),
    }),
  );
  return { docs, prepareMs: performance.now() - t0 };
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const cpuMs = () => process.cpuUsage().user / 1000;

export function benchTillSearch(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const size of SIZES) {
    const label = `${size / 1000}k`;
    const { docs, prepareMs } = catalogue(size);
    const cpu0 = cpuMs();
    let index = new ProductIndex();
    const buildMs = time(() => (index = new ProductIndex(docs)));
    const buildCpu = cpuMs() - cpu0;
    for (const q of SEARCH_QUERIES) index.search(q, 20); // warm up
    const samples: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let i = 0; i < RUNS; i += 1) {
      const q = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
      const ms = time(() => index.search(q, 20));
      samples.push(ms);
      byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
    }
    const [slowQuery, slowMedian] = [...byQuery]
      .map(([q, list]) => [q, percentile(list, 50)] as const)
      .sort((a, b) => b[1] - a[1])[0]!;
    // A pulled page of 1,000 changed products, then searching with them in the delta.
    const page = docs.slice(0, 1_000).map((d) => ({ ...d, normName: `${d.normName} moi` }));
    const pageMs = time(() => page.forEach((d) => index.upsertPrepared(d)));
    const deltaSamples: number[] = [];
    for (let i = 0; i < RUNS / 4; i += 1)
      deltaSamples.push(time(() => index.search(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!, 20)));
    const limit = { reference: 16, referenceLabel: 'search p95 limit' };
    rows.push(
      { name: `node search p50 at ${label}`, value: percentile(samples, 50), unit: 'ms', ...limit },
      { name: `node search p95 at ${label}`, value: percentile(samples, 95), unit: 'ms', ...limit },
      { name: `node search p99 at ${label}`, value: percentile(samples, 99), unit: 'ms', ...limit },
      { name: `node slowest query's median at ${label} ('${slowQuery}')`, value: slowMedian, unit: 'ms', ...limit },
      {
        name: `node search p95 at ${label}, 1k products in the delta`,
        value: percentile(deltaSamples, 95),
        unit: 'ms',
        ...limit,
      },
      {
        name: `node text preparation at ${label} (sliced in the app)`,
        value: prepareMs / 1000,
        unit: 's',
        reference: 15,
        referenceLabel: 'first-sync limit',
      },
      {
        name: `node segment build at ${label} (${(buildCpu / 1000).toFixed(1)} s CPU)`,
        value: buildMs / 1000,
        unit: 's',
        reference: 15,
        referenceLabel: 'first-sync limit',
      },
      {
        name: `node follow a pulled page of 1k products at ${label}`,
        value: pageMs,
        unit: 'ms',
        reference: 16,
        referenceLabel: 'one frame',
      },
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.cpus().length} CPUs\n`,
  );
  printTable(benchTillSearch());
}
