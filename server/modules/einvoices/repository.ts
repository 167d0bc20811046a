/** SQL of e-invoices: one invoice in full, the filtered page of the list, and the row lock for state changes. */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices, posOrders } from '../../db/schema/index';
import { countAll, paginate, searchCondition, type Page } from '../../lib/list-query';
import { notFound } from '../../plugins/errors';
import { amountInWords } from '../../../src/domain/amount-in-words';
import type { InvoiceLine, InvoiceTotals } from '../../../src/domain/einvoice/invoice-lines';
import { parseSort } from '../../../src/domain/list-query';
import { shopDayEnd, shopDayStart } from '../../../src/domain/shop-clock';
import type {
  BuyerInput,
  EinvoiceDeliverySummary,
  EinvoiceDetail,
  EinvoiceListQuery,
  EinvoiceSummary,
} from '../../../src/domain/einvoice/schemas';

export type EinvoiceRow = typeof einvoices.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The buyer columns from what the buyer gave (a person's tax code is never kept). */
export const buyerColumns = (b: BuyerInput) => ({
  buyerType: b.type,
  buyerName: b.name,
  buyerTaxCode: b.type === 'company' ? b.tax_code : '',
  buyerAddress: b.address,
  buyerEmail: b.email,
});

/** The buyer columns of an invoice, for the invoice that corrects it. */
export const buyerColumnsOf = (row: EinvoiceRow) => ({
  buyerType: row.buyerType,
  buyerName: row.buyerName,
  buyerTaxCode: row.buyerTaxCode,
  buyerAddress: row.buyerAddress,
  buyerEmail: row.buyerEmail,
});

/** The columns of an invoice's goods: its lines and their totals. */
export const goodsColumns = (lines: InvoiceLine[], totals: InvoiceTotals) => ({
  lines,
  rates: totals.rates,
  totalBeforeTax: totals.before_tax,
  totalVat: totals.vat,
  totalDiscount: totals.discount,
  total: totals.total,
});

/** The totals an invoice row stores, in the shape its lines were built with. */
export const storedTotals = (row: EinvoiceRow): InvoiceTotals => ({
  rates: row.rates,
  before_tax: row.totalBeforeTax,
  vat: row.totalVat,
  discount: row.totalDiscount,
  total: row.total,
});

/** How long an invoice on its way may stay without a queued delivery or status job before it counts as stuck. */
export const STUCK_AFTER_MINUTES = 10;

/**
 * Stuck: issued, on its way (waiting or sent), unchanged for STUCK_AFTER_MINUTES and with no
 * delivery or status job left to run (pg-boss gave up after the queue's retries, or a job was
 * lost): nothing will move it, so a manager may send it again (service.ts `resend`).
 */
const stuckSql = sql<boolean>`(${einvoices.state} = 'issued'
  and ${einvoices.delivery} in ('waiting', 'sent')
  and ${einvoices.updatedAt} < now() - make_interval(mins => ${STUCK_AFTER_MINUTES})
  and not exists (
    select 1 from pgboss.job j
     where j.name in ('einvoice-delivery', 'einvoice-status')
       and j.state in ('created', 'retry', 'active')
       and j.data->>'invoiceId' = ${einvoices.id}::text))`;

/** Whether the issued XML holds an XML signature (server/modules/einvoices/signing/sign-xml.ts); null before issue. */
const signedSql = sql<boolean | null>`case when ${einvoices.xml} is null then null
  else strpos(${einvoices.xml}, 'http://www.w3.org/2000/09/xmldsig#') > 0 end`;

/** Whether the invoice is stuck (see stuckSql). */
export async function isStuck(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx.select({ stuck: stuckSql }).from(einvoices).where(byId(tenantId, id));
  return row?.stuck ?? false;
}

export function toSummary(
  row: EinvoiceRow,
  orderCode: string,
  { stuck, signed }: { stuck: boolean; signed: boolean | null },
): EinvoiceSummary {
  return {
    id: row.id,
    state: row.state,
    relation: row.relation,
    related_id: row.relatedId,
    order_id: row.orderId,
    order_code: orderCode,
    buyer: {
      type: row.buyerType,
      name: row.buyerName,
      tax_code: row.buyerTaxCode,
      address: row.buyerAddress,
      email: row.buyerEmail,
    },
    template_code: row.templateCode,
    series: row.series,
    number: row.number,
    total_before_tax: row.totalBeforeTax,
    total_vat: row.totalVat,
    total: row.total,
    issued_at: iso(row.issuedAt),
    created_at: row.createdAt.toISOString(),
    cash_register_code: row.cashRegisterCode,
    delivery: row.delivery,
    delivery_message: row.deliveryMessage,
    stuck,
    signed,
  };
}

const byId = (tenantId: string, id: string) => and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id));

