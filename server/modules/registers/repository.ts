/**
 * Reads of register sessions for the back-office: the filtered, paged list and one session with its
 * orders and the vouchers whose cash went through its drawer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { paginate, type Page } from '../../lib/list-query';
import { parseSort } from '../../../src/domain/list-query';
import { shopDayEnd, shopDayStart } from '../../../src/domain/shop-clock';
import type {
  DrawerVoucher,
  PosRegisterDetail,
  PosRegisterListQuery,
  PosRegisterSummary,
} from '../../../src/domain/pos-orders-api';
import { summaryColumns, summaryJoins, toSummary } from '../orders/repository';
import { computeClosing } from './session-totals';

const columns = sql`
  s.id, json_build_object('id', t.id, 'name', t.name) as pos_setting, s.state,
  json_build_object('id', ou.id, 'name', trim(ou.last_name || ' ' || ou.first_name)) as opened_by, s.opened_at, s.opening_cash,
  case when cu.id is null then null else json_build_object('id', cu.id, 'name', trim(cu.last_name || ' ' || cu.first_name)) end as closed_by,
  s.closed_at, s.counted_cash, s.expected_cash, s.difference,
  case when s.state = 'closed' then s.order_count
    else (select cast(count(*) as integer) from pos_orders o where o.tenant_id = s.tenant_id and o.register_session_id = s.id and o.status = 'paid') end as order_count`;

const joins = sql`
  from register_sessions s
  join pos_settings t on t.tenant_id = s.tenant_id and t.id = s.pos_setting_id
  join users ou on ou.tenant_id = s.tenant_id and ou.id = s.opened_by
  left join users cu on cu.tenant_id = s.tenant_id and cu.id = s.closed_by`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function toRegister(row: Record<string, unknown>): PosRegisterSummary {
  return {
    ...(row as unknown as PosRegisterSummary),
    opened_at: iso(row.opened_at)!,
    closed_at: iso(row.closed_at),
    opening_cash: Number(row.opening_cash),
    counted_cash: num(row.counted_cash),
    expected_cash: num(row.expected_cash),
    difference: num(row.difference),
    order_count: Number(row.order_count),
  };
}

/** A day filter is the range of instants of those shop days. */
function filters(tenantId: string, q: PosRegisterListQuery): SQL {
  const where: SQL[] = [sql`s.tenant_id = ${tenantId}`];
  if (q.date_from) where.push(sql`s.opened_at >= ${shopDayStart(q.date_from).toISOString()}::timestamptz`);
  if (q.date_to) where.push(sql`s.opened_at < ${shopDayEnd(q.date_to).toISOString()}::timestamptz`);
  if (q.state) where.push(sql`s.state = ${q.state}`);
  if (q.pos_setting_id) where.push(sql`s.pos_setting_id = ${q.pos_setting_id}`);
  if (q.opened_by) where.push(sql`s.opened_by = ${q.opened_by}`);
  return sql.join(where, sql` and `);
}

export async function listRegisters(
  tx: Tx,
  tenantId: string,
  q: PosRegisterListQuery,
): Promise<Page<PosRegisterSummary>> {
  const where = filters(tenantId, q);
  const { field, descending } = parseSort(q.sort);
  const direction = descending ? 'desc' : 'asc';
  const order = sql.raw(
    `s.${field === 'closed_at' ? 'closed_at' : 'opened_at'} ${direction} nulls last, s.id ${direction}`,
  );
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx.execute(
          sql`select ${columns} ${joins} where ${where} order by ${order} limit ${limit} offset ${offset}`,
        )
      ).rows.map(toRegister),
    async () =>
      (
        await tx.execute<{ total: number }>(
          sql`select cast(count(*) as integer) as total from register_sessions s where ${where}`,
        )
      ).rows[0]!.total,
  );
}

type DrawerVoucherRow = Omit<DrawerVoucher, 'at' | 'amount'> & { at: string | Date; amount: string };

/** Cash vouchers of the session's drawer: debts collected, vendors paid and their refunds. */
async function drawerVouchers(tx: Tx, tenantId: string, sessionId: string): Promise<DrawerVoucher[]> {
  const found = await tx.execute<DrawerVoucherRow>(sql`
    select 'collection' as kind, p.id, p.code, p.created_at as at,
           json_build_object('id', c.id, 'name', c.full_name) as party, p.amount,
           p.cancelled_at is not null as cancelled
      from customer_payments p join customers c on c.tenant_id = p.tenant_id and c.id = p.customer_id
     where p.tenant_id = ${tenantId} and p.register_session_id = ${sessionId} and p.method = 'cash'
    union all
    select case v.direction when 'out' then 'vendor_payment' else 'vendor_refund' end, v.id, v.code, v.created_at,
           json_build_object('id', d.id, 'name', d.name),
           case v.direction when 'out' then -v.amount else v.amount end, v.cancelled_at is not null
      from vendor_payments v join vendors d on d.tenant_id = v.tenant_id and d.id = v.vendor_id
     where v.tenant_id = ${tenantId} and v.register_session_id = ${sessionId} and v.method = 'cash'
     order by at, code`);
  return found.rows.map((row) => ({ ...row, at: iso(row.at)!, amount: Number(row.amount) }));
}

export async function getRegister(tx: Tx, tenantId: string, id: string): Promise<PosRegisterDetail | undefined> {
  const found = await tx.execute(sql`
    select ${columns}, s.opening_note, s.closing_note, s.till_expected_cash, s.totals_by_method
    ${joins} where s.tenant_id = ${tenantId} and s.id = ${id}`);
  const row = found.rows[0];
  if (!row) return undefined;
  const summary = toRegister(row);
  const now = await computeClosing(tx, tenantId, id, summary.opening_cash, summary.counted_cash ?? 0);
  const orders = await tx.execute(
    sql`select ${summaryColumns} ${summaryJoins} where o.tenant_id = ${tenantId} and o.register_session_id = ${id} order by o.ordered_at desc, o.id desc`,
  );
  return {
    ...summary,
    opening_note: row.opening_note as string,
    closing_note: row.closing_note as string,
    till_expected_cash: num(row.till_expected_cash),
    totals_by_method:
      summary.state === 'closed' && row.totals_by_method
        ? (row.totals_by_method as PosRegisterDetail['totals_by_method'])
        : now.byMethod,
    expected_cash_now: now.expectedCash,
    cash_collections: now.cashCollections,
    vendor_payouts: now.vendorPayouts,
    drawer_vouchers: await drawerVouchers(tx, tenantId, id),
    orders: orders.rows.map(toSummary),
  };
}
