/**
 * Pure rules of the purchase order screens: line and order totals (tax on the discounted amount,
 * rounded per line to whole đồng), validation of the lines and of a receipt before they are sent.
 */
import { isExpired } from '../../domain/lots';
import { todayInShop } from '../../domain/shop-clock';
import {
  isValidLineDiscount,
  purchaseLineAmounts,
  purchaseOrderTotals,
  type PurchaseOrderTotals,
  unitCostForFactor,
} from '../../domain/stock/costing';
import { formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';

const t = purchasingText.purchase;

export interface DraftLine {
  key: string;
  product_id: string;
  product_name: string;
  product_code: string;
  tracking_type: string;
  /** The product's units; `price`, what each sells at now, when known. */
  units: { id: string; name: string; factor: number; price?: number | null }[];
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

/** The order's totals with the server's rule (subtotal before discount; subtotal − discount + tax = total). */
export function draftTotals(lines: DraftLine[], rateOf: (taxId: string | null) => number | null): PurchaseOrderTotals {
  return purchaseOrderTotals(
    lines.map((l) => ({
      quantity: l.quantity ?? 0,
      unitCost: l.unit_cost ?? 0,
      discount: l.discount ?? 0,
      taxRate: rateOf(l.tax_id) ?? 0,
    })),
  );
}

/**
 * What one unit of the line costs to buy (discount and VAT included) when that is not below what
 * the unit sells at: sold at that price the shop makes nothing or loses, and a vendor's new price
 * is the usual cause, so the sale price wants a look before the goods are on the shelf. Null when
 * it sells at a profit, or when the price (a saved line whose unit was removed), the cost or the
 * quantity is not known. A price of 0 (a free sample) says nothing.
 */
export function costOverPrice(
  line: Pick<DraftLine, 'units' | 'unit_id' | 'quantity' | 'unit_cost' | 'discount'>,
  taxRate: number | null,
): { cost: number; price: number; unit: string } | null {
  const unit = line.units.find((u) => u.id === line.unit_id);
  const price = unit?.price;
  if (!unit || price === null || price === undefined || price <= 0) return null;
  if (!line.quantity || line.quantity <= 0 || line.unit_cost === null) return null;
  const cost = Math.round(lineAmounts(line, taxRate).total / line.quantity);
  return cost >= price ? { cost, price, unit: unit.name } : null;
}

/** Errors of the lines keyed `lines.index.field`: a positive quantity, a discount within the line's amount. */
export function validateLines(lines: DraftLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (!l.quantity || l.quantity <= 0) errors[`lines.${i}.quantity`] = stockText.common.positive;
    if (!isValidLineDiscount(l.quantity ?? 0, l.unit_cost ?? 0, l.discount ?? 0))
      errors[`lines.${i}.discount`] = t.discountOverLine;
  });
  return errors;
}

/** The line moved to another of its product's units, its unit cost rescaled through the base unit. */
export function withUnit(line: DraftLine, unitId: string): DraftLine {
  const from = line.units.find((u) => u.id === line.unit_id);
  const to = line.units.find((u) => u.id === unitId);
  const unit_cost =
    from && to && line.unit_cost !== null ? unitCostForFactor(line.unit_cost, from.factor, to.factor) : line.unit_cost;
  return { ...line, unit_id: unitId, unit_cost };
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

/**
 * Errors keyed `index.field`; empty when the receipt may be sent. Several entries may share a line
 * (two lots). A lot whose expiry is before the shop's today is refused: expired goods are not stock.
 */
export function validateReceipt(entries: ReceiptEntry[], today: string = todayInShop()): Record<string, string> {
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
      else if (isExpired({ expiry_date: entry.expiry_date }, today)) errors[`${i}.expiry_date`] = t.expired;
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

/**
 * A receipt's quantity in the unit its line was ordered in, with the unit's name (the ledger keeps
 * base units; a receipt is whole units of its line, quantity × factor base units).
 */
export function receiptQuantity(
  lines: readonly { product_id: string; unit_name: string; factor: number }[],
  productId: string,
  baseQuantity: number,
): string {
  const mine = lines.filter((l) => l.product_id === productId && l.factor > 0);
  const line = mine.find((l) => baseQuantity % l.factor === 0) ?? mine[0];
  return line ? `${formatNumber(baseQuantity / line.factor)} ${line.unit_name}` : formatNumber(baseQuantity);
}

/** What will not come when receiving is finished short: each line's ordered less received, in its unit. */
export function missingLines<L extends { quantity: number; received_quantity: number }>(
  lines: readonly L[],
): { line: L; missing: number }[] {
  return lines
    .filter((l) => l.received_quantity < l.quantity)
    .map((line) => ({ line, missing: line.quantity - line.received_quantity }));
}
