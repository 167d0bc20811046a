/**
 * The goods of an invoice from a paid order: each line's amount after its share of the order
 * discount, then, per VAT rate, the amount before tax and the VAT. Prices are VAT-inclusive
 * (DOMAIN.md), so each rate is split once (src/domain/vat.ts) and that rate's amount before tax
 * is spread back over its lines by largest remainder, so the lines always add up to the totals.
 */
import { allocateDiscount } from '../discount-allocation';
import { dong, lineAmount, roundDong, subDong, sumDong, type Dong } from '../money';
import { vatSummary, type VatRateTotal } from '../vat';

export interface SourceLine {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** VAT-inclusive price of one unit. */
  price: Dong;
  /** VAT percent; null when the product carries no tax (not subject to VAT, "KCT"). */
  vatRate: number | null;
}

export interface InvoiceLine {
  position: number;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** Price of one unit before tax, rounded to the đồng (the amounts below are exact). */
  unit_price: number;
  /** Amount before tax and before discount. */
  gross_before_tax: number;
  /** Discount before tax. */
  discount: number;
  /** Amount before tax after discount (ThTien). */
  amount: number;
  vat_rate: number | null;
  /** On an adjustment invoice: what the line adjusts, and whether up or down (amounts signed). */
  adjusts?: AdjustmentKind;
  direction?: 'increase' | 'decrease';
}

export type AdjustmentKind = 'quantity' | 'price' | 'vat_rate';

export interface RateTotal {
  vat_rate: number | null;
  before_tax: number;
  vat: number;
  total: number;
}

export interface InvoiceTotals {
  rates: RateTotal[];
  before_tax: number;
  vat: number;
  discount: number;
  total: number;
}

const rateKey = (rate: number | null) => rate ?? 0;

/** Each line's VAT-inclusive amount before (gross) and after (net) its share of the order discount. */
export function lineAmounts(lines: readonly SourceLine[], orderDiscount: Dong): { gross: Dong[]; net: Dong[] } {
  const gross = lines.map((line) => lineAmount(line.price, line.quantity));
  const shares = allocateDiscount(gross, orderDiscount);
  return { gross, net: gross.map((amount, i) => subDong(amount, shares[i] as Dong)) };
}

/** Splits the order's lines and discount into invoice lines and totals per VAT rate. */
export function buildInvoiceLines(
  lines: readonly SourceLine[],
  orderDiscount: Dong,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const { gross, net } = lineAmounts(lines, orderDiscount);
  const groups = new Map<number | null, number[]>();
  lines.forEach((line, i) => groups.set(line.vatRate, [...(groups.get(line.vatRate) ?? []), i]));

  const amounts = new Array<Dong>(lines.length).fill(dong(0));
  const rates: RateTotal[] = [];
  const ordered = [...groups.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b));
  for (const [rate, indexes] of ordered) {
    const summary: VatRateTotal = vatSummary(indexes.map((i) => ({ amount: net[i] as Dong, rate: rateKey(rate) })))
      .rates[0]!;
    const spread = allocateDiscount(
      indexes.map((i) => net[i] as Dong),
      summary.beforeTax,
    );
    indexes.forEach((lineIndex, k) => (amounts[lineIndex] = spread[k] as Dong));
    rates.push({ vat_rate: rate, before_tax: summary.beforeTax, vat: summary.vat, total: summary.total });
  }

  const invoiceLines = lines.map((line, i): InvoiceLine => {
    const amount = amounts[i] as Dong;
    // The line's share of the order discount before tax; the amount before discount is the amount
    // plus it, so SLuong × DGia − STCKhau = ThTien holds on every line and a line without discount
    // has STCKhau 0 (never a rounding đồng below zero).
    const share = (gross[i] as number) - (net[i] as number);
    const discount = share === 0 ? 0 : roundDong((share * 100) / (100 + rateKey(line.vatRate)));
    const grossBeforeTax = amount + discount;
    return {
      position: i + 1,
      code: line.code,
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      unit_price: line.quantity === 0 ? 0 : roundDong(grossBeforeTax / line.quantity),
      gross_before_tax: grossBeforeTax,
      discount,
      amount,
      vat_rate: line.vatRate,
    };
  });
  return {
    lines: invoiceLines,
    totals: {
      rates,
      before_tax: sumDong(rates.map((r) => r.before_tax as Dong)),
      vat: sumDong(rates.map((r) => r.vat as Dong)),
      discount: sumDong(invoiceLines.map((l) => l.discount as Dong)),
      total: sumDong(rates.map((r) => r.total as Dong)),
    },
  };
}
