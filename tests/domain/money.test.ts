import {
  lineAmount,
  percentOf,
  percentage,
  roundDong,
  sumDong,
  dong,
  negateDong,
  type Dong,
} from '../../src/domain/money';

describe('roundDong rounds half away from zero, once', () => {
  it.each([
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [-0.4, 0],
    [12_345.5, 12_346],
  ])('%d → %d', (input, expected) => {
    expect(roundDong(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundDong(-0.2), 0)).toBe(true);
  });

  it('refuses what is not a number', () => {
    expect(() => roundDong(Number.NaN)).toThrow(RangeError);
    expect(() => roundDong(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('money arithmetic', () => {
  const price = dong(12_500);

  it('line amount is price times quantity', () => {
    expect(lineAmount(price, 3)).toBe(37_500);
  });

  it('percent of an amount is rounded to a whole đồng', () => {
    expect(percentOf(dong(33_333), 10)).toBe(3_333);
    expect(percentOf(dong(15), 10)).toBe(2);
  });

  it('percentage of a zero whole is zero', () => {
    expect(percentage(dong(1_000), dong(0))).toBe(0);
    expect(percentage(dong(1_000), dong(4_000))).toBe(25);
  });

  it('sums and negates', () => {
    expect(sumDong([dong(1_000), dong(2_000), dong(-500)] as Dong[])).toBe(2_500);
    expect(negateDong(dong(2_500))).toBe(-2_500);
    expect(Object.is(negateDong(dong(0)), 0)).toBe(true);
  });

  it('dong() refuses fractions', () => {
    expect(() => dong(1.5)).toThrow(RangeError);
  });
});
