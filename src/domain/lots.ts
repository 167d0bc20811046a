/**
 * Lots (DOMAIN.md): selling takes lots first-expiry-first-out, never from an expired lot, and
 * flags lots that expire within the warning window. Dates are calendar dates `YYYY-MM-DD` in the
 * shop's time zone; a lot is still sellable on its expiry date.
 */
import type { LotTake } from './cart-types';
import { baseQty, type BaseQty } from './money';
import { addDays } from './shop-clock';

export const DEFAULT_NEAR_EXPIRY_DAYS = 90;

export interface StockLot {
  id: string;
  lot_number: string;
  /** `YYYY-MM-DD`, or null when the lot has no expiry. */
  expiry_date: string | null;
  /** On hand, in base units. */
  quantity: BaseQty;
}

export interface FefoTake extends LotTake {
  nearExpiry: boolean;
}

export interface FefoResult {
  takes: FefoTake[];
  /** Base units that could not be taken from any sellable lot. */
  shortfall: BaseQty;
}

export function isExpired(lot: Pick<StockLot, 'expiry_date'>, asOf: string): boolean {
  return lot.expiry_date !== null && lot.expiry_date < asOf;
}

export function isNearExpiry(
  lot: Pick<StockLot, 'expiry_date'>,
  asOf: string,
  windowDays = DEFAULT_NEAR_EXPIRY_DAYS,
): boolean {
  return lot.expiry_date !== null && !isExpired(lot, asOf) && lot.expiry_date <= addDays(asOf, windowDays);
}

/**
 * FEFO order. Tie-break (so the till and the server pick the same lot): earlier expiry first,
 * lots without expiry last, then lot number, then id.
 */
export function fefoOrder<T extends StockLot>(lots: readonly T[]): T[] {
  return [...lots].sort((a, b) => {
    if (a.expiry_date !== b.expiry_date) {
      if (a.expiry_date === null) return 1;
      if (b.expiry_date === null) return -1;
      return a.expiry_date < b.expiry_date ? -1 : 1;
    }
    if (a.lot_number !== b.lot_number) return a.lot_number < b.lot_number ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export interface FefoOptions {
  asOf: string;
  nearExpiryDays?: number;
}

/** Takes `quantity` base units from sellable lots, earliest expiry first, and reports what is short. */
export function allocateFefo(lots: readonly StockLot[], quantity: number, options: FefoOptions): FefoResult {
  let remaining = Math.max(0, Math.floor(quantity));
  const takes: FefoTake[] = [];
  for (const lot of fefoOrder(lots)) {
    if (remaining === 0) break;
    if (lot.quantity <= 0 || isExpired(lot, options.asOf)) continue;
    const take = Math.min(lot.quantity, remaining);
    remaining -= take;
    takes.push({
      lot_id: lot.id,
      lot_number: lot.lot_number,
      expiry_date: lot.expiry_date,
      quantity: baseQty(take),
      nearExpiry: isNearExpiry(lot, options.asOf, options.nearExpiryDays),
    });
  }
  return { takes, shortfall: baseQty(remaining) };
}

/** Sellable stock: the sum of lots that are not expired. */
export function sellableQuantity(lots: readonly StockLot[], asOf: string): BaseQty {
  return baseQty(lots.reduce((sum, lot) => (lot.quantity > 0 && !isExpired(lot, asOf) ? sum + lot.quantity : sum), 0));
}

/**
 * Takes `quantity` base units from lot takes in their order, after skipping `skip` units: a
 * return puts goods back into the lots they were sold from, earlier returns having used the
 * first ones.
 */
export function takeInOrder(lots: readonly LotTake[], quantity: number, skip = 0): LotTake[] {
  let toSkip = Math.max(0, skip);
  let remaining = Math.max(0, quantity);
  const result: LotTake[] = [];
  for (const lot of lots) {
    if (remaining === 0) break;
    const skipped = Math.min(toSkip, lot.quantity);
    toSkip -= skipped;
    const take = Math.min(lot.quantity - skipped, remaining);
    if (take <= 0) continue;
    remaining -= take;
    result.push({ ...lot, quantity: baseQty(take) });
  }
  return result;
}
