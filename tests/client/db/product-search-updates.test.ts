/** Offline product search following the database while it builds and merges (fake-indexeddb). */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { ProductSearch } from '../../../src/db/product-search';
import type { Change } from '../../../src/sync/protocol';

const product = (id: string, name: string, version: number): Change => ({
  entity: 'products',
  id,
  version: String(version),
  deleted: false,
  row: { name, is_active: true },
});

describe('product search following changes', () => {
  it('keeps a change that arrives while the index is being built', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    await store.applyPull(
      Array.from({ length: 300 }, (_, i) => product(`p${String(i).padStart(4, '0')}`, `Vitamin ${i}`, i + 1)),
      '300',
    );
    const search = new ProductSearch(db);
    let late: Promise<void> | undefined;
    // After the rows were read, before the new index is in: rename one, as a pulled page would.
    const building = search.build(() => {
      late ??= db
        .synced('products')
        .put({ id: 'p0001', name: 'Siro ho Prospan', is_active: true })
        .then(() => search.applyChanges([product('p0001', 'Siro ho Prospan', 301)]));
    });
    await building;
    await late;
    await search.settled();
    expect((await search.search('siro ho')).map((p) => p.id)).toEqual(['p0001']);
    expect((await search.search('vitamin 1', 50)).map((p) => p.id)).not.toContain('p0001');
    expect(search.size).toBe(300);
    db.close();
  });

  it('merges many pulled products in the background and still finds every one', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    const search = new ProductSearch(db);
    await search.build();
    const pending: Promise<void>[] = [];
    const stop = onPulled((changes) => void pending.push(search.applyChanges(changes)));
    for (let page = 0; page < 5; page += 1) {
      const rows = Array.from({ length: 1_000 }, (_, i) =>
        product(`p${page}-${String(i).padStart(4, '0')}`, `Thuốc ${page} ${i}`, page * 1_000 + i + 1),
      );
      await store.applyPull(rows, String((page + 1) * 1_000));
    }
    await Promise.all(pending);
    await search.settled();
    stop();
    expect(search.size).toBe(5_000);
    expect((await search.search('thuoc 4 999')).map((p) => p.id)).toEqual(['p4-0999']);
    expect((await search.search('t', 20)).map((p) => p.id)).toHaveLength(20);
    db.close();
  });
});
