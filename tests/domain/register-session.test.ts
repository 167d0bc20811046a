import { dong, ZERO_DONG } from '../../src/domain/money';
import type { PaymentMethod } from '../../src/domain/pos-enums';
import { closeSession, sessionTotals, type SessionOrder } from '../../src/domain/register-session';

const pay = (method: PaymentMethod, amount: number) => ({ method, amount: dong(amount) });
const order = (patch: Partial<SessionOrder>): SessionOrder => ({
  type: 'sale',
  status: 'paid',
  total_return: dong(0),
  payments: [],
  ...patch,
});

/** A shift at the counter: opened with 500.000 ₫. */
const shift: SessionOrder[] = [
  // 37.000 paid with a 50.000 note: 13.000 change.
  order({ payments: [pay('cash', 50_000)], total_return: dong(13_000) }),
  // 60.800 by VietQR transfer.
  order({ payments: [pay('bank_transfer', 60_800)] }),
  // 72.450 split: 50.000 card, 30.000 cash, 7.550 change.
  order({ payments: [pay('card', 50_000), pay('cash', 30_000)], total_return: dong(7_550) }),
  // A return of 48.150 paid back in cash.
  order({ type: 'return', payments: [pay('cash', -48_150)] }),
  // An exchange where the shop paid back 5.000 by transfer.
  order({ type: 'exchange', payments: [pay('bank_transfer', -5_000)] }),
  // A cancelled and a parked order count for nothing.
  order({ status: 'cancelled', payments: [pay('cash', 100_000)] }),
  order({ status: 'parked', payments: [] }),
];

describe('register session: expected cash = opening + cash sales − cash refunds', () => {
  it('totals the shift per payment method', () => {
    expect(sessionTotals(shift)).toEqual({
      orderCount: 5,
      byMethod: { cash: 11_300, bank_transfer: 55_800, card: 50_000, e_wallet: 0 },
      cashSales: 59_450,
      cashRefunds: 48_150,
    });
  });

  it.each([
    ['the drawer is right', 511_300, 0],
    ['the drawer is 10.000 short', 501_300, -10_000],
    ['the drawer has 2.000 too much', 513_300, 2_000],
  ])('%s: counted %d → difference %d', (_label, counted, difference) => {
    const closing = closeSession(dong(500_000), dong(counted), shift);
    expect(closing.expectedCash).toBe(511_300);
    expect(closing.difference).toBe(difference);
  });

  it('a shift with no sales expects the opening cash', () => {
    expect(closeSession(dong(300_000), dong(300_000), [])).toMatchObject({
      orderCount: 0,
      expectedCash: 300_000,
      difference: 0,
    });
  });
});

describe('a session taken over from another device carries what the server already held', () => {
  it.each<[string, Partial<Record<PaymentMethod, number>>, number, number]>([
    ['cash sales carried in', { cash: 120_000, card: 30_000 }, 2, 500_000 + 11_300 + 120_000],
    ['more cash refunded than sold before the takeover', { cash: -20_000 }, 1, 500_000 + 11_300 - 20_000],
    ['nothing sold before the takeover', {}, 0, 500_000 + 11_300],
  ])('%s', (_label, byMethod, orderCount, expected) => {
    const closing = closeSession(dong(500_000), dong(expected), shift, { orderCount, byMethod });
    expect(closing.expectedCash).toBe(expected);
    expect(closing.difference).toBe(0);
    expect(closing.orderCount).toBe(5 + orderCount);
    expect(closing.byMethod.cash).toBe(11_300 + (byMethod.cash ?? 0));
    expect(closing.byMethod.card).toBe(50_000 + (byMethod.card ?? 0));
  });
});

describe('cash that went through the drawer outside the orders', () => {
  it('adds what customers paid against their debts, apart from the sales per method', () => {
    const moves = { collections: dong(50_000), vendorPayouts: ZERO_DONG };
    const closing = closeSession(dong(500_000), dong(561_300), shift, undefined, moves);
    expect(closing.cashCollections).toBe(50_000);
    expect(closing.expectedCash).toBe(500_000 + 11_300 + 50_000);
    expect(closing.difference).toBe(0);
    expect(closing.byMethod.cash).toBe(11_300);
  });

  it('takes off what was paid to vendors, and a vendor’s cash refund nets against it', () => {
    const moves = { collections: dong(50_000), vendorPayouts: dong(200_000) };
    const closing = closeSession(dong(500_000), dong(361_300), shift, undefined, moves);
    expect(closing).toMatchObject({
      vendorPayouts: 200_000,
      expectedCash: 500_000 + 11_300 + 50_000 - 200_000,
      difference: 0,
    });
    expect(closing.byMethod.cash).toBe(11_300);
    // More paid back by vendors than paid out: the drawer holds more.
    const refunded = closeSession(dong(500_000), dong(0), shift, undefined, {
      collections: ZERO_DONG,
      vendorPayouts: dong(-30_000),
    });
    expect(refunded.expectedCash).toBe(500_000 + 11_300 + 30_000);
  });
});
