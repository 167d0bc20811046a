import { addProduct, removeLine, setQuantity } from '../../src/domain/cart';
import { dong } from '../../src/domain/money';
import {
  recalculate,
  recalculatedType,
  resetTicket,
  returnedQuantities,
  returnFromOrder,
  type SoldOrder,
} from '../../src/domain/orders';
import { loadParked, parkTicket, removeParked } from '../../src/domain/parked-orders';
import { amoxicillin, cash, paracetamol, strip, ticketWith } from './pos-fixtures';

/** Yesterday's sale: 3 strips of Paracetamol from two lots and 10 Amoxicillin, 10 % off. */
const yesterday: SoldOrder = {
  id: 'order-yesterday',
  code: 'HD-Q1-000007',
  discount_type: 'percent',
  discount_percent: 10,
  discount_amount: dong(5_350),
  subtotal: dong(53_500),
  grand_total: dong(48_150),
  customer: { id: 'cus-1', name: 'Nguyễn Thị Lan', phone: '0912345678' },
  doctor: { id: 'doc-1', name: 'BS. Trần Văn Minh' },
  order_items: [
    {
      id: 'sold-para',
      product_id: paracetamol.id,
      product_name: paracetamol.name,
      product_qty: 3,
      price: dong(9_500),
      uom: { ...strip },
      item_lots: [
        { lot_id: 'lot-a', lot_number: 'A01', expiry_date: '2027-01-31', quantity: 20 as never },
        { lot_id: 'lot-b', lot_number: 'B02', expiry_date: '2027-06-30', quantity: 10 as never },
      ],
      is_return: false,
      tracking_type: 'lot',
      drug_class: 'otc',
    },
    {
      id: 'sold-amox',
      product_id: amoxicillin.id,
      product_name: amoxicillin.name,
      product_qty: 10,
      price: dong(2_500),
      uom: { id: 'u-amox', name: 'Viên', factor: 1 },
      item_lots: [],
      is_return: false,
      tracking_type: 'basic',
      drug_class: 'rx',
    },
  ],
};

let n = 0;
const lineId = () => `ret-${(n += 1)}`;

describe('SPEC §4 order reset', () => {
  it('gives an empty sale with no items, customer, doctor or prescription, discount by percent', () => {
    const ticket = resetTicket('cashier-1');
    expect(ticket).toEqual({
      order: {
        id: null,
        code: null,
        dateOrder: null,
        type: 'sale',
        status: null,
        note: '',
        discountType: 'percent',
        discountPercent: 0,
        discountAmount: 0,
        subtotal: 0,
        grandTotal: 0,
        totalPaid: 0,
        totalReturn: 0,
        soldBy: 'cashier-1',
        returnFor: null,
      },
      items: [],
      customer: null,
      doctor: null,
      prescription: null,
      payments: [],
    });
  });
});

describe('SPEC §4 return from an existing order', () => {
  const ticket = returnFromOrder(yesterday, new Map(), lineId, 'cashier-1');

  it('is a new return order with id null, negated subtotal and grand total, returnFor the original', () => {
    expect(ticket.order).toMatchObject({
      id: null,
      code: null,
      type: 'return',
      subtotal: -53_500,
      grandTotal: -48_150,
      discountAmount: -5_350,
      discountType: 'percent',
      discountPercent: 10,
      returnFor: 'order-yesterday',
      returnForCode: 'HD-Q1-000007',
      soldBy: 'cashier-1',
    });
    expect(ticket.customer?.name).toBe('Nguyễn Thị Lan');
    expect(ticket.prescription).toBeNull();
  });

  it('offers every sold line as a return line of what can still be returned', () => {
    expect(
      ticket.items.map((item) => [
        item.product_id,
        item.is_return,
        item.quantity,
        item.quantityAvailable,
        item.return_of_line_id,
      ]),
    ).toEqual([
      [paracetamol.id, true, 3, 3, 'sold-para'],
      [amoxicillin.id, true, 10, 10, 'sold-amox'],
    ]);
    expect(ticket.items[0]?.lots.map((lot) => [lot.lot_number, lot.quantity])).toEqual([
      ['A01', 20],
      ['B02', 10],
    ]);
  });

  it('recalculated, its lines give the same negated totals', () => {
    expect(recalculate(ticket).order).toMatchObject({
      subtotal: -53_500,
      discountAmount: -5_350,
      grandTotal: -48_150,
      totalReturn: 48_150,
    });
  });

  it('limits lines to sold minus already returned, and skips lines returned in full', () => {
    const earlier = returnedQuantities([
      { return_of_line_id: 'sold-para', quantity: 1 },
      { return_of_line_id: 'sold-amox', quantity: 4 },
      { return_of_line_id: 'sold-amox', quantity: 6 },
      { return_of_line_id: null, quantity: 9 },
    ]);
    const second = returnFromOrder(yesterday, earlier, lineId);
    expect(second.items.map((item) => [item.product_id, item.quantity, item.quantityAvailable])).toEqual([
      [paracetamol.id, 2, 2],
    ]);
    // The first strip went back into lot A01; the other 20 tablets are 10 from A01 and 10 from B02.
    expect(second.items[0]?.returnable_lots.map((lot) => [lot.lot_number, lot.quantity])).toEqual([
      ['A01', 10],
      ['B02', 10],
    ]);
    expect(setQuantity(second.items, second.items[0]!.id, 9)[0]?.quantity).toBe(2);
  });

  it('returning one strip of three gives back 10 % less than its price', () => {
    const one = setQuantity(ticket.items, ticket.items[0]!.id, 1);
    const withoutAmox = removeLine(one, ticket.items[1]!.id).items;
    const partial = recalculate({ ...ticket, items: withoutAmox });
    expect(partial.order).toMatchObject({ type: 'return', subtotal: -9_500, discountAmount: -950, grandTotal: -8_550 });
    expect(partial.items[0]?.lots.map((lot) => [lot.lot_number, lot.quantity])).toEqual([['A01', 10]]);
  });
});

