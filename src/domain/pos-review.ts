/**
 * Review flags of a pushed order (DESIGN.md §5: facts win): what the server's second look found
 * that differs from what the till recorded. The order is stored as recorded and these flags
 * tell the back-office what to check. Also the pure check of return lines against the sale.
 */
import { z } from './z';
import type { StockDiscrepancy } from './stock-reconcile';
import type { TotalsMismatch } from './order-check';

export const reviewFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totals_mismatch'), field: z.string(), recorded: z.number(), computed: z.number() }),
  z.object({ kind: z.literal('rx_without_prescription'), product_id: z.string() }),
  z.object({
    kind: z.literal('stock_discrepancy'),
    reason: z.enum(['lotUnknown', 'lotShort', 'lotsMissing', 'lotExpired', 'overdraw']),
    line_id: z.string(),
    product_id: z.string(),
    lot_number: z.string().nullable(),
    quantity: z.number(),
  }),
  /** A return line gives back more than was sold minus already returned (`quantity` is the excess, in the unit sold). */
  z.object({
    kind: z.literal('return_exceeds_sold'),
    line_id: z.string(),
    return_of_line_id: z.string(),
    quantity: z.number(),
  }),
  /** A return line names a line that is not on the original order. */
  z.object({ kind: z.literal('return_line_unknown'), line_id: z.string(), return_of_line_id: z.string() }),
  z.object({ kind: z.literal('customer_unknown'), id: z.string() }),
  /** Sold on credit with no customer the server knows: the debt is kept on the order, owed by no one. */
  z.object({ kind: z.literal('debt_without_customer'), amount: z.number() }),
  /**
   * A refund taken off the customer's debt took more than it could: `allowed` is the least of what
   * the original sale still owed and what the customer owed then (0 when neither owed anything).
   */
  z.object({ kind: z.literal('debt_deduction_over'), amount: z.number(), allowed: z.number() }),
  /** A sale on credit took the customer past their credit limit: `owed` before it, `amount` it added. */
  z.object({ kind: z.literal('credit_over_limit'), amount: z.number(), owed: z.number(), limit: z.number() }),
  /** The till's code was already used by another order (a till from before device segments): stored under `stored_code`. */
  z.object({ kind: z.literal('code_reused'), code: z.string(), stored_code: z.string() }),
  /** Sold while the product was archived or deleted on the server (a till that had not pulled the change). */
  z.object({ kind: z.literal('product_inactive'), product_id: z.string(), state: z.enum(['archived', 'deleted']) }),
  /** Sold at a price other than the server's current price of that unit. */
  z.object({
    kind: z.literal('price_changed'),
    line_id: z.string(),
    product_id: z.string(),
    recorded: z.number(),
    current: z.number(),
  }),
  z.object({ kind: z.literal('doctor_unknown'), id: z.string() }),
  /** Sold against a national e-prescription the national system holds as already dispensed in full. */
  z.object({ kind: z.literal('eprescription_dispensed'), code: z.string() }),
  /** The national e-prescription system refused to record this sale's dispensing (the reason is kept with it). */
  z.object({ kind: z.literal('eprescription_refused'), code: z.string() }),
]);
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

export function totalsFlags(mismatches: readonly TotalsMismatch[]): ReviewFlag[] {
  return mismatches.map((m) => ({
    kind: 'totals_mismatch',
    field: m.field,
    recorded: m.recorded,
    computed: m.computed,
  }));
}

export function stockFlags(discrepancies: readonly StockDiscrepancy[]): ReviewFlag[] {
  return discrepancies.map((d) => ({
    kind: 'stock_discrepancy',
    reason: d.kind,
    line_id: d.line_id,
    product_id: d.product_id,
    lot_number: d.lot_number,
    quantity: d.quantity,
  }));
}

export interface ReturnLine {
  id: string;
  return_of_line_id: string | null;
  /** In the unit sold (base quantity over factor of the original line). */
  base_quantity: number;
}

export interface SoldLineLimit {
  /** Base units sold on the original line. */
  base_quantity: number;
  /** Base units already given back by earlier returns. */
  returned: number;
  factor: number;
}

/**
 * Return lines against what the original order sold minus what earlier returns gave back.
 * Nothing is refused: an excess or an unknown line is flagged and the return is kept.
 */
export function checkReturnLines(lines: readonly ReturnLine[], sold: ReadonlyMap<string, SoldLineLimit>): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const taken = new Map<string, number>();
  for (const line of lines) {
    if (!line.return_of_line_id) continue;
    const limit = sold.get(line.return_of_line_id);
    if (!limit) {
      flags.push({ kind: 'return_line_unknown', line_id: line.id, return_of_line_id: line.return_of_line_id });
      continue;
    }
    const before = taken.get(line.return_of_line_id) ?? limit.returned;
    const after = before + line.base_quantity;
    taken.set(line.return_of_line_id, after);
    const excess = Math.min(line.base_quantity, after - limit.base_quantity);
    if (excess > 0)
      flags.push({
        kind: 'return_exceeds_sold',
        line_id: line.id,
        return_of_line_id: line.return_of_line_id,
        quantity: excess / limit.factor,
      });
  }
  return flags;
}
