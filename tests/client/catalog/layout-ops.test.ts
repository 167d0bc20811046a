import { move, toLayoutInput } from '../../../src/features/pos-settings/layout-ops';

describe('POS layout ordering', () => {
  it.each([
    { from: 0, to: 2, expected: ['b', 'c', 'a'] },
    { from: 2, to: 0, expected: ['c', 'a', 'b'] },
    { from: 1, to: 0, expected: ['b', 'a', 'c'] },
    { from: 0, to: -1, expected: ['a', 'b', 'c'] },
    { from: 2, to: 3, expected: ['a', 'b', 'c'] },
  ])('moves $from → $to', ({ from, to, expected }) => {
    const list = ['a', 'b', 'c'];
    expect(move(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('sends product items by id only, folders with their products', () => {
    const input = toLayoutInput([
      {
        id: 'c1',
        name: 'Giảm đau',
        color: null,
        items: [
          { type: 'product', product_id: 'p1', product_name: 'Panadol' },
          {
            type: 'folder',
            id: 'f1',
            name: 'Siro',
            items: [{ type: 'product', product_id: 'p2', product_name: 'Siro ho' }],
          },
        ],
      },
    ]);
    expect(input).toEqual({
      categories: [
        {
          id: 'c1',
          name: 'Giảm đau',
          color: null,
          items: [
            { type: 'product', product_id: 'p1' },
            { type: 'folder', id: 'f1', name: 'Siro', items: [{ type: 'product', product_id: 'p2' }] },
          ],
        },
      ],
    });
  });
});
