/**
 * Costing rules of the stock ledger: purchase line totals, the moving-average cost that a receipt
 * updates, and the replay of the ledger that the inventory valuation report answers as of a date.
 */
export interface LineAmounts {
  subtotal: number;
  taxAmount: number;
  total: number;
}

/** A purchase line: quantity × unit cost − discount, tax on top (rounded to the đồng). */
export function purchaseLineAmounts(
  quantity: number,
  unitCost: number,
  discount: number,
  taxRate: number,
): LineAmounts {
  const subtotal = Math.max(0, quantity * unitCost - discount);
  const taxAmount = Math.round((subtotal * taxRate) / 100);
  return { subtotal, taxAmount, total: subtotal + taxAmount };
}

/** Whether a line's discount is allowed: never negative, never more than quantity × unit cost. */
export function isValidLineDiscount(quantity: number, unitCost: number, discount: number): boolean {
  return discount >= 0 && discount <= quantity * unitCost;
}

export interface PurchaseOrderTotals {
  /** Goods before discount: Σ quantity × unit cost (the stored `subtotal`). */
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  /** subtotal − discountTotal + taxTotal, the sum of the line totals. */
  total: number;
}

/**
 * The totals of a purchase order, for the draft form and the server alike. `subtotal` is before
 * discount (as the sale order's subtotal in SPEC), so subtotal − discount + tax = total.
 */
export function purchaseOrderTotals(
  lines: readonly { quantity: number; unitCost: number; discount: number; taxRate: number }[],
): PurchaseOrderTotals {
  const totals: PurchaseOrderTotals = { subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 };
  for (const l of lines) {
    const gross = l.quantity * l.unitCost;
    const amounts = purchaseLineAmounts(l.quantity, l.unitCost, l.discount, l.taxRate);
    totals.subtotal += gross;
    totals.discountTotal += gross - amounts.subtotal;
    totals.taxTotal += amounts.taxAmount;
    totals.total += amounts.total;
  }
  return totals;
}

/** A unit cost moved to another unit of the product: cost per base unit × the new factor, to the đồng. */
export function unitCostForFactor(unitCost: number, fromFactor: number, toFactor: number): number {
  return fromFactor === toFactor || fromFactor <= 0 ? unitCost : Math.round((unitCost / fromFactor) * toFactor);
}

/** Cost of one base unit of a received line (before tax, after discount). */
export function baseUnitCost(quantity: number, factor: number, unitCost: number, discount: number): number {
  const base = quantity * factor;
  return base === 0 ? 0 : Math.round(Math.max(0, quantity * unitCost - discount) / base);
}

/** The moving average after `quantity` base units arrive at `unitCost` onto `onHand` at `average`. */
export function movingAverage(onHand: number, average: number, quantity: number, unitCost: number): number {
  if (quantity <= 0) return average;
  if (onHand <= 0) return unitCost;
  return Math.round((onHand * average + quantity * unitCost) / (onHand + quantity));
}

/** Moves whose cost enters the moving average: stock bought or brought in at a cost. */
export const COSTED_REASONS: ReadonlySet<string> = new Set(['purchase_receipt', 'opening']);

export interface ProductValuation {
  quantity: number;
  average_cost: number;
  value: number;
}

/** A product's ledger folded so far: its quantity and moving-average cost. */
export interface FoldedValuation {
  quantity: number;
  average: number;
}

export interface FoldMove {
  quantity: number;
  unit_cost: number;
  reason: string;
}

/** Folds a product's further moves, in ledger order, into what was folded before them. */
export function foldMoves(start: FoldedValuation, moves: readonly FoldMove[]): FoldedValuation {
  let { quantity, average } = start;
  for (const m of moves) {
    if (COSTED_REASONS.has(m.reason) && m.quantity > 0)
      average = movingAverage(quantity, average, m.quantity, m.unit_cost);
    quantity += m.quantity;
  }
  return { quantity, average };
}

/** A costed move (COSTED_REASONS, quantity > 0) with its product's quantity on hand just before it. */
export interface CostedMove {
  product_id: string;
  quantity: number;
  unit_cost: number;
  before: number;
}

/**
 * The ledger replayed into quantity, average cost and value per product: the average moves only at
 * the costed moves, taken in ledger order, and each product's quantity is its balance. This is all
 * a replay of every move needs, so the database can sum the sales and send only these.
 */
export function valuationFromCostedMoves(
  costed: readonly CostedMove[],
  balances: ReadonlyMap<string, number>,
): Map<string, ProductValuation> {
  const averages = new Map<string, number>();
  for (const m of costed)
    averages.set(m.product_id, movingAverage(m.before, averages.get(m.product_id) ?? 0, m.quantity, m.unit_cost));
  const out = new Map<string, ProductValuation>();
  for (const [id, quantity] of balances) {
    const average = averages.get(id) ?? 0;
    out.set(id, { quantity, average_cost: average, value: Math.max(0, quantity) * average });
  }
  return out;
}
