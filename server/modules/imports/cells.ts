/**
 * Cell parsing shared by the import column sets: whole numbers written the Vietnamese way
 * ("12.000") or plainly, dates as DD/MM/YYYY (or ISO), and labels matched without diacritics.
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

export function parseDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
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

/** Picks the option whose label (or value) matches the text, ignoring case and diacritics. */
export function parseChoice<T extends string>(
  text: string,
  options: Record<T, readonly string[]>,
  fallback: T | null,
  message: string,
): T | null {
  const t = normalizeSearch(text.trim());
  if (t === '') return fallback;
  for (const [value, labels] of Object.entries(options) as Array<[T, readonly string[]]>) {
    if (normalizeSearch(value) === t || labels.some((l) => normalizeSearch(l) === t)) return value;
  }
  throw new CellError(message);
}

export const nullIfEmpty = (text: string): string | null => (text.trim() === '' ? null : text.trim());
