/** Serial-tracked products (a blood-pressure monitor): one distinct serial number per base unit sold. */
import type { CartItem } from './cart-types';

export type SerialProblem = 'serialsMissing' | 'serialsDuplicate' | 'serialsTooMany';

export function normalizeSerials(serials: readonly string[]): string[] {
  return serials.map((serial) => serial.trim()).filter((serial) => serial.length > 0);
}

/** What is wrong with a serial-tracked line's serials, or null (keys of `posMessages.serials`). */
export function serialProblem(
  item: Pick<CartItem, 'tracking_type' | 'quantity' | 'uom' | 'serials'>,
): SerialProblem | null {
  if (item.tracking_type !== 'serial') return null;
  const needed = item.quantity * item.uom.factor;
  const serials = normalizeSerials(item.serials);
  if (new Set(serials).size !== serials.length) return 'serialsDuplicate';
  if (serials.length < needed) return 'serialsMissing';
  if (serials.length > needed) return 'serialsTooMany';
  return null;
}
