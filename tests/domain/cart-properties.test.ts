import fc from 'fast-check';
import { addProduct, changeUnit, lineBaseQty, removeLine, setQuantity } from '../../src/domain/cart';
import type { CartItem } from '../../src/domain/cart-types';
import { dong } from '../../src/domain/money';
import { recalculate, returnFromOrder, type SoldOrder } from '../../src/domain/orders';
import { amoxicillin, bloodPressureCheck, box, paracetamol, strip, tablet, ticketWith } from './pos-fixtures';

const products = [paracetamol, amoxicillin, bloodPressureCheck];
const units = [tablet, strip, box];

/** A sale of 5 strips and 3 Amoxicillin, being returned, as the starting cart of some runs. */
const sold: SoldOrder = {
  id: 'sold',
  code: 'HD-Q1-000001',
  discount_type: 'percent',
  discount_percent: 10,
  discount_amount: dong(5_500),
  subtotal: dong(55_000),
  grand_total: dong(49_500),
  customer: null,
  doctor: null,
  order_items: [
    {
      id: 's1',
      product_id: paracetamol.id,
      product_name: paracetamol.name,
      product_qty: 5,
      price: dong(9_500),
      uom: { ...strip },
      item_lots: [],
      is_return: false,
      tracking_type: 'lot',
      drug_class: 'otc',
    },
    {
      id: 's2',
      product_id: amoxicillin.id,
      product_name: amoxicillin.name,
      product_qty: 3,
      price: dong(2_500),
      uom: { id: 'u', name: 'Viên', factor: 1 },
      item_lots: [],
      is_return: false,
      tracking_type: 'basic',
      drug_class: 'rx',
    },
  ],
};

type Op =
  | { kind: 'add'; product: number; quantity: number | undefined; unit: number | undefined }
  | { kind: 'remove'; line: number }
  | { kind: 'quantity'; line: number; quantity: number }
  | { kind: 'unit'; line: number; unit: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    product: fc.nat(2),
    quantity: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    unit: fc.option(fc.nat(2), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(9) }),
  fc.record({ kind: fc.constant('quantity' as const), line: fc.nat(9), quantity: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ kind: fc.constant('unit' as const), line: fc.nat(9), unit: fc.nat(2) }),
);

function apply(items: CartItem[], op: Op, lineId: string): CartItem[] {
  const target = 'line' in op ? items[op.line % Math.max(items.length, 1)] : undefined;
  switch (op.kind) {
    case 'add': {
      const product = products[op.product]!;
      const unit = product === paracetamol && op.unit !== undefined ? units[op.unit] : undefined;
      return addProduct(items, product, { lineId, quantity: op.quantity, unit });
    }
    case 'remove':
      return target ? removeLine(items, target.id).items : items;
    case 'quantity':
      return target ? setQuantity(items, target.id, op.quantity) : items;
    case 'unit':
      return target && target.product_id === paracetamol.id ? changeUnit(items, target.id, units[op.unit]!) : items;
  }
}

describe('any sequence of cart actions keeps the cart sound (property)', () => {
  it('lines stay whole and in bounds, one sale line per product and unit, totals equal the sum of lines', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(opArb, { maxLength: 40 }), (fromReturn, ops) => {
        let n = 0;
        const start = fromReturn ? returnFromOrder(sold, new Map(), () => `r${(n += 1)}`) : ticketWith([]);
        const items = ops.reduce((cart, op) => apply(cart, op, `l${(n += 1)}`), start.items);
        const ticket = recalculate({ ...start, items });
        const keys = new Set<string>();
        for (const item of items) {
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(lineBaseQty(item)).toBe(item.quantity * item.uom.factor);
          if (item.is_return) {
            expect(item.quantity).toBeGreaterThanOrEqual(0);
            expect(item.quantity).toBeLessThanOrEqual(item.quantityAvailable ?? 0);
          } else {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            const key = `${item.product_id}/${item.uom.id}`;
            expect(keys.has(key)).toBe(false);
            keys.add(key);
            const unit = [...paracetamol.units, ...amoxicillin.units, ...bloodPressureCheck.units].find(
              (candidate) => candidate.id === item.uom.id,
            );
            expect(item.price).toBe(unit?.price);
          }
        }
        const expected = items.reduce((sum, item) => sum + (item.is_return ? -1 : 1) * item.quantity * item.price, 0);
        expect(ticket.order.subtotal).toBe(expected);
        expect(ticket.order.grandTotal).toBe(ticket.order.subtotal - ticket.order.discountAmount);
        expect(ticket.order.type).toBe(
          fromReturn ? (items.some((item) => !item.is_return) ? 'exchange' : 'return') : 'sale',
        );
      }),
      { numRuns: 1_000 },
    );
  });
});
