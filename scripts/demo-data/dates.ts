/**
 * Calendar dates as ISO strings `YYYY-MM-DD`, computed with integer arithmetic on days since
 * 1970-01-01 (Howard Hinnant's civil-from-days): no Date objects, so 100,000 products' lots are cheap.
 */

/** Days since 1970-01-01 of a (possibly overflowing) year, month 1–12 and day. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function isoFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const parts = (iso: string): [number, number, number] => [
  Number(iso.slice(0, 4)),
  Number(iso.slice(5, 7)),
  Number(iso.slice(8, 10)),
];

export const daysFromIso = (iso: string): number => daysFromCivil(...parts(iso));

export const addDays = (iso: string, days: number): string => isoFromDays(daysFromIso(iso) + days);

/** Like `Date#setUTCMonth`: a day past the month's end rolls into the next month (31 Jan + 1 → 3 Mar). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = parts(iso);
  const total = year * 12 + (month - 1) + months;
  return isoFromDays(daysFromCivil(Math.floor(total / 12), (total % 12) + 1, day));
}
