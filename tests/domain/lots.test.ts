import fc from 'fast-check';
import { addProduct, setQuantity } from '../../src/domain/cart';
import { assignLotsFefo, checkoutProblems } from '../../src/domain/checkout';
import { lotPickProblem, setLineLots } from '../../src/domain/lot-picking';
import { recalculate } from '../../src/domain/orders';
import {
  allocateFefo,
  fefoOrder,
  isExpired,
  isNearExpiry,
  sellableQuantity,
  takeInOrder,
  type StockLot,
} from '../../src/domain/lots';
import { baseQty } from '../../src/domain/money';
import { serialProblem } from '../../src/domain/serials';
import { addDays } from '../../src/domain/shop-clock';
import { cash, monitor, paracetamol, tablet, ticketWith } from './pos-fixtures';

const lot = (id: string, expiry: string | null, quantity: number): StockLot => ({
  id,
  lot_number: id.toUpperCase(),
  expiry_date: expiry,
  quantity: baseQty(quantity),
});
const today = '2026-11-22';

/** Paracetamol on the shelf: one lot expired, one near expiry, two far, one without expiry. */
const shelfLots = [
  lot('far', '2028-03-31', 100),
  lot('expired', '2026-11-21', 50),
  lot('near', '2027-01-15', 30),
  lot('no-expiry', null, 40),
  lot('mid', '2027-08-31', 20),
  lot('empty', '2026-12-01', 0),
];

describe('FEFO: first expiry, first out', () => {
  it('orders by expiry, lots without expiry last, then lot number', () => {
    expect(fefoOrder([...shelfLots, lot('mid-b', '2027-08-31', 5)]).map((entry) => entry.id)).toEqual([
      'expired',
      'empty',
      'near',
      'mid',
      'mid-b',
      'far',
      'no-expiry',
    ]);
  });

  it.each([
    ['one strip', 10, [['near', 10, true]], 0],
    ['the whole near-expiry lot', 30, [['near', 30, true]], 0],
    [
      'more than the near lot',
      45,
      [
        ['near', 30, true],
        ['mid', 15, false],
      ],
      0,
    ],
    [
      'into the far lot',
      160,
      [
        ['near', 30, true],
        ['mid', 20, false],
        ['far', 100, false],
        ['no-expiry', 10, false],
      ],
      0,
    ],
    [
      'more than all sellable stock',
      200,
      [
        ['near', 30, true],
        ['mid', 20, false],
        ['far', 100, false],
        ['no-expiry', 40, false],
      ],
      10,
    ],
    ['nothing', 0, [], 0],
  ])('%s (%d tablets)', (_label, quantity, takes, shortfall) => {
    const result = allocateFefo(shelfLots, quantity, { asOf: today });
    expect(result.takes.map((take) => [take.lot_id, take.quantity, take.nearExpiry])).toEqual(takes);
    expect(result.shortfall).toBe(shortfall);
  });

  it('never sells from a lot past its expiry date, but still sells on the expiry date', () => {
    expect(isExpired(lot('x', '2026-11-21', 1), today)).toBe(true);
    expect(isExpired(lot('x', today, 1), today)).toBe(false);
    expect(isExpired(lot('x', null, 1), today)).toBe(false);
    expect(allocateFefo([lot('today', today, 5)], 5, { asOf: today }).takes).toHaveLength(1);
    expect(sellableQuantity(shelfLots, today)).toBe(190);
  });

  it.each([
    ['2027-02-20', 90, true],
    ['2027-02-21', 90, false],
    ['2026-12-22', 30, true],
    ['2026-12-23', 30, false],
    ['2026-11-21', 90, false],
  ])('a lot expiring %s is near expiry within %d days: %s', (expiry, days, expected) => {
    expect(isNearExpiry(lot('x', expiry, 1), today, days)).toBe(expected);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 90)).toBe('2027-02-20');
    expect(() => addDays('22/11/2026', 1)).toThrow(RangeError);
  });
});

describe('FEFO never allocates more than is there, nor from expired lots (property)', () => {
  const lotArb = fc.record({
    id: fc.uuid(),
    lot_number: fc.string({ maxLength: 4 }),
    expiry_date: fc.option(fc.integer({ min: -400, max: 800 }).map((days) => addDays(today, days))),
    quantity: fc.integer({ min: -5, max: 200 }).map(baseQty),
  });

  it('takes + shortfall = quantity asked; each take fits its lot; FEFO order holds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lotArb, { selector: (entry) => entry.id, maxLength: 12 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lots, quantity) => {
          const result = allocateFefo(lots, quantity, { asOf: today });
          const taken = result.takes.reduce((sum, take) => sum + take.quantity, 0);
          expect(taken + result.shortfall).toBe(quantity);
          expect(taken).toBeLessThanOrEqual(sellableQuantity(lots, today));
          for (const take of result.takes) {
            const source = lots.find((entry) => entry.id === take.lot_id)!;
            expect(isExpired(source, today)).toBe(false);
            expect(take.quantity).toBeGreaterThan(0);
            expect(take.quantity).toBeLessThanOrEqual(source.quantity);
          }
          if (result.shortfall > 0) expect(taken).toBe(sellableQuantity(lots, today));
          const expiries = result.takes.map((take) => take.expiry_date ?? '9999-12-31');
          expect(expiries).toEqual([...expiries].sort());
        },
      ),
    );
  });
});

