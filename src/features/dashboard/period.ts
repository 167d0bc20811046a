/** The dashboard's period state (period and chosen day from the config state) and its labels. */
import { atom } from 'jotai';
import { dashboardViewAtom } from '../../components/config-atoms';
import { periodRange, type DashboardPeriod } from '../../domain/reports/dashboard';
import { weekdayIndex } from '../../domain/shop-clock';
import { dashboardVi as t } from '../../i18n/dashboard';
import { formatDate, WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS } from '../../i18n/format';

/** A day inside the period shown; null follows today. Remembered beside the period. */
export const dashboardDateAtom = atom(
  (get) => get(dashboardViewAtom).date,
  (_get, set, date: string | null) => set(dashboardViewAtom, { date }),
);

export function periodLabel(period: DashboardPeriod, date: string): string {
  const range = periodRange(period, date);
  if (period === 'day') return `${WEEKDAY_LABELS[weekdayIndex(date)]}, ${formatDate(date)}`;
  if (period === 'week') return `${formatDate(range.from)} – ${formatDate(range.to)}`;
  return t.monthLabel(formatDate(range.from).slice(3));
}

/** Short label of a chart bucket: the hour, the weekday and day, or the day of the month. */
export function bucketLabel(period: DashboardPeriod, bucket: string): string {
  if (period === 'day') return t.hour(bucket);
  if (period === 'week') return WEEKDAY_SHORT_LABELS[weekdayIndex(bucket)]!;
  return String(Number(bucket.slice(8)));
}

/** Long label for screen readers and tooltips. */
export function bucketTitle(period: DashboardPeriod, bucket: string): string {
  if (period === 'day') return `${bucket}:00–${bucket}:59`;
  return `${WEEKDAY_LABELS[weekdayIndex(bucket)]}, ${formatDate(bucket)}`;
}
