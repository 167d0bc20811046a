/** SQL of customers: pages with the group name, one customer, and the code and phone look-ups. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Customer, customerListQuery } from '../../../src/domain/catalog/parties';
import type { Tx } from '../../db/connection';
import { customerGroups, customers } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { toRecord } from '../../lib/records';

type ListQuery = z.output<typeof customerListQuery>;

function baseQuery(tx: Tx) {
  return tx
    .select({ row: customers, groupName: customerGroups.name })
    .from(customers)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.tenantId, customers.tenantId), eq(customerGroups.id, customers.customerGroupId)),
    );
}

function toCustomer({ row, groupName }: { row: typeof customers.$inferSelect; groupName: string | null }): Customer {
  return { ...(toRecord(row) as Omit<Customer, 'customer_group_name'>), customer_group_name: groupName };
}

export async function listCustomers(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Customer>> {
  const where = and(
    eq(customers.tenantId, tenantId),
    isNull(customers.deletedAt),
    searchCondition(customers.searchText, q.search),
    q.customer_group_id ? eq(customers.customerGroupId, q.customer_group_id) : undefined,
  );
  const sorts = {
    full_name: textSortKey(customers.fullName),
    code: customers.code,
    total_spent: customers.totalSpent,
    created_at: customers.createdAt,
  };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await baseQuery(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, customers.id))
          .limit(limit)
          .offset(offset)
      ).map(toCustomer),
    async () => (await tx.select({ n: countAll }).from(customers).where(where))[0]!.n,
  );
}

export async function getCustomer(tx: Tx, tenantId: string, id: string): Promise<Customer | undefined> {
  const [row] = await baseQuery(tx).where(
    and(eq(customers.tenantId, tenantId), eq(customers.id, id), isNull(customers.deletedAt)),
  );
  return row ? toCustomer(row) : undefined;
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
