/**
 * The lot picker: the cashier may change the lots FEFO chose for a line. A pick must cover the
 * line's base quantity exactly and never name an expired lot (DOMAIN.md: expired lots cannot be
 * sold).
 */
import type { CartItem, LotTake } from './cart-types';
import { lineBaseQty } from './cart';
import { isExpired } from './lots';

export type LotPickProblem = 'lotExpired' | 'lotQuantity';

export function lotsTotal(lots: readonly Pick<LotTake, 'quantity'>[]): number {
  return lots.reduce((sum, lot) => sum + lot.quantity, 0);
}

/** Whether a line's lots cover its base quantity (a line that takes no lots always does). */
export function lotsCoverLine(item: Pick<CartItem, 'quantity' | 'uom' | 'lots' | 'tracking_type'>): boolean {
  if (item.tracking_type !== 'lot') return true;
  return lotsTotal(item.lots) === lineBaseQty(item);
}

export function lotPickProblem(
  item: Pick<CartItem, 'quantity' | 'uom' | 'is_return'>,
  lots: readonly LotTake[],
  asOf: string,
): LotPickProblem | null {
  // A return gives goods back into their lot whatever its date; only a sale must avoid expired lots.
  if (!item.is_return && lots.some((lot) => isExpired(lot, asOf))) return 'lotExpired';
  if (lots.some((lot) => lot.quantity <= 0) || lotsTotal(lots) !== lineBaseQty(item)) return 'lotQuantity';
  return null;
}

/** Sets the lots picked by hand on a line. */
export function setLineLots(items: readonly CartItem[], lineId: string, lots: readonly LotTake[]): CartItem[] {
  return items.map((item) => (item.id === lineId ? { ...item, lots: lots.map((lot) => ({ ...lot })) } : item));
}
