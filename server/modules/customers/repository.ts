/**
 * SQL of customers: pages with the group name, total spent and debt, one customer, and the code
 * and phone look-ups.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Customer, customerListQuery } from '../../../src/domain/catalog/parties';
import type { Tx } from '../../db/connection';
import { customerGroups, customers } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { toRecord } from '../../lib/records';
import { uuidArray } from '../../lib/sql-params';
import { debtBy, debtSortKey } from './debt';

type ListQuery = z.output<typeof customerListQuery>;

/**
 * What a customer has spent: the grand totals of their paid till orders (a return's is negative,
 * so it subtracts; parked and cancelled orders count nothing), summed when read rather than kept
 * in `customers.total_spent`: orders are insert-only facts synced from several tills, and a
 * counter would need every ingest path (and the demo's) to keep it. Both sums below read
 * `pos_orders_customer` (tenant_id, customer_id).
 */
const PAID = sql`o.status = 'paid'`;

/** Per customer, for sorting a page by it (every customer found is summed then). */
const spentSortKey = sql`(select coalesce(sum(o.grand_total), 0) from pos_orders o
  where o.tenant_id = ${customers.tenantId} and o.customer_id = ${customers.id} and ${PAID})`;

/** The sums of the given customers only (a page's, one customer's), in one grouped read. */
async function spentBy(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{ customer_id: string; spent: string }>(sql`
    select o.customer_id, sum(o.grand_total) as spent from pos_orders o
     where o.tenant_id = ${tenantId} and o.customer_id = any(${uuidArray(ids)}) and ${PAID}
     group by o.customer_id`);
  return new Map(result.rows.map((r) => [r.customer_id, Number(r.spent)]));
}

function baseQuery(tx: Tx) {
  return tx
    .select({ row: customers, groupName: customerGroups.name })
    .from(customers)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.tenantId, customers.tenantId), eq(customerGroups.id, customers.customerGroupId)),
    );
}

type Row = { row: typeof customers.$inferSelect; groupName: string | null };

async function toCustomers(tx: Tx, tenantId: string, rows: Row[]): Promise<Customer[]> {
  const ids = rows.map((r) => r.row.id);
  const [spent, debt] = [await spentBy(tx, tenantId, ids), await debtBy(tx, tenantId, ids)];
  return rows.map(({ row, groupName }) => ({
    ...(toRecord(row) as Omit<Customer, 'customer_group_name'>),
    customer_group_name: groupName,
    total_spent: spent.get(row.id) ?? 0,
    debt: debt.get(row.id) ?? 0,
  }));
}

export async function listCustomers(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Customer>> {
  const where = and(
    eq(customers.tenantId, tenantId),
    isNull(customers.deletedAt),
    searchCondition(customers.searchText, q.search),
    q.customer_group_id ? eq(customers.customerGroupId, q.customer_group_id) : undefined,
    q.has_debt === true ? sql`${debtSortKey} > 0` : undefined,
  );
  const sorts = {
    full_name: textSortKey(customers.fullName),
    code: customers.code,
    total_spent: spentSortKey,
    debt: debtSortKey,
    created_at: customers.createdAt,
  };
  return paginate(
    q,
    async (limit, offset) =>
      toCustomers(
        tx,
        tenantId,
        await baseQuery(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, customers.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await tx.select({ n: countAll }).from(customers).where(where))[0]!.n,
  );
}

export async function getCustomer(tx: Tx, tenantId: string, id: string): Promise<Customer | undefined> {
  const rows = await baseQuery(tx).where(
    and(eq(customers.tenantId, tenantId), eq(customers.id, id), isNull(customers.deletedAt)),
  );
  return (await toCustomers(tx, tenantId, rows))[0];
}

export async function customerIdUsed(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return Boolean(row);
}

export async function customerCodeTaken(tx: Tx, tenantId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.code, code),
        isNull(customers.deletedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function customerPhoneTaken(tx: Tx, tenantId: string, phone: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.phone, phone),
        isNull(customers.deletedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}
