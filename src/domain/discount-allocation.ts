/**
 * Spreads an order-level discount over its lines in proportion to their amounts, to whole đồng,
 * so the shares always add up to the discount exactly (largest remainder; ties go to the earlier
 * line). Invoices and VAT need line amounts after the order discount.
 */
import { dong, type Dong } from './money';

export function allocateDiscount(amounts: readonly Dong[], discount: Dong): Dong[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (amounts.length === 0 || discount === 0 || total === 0) return amounts.map(() => dong(0));
  const exact = amounts.map((amount) => (amount * discount) / total);
  const shares = exact.map((share) => Math.trunc(share));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const step = Math.sign(left);
  const order = exact
    .map((share, index) => ({ index, remainder: Math.abs(share - Math.trunc(share)) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left !== 0 && order.length > 0; i = (i + 1) % order.length) {
    const slot = order[i] as { index: number };
    shares[slot.index] = (shares[slot.index] as number) + step;
    left -= step;
  }
  return shares.map((share) => dong(share === 0 ? 0 : share));
}
