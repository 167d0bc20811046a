/**
 * Formatters for what the screens print: dates as DD/MM/YYYY, date-times as HH:mm DD/MM/YYYY in
 * the shop's time (src/domain/shop-clock.ts), and money as `12.000 ₫`. Missing or invalid values
 * print as nothing.
 */
import { formatDay, formatShopDateTime, isCalendarDay, isInstant, shopDay } from '../domain/shop-clock';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateValue = string | number | Date | null | undefined;

const present = (value: DateValue): value is string | number | Date =>
  value !== null && value !== undefined && value !== '' && isInstant(value);

/** `DD/MM/YYYY`. A calendar date (`2026-11-22`) is printed as is; an instant as its shop day. */
export function formatDate(value: DateValue): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return isCalendarDay(value) ? formatDay(value) : '';
  return present(value) ? formatDay(shopDay(value)) : '';
}

/** `HH:mm DD/MM/YYYY` in shop time. */
export function formatDateTime(value: DateValue): string {
  return present(value) ? formatShopDateTime(value) : '';
}

/** Groups an integer with dots, the Vietnamese way: 1234567 → `1.234.567`. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = Math.abs(Math.round(value)).toString();
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A quantity with its unit, `1.200 viên`; the number alone when the unit is not known. */
export function formatQuantity(value: number, unit: string | null | undefined): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** `12.000 ₫`. Money is whole đồng; the symbol follows after a space. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatNumber(value)} ₫`;
}

/** Monday to Sunday, as SPEC.md asks for weekday labels. */
export const WEEKDAY_LABELS = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'] as const;
export const WEEKDAY_SHORT_LABELS = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'] as const;
