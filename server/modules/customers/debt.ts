/**
 * SQL of a customer's debt: what their paid till orders left owing (`debt_amount`, a return's
 * negative) minus what was collected (`customer_payments` not cancelled), summed when read like total spent
 * (see repository.ts): orders are insert-only facts from several tills, and `customers.debt`
 * stays unused rather than be a counter every ingest path would have to keep.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { customers } from '../../db/schema/index';
import { uuidArray } from '../../lib/sql-params';

/** Per customer of the outer query, for sorting and the `has_debt` filter. */
export const debtSortKey: SQL = sql`((select coalesce(sum(o.debt_amount), 0) from pos_orders o
    where o.tenant_id = ${customers.tenantId} and o.customer_id = ${customers.id} and o.status = 'paid')
  - (select coalesce(sum(p.amount), 0) from customer_payments p
    where p.tenant_id = ${customers.tenantId} and p.customer_id = ${customers.id} and p.cancelled_at is null))`;

/** The debts of the given customers (a page's, one customer's), two grouped reads. */
export async function debtBy(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  const debts = new Map<string, number>();
  if (ids.length === 0) return debts;
  const result = await tx.execute<{ customer_id: string; amount: string }>(sql`
    select o.customer_id, sum(o.debt_amount) as amount from pos_orders o
     where o.tenant_id = ${tenantId} and o.customer_id = any(${uuidArray(ids)}) and o.status = 'paid'
     group by o.customer_id
    union all
    select p.customer_id, -sum(p.amount) from customer_payments p
     where p.tenant_id = ${tenantId} and p.customer_id = any(${uuidArray(ids)}) and p.cancelled_at is null
     group by p.customer_id`);
  for (const row of result.rows) debts.set(row.customer_id, (debts.get(row.customer_id) ?? 0) + Number(row.amount));
  return debts;
}

export async function debtOf(tx: Tx, tenantId: string, id: string): Promise<number> {
  return (await debtBy(tx, tenantId, [id])).get(id) ?? 0;
}
