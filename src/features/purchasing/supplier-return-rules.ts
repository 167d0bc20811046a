/**
 * The supplier-return form's rules, pure: one entry per returnable line and lot, checked against
 * what may go back before posting, the body posted (lots with a quantity only), and the server's
 * field errors (`lines.<n>.quantity`, n in the posted lines) mapped back to the entries. A
 * serial-tracked entry's quantity is the serials ticked, one per base unit.
 */
import type { ReturnableLot } from '../../api/stock';
import type { SupplierReturnInput, SupplierReturnReason } from '../../domain/stock/supplier-returns';
import { purchasingText } from '../../i18n/purchasing-screens';

const t = purchasingText.supplierReturns;

export interface ReturnEntry {
  row: ReturnableLot;
  /** Typed for a line that is not serial-tracked. */
  quantity: number | null;
  /** Ticked for a serial-tracked line. */
  serials: string[];
}

export const returnEntries = (rows: readonly ReturnableLot[]): ReturnEntry[] =>
  rows.map((row) => ({ row, quantity: null, serials: [] }));

/** What an entry sends back, in the line's unit (a serial line's ticked serials over its factor). */
export const returnQuantity = (e: ReturnEntry): number =>
  e.row.serial_tracked ? e.serials.length / e.row.factor : (e.quantity ?? 0);

/** Field errors by entry (`<i>.quantity`), or `form` when no lot has a quantity. */
export function validateReturn(entries: readonly ReturnEntry[]): Record<string, string> {
  const errors: Record<string, string> = {};
  entries.forEach((e, i) => {
    const quantity = returnQuantity(e);
    if (!Number.isInteger(quantity)) errors[`${i}.quantity`] = t.serialsPerUnit(e.row.factor, e.row.unit_name);
    else if (quantity > e.row.returnable) errors[`${i}.quantity`] = t.tooMany(e.row.returnable);
  });
  if (!entries.some((e) => returnQuantity(e) > 0)) errors.form = t.nothing;
  return errors;
}

const posted = (entries: readonly ReturnEntry[]) =>
  entries.flatMap((e, i) => (returnQuantity(e) > 0 ? [{ e, i }] : []));

export function returnBody(
  entries: readonly ReturnEntry[],
  reason: SupplierReturnReason,
  note: string,
): SupplierReturnInput {
  return {
    reason,
    note: note.trim() || null,
    lines: posted(entries).map(({ e }) => ({
      line_id: e.row.line_id,
      lot_id: e.row.lot_id,
      quantity: returnQuantity(e),
      ...(e.row.serial_tracked ? { serials: e.serials } : {}),
    })),
  };
}

/** The server's `lines.<n>.<field>` errors keyed by the entry they concern; others kept as `form`. */
export function entryErrors(entries: readonly ReturnEntry[], server: Record<string, string>): Record<string, string> {
  const sent = posted(entries);
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(server)) {
    const match = /^lines\.(\d+)\.\w+$/.exec(field);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry) out[`${entry.i}.quantity`] = message;
    else out.form = message;
  }
  return out;
}