/** The invoice row, locked for the rest of the transaction when `lock` is set. */
export async function findRow(tx: Tx, tenantId: string, id: string, lock = false): Promise<EinvoiceRow | undefined> {
  const query = tx.select().from(einvoices).where(byId(tenantId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function getDetail(tx: Tx, tenantId: string, id: string): Promise<EinvoiceDetail | null> {
  const [found] = await tx
    .select({ row: einvoices, orderCode: posOrders.code, stuck: stuckSql, signed: signedSql })
    .from(einvoices)
    .innerJoin(posOrders, and(eq(posOrders.tenantId, einvoices.tenantId), eq(posOrders.id, einvoices.orderId)))
    .where(byId(tenantId, id));
  if (!found) return null;
  const { row } = found;
  const related = row.relatedId ? await findRow(tx, tenantId, row.relatedId) : undefined;
  const corrections = await tx
    .select({ id: einvoices.id, relation: einvoices.relation, state: einvoices.state, number: einvoices.number })
    .from(einvoices)
    .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.relatedId, id)))
    .orderBy(asc(einvoices.createdAt), asc(einvoices.id));
  return {
    ...toSummary(row, found.orderCode, found),
    lines: row.lines,
    rates: row.rates,
    total_discount: row.totalDiscount,
    amount_in_words: amountInWords(row.total),
    seller: row.seller ?? null,
    provider: row.provider,
    cancel_reason: row.cancelReason,
    note: row.note,
    cancelled_at: iso(row.cancelledAt),
    related: related
      ? {
          id: related.id,
          template_code: related.templateCode,
          series: related.series,
          number: related.number,
          issued_at: iso(related.issuedAt),
        }
      : null,
    corrections,
    has_xml: row.xml !== null,
  };
}

function filters(tenantId: string, q: EinvoiceListQuery): SQL {
  const when = sql`coalesce(${einvoices.issuedAt}, ${einvoices.createdAt})`;
  const where: (SQL | undefined)[] = [eq(einvoices.tenantId, tenantId)];
  if (q.state) where.push(eq(einvoices.state, q.state));
  if (q.date_from) where.push(gte(when, shopDayStart(q.date_from)));
  if (q.date_to) where.push(lt(when, shopDayEnd(q.date_to)));
  if (q.number) where.push(eq(einvoices.number, q.number));
  if (q.order_id) where.push(eq(einvoices.orderId, q.order_id));
  if (q.delivery) where.push(eq(einvoices.delivery, q.delivery));
  if (q.buyer) where.push(searchCondition(einvoices.searchText, q.buyer));
  if (q.search?.trim())
    where.push(
      or(
        searchCondition(einvoices.searchText, q.search),
        eq(einvoices.cashRegisterCode, q.search.trim().toUpperCase()),
        ilike(posOrders.code, `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    );
  return and(...where)!;
}

const SORT = {
  created_at: einvoices.createdAt,
  issued_at: einvoices.issuedAt,
  number: einvoices.number,
  total: einvoices.total,
} as const;

export async function listInvoices(tx: Tx, tenantId: string, q: EinvoiceListQuery): Promise<Page<EinvoiceSummary>> {
  const where = filters(tenantId, q);
  const { field, descending } = parseSort(q.sort);
  const join = and(eq(posOrders.tenantId, einvoices.tenantId), eq(posOrders.id, einvoices.orderId));
  return paginate(
    q,
    async (limit, offset) => {
      const rows = await tx
        .select({ row: einvoices, orderCode: posOrders.code, stuck: stuckSql, signed: signedSql })
        .from(einvoices)
        .innerJoin(posOrders, join)
        .where(where)
        .orderBy(
          descending ? sql`${SORT[field]} desc nulls last` : sql`${SORT[field]} asc nulls last`,
          descending ? desc(einvoices.id) : asc(einvoices.id),
        )
        .limit(limit)
        .offset(offset);
      return rows.map((r) => toSummary(r.row, r.orderCode, r));
    },
    async () => {
      const [row] = await tx.select({ n: countAll }).from(einvoices).innerJoin(posOrders, join).where(where);
      return row?.n ?? 0;
    },
  );
}

/** Counts of invoices on their way to the tax authority, and those of ended days not accepted yet. */
export async function deliverySummary(tx: Tx, tenantId: string, today: string): Promise<EinvoiceDeliverySummary> {
  const [row] = await tx
    .select({
      waiting: sql<number>`count(*) filter (where ${einvoices.delivery} = 'waiting')::int`,
      sent: sql<number>`count(*) filter (where ${einvoices.delivery} = 'sent')::int`,
      refused: sql<number>`count(*) filter (where ${einvoices.delivery} = 'refused')::int`,
      overdue: sql<number>`count(*) filter (where ${einvoices.issuedAt} < ${shopDayStart(today)})::int`,
    })
    .from(einvoices)
    .where(
      and(
        eq(einvoices.tenantId, tenantId),
        eq(einvoices.state, 'issued'),
        sql`${einvoices.delivery} in ('waiting', 'sent', 'refused', 'held')`,
      ),
    );
  return row ?? { waiting: 0, sent: 0, refused: 0, overdue: 0 };
}

/** The invoice row locked for a state change; 404 when the tenant has no such invoice. */
export async function lockOr404(tx: Tx, tenantId: string, id: string): Promise<EinvoiceRow> {
  const row = await findRow(tx, tenantId, id, true);
  if (!row) throw notFound();
  return row;
}
