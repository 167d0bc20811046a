/** How a payment to a vendor spreads over its owing orders: oldest first, each up to its debt. */
import { describe, expect, it } from 'vitest';
import { allocatePayment } from '../../src/domain/stock/vendor-payments';

const orders = [
  { id: 'a', code: 'PN000001', debt: 100_000 },
  { id: 'b', code: 'PN000002', debt: 50_000 },
  { id: 'c', code: 'PN000003', debt: 30_000 },
];
const spread = (amount: number) => {
  const { lines, unallocated } = allocatePayment(orders, amount);
  return { lines: lines.map((l) => [l.order.id, l.amount]), unallocated };
};

describe('allocatePayment', () => {
  it('settles the oldest order first and the next with what is left', () => {
    expect(spread(120_000)).toEqual({
      lines: [
        ['a', 100_000],
        ['b', 20_000],
      ],
      unallocated: 0,
    });
  });
  it('stops at the last order and says what it could not place', () => {
    expect(spread(200_000)).toEqual({
      lines: [
        ['a', 100_000],
        ['b', 50_000],
        ['c', 30_000],
      ],
      unallocated: 20_000,
    });
  });
  it('places nothing for nothing', () => {
    expect(spread(0)).toEqual({ lines: [], unallocated: 0 });
    expect(allocatePayment([], 5_000)).toEqual({ lines: [], unallocated: 5_000 });
  });
});
