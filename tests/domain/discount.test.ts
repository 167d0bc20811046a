import { addProduct } from '../../src/domain/cart';
import {
  deriveDiscount,
  withCustomerGroup,
  withDiscountAmount,
  withDiscountPercent,
  withDiscountType,
} from '../../src/domain/discount';
import { dong } from '../../src/domain/money';
import { recalculate, resetTicket } from '../../src/domain/orders';
import type { OrderType } from '../../src/domain/pos-enums';
import { paracetamol, ticketWith } from './pos-fixtures';

describe('SPEC §5 discount by percent: amount = subtotal × percent / 100', () => {
  it.each([
    ['sale', 53_500, 10, 5_350, 10],
    ['sale', 33_333, 7.5, 2_500, 7.5],
    ['sale', 10_010, 5, 501, 5],
    ['sale', 40_000, 0, 0, 0],
    ['sale', 40_000, 150, 40_000, 100],
    ['sale', 40_000, -5, 0, 0],
    ['return', -10_010, 5, -501, 5],
    ['exchange', 80_500, 10, 8_050, 10],
  ] as const)('%s of %d at %d %% → %d off (percent %d)', (type, subtotal, percent, amount, keptPercent) => {
    expect(withDiscountPercent(type, percent, dong(subtotal))).toEqual({
      discountType: 'percent',
      discountPercent: keptPercent,
      discountAmount: amount,
    });
  });
});

describe('SPEC §5 discount by amount: percent = amount / subtotal × 100', () => {
  it.each([
    [40_000, 10_000, 10_000, 25],
    [30_000, 10_000, 10_000, 100 / 3],
    [40_000, 50_000, 40_000, 100],
    [40_000, -1, 0, 0],
    [0, 5_000, 0, 0],
    [40_000, 1_234.6, 1_235, (1_235 / 40_000) * 100],
  ])('a sale of %d with %d off → %d off, %d %%', (subtotal, typed, amount, percent) => {
    const result = withDiscountAmount('sale', typed, dong(subtotal));
    expect(result.discountType).toBe('amount');
    expect(result.discountAmount).toBe(amount);
    expect(result.discountPercent).toBeCloseTo(percent, 10);
  });
});

describe('SPEC §5 when the subtotal changes', () => {
  it.each([
    ['sale', 'percent', 10, 5_000, 60_000, 6_000, 10],
    ['sale', 'amount', 12.5, 5_000, 60_000, 5_000, (5_000 / 60_000) * 100],
    ['sale', 'amount', 12.5, 5_000, 3_000, 3_000, 100],
    // Return and exchange keep the percent and derive the amount, whatever the type.
    ['return', 'amount', 12.5, -5_000, -20_000, -2_500, 12.5],
    ['exchange', 'amount', 12.5, 5_000, 16_000, 2_000, 12.5],
    ['exchange', 'percent', 10, 0, -9_500, -950, 10],
  ] as const)(
    'a %s discounted by %s (%d %%, %d) on a subtotal of %d → %d off, %d %%',
    (type, discountType, percent, amount, subtotal, expectedAmount, expectedPercent) => {
      const result = deriveDiscount(
        type as OrderType,
        { discountType, discountPercent: percent, discountAmount: dong(amount) },
        dong(subtotal),
      );
      expect(result.discountAmount).toBe(expectedAmount);
      expect(result.discountPercent).toBeCloseTo(expectedPercent, 10);
    },
  );

  it('an amount typed on a return is read as a share of the amount returned', () => {
    expect(withDiscountAmount('return', 2_000, dong(-20_000))).toEqual({
      discountType: 'amount',
      discountPercent: 10,
      discountAmount: -2_000,
    });
  });
});

describe('SPEC §5 discount type', () => {
  it.each([['percent'], ['amount']] as const)('changing to %s resets the discount to 0', (type) => {
    expect(withDiscountType(type)).toEqual({ discountType: type, discountPercent: 0, discountAmount: 0 });
  });

  it('is percent by default, and a ticket recalculated after a type change has no discount', () => {
    const fresh = resetTicket();
    expect(fresh.order.discountType).toBe('percent');
    const items = addProduct([], paracetamol, { lineId: 'p', quantity: 4 });
    const discounted = recalculate(
      ticketWith(items, { order: { ...fresh.order, ...withDiscountPercent('sale', 10, dong(38_000)) } }),
    );
    expect(discounted.order).toMatchObject({ subtotal: 38_000, discountAmount: 3_800, grandTotal: 34_200 });
    const switched = recalculate({ ...discounted, order: { ...discounted.order, ...withDiscountType('amount') } });
    expect(switched.order).toMatchObject({
      discountType: 'amount',
      discountPercent: 0,
      discountAmount: 0,
      grandTotal: 38_000,
    });
  });
});

describe("a customer group's standing discount (nhóm khách hàng)", () => {
  const regulars = { name: 'Khách quen', percent: 5 };
  const elderly = { name: 'Người cao tuổi', percent: 10 };
  const items = addProduct([], paracetamol, { lineId: 'p', quantity: 4 });
  const sale = recalculate(ticketWith(items)).order;

  it('applies to a sale with no discount, by percent, and names its group', () => {
    const order = { ...sale, ...withCustomerGroup(sale, regulars) };
    expect(order).toMatchObject({ discountType: 'percent', discountPercent: 5, groupDiscount: regulars });
    expect(recalculate(ticketWith(items, { order })).order).toMatchObject({
      discountAmount: 1_900,
      grandTotal: 36_100,
    });
  });

  it("replaces the last customer's group discount, and goes when the customer has none", () => {
    const first = { ...sale, ...withCustomerGroup(sale, regulars) };
    expect(withCustomerGroup(first, elderly)).toMatchObject({ discountPercent: 10, groupDiscount: elderly });
    expect(withCustomerGroup(first, null)).toEqual({
      discountType: 'percent',
      discountPercent: 0,
      discountAmount: 0,
      groupDiscount: null,
    });
  });

  it('leaves a discount the cashier set, by percent or by amount', () => {
    const typed = { ...sale, ...withDiscountPercent('sale', 8, sale.subtotal) };
    expect(withCustomerGroup(typed, regulars)).toMatchObject({ discountPercent: 8, groupDiscount: null });
    const amount = { ...sale, ...withDiscountAmount('sale', 2_000, sale.subtotal) };
    expect(withCustomerGroup(amount, regulars)).toMatchObject({
      discountType: 'amount',
      discountAmount: 2_000,
      groupDiscount: null,
    });
  });

  it("does not touch a return or an exchange, which keep the sale's percent", () => {
    const returned = { ...sale, type: 'return' as const, ...withDiscountPercent('return', 3, dong(-38_000)) };
    expect(withCustomerGroup(returned, regulars)).toMatchObject({ discountPercent: 3, groupDiscount: null });
    const exchange = { ...sale, type: 'exchange' as const };
    expect(withCustomerGroup(exchange, regulars)).toMatchObject({ discountPercent: 0, groupDiscount: null });
  });
});
