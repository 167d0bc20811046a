/** Import jobs: saved previews, their status, and the progress counter the client polls. */
import { and, eq } from 'drizzle-orm';
import type { ImportError, ImportJob, ImportKind } from '../../../src/domain/catalog/imports';
import type { Db, Tx } from '../../db/connection';
import { importJobs } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';

type JobRow = typeof importJobs.$inferSelect;

export function toJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.fileName,
    total: row.total,
    processed: row.processed,
    valid_rows: row.rows.length,
    goods_by_number: row.rows.filter((r) => (r as { goodsByNumber?: boolean }).goodsByNumber === true).length,
    errors: row.errors,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertJob(
  tx: Tx,
  job: {
    tenantId: string;
    id: string;
    kind: ImportKind;
    fileName: string;
    total: number;
    rows: unknown[];
    errors: ImportError[];
    createdBy: string;
  },
): Promise<JobRow> {
  const [row] = await tx
    .insert(importJobs)
    .values({ ...job, status: 'previewed' })
    .returning();
  return row!;
}

export async function findJob(tx: Tx, tenantId: string, id: string): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
  return row;
}

/** Written on its own connection and transaction so the client sees it while the commit runs. */
export async function setJobState(
  db: Db,
  tenantId: string,
  id: string,
  set: Partial<Pick<JobRow, 'status' | 'processed' | 'errors'>>,
): Promise<void> {
  await withTenant(db, tenantId, (tx) =>
    tx
      .update(importJobs)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id))),
  );
}

/** Claims a previewed job for committing; false when it was already claimed. */
export async function claimJob(db: Db, tenantId: string, id: string): Promise<boolean> {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await tx
      .update(importJobs)
      .set({ status: 'committing', updatedAt: new Date() })
      .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id), eq(importJobs.status, 'previewed')))
      .returning({ id: importJobs.id });
    return rows.length > 0;
  });
}
