/** SQL of doctors: pages with the specialization name, and one doctor. */
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Doctor, doctorListQuery } from '../../../src/domain/catalog/parties';
import type { Tx } from '../../db/connection';
import { doctors, specializations } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { toRecord } from '../../lib/records';

type ListQuery = z.output<typeof doctorListQuery>;

function baseQuery(tx: Tx) {
  return tx
    .select({ row: doctors, specializationName: specializations.name })
    .from(doctors)
    .leftJoin(
      specializations,
      and(eq(specializations.tenantId, doctors.tenantId), eq(specializations.id, doctors.specializationId)),
    );
}

function toDoctor({
  row,
  specializationName,
}: {
  row: typeof doctors.$inferSelect;
  specializationName: string | null;
}): Doctor {
  return { ...(toRecord(row) as Omit<Doctor, 'specialization_name'>), specialization_name: specializationName };
}

export async function listDoctors(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Doctor>> {
  const where = and(
    eq(doctors.tenantId, tenantId),
    isNull(doctors.deletedAt),
    searchCondition(doctors.searchText, q.search),
    q.specialization_id ? eq(doctors.specializationId, q.specialization_id) : undefined,
  );
  return paginate(
    q,
    async (limit, offset) =>
      (
        await baseQuery(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, { name: textSortKey(doctors.name), created_at: doctors.createdAt }, doctors.id))
          .limit(limit)
          .offset(offset)
      ).map(toDoctor),
    async () => (await tx.select({ n: countAll }).from(doctors).where(where))[0]!.n,
  );
}

export async function getDoctor(tx: Tx, tenantId: string, id: string): Promise<Doctor | undefined> {
  const [row] = await baseQuery(tx).where(
    and(eq(doctors.tenantId, tenantId), eq(doctors.id, id), isNull(doctors.deletedAt)),
  );
  return row ? toDoctor(row) : undefined;
}
