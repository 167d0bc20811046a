import { dong } from '../../src/domain/money';
import {
  changeOf,
  paymentProblem,
  quickCashAmounts,
  remainingOf,
  totalPaidOf,
  totalsByMethod,
} from '../../src/domain/payments';
import type { PaymentMethod } from '../../src/domain/pos-enums';

const pay = (method: PaymentMethod, amount: number) => ({ method, amount: dong(amount) });

describe('SPEC §5 change (totalReturn) = amount paid − grand total', () => {
  it.each([
    ['exact cash', 37_000, 37_000, 0],
    ['a 50.000 note for 37.000', 50_000, 37_000, 13_000],
    ['a 500.000 note for 60.800', 500_000, 60_800, 439_200],
    ['nothing paid yet', 0, 60_800, -60_800],
    ['a refund of 48.150 not yet paid back', 0, -48_150, 48_150],
    ['a refund paid back in full', -48_150, -48_150, 0],
  ])('%s: paid %d, total %d → %d', (_label, paid, total, change) => {
    expect(changeOf(dong(paid), dong(total))).toBe(change);
  });
});

describe('split payments', () => {
  const split = [pay('bank_transfer', 40_000), pay('card', 10_000), pay('cash', 20_000)];

  it('add up, per method too, and say what is left', () => {
    expect(totalPaidOf(split)).toBe(70_000);
    expect(totalsByMethod(split)).toEqual({ cash: 20_000, bank_transfer: 40_000, card: 10_000, e_wallet: 0 });
    expect(remainingOf(dong(72_450), split)).toBe(2_450);
  });

  it.each([
    ['cash covers the total', 37_000, [pay('cash', 50_000)], null],
    ['transfer of the exact amount', 37_000, [pay('bank_transfer', 37_000)], null],
    ['transfer and cash with change from the cash', 72_450, [pay('bank_transfer', 50_000), pay('cash', 30_000)], null],
    ['short by 2.450', 72_450, split, 'paymentShort'],
    ['a card paying more than the total', 37_000, [pay('card', 40_000)], 'changeOnlyFromCash'],
    ['e-wallet and card above the total', 37_000, [pay('e_wallet', 20_000), pay('card', 20_000)], 'changeOnlyFromCash'],
    ['a negative payment on a sale', 37_000, [pay('cash', 50_000), pay('cash', -13_000)], 'paymentSign'],
    ['a refund paid back in cash', -48_150, [pay('cash', -48_150)], null],
    ['a refund split over cash and transfer', -48_150, [pay('cash', -8_150), pay('bank_transfer', -40_000)], null],
    ['a refund paid back short', -48_150, [pay('cash', -40_000)], 'refundMismatch'],
    ['a refund with money taken in', -48_150, [pay('cash', 48_150)], 'paymentSign'],
    ['a free order', 0, [], null],
  ] as const)('%s → %s', (_label, total, payments, problem) => {
    expect(paymentProblem(dong(total), payments)).toBe(problem);
  });
});

describe('quick cash amounts: the total, then the next round banknotes above it', () => {
  it.each([
    [37_000, [37_000, 40_000, 50_000, 100_000, 200_000, 500_000]],
    [12_500, [12_500, 15_000, 20_000, 50_000, 100_000, 200_000, 500_000]],
    [50_000, [50_000, 100_000, 200_000, 500_000]],
    [60_800, [60_800, 65_000, 70_000, 80_000, 100_000, 200_000, 500_000]],
    [500_000, [500_000]],
    [1_234_000, [1_234_000, 1_235_000, 1_240_000, 1_250_000, 1_300_000, 1_400_000, 1_500_000]],
    [0, []],
    [-48_150, []],
  ])('%d → %j', (total, amounts) => {
    expect(quickCashAmounts(dong(total))).toEqual(amounts);
  });
});
