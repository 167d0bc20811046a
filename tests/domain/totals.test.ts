import fc from 'fast-check';
import type { CartItem } from '../../src/domain/cart-types';
import { addProduct } from '../../src/domain/cart';
import { withDiscountPercent } from '../../src/domain/discount';
import { dong } from '../../src/domain/money';
import { recalculate } from '../../src/domain/orders';
import { grandTotalOf, lineTotal, subtotalOf } from '../../src/domain/totals';
import { amoxicillin, bloodPressureCheck, paracetamol, ticketWith } from './pos-fixtures';

const line = (quantity: number, price: number, patch: Partial<CartItem> = {}) => ({
  quantity,
  price: dong(price),
  is_return: false,
  notExists: false,
  ...patch,
});

describe('SPEC §5 subtotal = Σ quantity × price, skipping lines marked notExists', () => {
  it.each([
    ['no lines', [], 0],
    ['one strip', [line(1, 9_500)], 9_500],
    ['two strips and ten tablets', [line(2, 9_500), line(10, 2_500)], 44_000],
    ['a line whose product is gone', [line(2, 9_500), line(3, 45_000, { notExists: true })], 19_000],
    ['a return line counts negative', [line(1, 90_000), line(2, 9_500, { is_return: true })], 71_000],
    ['a return line emptied to 0', [line(0, 9_500, { is_return: true })], 0],
  ])('%s → %d', (_label, lines, expected) => {
    expect(subtotalOf(lines)).toBe(expected);
  });

  it('grand total is subtotal minus the discount amount', () => {
    expect(grandTotalOf(dong(53_500), dong(5_350))).toBe(48_150);
    expect(grandTotalOf(dong(-53_500), dong(-5_350))).toBe(-48_150);
    expect(lineTotal(line(3, 9_500, { notExists: true }))).toBe(0);
  });

  it('a morning sale: 2 strips of Paracetamol, 10 Amoxicillin and a blood-pressure check, 5 % off', () => {
    let items = addProduct([], paracetamol, { lineId: 'p', quantity: 2 });
    items = addProduct(items, amoxicillin, { lineId: 'a', quantity: 10 });
    items = addProduct(items, bloodPressureCheck, { lineId: 'b' });
    const ticket = recalculate(ticketWith(items, { order: { ...ticketWith([]).order, discountPercent: 5 } }));
    expect(ticket.order).toMatchObject({
      subtotal: 64_000,
      discountAmount: 3_200,
      grandTotal: 60_800,
      totalPaid: 0,
      totalReturn: -60_800,
    });
  });
});

describe('totals never drift from the sum of their lines (property)', () => {
  const lineArb = fc.record({
    quantity: fc.integer({ min: 0, max: 500 }),
    price: fc.integer({ min: 0, max: 5_000_000 }),
    is_return: fc.boolean(),
    notExists: fc.boolean(),
  });

  it('subtotal, discount and grand total stay whole đồng and add up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 40 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom('sale', 'return', 'exchange'),
        (raw, percent, type) => {
          const items = raw.map((entry, index) => ({
            ...addProduct([], paracetamol, { lineId: `l${index}` })[0]!,
            ...entry,
            price: dong(entry.price),
          }));
          const expected = raw.reduce(
            (sum, entry) => (entry.notExists ? sum : sum + (entry.is_return ? -1 : 1) * entry.quantity * entry.price),
            0,
          );
          const start = ticketWith(items, { order: { ...ticketWith([]).order, type } });
          const { order } = recalculate({
            ...start,
            order: { ...start.order, ...withDiscountPercent(type, percent, dong(0)), discountPercent: percent },
          });
          expect(order.subtotal).toBe(expected);
          expect(Number.isSafeInteger(order.discountAmount)).toBe(true);
          expect(order.grandTotal + order.discountAmount).toBe(order.subtotal);
          expect(Math.abs(order.discountAmount)).toBeLessThanOrEqual(Math.abs(order.subtotal));
          expect(Math.sign(order.discountAmount) * Math.sign(order.subtotal)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
