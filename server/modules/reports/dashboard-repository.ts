/**
 * The dashboard's figures, aggregated in PostgreSQL over the paid till orders of a period (by the
 * shop's calendar day, `ordered_on`, as the orders list filters) and over the current stock.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { PAYMENT_METHODS } from '../../../src/domain/pos-enums';
import type { DashboardReport, PeriodRange, TopProduct } from '../../../src/domain/reports/dashboard';

const TOP_LIMIT = 5;
const int = (value: unknown) => Number(value ?? 0);

type Figures = Omit<DashboardReport, 'low_stock_count' | 'near_expiry_count' | 'expired_count' | 'expiry_warning_days' | 'stock_value'>;

export async function salesFigures(tx: Tx, tenantId: string, range: PeriodRange): Promise<Figures> {
  // A month is a few percent of a year's orders: the planner would hash-join whole line and
  // payment tables; probing the covering indexes by order reads only the period's rows.
  await tx.execute(sql`set local enable_hashjoin = off`);
  await tx.execute(sql`set local enable_mergejoin = off`);
  const inPeriod = sql`o.tenant_id = ${tenantId} and o.status = 'paid' and o.ordered_on between ${range.from}::date and ${range.to}::date`;
  const totals = await tx.execute<Record<string, string>>(sql`
    select coalesce(sum(o.grand_total), 0) as net,
           coalesce(sum(o.grand_total) filter (where o.type <> 'return'), 0) as gross,
           count(*) filter (where o.type <> 'return') as orders,
           count(*) filter (where o.type = 'return') as return_count,
           coalesce(-sum(o.grand_total) filter (where o.type = 'return'), 0) as return_amount
      from pos_orders o where ${inPeriod}`);
  const t = totals.rows[0]!;

  const methods = await tx.execute<{ method: string; amount: string }>(sql`
    select p.method, sum(p.amount) as amount from pos_orders o
      join pos_payments p on p.tenant_id = o.tenant_id and p.order_id = o.id
     where ${inPeriod} group by p.method
    union all
    select 'change', coalesce(sum(o.total_return), 0) from pos_orders o where ${inPeriod}`);
  const byMethod = new Map(methods.rows.map((r) => [r.method, int(r.amount)]));
  const change = byMethod.get('change') ?? 0;

  const bucketExpr = range.period === 'day' ? sql`to_char(o.ordered_at at time zone 'Asia/Ho_Chi_Minh', 'HH24')` : sql`to_char(o.ordered_on, 'YYYY-MM-DD')`;
  const series = await tx.execute<{ bucket: string; amount: string; orders: string }>(sql`
    select ${bucketExpr} as bucket, sum(o.grand_total) as amount, count(*) filter (where o.type <> 'return') as orders
      from pos_orders o where ${inPeriod} group by 1`);
  const byBucket = new Map(series.rows.map((r) => [r.bucket, r]));

  // One pass over the period's lines gives both top lists; a nested loop keeps it to those lines.
  const top = await tx.execute<{ list: string; product_id: string; product_name: string; quantity: string; revenue: string }>(sql`
    with period_orders as materialized (select o.tenant_id, o.id from pos_orders o where ${inPeriod}),
    per_product as (
      select l.product_id,
             sum(case when l.is_return then -l.base_quantity else l.base_quantity end) as quantity,
             sum(case when l.is_return then -l.quantity else l.quantity end * l.price) as revenue
        from period_orders o
        join pos_order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
       group by l.product_id
      having sum(case when l.is_return then -l.base_quantity else l.base_quantity end) > 0
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
      .map((r) => ({ product_id: r.product_id, product_name: r.product_name, quantity: int(r.quantity), revenue: int(r.revenue) }))
      .sort((a, b) => b[list] - a[list] || a.product_name.localeCompare(b.product_name, 'vi'));

  const orders = int(t.orders);
  const gross = int(t.gross);
  return {
    period: range.period,
    from: range.from,
    to: range.to,
    net_revenue: int(t.net),
    gross_sales: gross,
    order_count: orders,
    average_basket: orders === 0 ? 0 : Math.round(gross / orders),
    returns: { count: int(t.return_count), amount: int(t.return_amount) },
    by_payment_method: PAYMENT_METHODS.map((method) => ({ method, amount: (byMethod.get(method) ?? 0) - (method === 'cash' ? change : 0) })),
    series: range.buckets.map((bucket) => ({ bucket, amount: int(byBucket.get(bucket)?.amount), orders: int(byBucket.get(bucket)?.orders) })),
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
 * (as the stock report's low-stock list counts it).
 */
export async function stockFigures(tx: Tx, tenantId: string, today: string): Promise<StockFigures> {
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
               and p.stock_on_hand <= coalesce(p.min_stock, settings.threshold)) as low_stock,
           (select count(*) from live_lots, settings where expiry_date >= ${today}::date and expiry_date <= ${today}::date + days) as near_expiry,
           (select count(*) from live_lots where expiry_date < ${today}::date) as expired,
           (select coalesce(sum(greatest(p.stock_on_hand, 0) * p.cost_price), 0) from products p
             where p.tenant_id = ${tenantId} and p.deleted_at is null) as value_total,
           (select coalesce(sum(value), 0) from live_lots, settings where expiry_date >= ${today}::date and expiry_date <= ${today}::date + days) as value_near,
           (select coalesce(sum(value), 0) from live_lots where expiry_date < ${today}::date) as value_expired`);
  const r = result.rows[0]!;
  return {
    low_stock_count: int(r.low_stock),
    near_expiry_count: int(r.near_expiry),
    expired_count: int(r.expired),
    expiry_warning_days: int(r.days),
    stock_value: { total: int(r.value_total), near_expiry: int(r.value_near), expired: int(r.value_expired) },
  };
}
