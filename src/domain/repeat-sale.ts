/**
 * "Bán lại": a regular customer's last purchase added to the cart again (the monthly blood-pressure
 * tablets, the same vitamins). Each line sold comes back in the unit it was sold in, at today's
 * price; a unit removed since gives the same amount in the base unit; a product the till can no
 * longer sell is named, not dropped in silence. Returned lines and later returns are not
 * subtracted: the pharmacist sees the cart and changes it.
 */
import type { ProductUnit, SellableProduct } from './cart-types';

/** A line of the earlier sale, as the server's order detail gives it. */
export interface SoldLine {
  product_id: string;
  product_name: string;
  unit_id: string | null;
  /** In the unit sold. */
  product_qty: number;
  base_quantity: number;
  is_return: boolean;
}

export interface RepeatLine {
  product: SellableProduct;
  unit: ProductUnit;
  quantity: number;
}

export interface RepeatPlan {
  lines: RepeatLine[];
  /** Names of the products sold then that the till cannot sell now (stopped, deleted, no unit). */
  notSellable: string[];
}

export function repeatSale(sold: readonly SoldLine[], products: ReadonlyMap<string, SellableProduct>): RepeatPlan {
  const lines: RepeatLine[] = [];
  const notSellable: string[] = [];
  const skip = (name: string) => {
    if (!notSellable.includes(name)) notSellable.push(name);
  };
  for (const line of sold) {
    if (line.is_return || line.base_quantity <= 0) continue;
    const product = products.get(line.product_id);
    if (!product) {
      skip(line.product_name);
      continue;
    }
    const unit = line.unit_id ? product.units.find((candidate) => candidate.id === line.unit_id) : undefined;
    const base = product.units.find((candidate) => candidate.factor === 1);
    if (unit) lines.push({ product, unit, quantity: line.product_qty });
    else if (base) lines.push({ product, unit: base, quantity: line.base_quantity });
    else skip(line.product_name);
  }
  return { lines, notSellable };
}
