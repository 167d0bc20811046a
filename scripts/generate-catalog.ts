/**
 * Large catalogues for benchmarks and search checks: `generateCatalog({ count, seed })` yields
 * products shaped like scripts/demo-data/products.json (same category, UOM, tax, tag and vendor
 * codes, so the demo master data resolves them), each with its lots. Deterministic for a seed,
 * one product at a time (memory stays flat). The CLI writes JSON lines, one product per line with
 * its `lots` array:
 *
 *   node --import tsx scripts/generate-catalog.ts --count 100000 --seed 42 [--start-at 1001] [--out file.jsonl]
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { ean13 } from './demo-data/ean13';
import { loadDemoData } from './demo-data/load';
import { type Rng, digits, intBetween, mulberry32, pick } from './demo-data/prng';
import { unitPrices } from './demo-data/source/build-products';
import { type MakerKey, makers } from './demo-data/source/makers';
import { lotsFor } from './demo-data/source/build-stock';
import type { DemoLot, DemoProduct } from './demo-data/types';

export interface CatalogOptions {
  count: number;
  seed?: number;
  /** Number of the first product code (SP + 6 digits); 1001 keeps clear of the demo shop's codes. */
  startAt?: number;
}

export interface CatalogItem {
  product: DemoProduct;
  lots: DemoLot[];
}

/** Domestic makers of generic drugs, by the short name printed on the box. */
const GENERIC_MAKERS: [string, MakerKey][] = [
  ['DHG', 'dhg'],
  ['Traphaco', 'traphaco'],
  ['Imexpharm', 'imex'],
  ['Pymepharco', 'pmp'],
  ['Stella', 'stella'],
  ['Domesco', 'domesco'],
  ['Mekophar', 'mekophar'],
  ['OPC', 'opc'],
  ['Nam Hà', 'namha'],
  ['Danapha', 'danapha'],
  ['Bidiphar', 'bidiphar'],
  ['Agimexpharm', 'agimex'],
  ['Boston', 'boston'],
  ['SaVi', 'savi'],
  ['Hataphar', 'hataphar'],
  ['Vidipha', 'vidipha'],
  ['Medipharco', 'medipharco'],
  ['Pharmedic', 'pharmedic'],
];
const BRAND_HEADS = [
  'Meko',
  'Hapa',
  'Tra',
  'Dome',
  'Imex',
  'Pyme',
  'Sav',
  'Agi',
  'Vidi',
  'Bidi',
  'Dana',
  'Boston',
  'Medi',
  'Pha',
  'Stel',
  'Nam',
  'Việt',
  'Hà',
  'Sài',
  'Phú',
];
const BRAND_TAILS = [
  'cin',
  'col',
  'fen',
  'zol',
  'pril',
  'tan',
  'dol',
  'mox',
  'cef',
  'vit',
  'gel',
  'lin',
  'fort',
  'zin',
  'pha',
  'sol',
  'mycin',
  'dipin',
  'statin',
  'prazol',
];
const VARIANTS = ['Plus', 'Extra', 'Gold', 'Kids', 'Forte', 'New', 'Max', 'Premium', 'Soft', 'Care', 'Baby', 'Daily'];
const TABLET_PACKS: [number, number][] = [
  [10, 10],
  [3, 10],
  [2, 10],
  [5, 10],
  [2, 14],
  [1, 10],
  [10, 20],
  [6, 10],
];

interface Template {
  product: DemoProduct;
  ingredientWord: string;
}

