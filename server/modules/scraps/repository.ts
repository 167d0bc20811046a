/** SQL of scraps: pages with search and filters, one scrap with its lines. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scrap, scrapListQuery } from '../../../src/domain/stock/scraps';
import type { Tx } from '../../db/connection';
import { lots, products, scrapLines, scraps } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page } from '../../lib/list-query';
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

export async function listScraps(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<ReturnType<typeof summary>>> {
  const where = and(
    eq(scraps.tenantId, tenantId),
    searchCondition(sql`app_search_norm(${scraps.code} || ' ' || coalesce(${scraps.note}, ''))`, q.search),
    q.state ? eq(scraps.state, q.state) : undefined,
    q.reason ? eq(scraps.reason, q.reason) : undefined,
    q.from ? gte(scraps.scrapDate, q.from) : undefined,
    q.to ? lte(scraps.scrapDate, q.to) : undefined,
  );
  const sorts = { code: scraps.code, scrap_date: scraps.scrapDate, created_at: scraps.createdAt };
  return paginate(
    q,
    async (limit, offset) => (await tx.select().from(scraps).where(where).orderBy(...sortOrder(q.sort, sorts, scraps.id)).limit(limit).offset(offset)).map(summary),
    async () => (await tx.select({ n: countAll }).from(scraps).where(where))[0]!.n,
  );
}

export async function findScrap(tx: Tx, tenantId: string, id: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(scraps).where(and(eq(scraps.tenantId, tenantId), eq(scraps.id, id))).for('update');
  return row;
}

export async function getScrap(tx: Tx, tenantId: string, id: string): Promise<Scrap | undefined> {
  const [row] = await tx.select().from(scraps).where(and(eq(scraps.tenantId, tenantId), eq(scraps.id, id)));
  if (!row) return undefined;
  const lines = await tx
    .select({ line: scrapLines, code: products.code, name: products.name, lotNumber: lots.lotNumber, expiryDate: lots.expiryDate })
    .from(scrapLines)
    .innerJoin(products, and(eq(products.tenantId, scrapLines.tenantId), eq(products.id, scrapLines.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, scrapLines.tenantId), eq(lots.id, scrapLines.lotId)))
    .where(and(eq(scrapLines.tenantId, tenantId), eq(scrapLines.scrapId, id)))
    .orderBy(asc(scrapLines.position));
  return {
    ...summary(row),
    lines: lines.map(({ line: l, code, name, lotNumber, expiryDate }) => ({
      id: l.id,
      product_id: l.productId,
      product_code: code,
      product_name: name,
      lot_id: l.lotId,
      lot_number: lotNumber,
      expiry_date: expiryDate,
      quantity: l.quantity,
    })),
  };
}
