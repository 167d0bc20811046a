/**
 * Cart line transitions of SPEC.md §4: add, remove, quantity, note, unit, out-of-stock and
 * not-exists marks. Every function returns new arrays and never mutates its input.
 */
import type { CartItem, ProductUnit, SellableProduct } from './cart-types';
import { takeInOrder } from './lots';
import { baseQty, type BaseQty } from './money';
import { DEFAULT_CART_QUANTITY } from './pos-enums';

export function defaultUnit(product: SellableProduct): ProductUnit {
  const unit = product.units.find((candidate) => candidate.id === product.default_unit_id) ?? product.units[0];
  if (!unit) throw new RangeError(`Product ${product.id} has no unit`);
  return unit;
}

/** Stock on hand expressed in whole units of `factor`; null when the product keeps no stock. */
export function availableInUnit(
  product: Pick<SellableProduct, 'tracking_type' | 'qty_available'>,
  factor: number,
): number | null {
  if (product.tracking_type === 'none') return null;
  return Math.floor(product.qty_available / factor);
}

/** SPEC.md §4: out of stock when the available quantity is 0 or less, unless a return line or tracking none. */
export function isOutOfStock(item: Pick<CartItem, 'is_return' | 'tracking_type' | 'quantityAvailable'>): boolean {
  if (item.is_return || item.tracking_type === 'none') return false;
  return (item.quantityAvailable ?? 0) <= 0;
}

export interface AddOptions {
  /** Id for the line if a new one is made (the caller makes UUIDs; the domain stays pure). */
  lineId: string;
  /** The amount to add; SPEC.md §9 default 1. */
  quantity?: number;
  /** The unit scanned or picked; the product's default unit otherwise. */
  unit?: ProductUnit;
}

/**
 * SPEC.md §4: a product already in the cart on a non-return line (in the same unit, since each
 * unit has its own price) has its quantity raised by the given amount, or by 1. Otherwise a new
 * line starts at quantity 1 (or the amount typed before scanning) with an empty note.
 */
export function addProduct(items: readonly CartItem[], product: SellableProduct, options: AddOptions): CartItem[] {
  const unit = options.unit ?? defaultUnit(product);
  const amount = options.quantity ?? DEFAULT_CART_QUANTITY;
  const index = items.findIndex((item) => item.product_id === product.id && !item.is_return && item.uom.id === unit.id);
  if (index >= 0) {
    // Lots picked for the old quantity no longer fit; checkout takes them again FEFO.
    return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + amount, lots: [] } : item));
  }
  const quantityAvailable = availableInUnit(product, unit.factor);
  const line: CartItem = {
    id: options.lineId,
    name: product.name,
    product_id: product.id,
    quantity: amount,
    price: unit.price,
    note: { status: false, text: '' },
    quantityAvailable,
    lots: [],
    is_return: false,
    uom: { id: unit.id, name: unit.name, factor: unit.factor },
    outOfStock: false,
    notExists: false,
    tracking_type: product.tracking_type,
    qty_available: product.qty_available,
    drug_class: product.drug_class,
    serials: [],
    return_of_line_id: null,
    returnable_lots: [],
  };
  return [...items, { ...line, outOfStock: isOutOfStock(line) }];
}

export interface RemoveResult {
  items: CartItem[];
  /** The product whose `has_in_cart` mark the layout clears, when no line of it is left. */
  clearInCartProductId: string | null;
}

/** SPEC.md §4: a normal line is deleted; a return line stays with quantity 0. */
export function removeLine(items: readonly CartItem[], lineId: string): RemoveResult {
  const line = items.find((item) => item.id === lineId);
  if (!line) return { items: [...items], clearInCartProductId: null };
  if (line.is_return) {
    const emptied = items.map((item) => (item.id === lineId ? { ...item, quantity: 0, lots: [], serials: [] } : item));
    return { items: emptied, clearInCartProductId: null };
  }
  const rest = items.filter((item) => item.id !== lineId);
  const stillInCart = rest.some((item) => item.product_id === line.product_id && !item.is_return);
  return { items: rest, clearInCartProductId: stillInCart ? null : line.product_id };
}

