/**
 * The dashboard's figures: a period's sales summed from the per-day cache (dashboard-days.ts,
 * aggregated in PostgreSQL over the paid till orders by the shop's calendar day, `ordered_on`, as
 * the orders list filters), and the current stock, valued as the inventory valuation report
 * values it (reports-stock/valuation.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { PAYMENT_METHODS } from '../../../src/domain/pos-enums';
import type { DashboardReport, PeriodRange, TopProduct } from '../../../src/domain/reports/dashboard';
import { shopDayEnd } from '../../../src/domain/shop-clock';
import { stockValueAt } from '../stock/valuation-state';
import { dayArray, periodDays, type DayFigures } from './dashboard-days';

const TOP_LIMIT = 5;
const int = (value: unknown) => Number(value ?? 0);

type Figures = Omit<
  DashboardReport,
  'low_stock_count' | 'near_expiry_count' | 'expired_count' | 'expiry_warning_days' | 'stock_value'
>;

export async function salesFigures(tx: Tx, tenantId: string, range: PeriodRange): Promise<Figures> {
  const days = await periodDays(tx, tenantId, range.from, range.to);
  const sum = (pick: (d: DayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  const change = sum((d) => d.changeAmount);
  const byBucket = new Map<string, { amount: number; orders: number }>();
  if (range.period === 'day') {
    for (const [hour, [amount, orders]] of Object.entries(days[0]?.hours ?? {}))
      byBucket.set(hour, { amount: Number(amount), orders: Number(orders) });
  } else {
    for (const d of days) byBucket.set(d.day, { amount: d.net, orders: d.salesCount });
  }

  // The period's per-product sums from the days' arrays; one pass gives both top lists.
  const top = await tx.execute<{
    list: string;
    product_id: string;
    product_name: string;
    quantity: string;
    revenue: string;
  }>(sql`
    with per_product as (
      select u.product_id, sum(u.quantity) as quantity, sum(u.revenue) as revenue
        from dashboard_days d cross join lateral unnest(d.product_ids, d.product_quantities, d.product_revenues) as u(product_id, quantity, revenue)
       where d.tenant_id = ${tenantId} and d.day = any(${dayArray(days.map((d) => d.day))})
       group by u.product_id
      having sum(u.quantity) > 0
    ), ranked as (
      (select 'revenue' as list, * from per_product order by revenue desc, product_id limit ${TOP_LIMIT})
      union all
      (select 'quantity' as list, * from per_product order by quantity desc, product_id limit ${TOP_LIMIT})
    )
    select r.list, r.product_id, coalesce(pr.name, '') as product_name, r.quantity, r.revenue
      from ranked r left join products pr on pr.tenant_id = ${tenantId} and pr.id = r.product_id`);
  const topList = (list: 'revenue' | 'quantity'): TopProduct[] =>
    top.rows
      .filter((r) => r.list === list)
      .map((r) => ({
        product_id: r.product_id,
        product_name: r.product_name,
        quantity: int(r.quantity),
        revenue: int(r.revenue),
      }))
      .sort((a, b) => b[list] - a[list] || a.product_name.localeCompare(b.product_name, 'vi'));

  const orders = sum((d) => d.salesCount);
  const gross = sum((d) => d.gross);
  return {
    period: range.period,
    from: range.from,
    to: range.to,
    net_revenue: sum((d) => d.net),
    gross_sales: gross,
    order_count: orders,
    average_basket: orders === 0 ? 0 : Math.round(gross / orders),
    returns: { count: sum((d) => d.returnCount), amount: sum((d) => d.returnAmount) },
    by_payment_method: PAYMENT_METHODS.map((method) => ({
      method,
      amount: sum((d) => Number(d.methods[method] ?? 0)) - (method === 'cash' ? change : 0),
    })),
    series: range.buckets.map((bucket) => ({
      bucket,
      amount: byBucket.get(bucket)?.amount ?? 0,
      orders: byBucket.get(bucket)?.orders ?? 0,
    })),
    top_by_revenue: topList('revenue'),
    top_by_quantity: topList('quantity'),
  };
}

export interface StockFigures {
  low_stock_count: number;
  near_expiry_count: number;
  expired_count: number;
  expiry_warning_days: number;
  stock_value: { total: number; near_expiry: number; expired: number };
}

/**
 * Counts (and values at cost) of the stock as it is now; `today` is the shop's calendar day. Low
 * stock is on hand ≤ the product's minimum, or the general settings' threshold where it has none
 * (as the stock report's low-stock list counts it: services, which keep no stock, never are).
 * The total value is the inventory valuation report's total for today (the ledger replayed into
 * moving-average cost), not on hand × `products.cost_price`: that column is also typed in the
 * product form and is not moved by opening stock, so the two figures disagreed. It is read from
 * the products' folded valuations (stock/valuation-state.ts), which fold only the moves since the
 * last read, and only when `valued` (the user may see the value); the near-expiry and expired
 * values stay per lot, at the lot's cost.
 */
export async function stockFigures(
  tx: Tx,
  tenantId: string,
  today: string,
  { valued = true }: { valued?: boolean } = {},
): Promise<StockFigures> {
  const result = await tx.execute<Record<string, string>>(sql`
    with settings as (
      select coalesce((select expiry_warning_days from general_settings where tenant_id = ${tenantId}), 90) as days,
             coalesce((select low_stock_threshold from general_settings where tenant_id = ${tenantId}), 10) as threshold
    ), live_lots as (
      select l.quantity * coalesce(nullif(l.cost, 0), p.cost_price) as value, l.expiry_date
        from lots l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
       where l.tenant_id = ${tenantId} and l.deleted_at is null and p.deleted_at is null and l.quantity > 0 and l.expiry_date is not null
    )
    select (select days from settings) as days,
           (select count(*) from products p, settings where p.tenant_id = ${tenantId} and p.deleted_at is null and p.is_active
               and p.tracking_type <> 'none' and p.stock_on_hand <= coalesce(p.min_stock, settings.threshold)) as low_stock,
           (select count(*) from live_lots, settings where expiry_date >= ${today}::date and expiry_date <= ${today}::date + days) as near_expiry,
           (select count(*) from live_lots where expiry_date < ${today}::date) as expired,
           (select coalesce(sum(value), 0) from live_lots, settings where expiry_date >= ${today}::date and expiry_date <= ${today}::date + days) as value_near,
           (select coalesce(sum(value), 0) from live_lots where expiry_date < ${today}::date) as value_expired`);
  const r = result.rows[0]!;
  const total = valued ? await stockValueAt(tx, tenantId, shopDayEnd(today)) : 0;
  return {
    low_stock_count: int(r.low_stock),
    near_expiry_count: int(r.near_expiry),
    expired_count: int(r.expired),
    expiry_warning_days: int(r.days),
    stock_value: { total, near_expiry: int(r.value_near), expired: int(r.value_expired) },
  };
}
