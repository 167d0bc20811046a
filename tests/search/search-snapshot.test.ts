/**
 * The offline search index as saved on the till: a snapshot, cloned as IndexedDB would, comes
 * back answering every query exactly as the index it was taken from (segment, dead entries and
 * delta alike), also when it changes while the snapshot is written out.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../scripts/generate-catalog';
import { prepareDoc } from '../../src/search/prepared-doc';
import { ProductIndex } from '../../src/search/product-index';

const QUERIES = [
  'para',
  'thuoc ho',
  'vitamin c',
  'amox',
  'ber',
  'cef 250',
  'p',
  'a',
  't',
  '5',
  'sp0012',
  'kem',
  'siro',
  'thuốc',
  'đau',
  'vien nen',
  'moi',
  'x',
];
const pause = () => Promise.resolve();

function catalogue(count: number) {
  return [...generateCatalog({ count, seed: 7 })].map(({ product }, i) =>
    prepareDoc({
      id: `p${i}`,
      name: product.name,
      code: product.code,
      activeIngredient: product.active_ingredient,
      barcodes: product.units.map((u) => u.barcode),
    }),
  );
}

const answers = (index: ProductIndex) => Object.fromEntries(QUERIES.map((q) => [q, index.search(q, 30)]));

describe('search index snapshot', () => {
  it('restores an index that answers as the original, with dead entries and a delta', async () => {
    const docs = catalogue(3_000);
    const index = new ProductIndex(docs);
    for (let i = 0; i < 200; i += 1)
      index.upsertPrepared({
        ...docs[i * 7]!,
        normName: `${docs[i * 7]!.normName} moi`,
        nameWords: [...docs[i * 7]!.nameWords, 'moi'],
      });
    for (let i = 0; i < 100; i += 1) index.remove(`p${i * 11 + 3}`);
    index.upsert({ id: 'new', name: 'Zzyzx mới', code: 'SPX', barcodes: ['8930000099999'] });

    const restored = await ProductIndex.restore(structuredClone(await index.snapshot(pause)), pause);
    expect(restored.size).toBe(index.size);
    expect(answers(restored)).toEqual(answers(index));
    expect(restored.search('8930000099999').map((h) => h.id)).toEqual(['new']);
    // It goes on changing like any index.
    expect(restored.search('zzyzx').map((h) => h.id)).toEqual(['new']);
    restored.remove('new');
    expect(restored.search('zzyzx')).toEqual([]);
  });

  it('is taken as of the call, even when the index changes while it is written out', async () => {
    const index = new ProductIndex(catalogue(25_000));
    const before = answers(index);
    const taking = index.snapshot(pause);
    index.upsert({ id: 'late', name: 'Zzyzx muộn' });
    index.remove('p0');
    const restored = await ProductIndex.restore(structuredClone(await taking), pause);
    expect(answers(restored)).toEqual(before);
    expect(restored.search('zzyzx')).toEqual([]);
  });

  it('restores an empty index', async () => {
    const restored = await ProductIndex.restore(structuredClone(await new ProductIndex().snapshot(pause)), pause);
    expect(restored.size).toBe(0);
    expect(restored.search('a')).toEqual([]);
  });

  it('refuses a snapshot whose parts do not fit together', async () => {
    const snapshot = await new ProductIndex(catalogue(50)).snapshot(pause);
    await expect(ProductIndex.restore({ ...snapshot, dead: new Uint8Array(3) }, pause)).rejects.toThrow('inconsistent');
    const odd = await new ProductIndex([
      prepareDoc({ id: 'a\nb', name: 'Tên lạ' }),
      prepareDoc({ id: 'c', name: 'Khác' }),
    ]).snapshot(pause);
    await expect(ProductIndex.restore(odd, pause)).rejects.toThrow('inconsistent');
  });
});