describe('lots on the cart', () => {
  it('lot-tracked sale lines take lots FEFO, sharing them across lines of the product', () => {
    let items = addProduct([], paracetamol, { lineId: 'strips', quantity: 4 });
    items = addProduct(items, paracetamol, { lineId: 'tablets', quantity: 5, unit: tablet });
    const { items: withLots, shortfalls } = assignLotsFefo(items, new Map([[paracetamol.id, shelfLots]]), {
      asOf: today,
    });
    expect(withLots[0]?.lots.map((take) => [take.lot_number, take.quantity])).toEqual([
      ['NEAR', 30],
      ['MID', 10],
    ]);
    expect(withLots[1]?.lots.map((take) => [take.lot_number, take.quantity])).toEqual([['MID', 5]]);
    expect(shortfalls).toEqual([]);
  });

  it('keeps a lot picked by hand and reports a shortfall', () => {
    const picked = addProduct([], paracetamol, { lineId: 'picked', quantity: 1 }).map((item) => ({
      ...item,
      lots: [{ lot_id: 'far', lot_number: 'FAR', expiry_date: '2028-03-31', quantity: baseQty(10) }],
    }));
    const items = addProduct(picked, paracetamol, { lineId: 'big', quantity: 2, unit: paracetamol.units[2] });
    const result = assignLotsFefo(items, new Map([[paracetamol.id, shelfLots]]), { asOf: today });
    expect(result.items[0]?.lots.map((take) => take.lot_number)).toEqual(['FAR']);
    expect(result.items[1]?.lots.reduce((sum, take) => sum + take.quantity, 0)).toBe(180);
    expect(result.shortfalls).toEqual([{ lineId: 'big', productId: paracetamol.id, shortfall: 20 }]);
  });

  it('a return puts goods back into the lots they were sold from, after earlier returns', () => {
    const sold = [lot('a', '2027-01-31', 20), lot('b', '2027-06-30', 10)].map(
      ({ id, lot_number, expiry_date, quantity }) => ({ lot_id: id, lot_number, expiry_date, quantity }),
    );
    expect(takeInOrder(sold, 25).map((take) => [take.lot_id, take.quantity])).toEqual([
      ['a', 20],
      ['b', 5],
    ]);
    expect(takeInOrder(sold, 15, 10).map((take) => [take.lot_id, take.quantity])).toEqual([
      ['a', 10],
      ['b', 5],
    ]);
    expect(takeInOrder(sold, 50, 25).map((take) => [take.lot_id, take.quantity])).toEqual([['b', 5]]);
  });
});

describe('serial-tracked lines need one distinct serial per unit', () => {
  const [line] = addProduct([], monitor, { lineId: 'm' });
  const two = setQuantity([line!], 'm', 2)[0]!;

  it.each([
    [[], 'serialsMissing'],
    [['SN-001'], 'serialsMissing'],
    [['SN-001', ' SN-001 '], 'serialsDuplicate'],
    [['SN-001', 'SN-002', 'SN-003'], 'serialsTooMany'],
    [['SN-001', '  ', 'SN-002'], null],
  ])('%j → %s', (serials, problem) => {
    expect(serialProblem({ ...two, serials })).toBe(problem);
  });

  it('other tracking types need none', () => {
    expect(serialProblem(addProduct([], paracetamol, { lineId: 'p' })[0]!)).toBeNull();
  });
});

describe('the lot picker', () => {
  const [line] = addProduct([], paracetamol, { lineId: 'p', quantity: 2 });
  const take = (id: string, expiry: string, quantity: number) => ({
    lot_id: id,
    lot_number: id.toUpperCase(),
    expiry_date: expiry,
    quantity: baseQty(quantity),
  });

  it.each([
    ['two lots covering the 20 tablets', [take('near', '2027-01-15', 5), take('far', '2028-03-31', 15)], null],
    ['lots short of the line', [take('far', '2028-03-31', 15)], 'lotQuantity'],
    ['an empty take', [take('far', '2028-03-31', 20), take('near', '2027-01-15', 0)], 'lotQuantity'],
    ['an expired lot', [take('expired', '2026-11-21', 20)], 'lotExpired'],
  ])('%s → %s', (_label, lots, problem) => {
    expect(lotPickProblem(line!, lots, today)).toBe(problem);
  });

  it('a picked set of lots is kept at checkout; scanning the product again drops it for FEFO', () => {
    const picked = setLineLots([line!], 'p', [take('far', '2028-03-31', 20)]);
    expect(
      assignLotsFefo(picked, new Map([[paracetamol.id, shelfLots]]), { asOf: today }).items[0]?.lots.map(
        (entry) => entry.lot_id,
      ),
    ).toEqual(['far']);
    const again = addProduct(picked, paracetamol, { lineId: 'unused' });
    expect(again[0]?.lots).toEqual([]);
    expect(
      assignLotsFefo(again, new Map([[paracetamol.id, shelfLots]]), { asOf: today }).items[0]?.lots.map((entry) => [
        entry.lot_id,
        entry.quantity,
      ]),
    ).toEqual([['near', 30]]);
  });

  it('checkout refuses a sale line holding an expired lot', () => {
    const expired = setLineLots([line!], 'p', [take('expired', '2026-11-21', 20)]);
    const ticket = recalculate(ticketWith(expired, { payments: [cash(19_000)] }));
    expect(checkoutProblems(ticket, { asOf: today })).toEqual([{ reason: 'lotExpired', lineId: 'p' }]);
    expect(checkoutProblems(ticket)).toEqual([]);
  });
});
