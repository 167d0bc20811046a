/**
 * VAT from VAT-inclusive prices (DOMAIN.md: prices are shown VAT-inclusive). An e-invoice shows,
 * per rate, the amount before tax, the VAT and the total; each rate's sum is split once so the
 * rounding happens once per rate, through `roundDong`.
 */
import { roundDong, subDong, sumDong, type Dong } from './money';

export interface VatLine {
  /** VAT-inclusive line amount after discounts. */
  amount: Dong;
  /** Percent: 0, 5, 8 or 10. */
  rate: number;
}

export interface VatSplit {
  beforeTax: Dong;
  vat: Dong;
  total: Dong;
}

export interface VatRateTotal extends VatSplit {
  rate: number;
}

export interface VatSummary extends VatSplit {
  rates: VatRateTotal[];
}

/** Splits a VAT-inclusive amount: before tax = amount × 100 / (100 + rate), VAT is the rest. */
export function splitInclusive(amount: Dong, rate: number): VatSplit {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a VAT rate: ${rate}`);
  const beforeTax = roundDong((amount * 100) / (100 + rate));
  return { beforeTax, vat: subDong(amount, beforeTax), total: amount };
}

/** Totals per VAT rate (ascending) and overall. */
export function vatSummary(lines: readonly VatLine[]): VatSummary {
  const byRate = new Map<number, Dong[]>();
  for (const line of lines) byRate.set(line.rate, [...(byRate.get(line.rate) ?? []), line.amount]);
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amounts]) => ({ rate, ...splitInclusive(sumDong(amounts), rate) }));
  return {
    rates,
    beforeTax: sumDong(rates.map((row) => row.beforeTax)),
    vat: sumDong(rates.map((row) => row.vat)),
    total: sumDong(rates.map((row) => row.total)),
  };
}
