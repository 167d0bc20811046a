/** SQL of vendors: pages, one vendor, and the code and tax code look-ups. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Vendor, vendorListQuery } from '../../../src/domain/catalog/parties';
import { normaliseTaxCode } from '../../../src/domain/tax-code';
import type { Tx } from '../../db/connection';
import { vendors } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { toRecord } from '../../lib/records';

type ListQuery = z.output<typeof vendorListQuery>;

/**
 * What the vendor owes back (refundDueOf, debt.ts): over its received orders, what was paid beyond
 * what they now hold, and all that was paid on orders cancelled after they were placed.
 * The outer row is named in full: drizzle writes a lone table's columns unqualified, which the
 * subquery would read as its own.
 */
const refundDue = sql<string>`(
  select coalesce(sum(case when o.state = 'received' then greatest(o.paid_amount - o.received_value, 0)
                           else o.paid_amount end), 0) from purchase_orders o
  where o.tenant_id = "vendors".tenant_id and o.vendor_id = "vendors".id
    and (o.state = 'received' or (o.state = 'cancelled' and o.ordered_at is not null)))`;
const withRefund = (r: { vendor: typeof vendors.$inferSelect; refundDue: string }) =>
  ({ ...toRecord(r.vendor), refund_due: Number(r.refundDue) }) as Vendor;

export async function listVendors(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Vendor>> {
  const where = and(
    eq(vendors.tenantId, tenantId),
    isNull(vendors.deletedAt),
    searchCondition(vendors.searchText, q.search),
    q.has_debt === true ? gt(vendors.debt, 0) : undefined,
  );
  const sorts = {
    name: textSortKey(vendors.name),
    code: vendors.code,
    debt: vendors.debt,
    created_at: vendors.createdAt,
  };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select({ vendor: vendors, refundDue })
          .from(vendors)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, vendors.id))
          .limit(limit)
          .offset(offset)
      ).map(withRefund),
    async () => (await tx.select({ n: countAll }).from(vendors).where(where))[0]!.n,
  );
}

export async function getVendor(tx: Tx, tenantId: string, id: string): Promise<Vendor | undefined> {
  const [row] = await tx
    .select({ vendor: vendors, refundDue })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, id), isNull(vendors.deletedAt)));
  return row ? withRefund(row) : undefined;
}

export async function vendorCodeTaken(tx: Tx, tenantId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.tenantId, tenantId),
        eq(vendors.code, code),
        isNull(vendors.deletedAt),
        exceptId ? ne(vendors.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/**
 * Another live vendor of the shop already holds this tax code. Compared without the branch dash:
 * vendors saved before codes were checked may hold `0101234567001` for `0101234567-001`.
 */
export async function vendorTaxCodeTaken(
  tx: Tx,
  tenantId: string,
  taxCode: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.tenantId, tenantId),
        sql`replace(${vendors.taxCode}, '-', '') = ${normaliseTaxCode(taxCode)}`,
        isNull(vendors.deletedAt),
        exceptId ? ne(vendors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
