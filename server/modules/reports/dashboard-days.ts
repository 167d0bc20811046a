/**
 * The dashboard's per-day cache (table dashboard_days): each day of a period is checked against
 * its paid orders' fingerprint (count and highest sync version, read from the paid-orders-by-day
 * index), and only days that are missing or changed (an order synced late) are re-aggregated from
 * the orders, their lines and payments. Storing an order writes nothing here; closed days are
 * also filled ahead of any view by the background warmer (dashboard-warmer.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { SHOP_UTC_OFFSET } from '../../../src/domain/shop-clock';

export interface DayFigures {
  day: string;
  net: number;
  gross: number;
  salesCount: number;
  returnCount: number;
  returnAmount: number;
  changeAmount: number;
  methods: Record<string, number>;
  hours: Record<string, [number, number]>;
}

interface Fingerprint {
  count: number;
  maxVersion: number;
}

const int = (value: unknown) => Number(value ?? 0);
/** A PostgreSQL array literal of ISO days (they come from the database or the validated query). */
export const dayArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** Every day of [from, to] with paid orders: its fingerprint now, and its cache row if there is one. */
async function periodRows(tx: Tx, tenantId: string, from: string, to: string) {
  const result = await tx.execute<Record<string, unknown> & { day: string }>(sql`
    with fp as (
      select o.ordered_on as day, count(*)::int as n, max(o.version) as v
        from pos_orders o
       where o.tenant_id = ${tenantId} and o.status = 'paid' and o.ordered_on between ${from}::date and ${to}::date
       group by o.ordered_on
    )
    select fp.day::text as day, fp.n, fp.v, d.order_count, d.max_version, d.net, d.gross, d.sales_count, d.return_count,
           d.return_amount, d.change_amount, d.methods, d.hours
      from fp left join dashboard_days d on d.tenant_id = ${tenantId} and d.day = fp.day`);
  return result.rows.map((r) => ({
    day: r.day,
    current: { count: int(r.n), maxVersion: int(r.v) },
    cached: r.order_count === null ? undefined : { count: int(r.order_count), maxVersion: int(r.max_version) },
    figures: {
      day: r.day,
      net: int(r.net),
      gross: int(r.gross),
      salesCount: int(r.sales_count),
      returnCount: int(r.return_count),
      returnAmount: int(r.return_amount),
      changeAmount: int(r.change_amount),
      methods: (r.methods ?? {}) as Record<string, number>,
      hours: (r.hours ?? {}) as Record<string, [number, number]>,
    } satisfies DayFigures,
  }));
}

/**
 * Aggregates the given days from the orders and stores them. Lines and payments are read by
 * index probes per order (`offset 0` keeps each lateral subquery a probe, never a hash join over
 * the whole table). A row is only replaced by figures at least as recent as its own.
 */
export async function refreshDays(tx: Tx, tenantId: string, days: readonly string[]): Promise<void> {
  await tx.execute(sql`
    with o as materialized (
      select o.id, o.ordered_on as day, o.type, o.grand_total, o.total_return, o.version,
             to_char(o.ordered_at at time zone ${SHOP_UTC_OFFSET}::interval, 'HH24') as hour
        from pos_orders o
       where o.tenant_id = ${tenantId} and o.status = 'paid' and o.ordered_on = any(${dayArray(days)})
    ), totals as (
      select day, count(*)::int as order_count, max(version) as max_version, sum(grand_total) as net,
             coalesce(sum(grand_total) filter (where type <> 'return'), 0) as gross,
             (count(*) filter (where type <> 'return'))::int as sales_count,
             (count(*) filter (where type = 'return'))::int as return_count,
             coalesce(-sum(grand_total) filter (where type = 'return'), 0) as return_amount,
             sum(total_return) as change_amount
        from o group by day
    ), hours as (
      select day, jsonb_object_agg(hour, jsonb_build_array(amount, orders)) as hours
        from (select day, hour, sum(grand_total) as amount, count(*) filter (where type <> 'return') as orders from o group by day, hour) h
       group by day
    ), methods as (
      select day, jsonb_object_agg(method, amount) as methods
        from (select o.day, p.method, sum(p.amount) as amount
                from o cross join lateral (select p.method, p.amount from pos_payments p where p.tenant_id = ${tenantId} and p.order_id = o.id offset 0) p
               group by o.day, p.method) m
       group by day
    ), products as (
      select day, array_agg(product_id order by product_id) as ids, array_agg(quantity order by product_id) as quantities,
             array_agg(revenue order by product_id) as revenues
        from (select o.day, l.product_id,
                     sum(case when l.is_return then -l.base_quantity else l.base_quantity end) as quantity,
                     sum(case when l.is_return then -l.quantity else l.quantity end * l.price) as revenue
                from o cross join lateral (
                       select l.product_id, l.is_return, l.quantity, l.base_quantity, l.price
                         from pos_order_lines l where l.tenant_id = ${tenantId} and l.order_id = o.id offset 0) l
               group by o.day, l.product_id) x
       group by day
    )
    insert into dashboard_days as d (tenant_id, day, order_count, max_version, net, gross, sales_count, return_count, return_amount,
                                     change_amount, methods, hours, product_ids, product_quantities, product_revenues)
    select ${tenantId}, t.day, t.order_count, t.max_version, t.net, t.gross, t.sales_count, t.return_count, t.return_amount, t.change_amount,
           coalesce(m.methods, '{}'::jsonb), h.hours, coalesce(p.ids, '{}'), coalesce(p.quantities, '{}'), coalesce(p.revenues, '{}')
      from totals t join hours h using (day) left join methods m using (day) left join products p using (day)
    on conflict (tenant_id, day) do update set
      order_count = excluded.order_count, max_version = excluded.max_version, net = excluded.net, gross = excluded.gross,
      sales_count = excluded.sales_count, return_count = excluded.return_count, return_amount = excluded.return_amount,
      change_amount = excluded.change_amount, methods = excluded.methods, hours = excluded.hours, product_ids = excluded.product_ids,
      product_quantities = excluded.product_quantities, product_revenues = excluded.product_revenues, computed_at = now()
     where excluded.max_version >= d.max_version`);
}

const same = (a: Fingerprint | undefined, b: Fingerprint) =>
  a !== undefined && a.count === b.count && a.maxVersion === b.maxVersion;

/**
 * The figures of every day of [from, to] that has paid orders, from the cache after bringing the
 * missing or changed days up to date (one read when nothing changed).
 */
export async function periodDays(tx: Tx, tenantId: string, from: string, to: string): Promise<DayFigures[]> {
  let rows = await periodRows(tx, tenantId, from, to);
  const stale = rows.filter((r) => !same(r.cached, r.current)).map((r) => r.day);
  if (stale.length > 0) {
    await refreshDays(tx, tenantId, stale);
    rows = await periodRows(tx, tenantId, from, to);
  }
  return rows.map((r) => r.figures);
}
