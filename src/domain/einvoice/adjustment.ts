/**
 * The goods of an adjustment invoice (hóa đơn điều chỉnh, Decree 123/2020 art. 19, Circular
 * 78/2021): per line of the invoice it adjusts, a signed change of quantity or of the
 * VAT-inclusive unit price. Each change keeps the original line's discount ratio, so taking back
 * a whole line gives back exactly what it was invoiced for. Per VAT rate the changes are split
 * once (src/domain/vat.ts, as an invoice is) and the amount before tax is spread back over the
 * lines, so lines add up to the totals. Decreases are negative amounts.
 */
import { einvoicesVi } from '../../i18n/einvoices';
import { roundDong, sumDong, type Dong } from '../money';
import { splitInclusive } from '../vat';
import type { AdjustmentKind, InvoiceLine, InvoiceTotals, RateTotal } from './invoice-lines';

export interface AdjustmentRequest {
  /** Position (1-based) of the line on the invoice adjusted. */
  position: number;
  kind: AdjustmentKind;
  /** Signed: units more or fewer (quantity), or đồng more or less per unit, VAT included (price). */
  change: number;
}

/** A line of the invoice adjusted with its VAT-inclusive amounts before and after discount. */
export interface AdjustableLine {
  line: InvoiceLine;
  gross: Dong;
  net: Dong;
}

const rateKey = (rate: number | null) => rate ?? 0;
const e = einvoicesVi.adjustment;

/** Field errors by request index ("lines.0.change"), empty when the requests can be applied. */
export function adjustmentErrors(original: readonly AdjustableLine[], requests: readonly AdjustmentRequest[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  requests.forEach((r, i) => {
    const o = original.find((l) => l.line.position === r.position);
    if (!o) return void (errors[`lines.${i}.position`] = [e.noSuchLine]);
    if (seen.has(`${r.position}|${r.kind}`)) errors[`lines.${i}.position`] = [e.duplicate];
    seen.add(`${r.position}|${r.kind}`);
    const unitPrice = o.line.quantity === 0 ? 0 : o.gross / o.line.quantity;
    if (r.kind === 'quantity' && o.line.quantity + r.change < 0) errors[`lines.${i}.change`] = [e.quantityBelowZero(o.line.quantity)];
    if (r.kind === 'price' && unitPrice + r.change < 0) errors[`lines.${i}.change`] = [e.priceBelowZero];
  });
  return errors;
}

/** The adjustment's lines and totals per VAT rate; call with requests `adjustmentErrors` accepted. */
export function buildAdjustment(original: readonly AdjustableLine[], requests: readonly AdjustmentRequest[]): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const items = requests.map((r) => {
    const o = original.find((l) => l.line.position === r.position)!;
    const q = o.line.quantity;
    const amount =
      r.kind === 'quantity' ? roundDong((o.net * r.change) / (q === 0 ? 1 : q)) : roundDong((r.change * q * (o.gross === 0 ? 1 : o.net)) / (o.gross === 0 ? 1 : o.gross));
    return { r, o, amount, beforeTax: 0 as Dong };
  });
  const rates: RateTotal[] = [];
  const byRate = new Map<number | null, typeof items>();
  for (const item of items) byRate.set(item.o.line.vat_rate, [...(byRate.get(item.o.line.vat_rate) ?? []), item]);
  const ordered = [...byRate.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b));
  for (const [rate, group] of ordered) {
    const split = splitInclusive(sumDong(group.map((g) => g.amount)), rateKey(rate));
    for (const g of group) g.beforeTax = roundDong((g.amount * 100) / (100 + rateKey(rate)));
    // The rounding left over goes to the largest change, so the lines add up to the rate's total.
    const largest = group.reduce((a, b) => (Math.abs(b.amount) > Math.abs(a.amount) ? b : a));
    largest.beforeTax = (largest.beforeTax + split.beforeTax - sumDong(group.map((g) => g.beforeTax))) as Dong;
    rates.push({ vat_rate: rate, before_tax: split.beforeTax, vat: split.vat, total: split.total });
  }
  const lines = items.map(({ r, o, beforeTax }, i): InvoiceLine => {
    const direction = r.change > 0 ? 'increase' : 'decrease';
    return {
      position: i + 1,
      code: o.line.code,
      name: e.lineName(r.kind, direction, o.line.name),
      unit: o.line.unit,
      quantity: r.kind === 'quantity' ? r.change : o.line.quantity,
      unit_price: r.kind === 'quantity' ? o.line.unit_price : roundDong((r.change * 100) / (100 + rateKey(o.line.vat_rate))),
      gross_before_tax: beforeTax,
      discount: 0,
      amount: beforeTax,
      vat_rate: o.line.vat_rate,
      adjusts: r.kind,
      direction,
    };
  });
  return {
    lines,
    totals: {
      rates,
      before_tax: sumDong(rates.map((x) => x.before_tax as Dong)),
      vat: sumDong(rates.map((x) => x.vat as Dong)),
      discount: 0,
      total: sumDong(rates.map((x) => x.total as Dong)),
    },
  };
}
