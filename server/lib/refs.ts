/**
 * Checks that the records a body points at (category, tax, vendor, units, products…) exist in
 * the caller's shop and are not archived; a missing one is a 400 on that field, never a 500
 * from a foreign key.
 */
import { and, eq, inArray, isNull, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogVi } from '../../src/i18n/catalog-errors';
import type { Tx } from '../db/connection';
import { badRequest, type FieldErrors } from '../plugins/errors';

export interface RefTable {
  table: PgTable;
  tenantId: AnyColumn;
  id: PgColumn;
  deletedAt: AnyColumn;
}

export function refTable(table: PgTable & { tenantId: AnyColumn; id: PgColumn; deletedAt: AnyColumn }): RefTable {
  return { table, tenantId: table.tenantId, id: table.id, deletedAt: table.deletedAt };
}

/** The ids among `ids` that are live records of the tenant. */
export async function liveIds(tx: Tx, tenantId: string, ref: RefTable, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = (await tx
    .select({ id: ref.id })
    .from(ref.table)
    .where(and(eq(ref.tenantId, tenantId), inArray(ref.id, unique), isNull(ref.deletedAt)))) as Array<{ id: string }>;
  return new Set(rows.map((r) => r.id));
}

export interface RefCheck {
  field: string;
  ref: RefTable;
  id: string | null | undefined;
}

/** Throws a 400 naming every field whose record is missing. */
export async function assertRefs(tx: Tx, tenantId: string, checks: RefCheck[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const check of checks) {
    if (!check.id) continue;
    const found = await liveIds(tx, tenantId, check.ref, [check.id]);
    if (!found.has(check.id)) errors[check.field] = [catalogVi.errors.notFoundRef];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
