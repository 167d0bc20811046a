/**
 * Dates in exported workbooks as real spreadsheet dates, not text: an accountant sorts, filters
 * and sums by them. A spreadsheet's date has no time zone and exceljs writes a Date by its UTC
 * fields, so a cell gets the Date whose UTC fields are the shop's wall clock (UTC+7, shop-clock.ts).
 */
import { SHOP_UTC_OFFSET_MINUTES, type Instant } from '../../src/domain/shop-clock';

/** Number formats of the cells below, as the app shows dates (DD/MM/YYYY, HH:mm DD/MM/YYYY). */
export const DAY_FORMAT = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT = 'hh:mm dd/mm/yyyy';

/** A calendar day `YYYY-MM-DD` as a date cell's value. */
export function dayCell(day: string): Date {
  const value = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a calendar day: ${day}`);
  return value;
}

/** An instant as a date-time cell's value, in shop time, to the minute (as the app shows it). */
export function shopDateTimeCell(instant: Instant): Date {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const wall = time + SHOP_UTC_OFFSET_MINUTES * 60_000;
  return new Date(wall - (wall % 60_000));
}
