import fc from 'fast-check';
import { baseQty } from '../../src/domain/money';
import type { StockLot } from '../../src/domain/lots';
import { reconcileOrderStock, type ProductStock, type ReconcileLine } from '../../src/domain/stock-reconcile';

const today = '2026-11-22';
const P = 'para';
const lot = (id: string, expiry: string, quantity: number): StockLot => ({
  id,
  lot_number: id.toUpperCase(),
  expiry_date: expiry,
  quantity: baseQty(quantity),
});
/** The server's Paracetamol: an expired lot, then A (30) and B (100). */
const paraStock: ProductStock = {
  onHand: 150,
  lots: [lot('old', '2026-10-31', 20), lot('a', '2027-01-15', 30), lot('b', '2028-03-31', 100)],
};
const stock = new Map<string, ProductStock>([
  [P, paraStock],
  ['amox', { onHand: 3, lots: [] }],
  ['check', { onHand: 0, lots: [] }],
]);
const sale = (base: number, lots: [string, number][] = [], patch: Partial<ReconcileLine> = {}): ReconcileLine => ({
  id: 'l1',
  product_id: P,
  tracking_type: 'lot',
  is_return: false,
  base_quantity: base,
  lots: lots.map(([id, quantity]) => ({ lot_id: id, lot_number: id.toUpperCase(), quantity })),
  ...patch,
});

describe('the server turns pushed lines into stock moves; facts win', () => {
  it.each([
    ['the till’s lot is known and holds enough', [sale(20, [['a', 20]])], [['a', -20]], []],
    [
      'lots split as the till took them',
      [
        sale(40, [
          ['a', 30],
          ['b', 10],
        ]),
      ],
      [
        ['a', -30],
        ['b', -10],
      ],
      [],
    ],
    ['an unknown lot is taken FEFO instead', [sale(20, [['zz', 20]])], [['a', -20]], [['lotUnknown', 'ZZ', 20]]],
    [
      'a short lot gives what it has, the rest FEFO',
      [sale(20, [['a', 20]]), sale(20, [['a', 20]], { id: 'l2' })],
      [
        ['a', -20],
        ['a', -10],
        ['b', -10],
      ],
      [['lotShort', 'A', 10]],
    ],
    [
      'no lots sent: FEFO, flagged',
      [sale(35)],
      [
        ['a', -30],
        ['b', -5],
      ],
      [['lotsMissing', null, 35]],
    ],
    [
      'more than every unexpired lot: stock goes below zero, flagged',
      [sale(150, [['b', 150]])],
      [
        ['b', -100],
        ['a', -30],
        [null, -20],
      ],
      [
        ['lotShort', 'B', 50],
        ['overdraw', null, 20],
      ],
    ],
    [
      'a quantity-tracked product sold beyond stock',
      [sale(5, [], { product_id: 'amox', tracking_type: 'basic' })],
      [[null, -5]],
      [['overdraw', null, 2]],
    ],
    [
      'the till sold from a lot already expired: kept, flagged',
      [sale(10, [['old', 10]])],
      [['old', -10]],
      [['lotExpired', 'OLD', 10]],
    ],
    ['a service moves nothing', [sale(1, [], { product_id: 'check', tracking_type: 'none' })], [], []],
    ['a return goes back into its lot', [sale(10, [['a', 10]], { is_return: true })], [['a', 10]], []],
    [
      'a return into an unknown lot goes back without a lot, flagged',
      [sale(10, [['zz', 10]], { is_return: true })],
      [[null, 10]],
      [['lotUnknown', 'ZZ', 10]],
    ],
  ] as const)('%s', (_label, lines, moves, discrepancies) => {
    const result = reconcileOrderStock(lines as unknown as ReconcileLine[], stock, today);
    expect(result.moves.map((entry) => [entry.lot_id, entry.quantity])).toEqual(moves);
    expect(result.discrepancies.map((entry) => [entry.kind, entry.lot_number, entry.quantity])).toEqual(discrepancies);
  });

  it('every line moves exactly its base quantity, never from an expired lot (property)', () => {
    const lineArb = fc.record({
      base: fc.integer({ min: 1, max: 200 }),
      is_return: fc.boolean(),
      lots: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'old', 'zz'), fc.integer({ min: 1, max: 80 })), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), (raw) => {
        const lines = raw.map((entry, index) =>
          sale(entry.base, entry.lots, { id: `l${index}`, is_return: entry.is_return }),
        );
        const { moves } = reconcileOrderStock(lines, stock, today);
        for (const line of lines) {
          const total = moves
            .filter((entry) => entry.line_id === line.id)
            .reduce((sum, entry) => sum + entry.quantity, 0);
          expect(total).toBe(line.is_return ? line.base_quantity : -line.base_quantity);
        }
        const fromExpired = moves.filter((entry) => entry.lot_id === 'old' && entry.quantity < 0);
        const namedOld = lines.filter((line) => !line.is_return && line.lots.some((take) => take.lot_id === 'old'));
        if (namedOld.length === 0) expect(fromExpired).toEqual([]);
      }),
    );
  });
});