/** The layout's `has_in_cart` marks: products on a sale line. */
export function productIdsInCart(items: readonly CartItem[]): Set<string> {
  return new Set(items.filter((item) => !item.is_return).map((item) => item.product_id));
}

/**
 * Sets a line's quantity (in its unit), kept whole: a sale line holds at least 1 (removing is
 * `removeLine`), a return line between 0 and what may still be returned.
 */
export function setQuantity(items: readonly CartItem[], lineId: string, quantity: number): CartItem[] {
  return items.map((item) => {
    if (item.id !== lineId) return item;
    const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
    const next = item.is_return ? Math.min(Math.max(whole, 0), item.quantityAvailable ?? 0) : Math.max(whole, 1);
    if (next === item.quantity) return item;
    const lots = item.is_return ? takeInOrder(item.returnable_lots, next * item.uom.factor) : [];
    return { ...item, quantity: next, lots };
  });
}

export function setLineNote(
  items: readonly CartItem[],
  lineId: string,
  note: { status: boolean; text: string },
): CartItem[] {
  return items.map((item) => (item.id === lineId ? { ...item, note: { status: note.status, text: note.text } } : item));
}

/**
 * Sells the line in another unit at that unit's price; the quantity keeps its number of units.
 * When a sale line of the product already uses that unit, the two become one line (as adding
 * the product in that unit would). A return line keeps the unit it was sold in.
 */
export function changeUnit(items: readonly CartItem[], lineId: string, unit: ProductUnit): CartItem[] {
  const line = items.find((item) => item.id === lineId);
  if (!line || line.is_return || line.uom.id === unit.id) return [...items];
  const twin = items.find(
    (item) => item.id !== lineId && item.product_id === line.product_id && !item.is_return && item.uom.id === unit.id,
  );
  if (twin) {
    return items
      .filter((item) => item.id !== lineId)
      .map((item) => (item.id === twin.id ? { ...item, quantity: item.quantity + line.quantity, lots: [] } : item));
  }
  return items.map((item) => {
    if (item.id !== lineId) return item;
    const next: CartItem = {
      ...item,
      uom: { id: unit.id, name: unit.name, factor: unit.factor },
      price: unit.price,
      quantityAvailable: availableInUnit(item, unit.factor),
      lots: [],
      serials: [],
    };
    return { ...next, outOfStock: isOutOfStock(next) };
  });
}

/** Quantity of a line in base units: quantity × factor. */
export function lineBaseQty(item: Pick<CartItem, 'quantity' | 'uom'>): BaseQty {
  return baseQty(item.quantity * item.uom.factor);
}

/** Refreshes stock figures and the out-of-stock mark from the till's stock (base units by product). */
export function refreshStock(items: readonly CartItem[], stock: ReadonlyMap<string, number>): CartItem[] {
  return items.map((item) => {
    const onHand = stock.get(item.product_id);
    if (item.is_return || onHand === undefined) return item;
    const next: CartItem = {
      ...item,
      qty_available: baseQty(onHand),
      quantityAvailable: availableInUnit(
        { tracking_type: item.tracking_type, qty_available: baseQty(onHand) },
        item.uom.factor,
      ),
    };
    return { ...next, outOfStock: isOutOfStock(next) };
  });
}

/** SPEC.md §4: the out-of-stock flag can be cleared per product (the cashier overrides it). */
export function clearOutOfStock(items: readonly CartItem[], productId: string): CartItem[] {
  return items.map((item) =>
    item.product_id === productId && item.outOfStock ? { ...item, outOfStock: false } : item,
  );
}

/** Marks lines whose product is gone from the catalogue; totals skip them. */
export function markNotExists(items: readonly CartItem[], existingProductIds: ReadonlySet<string>): CartItem[] {
  return items.map((item) => {
    const notExists = !existingProductIds.has(item.product_id);
    return notExists === item.notExists ? item : { ...item, notExists };
  });
}
