import { formatDate, formatDateTime, formatMoney, formatNumber, WEEKDAY_LABELS } from '../../src/i18n/format';
import { dayjs } from '../../src/i18n/dayjs';

describe('Vietnamese formats', () => {
  it.each([
    [12_000, '12.000 ₫'],
    [0, '0 ₫'],
    [999, '999 ₫'],
    [1_234_567, '1.234.567 ₫'],
    [-50_000, '-50.000 ₫'],
  ])('money %d → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('groups plain numbers with dots', () => {
    expect(formatNumber(1_000_000)).toBe('1.000.000');
  });

  it('prints instants in Asia/Ho_Chi_Minh (UTC+7)', () => {
    expect(formatDateTime('2026-11-21T17:30:00Z')).toBe('00:30 22/11/2026');
    expect(formatDate('2026-11-21T17:30:00Z')).toBe('22/11/2026');
  });

  it('prints calendar dates as they are', () => {
    expect(formatDate('2027-03-01')).toBe('01/03/2027');
  });

  it('prints nothing for missing values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });

  it('weeks start on Monday', () => {
    expect(WEEKDAY_LABELS[0]).toBe('Thứ Hai');
    expect(WEEKDAY_LABELS[6]).toBe('Chủ Nhật');
    // 22/11/2026 is a Sunday: its week began on Monday 16/11.
    expect(dayjs('2026-11-22').startOf('week').format('DD/MM/YYYY')).toBe('16/11/2026');
  });
});
