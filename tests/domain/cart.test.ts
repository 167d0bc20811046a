import {
  addProduct,
  changeUnit,
  clearOutOfStock,
  lineBaseQty,
  markNotExists,
  productIdsInCart,
  refreshStock,
  removeLine,
  setLineNote,
  setQuantity,
} from '../../src/domain/cart';
import type { CartItem } from '../../src/domain/cart-types';
import { returnFromOrder, type SoldOrder } from '../../src/domain/orders';
import { dong } from '../../src/domain/money';
import {
  amoxicillin,
  bloodPressureCheck,
  box,
  ids,
  monitor,
  paracetamol,
  strip,
  tablet,
  vitaminC,
} from './pos-fixtures';

const newId = ids();

describe('SPEC §4 adding a product', () => {
  it('a new line starts with quantity 1 and an empty note, in the default unit at its price', () => {
    const [line] = addProduct([], paracetamol, { lineId: 'line-1' });
    expect(line).toMatchObject({
      id: 'line-1',
      name: 'Paracetamol 500mg',
      product_id: paracetamol.id,
      quantity: 1,
      price: 9_500,
      note: { status: false, text: '' },
      uom: { id: strip.id, name: 'Vỉ', factor: 10 },
      is_return: false,
      outOfStock: false,
      notExists: false,
      tracking_type: 'lot',
      qty_available: 250,
      quantityAvailable: 25,
      lots: [],
    });
  });

  it.each([
    ['scanned again', undefined, 2],
    ['with an amount of 3', 3, 4],
    ['with an amount of 10', 10, 11],
  ])('a product already in the cart, %s, raises its quantity', (_label, quantity, expected) => {
    const once = addProduct([], paracetamol, { lineId: newId() });
    const twice = addProduct(once, paracetamol, { lineId: newId(), quantity });
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(expected);
  });

  it('the same product in another unit is its own line, at that unit’s price', () => {
    const items = addProduct(addProduct([], paracetamol, { lineId: 'a' }), paracetamol, { lineId: 'b', unit: box });
    expect(items.map((item) => [item.uom.name, item.price, item.quantity])).toEqual([
      ['Vỉ', 9_500, 1],
      ['Hộp', 90_000, 1],
    ]);
  });

  it('adding a product whose only line is a return line makes a new sale line', () => {
    const sold: SoldOrder = {
      id: 'order-1',
      code: 'HD-Q1-000001',
      discount_type: 'percent',
      discount_percent: 0,
      discount_amount: dong(0),
      subtotal: dong(9_500),
      grand_total: dong(9_500),
      customer: null,
      doctor: null,
      order_items: [
        {
          id: 'sold-1',
          product_id: paracetamol.id,
          product_name: paracetamol.name,
          product_qty: 1,
          price: dong(9_500),
          uom: { ...strip },
          item_lots: [],
          is_return: false,
          tracking_type: 'lot',
          drug_class: 'otc',
        },
      ],
    };
    const ticket = returnFromOrder(sold, new Map(), () => 'ret-1');
    const items = addProduct(ticket.items, paracetamol, { lineId: 'new-1' });
    expect(items.map((item) => [item.id, item.is_return, item.quantity])).toEqual([
      ['ret-1', true, 1],
      ['new-1', false, 1],
    ]);
  });
});

describe('SPEC §4 removing a line', () => {
  const cart = addProduct(addProduct([], paracetamol, { lineId: 'p' }), amoxicillin, { lineId: 'a' });

  it('a normal line is deleted and its in-cart mark cleared', () => {
    const result = removeLine(cart, 'p');
    expect(result.items.map((item) => item.id)).toEqual(['a']);
    expect(result.clearInCartProductId).toBe(paracetamol.id);
    expect(productIdsInCart(result.items)).toEqual(new Set([amoxicillin.id]));
  });

  it('the mark stays while another line of the product is left', () => {
    const twoUnits = addProduct(cart, paracetamol, { lineId: 'p-box', unit: box });
    const result = removeLine(twoUnits, 'p');
    expect(result.clearInCartProductId).toBeNull();
    expect(productIdsInCart(result.items).has(paracetamol.id)).toBe(true);
  });

  it('a return line stays with quantity 0', () => {
    const returnLine: CartItem = {
      ...cart[0]!,
      id: 'r',
      is_return: true,
      quantity: 2,
      quantityAvailable: 2,
      return_of_line_id: 'sold-1',
    };
    const result = removeLine([returnLine, cart[1]!], 'r');
    expect(result.items.map((item) => [item.id, item.quantity])).toEqual([
      ['r', 0],
      ['a', 1],
    ]);
    expect(result.clearInCartProductId).toBeNull();
  });

  it('an unknown line changes nothing', () => {
    expect(removeLine(cart, 'nope')).toEqual({ items: cart, clearInCartProductId: null });
  });
});

