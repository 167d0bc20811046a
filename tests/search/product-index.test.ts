/** The offline product index: diacritics-insensitive prefix search, ranking, updates. */
import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '../../src/search/normalize';
import { ProductIndex } from '../../src/search/product-index';

function index() {
  const i = new ProductIndex();
  i.upsert({
    id: 'para',
    name: 'Paracetamol 500mg',
    code: 'SP000001',
    activeIngredient: 'Paracetamol',
    barcodes: ['8934567000012'],
  });
  i.upsert({ id: 'efferalgan', name: 'Efferalgan 500mg', code: 'SP000002', activeIngredient: 'Paracetamol' });
  i.upsert({ id: 'ho', name: 'Thuốc ho Bảo Thanh', code: 'SP000003', activeIngredient: 'Xuyên bối mẫu' });
  i.upsert({ id: 'homeo', name: 'Thuốc nhỏ mắt Homeo', code: 'SP000004' });
  i.upsert({ id: 'duong', name: 'Đường glucose', code: 'SP000005' });
  return i;
}

const ids = (i: ProductIndex, q: string) => i.search(q).map((h) => h.id);

describe('product index', () => {
  it('normalises Vietnamese text', () => {
    expect(normalizeSearch('  Thuốc HO Đường-Phèn ')).toBe('thuoc ho duong phen');
  });

  it.each([
    ['para', ['para', 'efferalgan']],
    ['PARA', ['para', 'efferalgan']],
    ['thuoc ho', ['ho', 'homeo']],
    ['thuốc ho', ['ho', 'homeo']],
    ['duong', ['duong']],
    ['đường', ['duong']],
    ['SP000003', ['ho']],
    ['8934567000012', ['para']],
    ['xuyen boi', ['ho']],
    ['thuoc zzz', []],
    ['', []],
  ])('%s → %j', (query, expected) => {
    expect(ids(index(), query)).toEqual(expected);
  });

  it('ranks a name match above an ingredient match, and a code match first', () => {
    const i = index();
    expect(ids(i, 'para')[0]).toBe('para');
    i.upsert({ id: 'code-hit', name: 'Khác', code: 'PARA' });
    expect(ids(i, 'para')[0]).toBe('code-hit');
  });

  it('follows updates and removals, and respects the limit', () => {
    const i = index();
    i.upsert({ id: 'para', name: 'Hapacol 250', code: 'SP000001' });
    expect(ids(i, 'para')).toEqual(['efferalgan']);
    i.remove('efferalgan');
    expect(ids(i, 'para')).toEqual([]);
    expect(i.size).toBe(4);
    for (let n = 0; n < 50; n += 1) i.upsert({ id: `v${n}`, name: `Vitamin C ${n}` });
    expect(i.search('vitamin', 10)).toHaveLength(10);
  });
});