describe('SPEC §4 exchange recalculation', () => {
  it.each([
    ['sale', [false], 'sale'],
    ['sale', [], 'sale'],
    ['return', [true, true], 'return'],
    ['return', [true, false], 'exchange'],
    ['exchange', [true], 'return'],
    ['exchange', [true, false], 'exchange'],
    ['return', [], 'return'],
  ] as const)('a %s order with lines %j (is_return) is a %s', (type, lines, expected) => {
    expect(
      recalculatedType(
        type,
        lines.map((is_return) => ({ is_return })),
      ),
    ).toBe(expected);
  });

  it('adding a new product to a return makes an exchange; the customer pays the difference', () => {
    const returning = returnFromOrder(yesterday, new Map(), lineId);
    const oneStrip = setQuantity(returning.items, returning.items[0]!.id, 1);
    const noAmox = removeLine(oneStrip, returning.items[1]!.id).items;
    const withBox = addProduct(noAmox, paracetamol, { lineId: 'new-box', unit: paracetamol.units[2] });
    const exchange = recalculate({ ...returning, items: withBox, payments: [cash(80_000)] });
    // 90.000 new − 9.500 returned = 80.500; the sale's 10 % is kept: 8.050 off → 72.450.
    expect(exchange.order).toMatchObject({
      type: 'exchange',
      subtotal: 80_500,
      discountPercent: 10,
      discountAmount: 8_050,
      grandTotal: 72_450,
      totalPaid: 80_000,
      totalReturn: 7_550,
    });
    const back = recalculate({ ...exchange, items: removeLine(exchange.items, 'new-box').items, payments: [] });
    expect(back.order.type).toBe('return');
  });
});

describe('SPEC §4 parked orders', () => {
  const cart = addProduct([], paracetamol, { lineId: 'p' });
  const ticket = recalculate(ticketWith(cart, { customer: { id: 'cus-2', name: 'Lê Văn Hùng' } }));

  it('parks the ticket as status parked, loads it back and takes it off the list', () => {
    const parked = parkTicket(ticket, 'park-1', '2026-11-22T03:00:00.000Z');
    expect(parked?.ticket.order.status).toBe('parked');
    const other = parkTicket(ticket, 'park-2', '2026-11-22T03:05:00.000Z')!;
    const loaded = loadParked([parked!, other], 'park-1');
    expect(loaded.ticket?.items).toEqual(cart);
    expect(loaded.ticket?.customer?.name).toBe('Lê Văn Hùng');
    expect(loaded.ticket?.order.status).toBeNull();
    expect(loaded.parked.map((entry) => entry.id)).toEqual(['park-2']);
  });

  it('removes a parked order from the list; an empty cart is not parked; an unknown id loads nothing', () => {
    const parked = parkTicket(ticket, 'park-1', '2026-11-22T03:00:00.000Z')!;
    expect(removeParked([parked], 'park-1')).toEqual([]);
    expect(parkTicket(resetTicket(), 'park-x', '2026-11-22T03:00:00.000Z')).toBeNull();
    expect(loadParked([parked], 'nope')).toEqual({ ticket: null, parked: [parked] });
  });
});
