/** Reads of the link-up outbox: the page's list with filters, and the count of open problems. */
import { and, asc, desc, eq, gte, lt, or, sql, isNotNull, type SQL } from 'drizzle-orm';
import type { LinkupListQuery, LinkupMessageSummary, LinkupProblemSummary } from '../../../src/domain/linkup/messages';
import { parseSort } from '../../../src/domain/list-query';
import { shopDayEnd, shopDayStart } from '../../../src/domain/shop-clock';
import type { Tx } from '../../db/connection';
import { linkupMessages } from '../../db/schema/index';
import { countAll, paginate, searchCondition, type Page } from '../../lib/list-query';

type Row = typeof linkupMessages.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(row: Row): LinkupMessageSummary {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    document_type: row.documentType,
    document_id: row.documentId,
    document_code: row.documentCode,
    document_at: row.documentAt.toISOString(),
    prescription_code: row.prescriptionCode,
    status: row.status,
    problem: row.problem,
    answer: row.answer,
    attempts: row.attempts,
    sent_at: iso(row.sentAt),
    answered_at: iso(row.answeredAt),
    lines: row.lines,
  };
}

const isProblem = or(eq(linkupMessages.status, 'refused'), isNotNull(linkupMessages.problem))!;

export async function listMessages(tx: Tx, tenantId: string, q: LinkupListQuery): Promise<Page<LinkupMessageSummary>> {
  const conditions: (SQL | undefined)[] = [
    eq(linkupMessages.tenantId, tenantId),
    q.status ? eq(linkupMessages.status, q.status) : undefined,
    q.problems === true ? isProblem : undefined,
    q.date_from ? gte(linkupMessages.documentAt, shopDayStart(q.date_from)) : undefined,
    q.date_to ? lt(linkupMessages.documentAt, shopDayEnd(q.date_to)) : undefined,
    searchCondition(
      sql`app_search_norm(${linkupMessages.key} || ' ' || coalesce(${linkupMessages.prescriptionCode}, ''))`,
      q.search,
    ),
  ];
  const where = and(...conditions);
  const { field, descending } = parseSort(q.sort);
  const column = field === 'created_at' ? linkupMessages.createdAt : linkupMessages.documentAt;
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select()
          .from(linkupMessages)
          .where(where)
          .orderBy(
            descending ? desc(column) : asc(column),
            descending ? desc(linkupMessages.id) : asc(linkupMessages.id),
          )
          .limit(limit)
          .offset(offset)
      ).map(toSummary),
    async () => (await tx.select({ n: countAll }).from(linkupMessages).where(where))[0]?.n ?? 0,
  );
}

export async function problemSummary(tx: Tx, tenantId: string): Promise<LinkupProblemSummary> {
  const [row] = await tx
    .select({
      refused: sql<number>`count(*) filter (where ${linkupMessages.status} = 'refused')::int`,
      held: sql<number>`count(*) filter (where ${linkupMessages.status} <> 'refused')::int`,
    })
    .from(linkupMessages)
    .where(and(eq(linkupMessages.tenantId, tenantId), isProblem));
  return row ?? { refused: 0, held: 0 };
}
