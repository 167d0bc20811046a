/** Pure rules of the counting screen: differences, the summary, which line a scanned code counts on, a found lot's checks. */
import { stockText } from '../../i18n/stock-screens';
import { uiKit } from '../../i18n/ui-kit';

export interface CountRow {
  id: string;
  product_id: string;
  product_code: string;
  expected: number;
}

export function difference(expected: number, counted: number | null | undefined): number | null {
  return counted === null || counted === undefined ? null : counted - expected;
}

/** The lines counted at something other than what was expected. */
export function differingLines(rows: CountRow[], counted: Record<string, number | null>): string[] {
  return rows.filter((row) => (difference(row.expected, counted[row.id]) ?? 0) !== 0).map((row) => row.id);
}

export function countSummary(
  rows: CountRow[],
  counted: Record<string, number | null>,
): { lines: number; counted: number; differences: number } {
  const done = rows.filter((row) => counted[row.id] !== null && counted[row.id] !== undefined).length;
  return { lines: rows.length, counted: done, differences: differingLines(rows, counted).length };
}

export type ScanTarget = { kind: 'line'; lineId: string } | { kind: 'many'; productId: string } | { kind: 'none' };

/** The line a scan lands on: the product's only line, or 'many' when the product has several lots. */
export function scanTarget(rows: CountRow[], productId: string | null): ScanTarget {
  if (!productId) return { kind: 'none' };
  const lines = rows.filter((r) => r.product_id === productId);
  if (lines.length === 0) return { kind: 'none' };
  if (lines.length === 1) return { kind: 'line', lineId: (lines[0] as CountRow).id };
  return { kind: 'many', productId };
}

export interface FoundLotDraft {
  product: { id: string; name: string } | null;
  lot_number: string;
  expiry_date: string | null | 'invalid';
  counted: number | null;
}

/** Field errors of a found lot before it is sent: product, lot number, a real expiry date, a counted quantity. */
export function validateFoundLot(draft: FoundLotDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.product) errors.product_id = stockText.counts.pickProduct;
  if (!draft.lot_number.trim()) errors.lot_number = uiKit.form.required;
  if (draft.expiry_date === 'invalid') errors.expiry_date = uiKit.form.invalidDate;
  else if (!draft.expiry_date) errors.expiry_date = uiKit.form.required;
  if (draft.counted === null) errors.counted = uiKit.form.required;
  return errors;
}
