/**
 * Cell parsing shared by the import column sets: whole numbers written the Vietnamese way
 * ("12.000") or plainly, dates as DD/MM/YYYY (or ISO, or Excel's day number), and labels matched
 * without diacritics.
 */
import { normalizeSearch } from '../../../src/domain/list-query';
import { formatDay, isCalendarDay } from '../../../src/domain/shop-clock';
import { catalogVi } from '../../../src/i18n/catalog-errors';

export class CellError extends Error {}

export function parseWhole(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return Number(t);
  if (/^\d{1,3}([.,\s]\d{3})+$/.test(t)) return Number(t.replace(/[.,\s]/g, ''));
  if (/^\d+\.0+$/.test(t)) return Number(t.split('.')[0]);
  throw new CellError(catalogVi.errors.numberInvalid);
}

/**
 * A count of base units per unit: whole, so "2,5" or "2.5" is its own message, not "not a number".
 * A comma is the Vietnamese decimal mark, so "2,125" is two and a bit, not 2125: a factor is
 * small, and a shop writing a thousand writes "1000" or "1.000". (Prices and quantities keep
 * "12,000" as twelve thousand, as an English-language sheet writes it.)
 */
export function parseFactor(text: string): number | null {
  const t = text.trim();
  if (/^\d+\.\d{1,2}$/.test(t) || /^\d+,\d+$/.test(t)) throw new CellError(catalogVi.errors.factorWhole);
  return parseWhole(t);
}

/**
 * Excel's day number (1 = 01/01/1900, counting its 29/02/1900) as a calendar day. A date cell in
 * a column formatted as text (the template's) is read as this number; five digits cover
 * 1927–2173, and no typed DD/MM/YYYY looks like it.
 */
function excelSerialDay(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

export function parseDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d{5}(\.\d+)?$/.test(t)) return excelSerialDay(Number(t));
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  // An ISO day, or an ISO instant at midnight as some tools write a date cell.
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00(:00(\.0+)?)?Z?)?$/.exec(t);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else throw new CellError(catalogVi.errors.dateInvalid);
  const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isCalendarDay(day)) throw new CellError(catalogVi.errors.dateInvalid);
  return day;
}

/** A stored calendar day as the sheets print it, DD/MM/YYYY. */
export function formatDate(iso: string | null): string {
  return iso ? formatDay(iso) : '';
}

/**
 * A label as compared: without case or diacritics, and with any run of spaces as one (a doubled
 * space, or the no-break space a value pasted from a web page or a Word table carries).
 */
const labelKey = (text: string): string => normalizeSearch(text).replace(/\s+/g, ' ').trim();

/** Picks the option whose label (or value) matches the text, ignoring case and diacritics. */
export function parseChoice<T extends string>(
  text: string,
  options: Record<T, readonly string[]>,
  fallback: T | null,
  message: string,
): T | null {
  const t = labelKey(text);
  if (t === '') return fallback;
  for (const [value, labels] of Object.entries(options) as Array<[T, readonly string[]]>) {
    if (labelKey(value) === t || labels.some((l) => labelKey(l) === t)) return value;
  }
  throw new CellError(message);
}

export const nullIfEmpty = (text: string): string | null => (text.trim() === '' ? null : text.trim());
