/**
 * The search index saved in the till database (fake-indexeddb): a reload opens the saved index
 * instead of re-reading the catalogue, but only while no pulled page changed the catalogue
 * since; a stale or damaged snapshot is rebuilt from the database; a deleted unit's barcode
 * leaves the index with its page.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { INDEX_KEY } from '../../../src/db/search-snapshot';
import { ProductSearch } from '../../../src/db/product-search';
import type { Change } from '../../../src/sync/protocol';

let version = 0;
const change = (entity: string, id: string, row: Record<string, unknown> | null): Change => ({
  entity,
  id,
  version: String((version += 1)),
  deleted: row === null,
  row,
});

async function seeded() {
  const db = new TillDb(uuidv7());
  const store = dexieLocalStore(db);
  const page = [
    ...Array.from({ length: 30 }, (_, i) =>
      change('products', `p${i}`, {
        name: `Paracetamol ${i}`,
        code: `SP${i}`,
        is_active: true,
        units: i === 1 ? [{ id: 'u1', barcode: '8930000000001', factor: 1 }] : [],
      }),
    ),
  ];
  await store.applyPull(page, page[page.length - 1]!.version);
  return { db, store };
}

const ids = async (search: ProductSearch, q: string) => (await search.search(q, 50)).map((row) => row.id);

describe('the saved search index', () => {
  it('opens the saved index while the catalogue has not changed, and rebuilds once it has', async () => {
    const { db, store } = await seeded();
    const first = new ProductSearch(db);
    await first.open();
    expect(await first.saveNow()).toBe(true);
    first.dispose();

    // Written behind the index's back (no pulled page): a reload that opens the saved index
    // does not see it, which shows the catalogue was not re-read.
    await db.synced('products').put({ id: 'hidden', name: 'Paracetamol ẩn', is_active: true });
    const reloaded = new ProductSearch(db);
    await reloaded.open();
    expect(reloaded.size).toBe(30);
    // The barcode map fills from the units in the background, FILL_DELAY_MS after the index
    // opened (the first scans of a cold boot go through the text index meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reloaded.barcodeCount).toBe(0);
    expect(await reloaded.findByBarcode('8930000000001')).toMatchObject({ product: { id: 'p1' } });
    await reloaded.settled();
    expect(reloaded.barcodeCount).toBe(1);
    expect(await ids(reloaded, 'sp7')).toEqual(['p7']);
    expect(await reloaded.findByBarcode('8930000000001')).toMatchObject({ product: { id: 'p1' }, unit: { id: 'u1' } });
    expect(await ids(reloaded, 'paracetamol an')).toEqual([]);

    // A pulled page moves the catalogue on: the next reload rebuilds (and sees everything).
    const stop = onPulled((changes, catalogue) => void reloaded.applyChanges(changes, catalogue));
    const page = [change('products', 'p2', { name: 'Berberin', code: 'SP2', is_active: true })];
    await store.applyPull(page, page[0]!.version);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await ids(reloaded, 'ber')).toEqual(['p2']);
    reloaded.dispose();
    const rebuilt = new ProductSearch(db);
    await rebuilt.open();
    expect(await ids(rebuilt, 'paracetamol an')).toEqual(['hidden']);
    expect(await ids(rebuilt, 'ber')).toEqual(['p2']);

    // Saved again, the index follows the page: the next reload opens it again.
    expect(await rebuilt.saveNow()).toBe(true);
    await db.synced('products').delete('hidden');
    const again = new ProductSearch(db);
    await again.open();
    expect(again.size).toBe(31);
    db.close();
  });

  it('never replaces a newer saved index with an older one (a tab that does not sync)', async () => {
    const { db, store } = await seeded();
    const stale = new ProductSearch(db);
    await stale.open();
    const syncing = new ProductSearch(db);
    await syncing.open();
    const stop = onPulled((changes, catalogue) => void syncing.applyChanges(changes, catalogue));
    const page = [change('products', 'p2', { name: 'Berberin', code: 'SP2', is_active: true })];
    await store.applyPull(page, page[0]!.version);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await syncing.saveNow()).toBe(true);
    expect(await stale.saveNow()).toBe(true);
    stale.dispose();
    syncing.dispose();

    await db.synced('products').put({ id: 'hidden', name: 'Paracetamol ẩn', is_active: true });
    const reloaded = new ProductSearch(db);
    await reloaded.open();
    expect(await ids(reloaded, 'ber')).toEqual(['p2']);
    expect(await ids(reloaded, 'paracetamol an')).toEqual([]);
    reloaded.dispose();
    db.close();
  });

  it('rebuilds from the database when the saved index is damaged', async () => {
    const { db } = await seeded();
    const first = new ProductSearch(db);
    await first.open();
    await first.saveNow();
    const stored = (await db.search_index.get(INDEX_KEY))!.value as { index: { dead: Uint8Array } };
    await db.search_index.put({
      key: INDEX_KEY,
      value: { ...stored, index: { ...stored.index, dead: new Uint8Array(2) } },
    });
    const reloaded = new ProductSearch(db);
    await reloaded.open();
    expect(reloaded.size).toBe(30);
    expect(await ids(reloaded, 'sp12')).toEqual(['p12']);
    db.close();
  });

  it('drops a deleted unit’s barcode from the index with its page', async () => {
    const { db, store } = await seeded();
    const search = new ProductSearch(db);
    await search.open();
    expect(await ids(search, '8930000000001')).toEqual(['p1']);
    const stop = onPulled((changes, catalogue) => void search.applyChanges(changes, catalogue));
    const page = [change('products', 'p1', { name: 'Paracetamol 1', code: 'SP1', is_active: true, units: [] })];
    await store.applyPull(page, page[0]!.version);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await ids(search, '8930000000001')).toEqual([]);
    expect(await search.findByBarcode('8930000000001')).toBeNull();
    search.dispose();
    db.close();
  });
});
