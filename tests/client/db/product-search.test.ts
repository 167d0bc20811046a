/** Offline product search over the till database (fake-indexeddb): build, barcode, follow pulls. */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { INDEX_CHUNK, ProductSearch } from '../../../src/db/product-search';

describe('product search on the till', () => {
  it('builds in chunks, finds by words and barcode, and follows pulled changes', async () => {
    const db = new TillDb(uuidv7());
    const store = dexieLocalStore(db);
    const many = Array.from({ length: INDEX_CHUNK + 50 }, (_, i) => ({
      entity: 'products',
      id: `p${String(i).padStart(5, '0')}`,
      version: String(i + 1),
      deleted: false,
      row: { name: `Vitamin ${i}`, code: `SP${i}`, is_active: true },
    }));
    await store.applyPull(
      [
        ...many,
        {
          entity: 'products',
          id: 'para',
          version: '9001',
          deleted: false,
          row: {
            name: 'Paracetamol 500mg',
            code: 'SP9',
            active_ingredient: 'Paracetamol',
            is_active: true,
            units: [{ id: 'u1', barcode: '8934567000012', factor: 1 }],
          },
        },
        {
          entity: 'products',
          id: 'off',
          version: '9002',
          deleted: false,
          row: { name: 'Paracetamol ngừng bán', code: 'SP10', is_active: false },
        },
      ],
      '9002',
    );
    const search = new ProductSearch(db);
    const progress: number[] = [];
    await search.build((done) => progress.push(done));
    expect(progress).toEqual([INDEX_CHUNK, INDEX_CHUNK + 52]);
    expect((await search.search('para')).map((p) => p.id)).toEqual(['para']);
    expect((await search.search('8934567000012')).map((p) => p.id)).toEqual(['para']);
    expect(await search.findByBarcode('8934567000012')).toMatchObject({ product: { id: 'para' }, unit: { id: 'u1' } });
    expect(await search.findByBarcode('000')).toBeNull();

    const stop = onPulled((changes) => void search.applyChanges(changes));
    await store.applyPull(
      [
        { entity: 'products', id: 'para', version: '9004', deleted: true, row: null },
        {
          entity: 'products',
          id: 'ho',
          version: '9005',
          deleted: false,
          row: { name: 'Thuốc ho Bảo Thanh', is_active: true },
        },
      ],
      '9005',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await search.search('thuoc ho')).map((p) => p.id)).toEqual(['ho']);
    expect(await search.search('para')).toEqual([]);
    stop();
    db.close();
  });
});
