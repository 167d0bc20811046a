/** Reads of POS orders for the back-office: the filtered, paged list and one order in full. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { paginate, searchPattern, type Page } from '../../lib/list-query';
import { parseSort } from '../../../src/domain/list-query';
import type {
  PosOrderCashier,
  PosOrderDetail,
  PosOrderListQuery,
  PosOrderSummary,
} from '../../../src/domain/pos-orders-api';

const userName = (alias: string) => sql.raw(`trim(${alias}.last_name || ' ' || ${alias}.first_name)`);

/** Columns of an order summary over `pos_orders o` joined as below. */
export const summaryColumns = sql`
  o.id, o.code, o.type, o.status, o.ordered_at, o.created_at as synced_at, o.created_offline,
  json_build_object('id', t.id, 'name', t.name) as pos_setting,
  o.register_session_id, o.sold_by, json_build_object('id', u.id, 'name', ${userName('u')}) as seller,
  case when c.id is null then null else json_build_object('id', c.id, 'name', c.full_name, 'code', c.code, 'phone', c.phone) end as customer,
  o.subtotal, o.discount_amount, o.grand_total, o.total_paid, o.total_return, o.debt_amount, o.return_for,
  jsonb_array_length(o.review_flags) as review_flag_count`;

export const summaryJoins = sql`
  from pos_orders o
  join pos_settings t on t.tenant_id = o.tenant_id and t.id = o.pos_setting_id
  join users u on u.tenant_id = o.tenant_id and u.id = o.sold_by
  left join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id`;

const MONEY = ['subtotal', 'discount_amount', 'grand_total', 'total_paid', 'total_return', 'debt_amount'] as const;

export function toSummary(row: Record<string, unknown>): PosOrderSummary {
  const out = { ...row } as Record<string, unknown>;
  for (const key of MONEY) out[key] = Number(row[key]);
  out.ordered_at = new Date(row.ordered_at as string).toISOString();
  out.synced_at = new Date(row.synced_at as string).toISOString();
  return out as unknown as PosOrderSummary;
}

