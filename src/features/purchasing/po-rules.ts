/**
 * Pure rules of the purchase order screens: line and order totals (tax on the discounted amount,
 * rounded per line to whole đồng) and validation of a receipt before it is sent.
 */
import { purchaseLineAmounts } from '../../domain/stock/costing';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.purchase;

export interface DraftLine {
  key: string;
  product_id: string;
  product_name: string;
  product_code: string;
  tracking_type: string;
  units: { id: string; name: string; factor: number }[];
  unit_id: string;
  quantity: number | null;
  unit_cost: number | null;
  discount: number | null;
  tax_id: string | null;
}

export interface LineTotals {
  discount: number;
  subtotal: number;
  tax: number;
  total: number;
}

/** A line's amounts with the shared costing rule (quantity × cost − discount, tax on top). */
export function lineAmounts(
  line: { quantity: number | null; unit_cost: number | null; discount: number | null },
  taxRate: number | null,
): LineTotals {
  const amounts = purchaseLineAmounts(line.quantity ?? 0, line.unit_cost ?? 0, line.discount ?? 0, taxRate ?? 0);
  return { discount: line.discount ?? 0, subtotal: amounts.subtotal, tax: amounts.taxAmount, total: amounts.total };
}

export function orderTotals(rows: LineTotals[]): LineTotals {
  return rows.reduce(
    (sum, row) => ({
      discount: sum.discount + row.discount,
      subtotal: sum.subtotal + row.subtotal,
      tax: sum.tax + row.tax,
      total: sum.total + row.total,
    }),
    { discount: 0, subtotal: 0, tax: 0, total: 0 },
  );
}

/** One lot (or the serials, or a plain quantity) received on a line in this receipt. */
export interface ReceiptEntry {
  line_id: string;
  tracking_type: string;
  remaining: number;
  quantity: number | null;
  lot_number: string;
  expiry_date: string | null | 'invalid';
  serials: string;
}

export function serialList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Errors keyed `index.field`; empty when the receipt may be sent. Several entries may share a line (two lots). */
export function validateReceipt(entries: ReceiptEntry[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const perLine = new Map<string, number>();
  let any = false;
  entries.forEach((entry, i) => {
    const qty = entry.quantity ?? 0;
    if (qty <= 0) return;
    any = true;
    perLine.set(entry.line_id, (perLine.get(entry.line_id) ?? 0) + qty);
    if (entry.tracking_type === 'lot') {
      if (!entry.lot_number.trim()) errors[`${i}.lot_number`] = t.lotRequired;
      if (!entry.expiry_date || entry.expiry_date === 'invalid') errors[`${i}.expiry_date`] = t.expiryRequired;
    }
    if (entry.tracking_type === 'serial') {
      const serials = serialList(entry.serials);
      if (serials.length !== qty) errors[`${i}.serials`] = t.serialCount(qty);
      else if (new Set(serials).size !== serials.length) errors[`${i}.serials`] = t.serialDuplicate;
    }
  });
  entries.forEach((entry, i) => {
    if ((entry.quantity ?? 0) > 0 && (perLine.get(entry.line_id) ?? 0) > entry.remaining)
      errors[`${i}.quantity`] = t.tooMany;
  });
  if (!any) errors.form = t.nothingToReceive;
  return errors;
}
