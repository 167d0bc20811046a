// Opening stock of the demo shop: lots with expiry dates, serial numbers, plain quantities.
import { addDays, addMonths } from '../dates';
import { type Rng, digits, intBetween, pick } from '../prng';
import type { DemoLot, DemoProduct, DemoSerial, DemoStock } from '../types';

/** The demo's "today": lots are near expiry or expired relative to this date. */
export const DEMO_TODAY = '2026-11-22';

/** Expiry of one lot: most in 2027–2028, some within 90 days of DEMO_TODAY, a few already past. */
function expiryDate(rng: Rng): string {
  const roll = rng();
  if (roll < 0.03) return addDays(DEMO_TODAY, -intBetween(rng, 3, 150));
  if (roll < 0.13) return addDays(DEMO_TODAY, intBetween(rng, 7, 88));
  return addDays('2027-03-01', intBetween(rng, 0, 660));
}

function lotNumber(rng: Rng, style: number, manufactured: string): string {
  const yy = manufactured.slice(2, 4);
  const mm = manufactured.slice(5, 7);
  const dd = manufactured.slice(8, 10);
  switch (style) {
    case 0:
      return `${yy}${mm}${dd}${digits(intBetween(rng, 1, 99), 2)}`;
    case 1:
      return `${pick(rng, ['A', 'B', 'C', 'K', 'L', 'T'])}${yy}${mm}${digits(intBetween(rng, 1, 999), 3)}`;
    case 2:
      return `L${yy}${digits(intBetween(rng, 1, 9999), 4)}`;
    default:
      return `${digits(intBetween(rng, 1, 9999), 4)}${yy}`;
  }
}

/** How many base units one delivery of this product brings. */
function deliveredQuantity(rng: Rng, product: DemoProduct): number {
  const largest = product.units[product.units.length - 1]!;
  if (largest.factor === 1) return product.sale_price > 300_000 ? intBetween(rng, 2, 6) : intBetween(rng, 4, 30);
  const boxes = largest.price > 500_000 ? intBetween(rng, 1, 3) : intBetween(rng, 2, 10);
  return boxes * largest.factor;
}

const lotCost = (rng: Rng, product: DemoProduct): number =>
  Math.max(1, Math.round(product.cost_price * (0.96 + rng() * 0.08)));

/** The lots on the shelf for one lot-tracked product: one to three deliveries, oldest first. */
export function lotsFor(product: DemoProduct, rng: Rng): DemoLot[] {
  const roll = rng();
  const count = roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3;
  const style = intBetween(rng, 0, 3);
  const shelfMonths = pick(rng, [24, 36, 36]);
  const expiries = Array.from({ length: count }, () => expiryDate(rng)).sort();
  const numbers = new Set<string>();
  return expiries.map((expiry) => {
    let manufactured = addMonths(expiry, -shelfMonths);
    if (manufactured >= DEMO_TODAY) manufactured = addMonths(expiry, -36);
    let number = lotNumber(rng, style, manufactured);
    while (numbers.has(number)) number = lotNumber(rng, style, manufactured);
    numbers.add(number);
    const quantity = deliveredQuantity(rng, product);
    return {
      product: product.code,
      lot_number: number,
      manufacture_date: manufactured,
      expiry_date: expiry,
      // Old lots are mostly sold through: leave a remainder on the shelf.
      quantity: expiry < DEMO_TODAY ? Math.max(1, Math.round(quantity / 4)) : quantity,
      cost: lotCost(rng, product),
    };
  });
}

export function buildLots(products: DemoProduct[], rng: Rng): DemoLot[] {
  return products.filter((product) => product.tracking_type === 'lot').flatMap((product) => lotsFor(product, rng));
}

export function buildSerials(products: DemoProduct[], rng: Rng): DemoSerial[] {
  const serials: DemoSerial[] = [];
  for (const product of products) {
    if (product.tracking_type !== 'serial') continue;
    const model = (product.name.match(/[A-Z]{2,}[-\w]*\d[\w-]*/)?.[0] ?? product.code).replace(/-/g, '');
    const count = intBetween(rng, 2, 5);
    for (let i = 0; i < count; i++) {
      const yymm = `${intBetween(rng, 24, 26)}${digits(intBetween(rng, 1, 12), 2)}`;
      serials.push({
        product: product.code,
        serial_number: `${model}${yymm}${digits(intBetween(rng, 0, 99999), 5)}`,
        cost: lotCost(rng, product),
      });
    }
  }
  return serials;
}

export function buildBasicStock(products: DemoProduct[], rng: Rng): DemoStock[] {
  return products
    .filter((product) => product.tracking_type === 'basic')
    .map((product) => ({ product: product.code, quantity: deliveredQuantity(rng, product), cost: product.cost_price }));
}
