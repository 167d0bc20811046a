/**
 * SQL of a customer's debt history: their paid orders that moved the debt (debt_amount ≠ 0) and
 * their collections, one list newest first, each with the debt right after it. A cancelled
 * collection is listed with its amount and counts nothing (`undone` gives back what its `change` took off). The running
 * balance is a window sum over the whole history in time order (oldest first), so a page shows
 * the same balances whichever page it is.
 */
import { sql } from 'drizzle-orm';
import type { DebtHistoryEntry } from '../../../src/domain/catalog/customer-debt';
import type { PaymentMethod } from '../../../src/domain/pos-enums';
import type { Tx } from '../../db/connection';
import { paginate, type Page, type PageParams } from '../../lib/list-query';

type Row = {
  kind: 'order' | 'payment';
  id: string;
  code: string;
  at: string | Date;
  grand_total: string | null;
  total_paid: string | null;
  change: string;
  balance: string;
  method: PaymentMethod | null;
  note: string | null;
  created_by_name: string | null;
  register_session_id: string | null;
  cancelled_at: string | Date | null;
  cancelled_by_id: string | null;
  cancelled_by_name: string | null;
  cancel_reason: string | null;
};

const num = (v: string | null) => (v === null ? null : Number(v));

function toEntry(row: Row): DebtHistoryEntry {
  return {
    kind: row.kind,
    id: row.id,
    code: row.code,
    at: new Date(row.at).toISOString(),
    grand_total: num(row.grand_total),
    total_paid: num(row.total_paid),
    change: Number(row.change),
    balance: Number(row.balance),
    method: row.method,
    note: row.note,
    created_by_name: row.created_by_name,
    register_session_id: row.register_session_id,
    cancelled: row.cancelled_at
      ? {
          at: new Date(row.cancelled_at).toISOString(),
          by: row.cancelled_by_id ? { id: row.cancelled_by_id, name: row.cancelled_by_name ?? '' } : null,
          reason: row.cancel_reason ?? '',
        }
      : null,
  };
}

export async function debtHistory(
  tx: Tx,
  tenantId: string,
  customerId: string,
  page: PageParams,
): Promise<Page<DebtHistoryEntry>> {
  // Ties in time (an order and a payment in the same microsecond) fall to the id, the same way
  // both in the window and in the page order, so the balances read consistently.
  const entries = sql`
    select 'order' as kind, o.id, o.code, o.ordered_at as at, o.grand_total, o.total_paid,
           o.debt_amount as change, 0 as undone, null::text as method, null::text as note,
           null::text as created_by_name, null::uuid as register_session_id, null::timestamptz as cancelled_at,
           null::uuid as cancelled_by_id, null::text as cancelled_by_name, null::text as cancel_reason
      from pos_orders o
     where o.tenant_id = ${tenantId} and o.customer_id = ${customerId} and o.status = 'paid' and o.debt_amount <> 0
    union all
    select 'payment', p.id, p.code, p.created_at, null, null, -p.amount,
           case when p.cancelled_at is null then 0 else p.amount end, p.method, p.note,
           trim(u.last_name || ' ' || u.first_name),
           case when p.method = 'cash' then p.register_session_id end, p.cancelled_at, cu.id,
           trim(cu.last_name || ' ' || cu.first_name), p.cancel_reason
      from customer_payments p
      join users u on u.tenant_id = p.tenant_id and u.id = p.created_by
      left join users cu on cu.tenant_id = p.tenant_id and cu.id = p.cancelled_by
     where p.tenant_id = ${tenantId} and p.customer_id = ${customerId}`;
  return paginate(
    page,
    async (limit, offset) =>
      (
        await tx.execute<Row>(sql`
          select *, sum(e.change + e.undone) over (order by e.at, e.id rows unbounded preceding) as balance
            from (${entries}) e
           order by e.at desc, e.id desc
           limit ${limit} offset ${offset}`)
      ).rows.map(toEntry),
    async () =>
      (await tx.execute<{ n: number }>(sql`select cast(count(*) as integer) as n from (${entries}) e`)).rows[0]!.n,
  );
}