function loadTemplates(): Template[] {
  return loadDemoData()
    .products.filter((p) => p.tracking_type !== 'none')
    .map((product) => ({
      product,
      ingredientWord: product.active_ingredient?.split(/[ (+,]/)[0] ?? product.name.split(' ')[0]!,
    }));
}

/** Medicines become domestic generics; other goods keep their brand and maker. */
const isMedicine = (product: DemoProduct): boolean => product.registration_number !== null && product.tax === 'VAT5';

function nameFor(rng: Rng, { product, ingredientWord }: Template, makerShort: string): string {
  const strength = product.strength ? ` ${product.strength}` : '';
  if (!isMedicine(product)) return `${product.name} ${pick(rng, VARIANTS)}`;
  switch (intBetween(rng, 0, 2)) {
    case 0:
      return `${ingredientWord}${strength} ${makerShort}`;
    case 1:
      return `${pick(rng, BRAND_HEADS)}${pick(rng, BRAND_TAILS)}${strength}`;
    default:
      return `${ingredientWord.slice(0, 5)}${pick(rng, BRAND_TAILS)}${strength}`;
  }
}

/** Units like the template's, with tablets in blisters repacked into a common blister layout. */
function packFor(rng: Rng, template: DemoProduct): { packaging: string; units: { uom: string; factor: number }[] } {
  if (!template.packaging.includes(' vỉ x '))
    return { packaging: template.packaging, units: template.units.map(({ uom, factor }) => ({ uom, factor })) };
  const [blisters, per] = pick(rng, TABLET_PACKS);
  const units = [{ uom: 'vien', factor: 1 }];
  if (blisters > 1) units.push({ uom: 'vi', factor: per });
  units.push({ uom: 'hop', factor: blisters * per });
  return { packaging: `Hộp ${blisters} vỉ x ${per} viên`, units };
}

function registrationFor(rng: Rng, template: DemoProduct, index: number): string | null {
  if (template.registration_number === null) return null;
  if (template.tax === 'VAT8') return `${1000 + (index % 9000)}/${intBetween(rng, 2021, 2025)}/ĐKSP`;
  return rng() < 0.5
    ? `VD-${digits(index % 100000, 5)}-${intBetween(rng, 17, 22)}`
    : `89311${digits(index % 100000, 5)}${intBetween(rng, 23, 25)}`;
}

export function* generateCatalog({ count, seed = 1, startAt = 1 }: CatalogOptions): Generator<CatalogItem> {
  const templates = loadTemplates();
  const rng = mulberry32(seed);
  for (let i = 0; i < count; i++) {
    const number = startAt + i;
    const template = pick(rng, templates);
    const base = template.product;
    const price = Math.max(100, Math.round((base.sale_price * (0.6 + rng())) / 100) * 100);
    const { packaging, units } = packFor(rng, base);
    const prices = unitPrices(
      price,
      units.map((u) => u.factor),
    );
    const [makerShort, makerKey] = pick(rng, GENERIC_MAKERS);
    const generic = isMedicine(base);
    const product: DemoProduct = {
      ...base,
      code: `SP${digits(number, 6)}`,
      name: nameFor(rng, template, makerShort),
      manufacturer: generic ? makers[makerKey].name : base.manufacturer,
      country_of_origin: generic ? 'Việt Nam' : base.country_of_origin,
      default_vendor: generic ? makers[makerKey].vendor : base.default_vendor,
      tags: generic ? base.tags.filter((tag) => tag !== 'biet-duoc' && tag !== 'nhap-khau') : base.tags,
      registration_number: registrationFor(rng, base, number),
      packaging,
      base_unit: units[0]!.uom,
      units: units.map((u, k) => ({
        ...u,
        price: prices[k]!,
        barcode: ean13(`8939${digits(number, 7)}${k}`),
        is_base: u.factor === 1,
      })),
      cost_price: Math.max(1, Math.round(price * 0.72)),
      sale_price: price,
      min_stock: units[units.length - 1]!.factor * 2,
      max_stock: units[units.length - 1]!.factor * 20,
    };
    yield { product, lots: product.tracking_type === 'lot' ? lotsFor(product, rng) : [] };
  }
}

/** The same catalogue in arrays of `size` items, for batched inserts. */
export function* generateCatalogChunks(options: CatalogOptions & { size?: number }): Generator<CatalogItem[]> {
  let chunk: CatalogItem[] = [];
  for (const item of generateCatalog(options)) {
    chunk.push(item);
    if (chunk.length === (options.size ?? 1000)) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

async function main(args: string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const count = Number(option('count') ?? 10_000);
  const seed = Number(option('seed') ?? 1);
  const startAt = Number(option('start-at') ?? 1);
  if (!Number.isSafeInteger(count) || count < 1 || count > 9_999_999)
    throw new Error('--count must be a whole number from 1 to 9,999,999');
  const out = option('out');
  const stream = out ? createWriteStream(out, { highWaterMark: 1 << 23 }) : process.stdout;
  const started = performance.now();
  for (const chunk of generateCatalogChunks({ count, seed, startAt, size: 1000 })) {
    const text = chunk.map(({ product, lots }) => JSON.stringify({ ...product, lots })).join('\n') + '\n';
    if (!stream.write(text)) await once(stream, 'drain');
  }
  if (out) {
    stream.end();
    await once(stream, 'finish');
    console.error(`Wrote ${count} products to ${out} in ${Math.round(performance.now() - started)} ms.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
