/**
 * How the server turns the lines of a pushed order into stock moves (DESIGN.md §5: facts win).
 * The till's lots are kept when the server knows them and they hold enough; what is unknown or
 * short is taken first-expiry-first-out from the server's own lots; what no lot can cover is
 * still moved (stock goes below zero) and flagged. Returns put goods back into the lots the till
 * names. Moves are in base units: negative out, positive in. `asOf` is the day of the sale in
 * the shop (`YYYY-MM-DD`): a lot the till sold from that had expired by then is flagged.
 */
import { allocateFefo, isExpired, type StockLot } from './lots';
import type { TrackingType } from './pos-enums';

export interface ReconcileLine {
  id: string;
  product_id: string;
  tracking_type: TrackingType;
  is_return: boolean;
  base_quantity: number;
  lots: readonly { lot_id: string; lot_number: string; quantity: number }[];
}

export interface ProductStock {
  /** On hand in base units (all lots together for a lot-tracked product). */
  onHand: number;
  lots: readonly StockLot[];
}

export interface StockMove {
  line_id: string;
  product_id: string;
  lot_id: string | null;
  quantity: number;
}

export type DiscrepancyKind = 'lotUnknown' | 'lotShort' | 'lotsMissing' | 'lotExpired' | 'overdraw';

export interface StockDiscrepancy {
  line_id: string;
  product_id: string;
  kind: DiscrepancyKind;
  lot_number: string | null;
  quantity: number;
}

export function reconcileOrderStock(
  lines: readonly ReconcileLine[],
  stock: ReadonlyMap<string, ProductStock>,
  asOf: string,
) {
  const moves: StockMove[] = [];
  const discrepancies: StockDiscrepancy[] = [];
  const lotLeft = new Map<string, number>();
  const onHandLeft = new Map<string, number>();
  for (const [productId, product] of stock) {
    onHandLeft.set(productId, product.onHand);
    for (const lot of product.lots) lotLeft.set(lot.id, lot.quantity);
  }
  const move = (line: ReconcileLine, lotId: string | null, quantity: number) => {
    if (quantity === 0) return;
    moves.push({ line_id: line.id, product_id: line.product_id, lot_id: lotId, quantity });
    onHandLeft.set(line.product_id, (onHandLeft.get(line.product_id) ?? 0) + quantity);
    if (lotId) lotLeft.set(lotId, (lotLeft.get(lotId) ?? 0) + quantity);
  };
  const flag = (line: ReconcileLine, kind: DiscrepancyKind, quantity: number, lotNumber: string | null = null) =>
    discrepancies.push({ line_id: line.id, product_id: line.product_id, kind, lot_number: lotNumber, quantity });

  for (const line of lines) {
    if (line.tracking_type === 'none' || line.base_quantity <= 0) continue;
    const productLots = stock.get(line.product_id)?.lots ?? [];
    const known = new Set(productLots.map((lot) => lot.id));
    const expired = new Set(productLots.filter((lot) => isExpired(lot, asOf)).map((lot) => lot.id));
    const named = line.tracking_type === 'lot' ? line.lots : [];
    if (line.is_return) {
      let remaining = line.base_quantity;
      for (const take of named) {
        const quantity = Math.min(take.quantity, remaining);
        if (quantity <= 0) break;
        if (!known.has(take.lot_id)) {
          flag(line, 'lotUnknown', quantity, take.lot_number);
          continue;
        }
        move(line, take.lot_id, quantity);
        remaining -= quantity;
      }
      move(line, null, remaining);
      continue;
    }
    if (line.tracking_type !== 'lot') {
      const available = Math.max(onHandLeft.get(line.product_id) ?? 0, 0);
      if (available < line.base_quantity) flag(line, 'overdraw', line.base_quantity - available);
      move(line, null, -line.base_quantity);
      continue;
    }
    let remaining = line.base_quantity;
    let pending = 0;
    for (const take of named) {
      const quantity = Math.min(take.quantity, remaining);
      if (quantity <= 0) break;
      remaining -= quantity;
      const available = known.has(take.lot_id) ? Math.max(lotLeft.get(take.lot_id) ?? 0, 0) : 0;
      const used = Math.min(quantity, available);
      move(line, take.lot_id, -used);
      if (!known.has(take.lot_id)) flag(line, 'lotUnknown', quantity, take.lot_number);
      else if (used < quantity) flag(line, 'lotShort', quantity - used, take.lot_number);
      if (expired.has(take.lot_id)) flag(line, 'lotExpired', used, take.lot_number);
      pending += quantity - used;
    }
    if (remaining > 0) {
      flag(line, 'lotsMissing', remaining);
      pending += remaining;
    }
    if (pending === 0) continue;
    const lots = (stock.get(line.product_id)?.lots ?? []).map((lot) => ({
      ...lot,
      quantity: Math.max(lotLeft.get(lot.id) ?? 0, 0) as StockLot['quantity'],
    }));
    const fefo = allocateFefo(lots, pending, { asOf });
    for (const take of fefo.takes) move(line, take.lot_id, -take.quantity);
    if (fefo.shortfall > 0) {
      flag(line, 'overdraw', fefo.shortfall);
      move(line, null, -fefo.shortfall);
    }
  }
  return { moves, discrepancies };
}