function filters(tenantId: string, q: PosOrderListQuery): SQL {
  const where: SQL[] = [sql`o.tenant_id = ${tenantId}`];
  if (q.date_from) where.push(sql`o.ordered_on >= ${q.date_from}`);
  if (q.date_to) where.push(sql`o.ordered_on <= ${q.date_to}`);
  if (q.code) where.push(sql`o.code ilike ${`%${q.code.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  if (q.customer_id) where.push(sql`o.customer_id = ${q.customer_id}`);
  if (q.type) where.push(sql`o.type = ${q.type}`);
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.pos_setting_id) where.push(sql`o.pos_setting_id = ${q.pos_setting_id}`);
  if (q.sold_by) where.push(sql`o.sold_by = ${q.sold_by}`);
  if (q.register_session_id) where.push(sql`o.register_session_id = ${q.register_session_id}`);
  if (q.flagged !== undefined)
    where.push(q.flagged ? sql`o.review_flags <> '[]'::jsonb` : sql`o.review_flags = '[]'::jsonb`);
  if (q.search?.trim()) {
    // A serial number finds the sale of that device (a warranty claim), typed in any case.
    const serial = q.search.trim();
    where.push(
      sql`(app_search_norm(o.code) like ${searchPattern(q.search)} or c.search_text like ${searchPattern(q.search)}
        or o.id in (select l.order_id from pos_order_lines l
          where l.tenant_id = ${tenantId} and l.tracking_type = 'serial'
            and l.serials && array[${serial}, ${serial.toUpperCase()}]::text[]))`,
    );
  }
  return sql.join(where, sql` and `);
}

const SORT_COLUMNS = { ordered_at: 'o.ordered_at', code: 'o.code', grand_total: 'o.grand_total' } as const;

export async function listOrders(tx: Tx, tenantId: string, q: PosOrderListQuery): Promise<Page<PosOrderSummary>> {
  const where = filters(tenantId, q);
  const { field, descending } = parseSort(q.sort);
  const order = sql.raw(`${SORT_COLUMNS[field]} ${descending ? 'desc' : 'asc'}, o.id ${descending ? 'desc' : 'asc'}`);
  return paginate(
    q,
    async (limit, offset) => {
      const rows = await tx.execute(
        sql`select ${summaryColumns} ${summaryJoins} where ${where} order by ${order} limit ${limit} offset ${offset}`,
      );
      return rows.rows.map(toSummary);
    },
    async () => {
      const rows = await tx.execute<{ total: number }>(
        sql`select cast(count(*) as integer) as total ${summaryJoins} where ${where}`,
      );
      return rows.rows[0]!.total;
    },
  );
}

/** The users who made at least one order of the tenant, by name (active or not: history keeps them). */
export async function listCashiers(tx: Tx, tenantId: string): Promise<PosOrderCashier[]> {
  const rows = await tx.execute<PosOrderCashier>(sql`
    select u.id, ${userName('u')} as name from users u
    where u.tenant_id = ${tenantId} and exists (select 1 from pos_orders o where o.tenant_id = u.tenant_id and o.sold_by = u.id)
    order by 2, 1`);
  return rows.rows;
}

export async function getOrder(tx: Tx, tenantId: string, id: string): Promise<PosOrderDetail | undefined> {
  const found = await tx.execute(sql`
    select ${summaryColumns}, o.note, o.discount_type, o.discount_percent, o.prescription, o.review_flags,
      (select code from pos_orders f where f.tenant_id = o.tenant_id and f.id = o.return_for) as return_for_code,
      case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as doctor,
      coalesce((select json_agg(json_build_object('id', p.id, 'method', p.method, 'amount', p.amount, 'reference', p.reference) order by p.id)
        from pos_payments p where p.tenant_id = o.tenant_id and p.order_id = o.id), '[]'::json) as payments,
      coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'type', r.type, 'ordered_at', r.ordered_at) order by r.ordered_at)
        from pos_orders r where r.tenant_id = o.tenant_id and r.return_for = o.id), '[]'::json) as returns
    ${summaryJoins}
    left join doctors d on d.tenant_id = o.tenant_id and d.id = o.doctor_id
    where o.tenant_id = ${tenantId} and o.id = ${id}`);
  const row = found.rows[0];
  if (!row) return undefined;
  const lines = await tx.execute(sql`
    select l.id, l.product_id, l.product_name, l.product_code, l.quantity as product_qty, l.unit_id, l.unit_name, l.factor,
      l.base_quantity, l.price, l.note, l.is_return, l.return_of_line_id, l.drug_class, l.tracking_type, l.serials,
      coalesce((select json_agg(json_build_object('lot_id', x.lot_id, 'lot_number', x.lot_number, 'expiry_date', x.expiry_date, 'quantity', x.base_quantity)
        order by x.expiry_date nulls last) from pos_order_line_lots x where x.tenant_id = l.tenant_id and x.line_id = l.id), '[]'::json) as item_lots
    from pos_order_lines l where l.tenant_id = ${tenantId} and l.order_id = ${id} order by l.position`);
  const returns = row.returns as { id: string; code: string; type: string; ordered_at: string }[];
  return {
    ...toSummary(row),
    note: row.note as string,
    discount_type: row.discount_type as PosOrderDetail['discount_type'],
    discount_percent: Number(row.discount_percent),
    return_for_code: (row.return_for_code as string | null) ?? null,
    doctor: row.doctor as PosOrderDetail['doctor'],
    prescription: row.prescription as PosOrderDetail['prescription'],
    review_flags: row.review_flags as PosOrderDetail['review_flags'],
    payments: (row.payments as PosOrderDetail['payments']).map((p) => ({ ...p, amount: Number(p.amount) })),
    returns: returns.map((r) => ({
      ...r,
      ordered_at: new Date(r.ordered_at).toISOString(),
    })) as PosOrderDetail['returns'],
    order_items: lines.rows.map((l) => ({ ...l, price: Number(l.price) })) as PosOrderDetail['order_items'],
  };
}
