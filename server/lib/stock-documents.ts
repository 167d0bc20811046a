/**
 * SQL the back-office stock documents (inventory counts, scraps, quality controls) share: a page
 * of documents searched on code and note, one document row, and its lines with product and lot.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connection';
import { lots, products, users } from '../db/schema/index';
import { fullName } from '../modules/auth/user-dto';
import { baseUnitName } from './gpp-books';
import { countAll, paginate, searchCondition, sortOrder, type Page, type PageParams } from './list-query';

type DocumentTable = PgTable & { tenantId: AnyColumn; id: PgColumn; code: AnyColumn; note: AnyColumn };
type LineTable = PgTable & { tenantId: AnyColumn; productId: AnyColumn; lotId: AnyColumn };

export interface DocumentListQuery<F extends string> extends PageParams {
  search?: string | undefined;
  sort: F | `-${F}`;
}

export interface DocumentListOptions<T extends DocumentTable, F extends string, R> {
  /** Conditions beyond tenant and search; undefined ones are left out. */
  filters: Array<SQL | undefined>;
  sorts: Record<F, AnyColumn>;
  toSummary: (row: T['$inferSelect']) => R;
}

/** One page of the tenant's documents, searched (diacritics-insensitive) on code and note. */
export async function listDocuments<T extends DocumentTable, F extends string, R>(
  tx: Tx,
  tenantId: string,
  table: T,
  q: DocumentListQuery<F>,
  options: DocumentListOptions<T, F, R>,
): Promise<Page<R>> {
  const from: PgTable = table; // drizzle cannot check .from() against a generic table
  const where = and(
    eq(table.tenantId, tenantId),
    searchCondition(sql`app_search_norm(${table.code} || ' ' || coalesce(${table.note}, ''))`, q.search),
    ...options.filters,
  );
  const rows = async (limit: number, offset: number) => {
    const found = await tx
      .select()
      .from(from)
      .where(where)
      .orderBy(...sortOrder(q.sort, options.sorts, table.id))
      .limit(limit)
      .offset(offset);
    return (found as Array<T['$inferSelect']>).map(options.toSummary);
  };
  return paginate(q, rows, async () => (await tx.select({ n: countAll }).from(from).where(where))[0]!.n);
}

/** One document of the tenant; `forUpdate` locks its row for the rest of the transaction. */
export async function findDocument<T extends DocumentTable>(
  tx: Tx,
  tenantId: string,
  table: T,
  id: string,
  forUpdate = false,
): Promise<T['$inferSelect'] | undefined> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  const [row] = (forUpdate ? await query.for('update') : await query) as Array<T['$inferSelect']>;
  return row;
}

/**
 * A line with the code, name and base unit of its product and the number and expiry of its lot
 * (null without one). A document line's quantities are in the base unit.
 */
export interface LineWithRefs<L> {
  line: L;
  code: string;
  name: string;
  unitName: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
}

/** The lines of one document (`ofDocument`: its parent-id condition), joined to product and lot, in `order`. */
export async function linesWithRefs<T extends LineTable>(
  tx: Tx,
  tenantId: string,
  lines: T,
  ofDocument: SQL,
  order: SQL[],
): Promise<Array<LineWithRefs<T['$inferSelect']>>> {
  const from: PgTable = lines; // drizzle cannot check .from() against a generic table
  const rows = await tx
    .select({
      line: from,
      code: products.code,
      name: products.name,
      unitName: baseUnitName(products.tenantId, products.id),
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
    })
    .from(from)
    .innerJoin(products, and(eq(products.tenantId, lines.tenantId), eq(products.id, lines.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, lines.tenantId), eq(lots.id, lines.lotId)))
    .where(and(eq(lines.tenantId, tenantId), ofDocument))
    .orderBy(...order);
  return rows as Array<LineWithRefs<T['$inferSelect']>>;
}

/** The product and lot fields every document line answers. */
export function lineRefs({
  line,
  code,
  name,
  unitName,
  lotNumber,
  expiryDate,
}: LineWithRefs<{ id: string; productId: string; lotId: string | null }>) {
  return {
    id: line.id,
    product_id: line.productId,
    product_code: code,
    product_name: name,
    unit_name: unitName,
    lot_id: line.lotId,
    lot_number: lotNumber,
    expiry_date: expiryDate,
  };
}

/** The full name of the shop's user who signed a document (its inspector, its approver), or null. */
export async function signerName(tx: Tx, tenantId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return user ? fullName(user) : null;
}
