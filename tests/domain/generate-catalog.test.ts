// The large-catalogue generator: deterministic, well-formed like the demo data, fast, and its CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidEan13 } from '../../scripts/demo-data/ean13';
import { loadDemoData } from '../../scripts/demo-data/load';
import { DEMO_TODAY } from '../../scripts/demo-data/source/build-stock';
import { type CatalogItem, generateCatalog, generateCatalogChunks } from '../../scripts/generate-catalog';

const demo = loadDemoData();
const take = (count: number, seed: number, startAt?: number): CatalogItem[] => [
  ...generateCatalog({ count, seed, startAt }),
];

describe('generateCatalog', () => {
  it('gives the same catalogue for the same seed and another for another seed', () => {
    expect(JSON.stringify(take(300, 7))).toBe(JSON.stringify(take(300, 7)));
    expect(JSON.stringify(take(300, 8))).not.toBe(JSON.stringify(take(300, 7)));
  });

  it('makes products shaped like the demo data, referring to the demo master data', () => {
    const items = take(2000, 42, 1001);
    const sets = {
      category: new Set(demo.categories.map((c) => c.code)),
      uom: new Set(demo.uoms.map((u) => u.code)),
      tax: new Set(demo.taxes.map((t) => t.code)),
      vendor: new Set(demo.vendors.map((v) => v.code)),
      tag: new Set(demo.tags.map((t) => t.code)),
    };
    const demoKeys = Object.keys(demo.products[0]!).sort().join();
    const seen = new Set(demo.products.flatMap((p) => p.units.map((u) => u.barcode)));
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || problems.push(what));
    items.forEach(({ product, lots }, i) => {
      const c = product.code;
      check(c === `SP${String(1001 + i).padStart(6, '0')}`, `${c} out of sequence`);
      check(Object.keys(product).sort().join() === demoKeys, `${c} has other fields`);
      check(sets.category.has(product.category) && sets.tax.has(product.tax), `${c} category/tax`);
      check(!product.default_vendor || sets.vendor.has(product.default_vendor), `${c} vendor`);
      check(
        product.tags.every((tag) => sets.tag.has(tag)),
        `${c} tags`,
      );
      check(
        product.units.filter((u) => u.is_base && u.factor === 1 && u.uom === product.base_unit).length === 1,
        `${c} base unit`,
      );
      let previous = Infinity;
      for (const unit of product.units) {
        check(sets.uom.has(unit.uom), `${c} uom ${unit.uom}`);
        check(Number.isInteger(unit.price) && unit.price > 0 && Number.isInteger(unit.factor), `${c} price/factor`);
        check(unit.price / unit.factor <= previous, `${c} ${unit.uom} dearer per base unit`);
        previous = unit.price / unit.factor;
        check(isValidEan13(unit.barcode) && !seen.has(unit.barcode), `${c} barcode ${unit.barcode}`);
        seen.add(unit.barcode);
      }
      check(lots.length > 0 === (product.tracking_type === 'lot'), `${c} lots vs tracking`);
      const blister = product.packaging.match(/^Hộp (\d+) vỉ x (\d+) viên$/);
      if (blister)
        check(product.units.at(-1)!.factor === Number(blister[1]) * Number(blister[2]), `${c} packaging vs units`);
      for (const lot of lots) {
        check(lot.product === c && lot.quantity > 0, `${c} lot ${lot.lot_number}`);
        check(lot.manufacture_date < lot.expiry_date && lot.manufacture_date < DEMO_TODAY, `${c} lot dates`);
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(new Set(items.map((i) => i.product.name)).size).toBeGreaterThan(1000);
    expect(items.some(({ lots }) => lots.some((l) => l.expiry_date < DEMO_TODAY))).toBe(true);
  }, 30_000);

  it('streams in chunks and stays fast', () => {
    const started = performance.now();
    const sizes = [...generateCatalogChunks({ count: 10_500, seed: 1, size: 1000 })].map((chunk) => chunk.length);
    expect(sizes).toEqual([...Array(10).fill(1000), 500]);
    // Loose bound for a shared CI machine; an idle laptop does 100,000 in about two seconds.
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('writes JSON lines from the command line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    try {
      const out = path.join(dir, 'catalog.jsonl');
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/generate-catalog.ts', '--count', '250', '--seed', '3', '--out', out],
        { encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      const lines = readFileSync(out, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(250);
      expect(lines[0]).toEqual({ ...take(1, 3)[0]!.product, lots: take(1, 3)[0]!.lots });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
