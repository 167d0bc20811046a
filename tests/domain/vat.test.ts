import fc from 'fast-check';
import { allocateDiscount } from '../../src/domain/discount-allocation';
import { dong, type Dong } from '../../src/domain/money';
import { splitInclusive, vatSummary } from '../../src/domain/vat';

describe('VAT from VAT-inclusive prices', () => {
  it.each([
    [105_000, 5, 100_000, 5_000],
    [108_000, 8, 100_000, 8_000],
    [110_000, 10, 100_000, 10_000],
    [9_500, 5, 9_048, 452],
    [45_000, 8, 41_667, 3_333],
    [20_000, 0, 20_000, 0],
  ])('%d at %d %% → %d before tax + %d VAT', (amount, rate, beforeTax, vat) => {
    expect(splitInclusive(dong(amount), rate)).toEqual({ beforeTax, vat, total: amount });
  });

  it('an invoice with two rates totals each rate once, then all', () => {
    const summary = vatSummary([
      { amount: dong(19_000), rate: 5 },
      { amount: dong(25_000), rate: 5 },
      { amount: dong(45_000), rate: 8 },
      { amount: dong(20_000), rate: 0 },
    ]);
    expect(summary.rates).toEqual([
      { rate: 0, beforeTax: 20_000, vat: 0, total: 20_000 },
      { rate: 5, beforeTax: 41_905, vat: 2_095, total: 44_000 },
      { rate: 8, beforeTax: 41_667, vat: 3_333, total: 45_000 },
    ]);
    expect(summary).toMatchObject({ beforeTax: 103_572, vat: 5_428, total: 109_000 });
  });
});

describe('an order discount spread over its lines', () => {
  it.each([
    [[19_000, 25_000, 45_000], 8_900, [1_900, 2_500, 4_500]],
    [[10_000, 10_000, 10_000], 100, [34, 33, 33]],
    [[10_000, 20_000], 0, [0, 0]],
    [[], 500, []],
    [[-9_500, -9_500], -1_901, [-951, -950]],
  ])('%j less %d → %j', (amounts, discount, shares) => {
    expect(allocateDiscount(amounts.map(dong), dong(discount))).toEqual(shares);
  });

  it('shares always add up to the discount (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, share) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor(total * share) as Dong;
          const shares = allocateDiscount(amounts.map(dong), discount);
          expect(shares.reduce((sum, part) => sum + part, 0)).toBe(discount);
          shares.forEach((part, index) => expect(part).toBeLessThanOrEqual(amounts[index]!));
        },
      ),
    );
  });
});