describe('SPEC §4 out of stock', () => {
  it.each([
    ['sold-out product with stock kept', vitaminC, undefined, true],
    ['product in stock', amoxicillin, undefined, false],
    ['service with tracking none', bloodPressureCheck, undefined, false],
    ['a box while 250 tablets are in stock', paracetamol, box, false],
  ])('%s', (_label, product, unit, expected) => {
    const [line] = addProduct([], product, { lineId: 'x', unit });
    expect(line?.outOfStock).toBe(expected);
  });

  it('a box is out of stock when fewer than 100 tablets are left', () => {
    const [line] = addProduct([], { ...paracetamol, qty_available: 99 as never }, { lineId: 'x', unit: box });
    expect(line?.outOfStock).toBe(true);
  });

  it('a return line is never out of stock', () => {
    const [line] = addProduct([], vitaminC, { lineId: 'x' });
    const refreshed = refreshStock([{ ...line!, is_return: true, outOfStock: false }], new Map([[vitaminC.id, 0]]));
    expect(refreshed[0]?.outOfStock).toBe(false);
  });

  it('stock refreshed to 0 marks the line; the mark is cleared per product', () => {
    const cart = addProduct(addProduct([], amoxicillin, { lineId: 'a' }), vitaminC, { lineId: 'v' });
    const refreshed = refreshStock(cart, new Map([[amoxicillin.id, 0]]));
    expect(refreshed.map((item) => item.outOfStock)).toEqual([true, true]);
    const cleared = clearOutOfStock(refreshed, amoxicillin.id);
    expect(cleared.map((item) => item.outOfStock)).toEqual([false, true]);
  });
});

describe('lines of products that no longer exist', () => {
  it('are marked notExists and unmarked when the product is back', () => {
    const cart = addProduct(addProduct([], amoxicillin, { lineId: 'a' }), vitaminC, { lineId: 'v' });
    const marked = markNotExists(cart, new Set([amoxicillin.id]));
    expect(marked.map((item) => item.notExists)).toEqual([false, true]);
    expect(markNotExists(marked, new Set([amoxicillin.id, vitaminC.id])).map((item) => item.notExists)).toEqual([
      false,
      false,
    ]);
  });
});

describe('quantity, note and unit of a line', () => {
  const [line] = addProduct([], paracetamol, { lineId: 'p' });
  const cart = [line!];

  it.each([
    [5, 5],
    [2.7, 2],
    [0, 1],
    [-3, 1],
  ])('a sale line set to %d holds %d', (input, expected) => {
    expect(setQuantity(cart, 'p', input)[0]?.quantity).toBe(expected);
  });

  it.each([
    [1, 1],
    [5, 3],
    [-1, 0],
  ])('a return line set to %d holds %d (3 may still be returned)', (input, expected) => {
    const returnLine: CartItem = {
      ...line!,
      is_return: true,
      quantity: 3,
      quantityAvailable: 3,
      return_of_line_id: 's',
    };
    expect(setQuantity([returnLine], 'p', input)[0]?.quantity).toBe(expected);
  });

  it('a note is set with its status and text', () => {
    expect(setLineNote(cart, 'p', { status: true, text: 'Uống sau ăn' })[0]?.note).toEqual({
      status: true,
      text: 'Uống sau ăn',
    });
  });

  it('changing the unit takes that unit’s price; base quantity is quantity × factor', () => {
    const three = setQuantity(cart, 'p', 3);
    expect(lineBaseQty(three[0]!)).toBe(30);
    const inTablets = changeUnit(three, 'p', tablet);
    expect(inTablets[0]).toMatchObject({
      uom: { name: 'Viên', factor: 1 },
      price: 1_000,
      quantity: 3,
      quantityAvailable: 250,
    });
    expect(lineBaseQty(inTablets[0]!)).toBe(3);
    const inBoxes = changeUnit(inTablets, 'p', box);
    expect(inBoxes[0]).toMatchObject({ price: 90_000, quantityAvailable: 2 });
    expect(lineBaseQty(inBoxes[0]!)).toBe(300);
  });

  it('a serial-tracked product starts with no serials', () => {
    expect(addProduct([], monitor, { lineId: 'm' })[0]?.serials).toEqual([]);
  });

  it('never changes the cart it was given', () => {
    const frozen = Object.freeze([...cart]);
    addProduct(frozen, paracetamol, { lineId: 'z' });
    removeLine(frozen, 'p');
    expect(frozen[0]?.quantity).toBe(1);
  });
});

describe('changing a line to a unit another line already uses', () => {
  it('merges the two lines', () => {
    const items = addProduct(addProduct([], paracetamol, { lineId: 'strips', quantity: 2 }), paracetamol, {
      lineId: 'tablets',
      quantity: 5,
      unit: tablet,
    });
    const merged = changeUnit(items, 'strips', tablet);
    expect(merged.map((item) => [item.id, item.uom.name, item.quantity, item.price])).toEqual([
      ['tablets', 'Viên', 7, 1_000],
    ]);
  });
});
