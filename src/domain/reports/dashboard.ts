/**
 * The dashboard's period (SPEC §3: day, week Monday–Sunday, month) as calendar days of the shop
 * (Asia/Ho_Chi_Minh), and the API contract of GET /api/v1/reports/dashboard.
 */
import { z } from '../z';
import { PAYMENT_METHODS } from '../pos-enums';
import { addDays, addMonths, monthEnd, monthStart, weekStart } from '../shop-clock';

export const DASHBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const isoDate = z.iso.date();

export const dashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('day'),
  /** Any day inside the period; today (shop time) when absent. */
  date: isoDate.optional(),
});

export interface PeriodRange {
  period: DashboardPeriod;
  /** First day of the period, YYYY-MM-DD. */
  from: string;
  /** Last day of the period (inclusive), YYYY-MM-DD. */
  to: string;
  /** The chart's buckets: hours '00'…'23' for a day, days YYYY-MM-DD for a week or month. */
  buckets: string[];
}

export function periodRange(period: DashboardPeriod, date: string): PeriodRange {
  if (period === 'day') {
    return { period, from: date, to: date, buckets: Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')) };
  }
  const from = period === 'week' ? weekStart(date) : monthStart(date);
  const to = period === 'week' ? addDays(from, 6) : monthEnd(date);
  const buckets: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) buckets.push(day);
  return { period, from, to, buckets };
}

/** The same kind of period before (-1) or after (+1) the one holding `date`; answers its first day. */
export function shiftPeriod(period: DashboardPeriod, date: string, step: -1 | 1): string {
  if (period === 'day') return addDays(date, step);
  if (period === 'week') return addDays(weekStart(date), step * 7);
  return addMonths(monthStart(date), step);
}

const money = z.number().int();

export const topProduct = z.object({
  product_id: z.string(),
  product_name: z.string(),
  /** Net base units sold (returns subtracted). */
  quantity: z.number().int(),
  /** Net line amounts (quantity × price, returns subtracted), before order discounts. */
  revenue: money,
});
export type TopProduct = z.infer<typeof topProduct>;

export const dashboardReport = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: isoDate,
  to: isoDate,
  /** Sales (and exchanges) minus returns: the sum of the paid orders' grand totals. */
  net_revenue: money,
  /** Grand totals of sales and exchanges. */
  gross_sales: money,
  /** Paid sales and exchanges. */
  order_count: z.number().int(),
  /** gross_sales ÷ order_count, rounded; 0 without orders. */
  average_basket: money,
  returns: z.object({ count: z.number().int(), amount: money }),
  /** Money kept per payment method (change handed back taken off cash); every method present. */
  by_payment_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: money })),
  /** Net revenue per bucket, every bucket present. */
  series: z.array(z.object({ bucket: z.string(), amount: money, orders: z.number().int() })),
  top_by_revenue: z.array(topProduct),
  top_by_quantity: z.array(topProduct),
  low_stock_count: z.number().int(),
  near_expiry_count: z.number().int(),
  expired_count: z.number().int(),
  expiry_warning_days: z.number().int(),
  /** Only for holders of viewReportInventoryValuation; absent otherwise. */
  stock_value: z.object({ total: money, near_expiry: money, expired: money }).optional(),
});
export type DashboardReport = z.infer<typeof dashboardReport>;
