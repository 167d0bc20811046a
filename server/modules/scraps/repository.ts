/** SQL of scraps: pages with search and filters, one scrap with its lines. */
import { asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scrap, scrapListQuery } from '../../../src/domain/stock/scraps';
import type { Tx } from '../../db/connection';
import { scrapLines, scraps } from '../../db/schema/index';
import type { Page } from '../../lib/list-query';
import { findDocument, lineRefs, linesWithRefs, listDocuments, signerName } from '../../lib/stock-documents';
import { iso } from '../stock/guard';

type ListQuery = z.output<typeof scrapListQuery>;
type Row = typeof scraps.$inferSelect;

function summary(r: Row) {
  return {
    id: r.id,
    code: r.code,
    scrap_date: r.scrapDate,
    reason: r.reason,
    state: r.state,
    note: r.note,
    approved_by: r.approvedBy,
    done_at: iso(r.doneAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function listScraps(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<ReturnType<typeof summary>>> {
  const filters = [
    q.state ? eq(scraps.state, q.state) : undefined,
    q.reason ? eq(scraps.reason, q.reason) : undefined,
    q.from ? gte(scraps.scrapDate, q.from) : undefined,
    q.to ? lte(scraps.scrapDate, q.to) : undefined,
  ];
  const sorts = { code: scraps.code, scrap_date: scraps.scrapDate, created_at: scraps.createdAt };
  return listDocuments(tx, tenantId, scraps, q, { filters, sorts, toSummary: summary });
}

export function findScrap(tx: Tx, tenantId: string, id: string): Promise<Row | undefined> {
  return findDocument(tx, tenantId, scraps, id, true);
}

export async function getScrap(tx: Tx, tenantId: string, id: string): Promise<Scrap | undefined> {
  const row = await findDocument(tx, tenantId, scraps, id);
  if (!row) return undefined;
  const lines = await linesWithRefs(tx, tenantId, scrapLines, eq(scrapLines.scrapId, id), [asc(scrapLines.position)]);
  return {
    ...summary(row),
    approved_by_name: await signerName(tx, tenantId, row.approvedBy),
    lines: lines.map((r) => ({ ...lineRefs(r), quantity: r.line.quantity })),
  };
}
