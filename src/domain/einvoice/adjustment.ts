/**
 * The goods of an adjustment invoice (hóa đơn điều chỉnh, Decree 123/2020 art. 19, Circular
 * 78/2021): per line of the invoice it adjusts, a signed change of quantity or of the
 * VAT-inclusive unit price, or the right VAT rate (the line leaves at its rate and comes back, with
 * the same amount before tax, at the right one). Each change keeps the original line's discount ratio, so taking back
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
  /** The right VAT rate of the line (kind vat_rate); null: not subject to VAT (KCT). */
  vat_rate?: number | null;
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
export function adjustmentErrors(
  original: readonly AdjustableLine[],
  requests: readonly AdjustmentRequest[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  requests.forEach((r, i) => {
    const o = original.find((l) => l.line.position === r.position);
    if (!o) return void (errors[`lines.${i}.position`] = [e.noSuchLine]);
    if (seen.has(`${r.position}|${r.kind}`)) errors[`lines.${i}.position`] = [e.duplicate];
    seen.add(`${r.position}|${r.kind}`);
    const unitPrice = o.line.quantity === 0 ? 0 : o.gross / o.line.quantity;
    if (r.kind === 'quantity' && o.line.quantity + r.change < 0)
      errors[`lines.${i}.change`] = [e.quantityBelowZero(o.line.quantity)];
    if (r.kind === 'price' && unitPrice + r.change < 0) errors[`lines.${i}.change`] = [e.priceBelowZero];
    if (r.kind === 'vat_rate' && r.vat_rate === undefined) errors[`lines.${i}.vat_rate`] = [e.rateRequired];
    if (r.kind === 'vat_rate' && r.vat_rate !== undefined && r.vat_rate === o.line.vat_rate)
      errors[`lines.${i}.vat_rate`] = [e.sameRate];
  });
  return errors;
}

interface Item {
  o: AdjustableLine;
  kind: AdjustmentKind;
  direction: 'increase' | 'decrease';
  /** VAT rate of the adjustment line. */
  rate: number | null;
  /** VAT-inclusive signed amount after the line's discount ratio. */
  amount: Dong;
  /** VAT-inclusive signed amount before the discount (what SLuong × DGia stands for). */
  gross: Dong;
  quantity: number;
  unitPrice: number;
  beforeTax: Dong;
}

/** One request as adjustment lines: a rate correction takes the line out at its rate and back in at the right one. */
function items(o: AdjustableLine, r: AdjustmentRequest): Omit<Item, 'beforeTax'>[] {
  const q = o.line.quantity;
  const base = { o, kind: r.kind, rate: o.line.vat_rate };
  if (r.kind === 'quantity') {
    const amount = roundDong((o.net * r.change) / (q === 0 ? 1 : q));
    return [
      {
        ...base,
        direction: r.change > 0 ? 'increase' : 'decrease',
        amount,
        gross: roundDong((o.gross * r.change) / (q === 0 ? 1 : q)),
        quantity: r.change,
        unitPrice: o.line.unit_price,
      },
    ];
  }
  if (r.kind === 'price') {
    const amount = roundDong((r.change * q * (o.gross === 0 ? 1 : o.net)) / (o.gross === 0 ? 1 : o.gross));
    return [
      {
        ...base,
        direction: r.change > 0 ? 'increase' : 'decrease',
        amount,
        gross: (r.change * q) as Dong,
        quantity: q,
        unitPrice: roundDong((r.change * 100) / (100 + rateKey(o.line.vat_rate))),
      },
    ];
  }
  // The amount before tax stays; the tax follows the right rate.
  const rate = r.vat_rate ?? null;
  return [
    {
      ...base,
      direction: 'decrease',
      amount: (o.net === 0 ? 0 : -o.net) as Dong,
      gross: (o.gross === 0 ? 0 : -o.gross) as Dong,
      quantity: -q,
      unitPrice: o.line.unit_price,
    },
    {
      ...base,
      rate,
      direction: 'increase',
      amount: roundDong((o.line.amount * (100 + rateKey(rate))) / 100),
      gross: roundDong((o.line.gross_before_tax * (100 + rateKey(rate))) / 100),
      quantity: q,
      unitPrice: o.line.unit_price,
    },
  ];
}

/** The adjustment's lines and totals per VAT rate; call with requests `adjustmentErrors` accepted. */
export function buildAdjustment(
  original: readonly AdjustableLine[],
  requests: readonly AdjustmentRequest[],
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const all: Item[] = requests.flatMap((r) =>
    items(
      original.find((l) => l.line.position === r.position)!,
      r,
    ).map((item) => ({ ...item, beforeTax: 0 as Dong })),
  );
  const rates: RateTotal[] = [];
  const byRate = new Map<number | null, Item[]>();
  for (const item of all) byRate.set(item.rate, [...(byRate.get(item.rate) ?? []), item]);
  const ordered = [...byRate.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b));
  for (const [rate, group] of ordered) {
    const split = splitInclusive(sumDong(group.map((g) => g.amount)), rateKey(rate));
    for (const g of group) g.beforeTax = roundDong((g.amount * 100) / (100 + rateKey(rate)));
    // The rounding left over goes to the largest change, so the lines add up to the rate's total.
    const largest = group.reduce((a, b) => (Math.abs(b.amount) > Math.abs(a.amount) ? b : a));
    largest.beforeTax = (largest.beforeTax + split.beforeTax - sumDong(group.map((g) => g.beforeTax))) as Dong;
    rates.push({ vat_rate: rate, before_tax: split.beforeTax, vat: split.vat, total: split.total });
  }
  // Each line stands on its own: the change before discount (SLuong × DGia), the discount it
  // carries from the original line (STCKhau, same sign as the change) and ThTien their difference.
  const lines = all.map((item, i): InvoiceLine => {
    const discount =
      item.gross === item.amount ? 0 : roundDong(((item.gross - item.amount) * 100) / (100 + rateKey(item.rate)));
    return {
      position: i + 1,
      code: item.o.line.code,
      name: e.lineName(item.kind, item.direction, item.o.line.name, item.rate),
      unit: item.o.line.unit,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      gross_before_tax: item.beforeTax + discount,
      discount,
      amount: item.beforeTax,
      vat_rate: item.rate,
      adjusts: item.kind,
      direction: item.direction,
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
