/** SQL of vendors: pages, one vendor, and the code look-up. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Vendor, vendorListQuery } from '../../../src/domain/catalog/parties';
import type { Tx } from '../../db/connection';
import { vendors } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { toRecord } from '../../lib/records';

type ListQuery = z.output<typeof vendorListQuery>;

export async function listVendors(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Vendor>> {
  const where = and(
    eq(vendors.tenantId, tenantId),
    isNull(vendors.deletedAt),
    searchCondition(vendors.searchText, q.search),
  );
  const sorts = { name: textSortKey(vendors.name), code: vendors.code, created_at: vendors.createdAt };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select()
          .from(vendors)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, vendors.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => toRecord(r) as Vendor),
    async () => (await tx.select({ n: countAll }).from(vendors).where(where))[0]!.n,
  );
}

export async function getVendor(tx: Tx, tenantId: string, id: string): Promise<Vendor | undefined> {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, id), isNull(vendors.deletedAt)));
  return row ? (toRecord(row) as Vendor) : undefined;
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
