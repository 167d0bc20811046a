/**
 * Order totals of SPEC.md §5: subtotal is the sum of quantity × price over lines, skipping lines
 * marked notExists; a return line counts negative. Grand total is subtotal minus the discount.
 */
import type { CartItem } from './cart-types';
import { lineAmount, subDong, sumDong, ZERO_DONG, type Dong } from './money';

/** A line's signed amount: negative for a return line, nothing for a line whose product is gone. */
export function lineTotal(item: Pick<CartItem, 'quantity' | 'price' | 'is_return' | 'notExists'>): Dong {
  if (item.notExists) return ZERO_DONG;
  return lineAmount(item.price, item.is_return ? -item.quantity : item.quantity);
}

export function subtotalOf(items: readonly Pick<CartItem, 'quantity' | 'price' | 'is_return' | 'notExists'>[]): Dong {
  return sumDong(items.map(lineTotal));
}

export function grandTotalOf(subtotal: Dong, discountAmount: Dong): Dong {
  return subDong(subtotal, discountAmount);
}
