/**
 * Formatters for what the screens print: dates as DD/MM/YYYY, date-times as HH:mm DD/MM/YYYY in
 * the shop's time zone, and money as `12.000 ₫`.
 */
import { dayjs, shopTime } from './dayjs';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'HH:mm DD/MM/YYYY';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `DD/MM/YYYY`. A calendar date (`2026-11-22`) is printed as is; an instant in shop time. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return dayjs(value, 'YYYY-MM-DD', true).format(DATE_FORMAT);
  }
  const moment = shopTime(value);
  return moment.isValid() ? moment.format(DATE_FORMAT) : '';
}

/** `HH:mm DD/MM/YYYY` in Asia/Ho_Chi_Minh. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = shopTime(value);
  return moment.isValid() ? moment.format(DATE_TIME_FORMAT) : '';
}

/** Groups an integer with dots, the Vietnamese way: 1234567 → `1.234.567`. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = Math.abs(Math.round(value)).toString();
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `12.000 ₫`. Money is whole đồng; the symbol follows after a space. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatNumber(value)} ₫`;
}

/** Monday to Sunday, as SPEC.md asks for weekday labels. */
export const WEEKDAY_LABELS = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'] as const;
export const WEEKDAY_SHORT_LABELS = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'] as const;
