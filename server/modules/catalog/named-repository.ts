/**
 * SQL of the small named lists (categories, tags, units, specializations, customer groups,
 * taxes): one generic repository over tables of the same shape, always scoped by tenant and
 * blind to archived rows.
 */
import { and, eq, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import type { categories } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, type PageParams } from '../../lib/list-query';

/** Every named table has this shape; categories stands in for all of them in types. */
export type NamedTable = typeof categories;
export type NamedRow = Record<string, unknown> & { id: string; name: string };

export interface NamedListParams extends PageParams {
  search?: string;
  sort: string;
}

export function namedRepository(table: NamedTable, sortColumns: Record<string, AnyColumn | SQL>) {
  const live = (tenantId: string) => and(eq(table.tenantId, tenantId), isNull(table.deletedAt));
  return {
    async list(tx: Tx, tenantId: string, q: NamedListParams, extra?: SQL): Promise<Page<NamedRow>> {
      const where = and(live(tenantId), searchCondition(table.searchText, q.search), extra);
      return paginate(
        q,
        (limit, offset) =>
          tx
            .select()
            .from(table)
            .where(where)
            .orderBy(...sortOrder(q.sort, sortColumns, table.id))
            .limit(limit)
            .offset(offset) as Promise<NamedRow[]>,
        async () => (await tx.select({ n: countAll }).from(table).where(where))[0]!.n,
      );
    },
    async get(tx: Tx, tenantId: string, id: string): Promise<NamedRow | undefined> {
      const [row] = await tx
        .select()
        .from(table)
        .where(and(live(tenantId), eq(table.id, id)));
      return row as NamedRow | undefined;
    },
    async exists(tx: Tx, tenantId: string, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
      return Boolean(row);
    },
    async nameTaken(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            live(tenantId),
            sql`app_lower_vi(${table.name}) = app_lower_vi(${name})`,
            exceptId ? ne(table.id, exceptId) : undefined,
          ),
        );
      return Boolean(row);
    },
    async insert(tx: Tx, values: Record<string, unknown>): Promise<NamedRow> {
      const [row] = await tx
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning();
      return row as NamedRow;
    },
    async update(tx: Tx, tenantId: string, id: string, values: Record<string, unknown>): Promise<NamedRow | undefined> {
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date() } as Partial<typeof table.$inferInsert>)
        .where(and(live(tenantId), eq(table.id, id)))
        .returning();
      return row as NamedRow | undefined;
    },
    async archive(tx: Tx, tenantId: string, id: string): Promise<boolean> {
      const rows = await tx
        .update(table)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(live(tenantId), eq(table.id, id)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
