/**
 * Template and series of an e-invoice as Circular 78/2021/TT-BTC art. 4 writes them. The template
 * (ký hiệu mẫu số) is one digit 1–6: the kind of invoice (1 VAT invoice, 2 sales invoice, …). The
 * series (ký hiệu hóa đơn) is six characters: `C` (with the tax authority's code) or `K` (without),
 * the last two digits of the year of issue, one type letter (T registered with the tax office, D
 * special, L issued per transaction by the tax office, M generated from a cash register, N/B/G/H
 * delivery notes and stamps), then two letters the seller chooses. `1C26TAA` is how the two are
 * printed together; `KHHDon` in the XML carries only the six characters of the series.
 */
import { einvoicesVi } from '../../i18n/einvoices';
import { SERIES_PATTERN, TEMPLATE_PATTERN } from './series-format';
/** Type letters of invoices a shop sells with: registered invoices and cash-register ones. */
const SALE_TYPE_LETTERS = ['T', 'M'] as const;

const e = einvoicesVi.settingsErrors;

/** The template's problem in Vietnamese, or null when it is one digit 1–6. */
export function templateProblem(template: string): string | null {
  return TEMPLATE_PATTERN.test(template) ? null : e.templateInvalid;
}

/**
 * The series' problem, or null: its format, the year of issue (`year`, e.g. 2026: a series of
 * another year cannot be used), and the type letter the use calls for (`M` for cash-register
 * invoices, which also carry the tax authority's code, so begin with `C`).
 */
export function seriesProblem(series: string, year: number, use: 'registered' | 'cash_register'): string | null {
  if (!SERIES_PATTERN.test(series)) return /^[1-6][CK]/.test(series) ? e.seriesWithTemplate : e.seriesInvalid;
  if (Number(series.slice(1, 3)) !== year % 100) return e.seriesYear(year);
  const letter = series[3] as string;
  if (use === 'cash_register') return series[0] === 'C' && letter === 'M' ? null : e.cashRegisterSeries;
  return (SALE_TYPE_LETTERS as readonly string[]).includes(letter) && letter !== 'M' ? null : e.registeredSeries;
}
