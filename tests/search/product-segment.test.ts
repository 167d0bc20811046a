/** The compact search segment and its delta: same answers as a plain scan, tiers, compaction. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareDoc, tierOf, type PreparedDoc } from '../../src/search/prepared-doc';
import { searchWords } from '../../src/search/normalize';
import { ProductIndex } from '../../src/search/product-index';

const WORDS = [
  'para',
  'paracetamol',
  'panadol',
  'thuốc',
  'ho',
  'homeo',
  'đường',
  'vitamin',
  'c',
  'b1',
  '500mg',
  'siro',
  'kem',
  'amox',
];

/** What the index must answer: every live doc's tier, by tier then name then id. */
function reference(docs: Map<string, PreparedDoc>, query: string, limit: number): string[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  return [...docs.values()]
    .map((doc) => ({ doc, tier: tierOf(doc, words, phrase) }))
    .filter((x) => x.tier >= 0)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.doc.normName < b.doc.normName ? -1 : a.doc.normName > b.doc.normName ? 1 : a.doc.id < b.doc.id ? -1 : 1),
    )
    .slice(0, limit)
    .map((x) => x.doc.id);
}

const product = fc.record({
  id: fc.integer({ min: 0, max: 40 }).map((n) => `p${n}`),
  name: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
  code: fc.integer({ min: 0, max: 99 }).map((n) => `SP${String(n).padStart(4, '0')}`),
  activeIngredient: fc.option(fc.constantFrom(...WORDS)),
  barcodes: fc.array(fc.constantFrom('8934567000012', '8930000000001'), { maxLength: 1 }),
});
const op = fc.oneof(
  fc.record({ kind: fc.constant('upsert' as const), product }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 40 }).map((n) => `p${n}`) }),
  fc.record({ kind: fc.constant('compact' as const) }),
);
const query = fc.oneof(
  fc.constantFrom(
    'p',
    'para',
    'thuoc ho',
    'ho',
    'c',
    'vitamin c',
    'sp00',
    'SP0012',
    '8934567000012',
    'b',
    '5',
    'duong',
    'zzz',
  ),
  fc.constantFrom(...WORDS),
);

describe('product segment', () => {
  it('answers like a plain scan, through upserts, removals and compactions', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 30 }),
        fc.array(op, { maxLength: 30 }),
        query,
        fc.integer({ min: 1, max: 8 }),
        (initial, ops, q, limit) => {
          const model = new Map(initial.map((p) => [p.id, prepareDoc(p)]));
          const index = new ProductIndex([...model.values()]);
          for (const o of ops) {
            if (o.kind === 'upsert') {
              index.upsert(o.product);
              model.set(o.product.id, prepareDoc(o.product));
            } else if (o.kind === 'remove') {
              index.remove(o.id);
              model.delete(o.id);
            } else index.compact();
          }
          expect(index.size).toBe(model.size);
          expect(index.search(q, limit).map((h) => h.id)).toEqual(reference(model, q, limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ranks code, name prefix, name words, then other words; by name within a tier', () => {
    const index = new ProductIndex(
      [
        { id: 'ingredient', name: 'Efferalgan', activeIngredient: 'Paracetamol' },
        { id: 'word', name: 'Hapacol Para', code: 'X1' },
        { id: 'prefix-b', name: 'Paracetamol 500mg' },
        { id: 'prefix-a', name: 'Panadol Para' },
        { id: 'code', name: 'Khác', code: 'PA' },
      ].map(prepareDoc),
    );
    expect(index.search('pa').map((h) => h.id)).toEqual(['code', 'prefix-a', 'prefix-b', 'word', 'ingredient']);
    expect(index.search('para').map((h) => h.id)).toEqual(['prefix-b', 'word', 'prefix-a', 'ingredient']);
  });

  it('finds barcodes whole only, and keeps a one-letter query to the limit', () => {
    const docs = Array.from({ length: 5_000 }, (_, i) =>
      prepareDoc({ id: `v${i}`, name: `Vitamin ${i}`, barcodes: [`893${String(i).padStart(10, '0')}`] }),
    );
    const index = new ProductIndex(docs);
    expect(index.search('8930000000042').map((h) => h.id)).toEqual(['v42']);
    expect(index.search('893000000004')).toEqual([]);
    const hits = index.search('v', 20);
    expect(hits).toHaveLength(20);
    expect(hits[0]!.id).toBe('v0');
  });

  it('keeps changes made while an asynchronous compaction runs', async () => {
    const index = new ProductIndex(
      Array.from({ length: 25_000 }, (_, i) => prepareDoc({ id: `p${i}`, name: `Thuốc ${i}` })),
    );
    index.upsert({ id: 'new-before', name: 'Siro ho' });
    let pauses = 0;
    const running = index.compactAsync(async () => {
      pauses += 1;
      if (pauses === 2) {
        index.upsert({ id: 'p1', name: 'Kem bôi' });
        index.remove('p2');
        index.upsert({ id: 'new-during', name: 'Siro ho trẻ em' });
      }
    });
    await running;
    expect(pauses).toBeGreaterThan(2);
    expect(index.needsCompaction).toBe(false);
    expect(index.search('siro').map((h) => h.id)).toEqual(['new-before', 'new-during']);
    expect(index.search('kem').map((h) => h.id)).toEqual(['p1']);
    expect(index.search('thuoc 2', 50).map((h) => h.id)).not.toContain('p2');
    expect(index.search('thuoc 1', 1).map((h) => h.id)).toEqual(['p10']);
    expect(index.size).toBe(25_001 + 1 - 1);
  });
});
