/**
 * The shop's clock: its calendar day and wall-clock time, and the formats documents print them in.
 * Vietnam (Asia/Ho_Chi_Minh) has kept UTC+7 all year since 1975, so a fixed offset is exact and
 * nothing here depends on the time-zone database of the browser or the server (docs/decisions.md).
 * Days are `YYYY-MM-DD` strings; instants are Dates, ISO 8601 strings or epoch milliseconds.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The shop's offset from UTC. Every other offset, here and in SQL, is derived from it. */
export const SHOP_UTC_OFFSET_MINUTES = 7 * 60;
/**
 * The same offset as ISO 8601 writes it, `+07:00`. In SQL cast it to an interval
 * (`at time zone ${SHOP_UTC_OFFSET}::interval`): as text PostgreSQL reads it POSIX-style, seven hours west.
 */
export const SHOP_UTC_OFFSET = `+${two(SHOP_UTC_OFFSET_MINUTES / 60)}:${two(SHOP_UTC_OFFSET_MINUTES % 60)}`;
/** The zone's name, for what only takes a name (a browser context's `timezoneId`). */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type Instant = Date | string | number;

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** Milliseconds since the epoch of a calendar day at 00:00 UTC; NaN when it is not a real day. */
function utcMidnight(day: string): number {
  const match = DAY.exec(day);
  if (!match) return NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over into March: a real day reads back the same.
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? time : NaN;
}

function checkedMidnight(day: string): number {
  const time = utcMidnight(day);
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar day: ${day}`);
  return time;
}

const dayOf = (utcTime: number) => new Date(utcTime).toISOString().slice(0, 10);

function timeOf(instant: Instant): number {
  const time = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return time;
}

/** Whether a string is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  return !Number.isNaN(utcMidnight(value));
}

/** Whether a value names a moment (an invalid Date or unparsable text does not). */
export function isInstant(value: Instant): boolean {
  return !Number.isNaN(value instanceof Date ? value.getTime() : new Date(value).getTime());
}

/** The shop's calendar day of an instant, `YYYY-MM-DD`. */
export function shopDay(instant: Instant): string {
  return dayOf(timeOf(instant) + OFFSET_MS);
}

/** Today in the shop, `YYYY-MM-DD`. */
export function todayInShop(now: Instant = new Date()): string {
  return shopDay(now);
}

/** The instant a shop day starts (00:00 in the shop, 17:00 UTC the day before). */
export function shopDayStart(day: string): Date {
  return new Date(checkedMidnight(day) - OFFSET_MS);
}

/** The instant a shop day ends: the first instant of the next day, for `< end` ranges. */
export function shopDayEnd(day: string): Date {
  return new Date(checkedMidnight(day) + DAY_MS - OFFSET_MS);
}

/** The instant of a time on the shop's wall clock, `YYYY-MM-DDTHH:mm[:ss[.sss]]`. */
export function atShopTime(local: string): Date {
  const match = WALL_CLOCK.exec(local);
  const [hours, minutes, seconds] = [Number(match?.[2]), Number(match?.[3]), Number(match?.[4] ?? 0)];
  if (!match || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`Not a wall-clock time: ${local}`);
  const ms = Number((match[5] ?? '0').padEnd(3, '0'));
  return new Date(checkedMidnight(match[1]!) + ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms - OFFSET_MS);
}

/** The shop's wall-clock time of an instant, `HH:mm`. */
export function shopTimeOfDay(instant: Instant): string {
  return new Date(timeOf(instant) + OFFSET_MS).toISOString().slice(11, 16);
}

/** A calendar day moved by whole days (negative goes back). */
export function addDays(day: string, days: number): string {
  return dayOf(checkedMidnight(day) + days * DAY_MS);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((checkedMidnight(to) - checkedMidnight(from)) / DAY_MS);
}

/**
 * A calendar day moved by whole months; a day past the end of the target month becomes its last
 * day (31/01 + 1 month → 28/02 or 29/02), as a person counts months.
 */
export function addMonths(day: string, months: number): string {
  const start = new Date(checkedMidnight(day));
  const target = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const [year, month] = [Math.floor(target / 12), ((target % 12) + 12) % 12];
  const lastDate = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDate)));
}

/** 0 = Monday … 6 = Sunday: weeks run Monday to Sunday (SPEC). */
export function weekdayIndex(day: string): number {
  return (new Date(checkedMidnight(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding a day. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The first day of the month holding a day. */
export function monthStart(day: string): string {
  checkedMidnight(day);
  return `${day.slice(0, 8)}01`;
}

/** The last day of the month holding a day. */
export function monthEnd(day: string): string {
  return addDays(addMonths(monthStart(day), 1), -1);
}

/** A calendar day as documents print it: `DD/MM/YYYY`. */
export function formatDay(day: string): string {
  checkedMidnight(day);
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** An instant as documents print it, in shop time: `HH:mm DD/MM/YYYY`. */
export function formatShopDateTime(instant: Instant): string {
  return `${shopTimeOfDay(instant)} ${formatDay(shopDay(instant))}`;
}
