/**
 * The first catalogue load indexed from its pages as they are stored (fake-indexeddb): the result
 * answers every query as a rebuild from the database does; the in-memory barcode map never
 * answers with a unit whose barcode changed behind it.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { ProductSearch } from '../../../src/db/product-search';
import type { Change } from '../../../src/sync/protocol';

let version = 0;
const change = (entity: string, id: string, row: Record<string, unknown> | null): Change => ({
  entity,
  id,
  version: String((version += 1)),
  deleted: row === null,
  row: row && { ...row, id },
});

const NAMES = ['Paracetamol 500mg', 'Thuốc ho Bảo Thanh', 'Vitamin C 1000', 'Amoxicillin 250mg', 'Siro ho Prospan'];

const unit = (i: number) => ({ id: `u${i}`, barcode: `893${String(i).padStart(10, '0')}`, factor: 1 });

/** Products with their units (as the pull sends them), then later changes of some. */
function pages(): Change[][] {
  const products = Array.from({ length: 40 }, (_, i) =>
    change('products', `p${i}`, {
      name: `${NAMES[i % NAMES.length]} ${i}`,
      code: `SP${i}`,
      active_ingredient: i % 3 ? 'Paracetamol' : null,
      is_active: i !== 7,
      units: [unit(i)],
    }),
  );
  const later = [
    change('products', 'p3', { name: 'Berberin mới', code: 'SP3', is_active: true, units: [unit(3)] }),
    // p5's unit deleted, p9 archived, a second unit with its own barcode for p1.
    change('products', 'p5', { ...products[5]!.row, units: [] }),
    change('products', 'p9', null),
    change('products', 'p1', {
      ...products[1]!.row,
      units: [unit(1), { id: 'u40', barcode: '8930000000999', factor: 10 }],
    }),
  ];
  return [products.slice(0, 25), products.slice(25), later];
}

const QUERIES = [
  'para',
  'thuoc ho',
  'vitamin',
  'amox',
  'ber',
  'sp1',
  'siro',
  '8930000000001',
  '8930000000005',
  '8930000000009',
  '8930000000999',
  'p',
  'a',
];

async function answers(search: ProductSearch): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const q of QUERIES) result[q] = (await search.search(q, 50)).map((row) => row.id);
  return result;
}

describe('the first catalogue load, indexed as it is stored', () => {
  it('answers as a rebuild from the database does, barcodes included', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    const followed = new ProductSearch(db);
    followed.beginLoad();
    const stop = onPulled((changes) => followed.followLoad(changes));
    for (const page of pages()) await store.applyPull(page, page[page.length - 1]!.version);
    stop();
    await followed.finishLoad(true);

    const rebuilt = new ProductSearch(db);
    await rebuilt.build();
    expect(followed.size).toBe(rebuilt.size);
    expect(followed.size).toBe(38);
    const expected = await answers(rebuilt);
    expect(await answers(followed)).toEqual(expected);
    expect(expected.ber).toEqual(['p3']);
    expect(expected['8930000000005']).toEqual([]);

    expect(await followed.findByBarcode('8930000000999')).toMatchObject({ product: { id: 'p1' }, unit: { id: 'u40' } });
    expect(await followed.findByBarcode('8930000000012')).toMatchObject({
      product: { id: 'p12' },
      unit: { id: 'u12' },
    });
    expect(await followed.findByBarcode('8930000000005')).toBeNull();
    expect(await followed.findByBarcode('8930000000007')).toBeNull(); // inactive product
    expect(await followed.findByBarcode('8930000000009')).toBeNull(); // archived product
    db.close();
  });

  it('indexes the database instead after a load that failed half-way', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    const search = new ProductSearch(db);
    search.beginLoad();
    const [first] = pages();
    await store.applyPull(first!, first![first!.length - 1]!.version);
    await search.finishLoad(false);
    expect(search.size).toBe(24);
    expect((await search.search('sp24')).map((row) => row.id)).toEqual(['p24']);
    db.close();
  });

  it('checks what the barcode map says against the database, and finds a code the map does not know', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    const page = pages()[0]!;
    await store.applyPull(page, page[page.length - 1]!.version);
    const search = new ProductSearch(db);
    await search.build();
    expect(await search.findByBarcode(' 8930000000001 ')).toMatchObject({ product: { id: 'p1' }, unit: { id: 'u1' } });
    // Changed in the database, not (yet) followed by the index: the map's answer is refused.
    const p1 = (await db.products.get('p1'))!;
    await db.products.put({ ...p1, units: [{ id: 'u1', barcode: '8930000000111', factor: 1 }] });
    expect(await search.findByBarcode('8930000000001')).toBeNull();
    // Once followed, the new code is found.
    await search.applyChanges([change('products', 'p1', null)]);
    expect(await search.findByBarcode('8930000000111')).toMatchObject({ product: { id: 'p1' }, unit: { id: 'u1' } });
    await db.products.put({
      id: 'p1',
      name: 'Ngừng bán',
      is_active: false,
      units: [{ id: 'u1', barcode: '8930000000111' }],
    });
    expect(await search.findByBarcode('8930000000111')).toBeNull();
    db.close();
  });

  it('finds a barcode through the text index while the map is empty (a reload still filling it)', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    for (const page of pages()) await store.applyPull(page, page[page.length - 1]!.version);
    const built = new ProductSearch(db);
    await built.build();
    expect(await built.saveNow()).toBe(true);
    // A scan sent while the saved index is still opening waits for it instead of missing.
    const opening = new ProductSearch(db);
    const opened = opening.open();
    expect(await opening.findByBarcode('8930000000012')).toMatchObject({ product: { id: 'p12' } });
    await opened;
    const reopened = new ProductSearch(db);
    await reopened.open();
    // Before the background fill has run, the saved text index answers the scan.
    expect(reopened.barcodeCount).toBe(0);
    expect(await reopened.findByBarcode('8930000000999')).toMatchObject({ product: { id: 'p1' }, unit: { id: 'u40' } });
    expect(await reopened.findByBarcode('8930000000005')).toBeNull();
    await reopened.settled();
    expect(reopened.barcodeCount).toBe(built.barcodeCount);
    db.close();
  });
});
