/**
 * The invoices of a return or an exchange made at the till (docs/einvoices.md "Returns and
 * exchanges"): the goods given back are the adjustment (decrease) of the sale's invoice, line by
 * returned line with the line's discount ratio, naming that invoice; an exchange's new goods are
 * an invoice of their own. The sale's invoice is resolved here, whichever device made it. When the
 * server does not have it yet (its push is still on the way, or the sale was never invoiced), the
 * adjustment is recorded with its code and number but held (`delivery: 'held'`, no XML): it is
 * completed, signed and queued as soon as the sale's invoice is issued, so nothing is stranded.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices, posOrderLines, posOrders } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import { buildInvoiceLines, type InvoiceLine, type InvoiceTotals } from '../../../src/domain/einvoice/invoice-lines';
import type { EinvoiceAdjustInput } from '../../../src/domain/einvoice/schemas';
import { dong, lineAmount, percentOf, sumDong } from '../../../src/domain/money';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { deliversThroughProvider, queueDelivery, type EinvoiceDeps } from './document';
import { loadOrderSource, type OrderSource } from './order-source';
import { buyerColumnsOf, goodsColumns, type EinvoiceRow } from './repository';
import { defaultNote, orderAdjustmentGoods } from './corrections';
import { rebuiltXml } from './service';
import { readEinvoiceRow } from '../settings/service';

const r = einvoicesVi.reasons;

type Goods = { lines: InvoiceLine[]; totals: InvoiceTotals };

/** The sale's invoice in force: its issued original, or the replacement issued for it. */
export async function liveInvoiceOf(tx: Tx, tenantId: string, saleId: string): Promise<EinvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(einvoices)
    .where(
      and(
        eq(einvoices.tenantId, tenantId),
        eq(einvoices.orderId, saleId),
        eq(einvoices.state, 'issued'),
        inArray(einvoices.relation, ['original', 'replace']),
      ),
    )
    .orderBy(desc(einvoices.issuedAt))
    .limit(1);
  return row;
}

/** Each returned line as a decrease of the quantity of the sale's line it came from (1-based positions). */
async function returnRequests(
  tx: Tx,
  tenantId: string,
  saleId: string,
  returnOrderId: string,
): Promise<EinvoiceAdjustInput['lines']> {
  const lineOf = (orderId: string, isReturn: boolean) =>
    and(eq(posOrderLines.tenantId, tenantId), eq(posOrderLines.orderId, orderId), eq(posOrderLines.isReturn, isReturn));
  const saleLines = await tx
    .select({ id: posOrderLines.id })
    .from(posOrderLines)
    .where(lineOf(saleId, false))
    .orderBy(posOrderLines.position);
  const positionOf = new Map(saleLines.map((line, i) => [line.id, i + 1]));
  const returned = await tx
    .select({ of: posOrderLines.returnOfLineId, quantity: posOrderLines.quantity })
    .from(posOrderLines)
    .where(lineOf(returnOrderId, true));
  const change = new Map<number, number>();
  for (const line of returned) {
    const position = line.of ? positionOf.get(line.of) : undefined;
    if (position) change.set(position, (change.get(position) ?? 0) - line.quantity);
  }
  return [...change].map(([position, quantity]) => ({
    position,
    kind: 'quantity' as const,
    change: quantity,
    vat_rate: undefined,
  }));
}

export type ReturnAdjustment =
  /** The sale's invoice is known: the adjustment names it. */
  | { original: EinvoiceRow; goods: Goods; note: string }
  /** Not yet: the goods are computed from the sale itself, the reference waits (held). */
  | { original: null; goods: Goods; saleCode: string };

/** Refusals of the adjustment rules become the push's refusal with a reason the till can show. */
function adjusted(compute: () => Goods): Goods {
  try {
    return compute();
  } catch (error) {
    if (error instanceof AppError) throw new AdjustmentRefused(r.returnNotAdjustable);
    throw error;
  }
}

export class AdjustmentRefused extends Error {}

/**
 * The adjustment a return (or an exchange's goods given back) calls for. Throws AdjustmentRefused
 * when the order gives nothing back or more than the sale's invoice holds.
 */
export async function returnAdjustment(tx: Tx, tenantId: string, order: OrderSource): Promise<ReturnAdjustment> {
  const saleId = order.returnFor;
  if (!saleId) throw new AdjustmentRefused(r.notAReturn);
  const requests = await returnRequests(tx, tenantId, saleId, order.id);
  if (requests.length === 0) throw new AdjustmentRefused(r.notAReturn);
  const sale = await loadOrderSource(tx, tenantId, saleId);
  if (!sale) throw new AdjustmentRefused(r.orderNotFound);
  const original = await liveInvoiceOf(tx, tenantId, saleId);
  if (original) {
    const goods = adjusted(() => orderAdjustmentGoods(sale, original.lines, requests));
    return { original, goods, note: defaultNote(original, true) };
  }
  // The sale's invoice will be drawn from the sale as it stands: the same lines the adjustment takes from.
  const lines = buildInvoiceLines(sale.lines, dong(sale.discount)).lines;
  return { original: null, goods: adjusted(() => orderAdjustmentGoods(sale, lines, requests)), saleCode: sale.code };
}

/**
 * The invoice of an exchange's new goods: its non-return lines with the exchange's discount
 * percent (the sale's, kept by the exchange) taken on their amount, as the till's totals do.
 */
export function exchangeSaleGoods(order: OrderSource): Goods {
  if (order.lines.length === 0) throw new AdjustmentRefused(r.noGoodsSold);
  const gross = sumDong(order.lines.map((line) => lineAmount(line.price, line.quantity)));
  return buildInvoiceLines(order.lines, percentOf(gross, order.discountPercent));
}

/**
 * Completes the adjustments held for returns and exchanges of a sale once its invoice is issued:
 * each names it, takes its buyer, is built, signed and queued (or left for download) in the
 * caller's transaction. An adjustment the invoice cannot take stays held with the reason.
 */
export async function releaseHeldAdjustments(
  tx: Tx,
  deps: EinvoiceDeps,
  tenantId: string,
  saleId: string,
): Promise<number> {
  const held = await tx
    .select({ row: einvoices })
    .from(einvoices)
    .innerJoin(posOrders, and(eq(posOrders.tenantId, einvoices.tenantId), eq(posOrders.id, einvoices.orderId)))
    .where(
      and(
        eq(einvoices.tenantId, tenantId),
        eq(einvoices.state, 'issued'),
        eq(einvoices.delivery, 'held'),
        eq(posOrders.returnFor, saleId),
      ),
    )
    .orderBy(einvoices.createdAt)
    .for('update', { of: einvoices });
  if (held.length === 0) return 0;
  const original = await liveInvoiceOf(tx, tenantId, saleId);
  if (!original) return 0;
  const settings = await readEinvoiceRow(tx, tenantId);
  const delivers = deliversThroughProvider(settings);
  let released = 0;
  for (const { row } of held) {
    const order = await loadOrderSource(tx, tenantId, row.orderId);
    let adjustment: ReturnAdjustment;
    try {
      adjustment = await returnAdjustment(tx, tenantId, order!);
    } catch (error) {
      if (!(error instanceof AdjustmentRefused)) throw error;
      await tx
        .update(einvoices)
        .set({ deliveryMessage: error.message, updatedAt: new Date() })
        .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, row.id)));
      continue;
    }
    if (!adjustment.original) continue;
    const { goods } = adjustment;
    const values = {
      relatedId: original.id,
      note: adjustment.note,
      ...buyerColumnsOf(original),
      ...goodsColumns(goods.lines, goods.totals),
    };
    const xml = await rebuiltXml(tx, deps, { ...row, ...values });
    await tx
      .update(einvoices)
      .set({
        ...values,
        xml,
        delivery: delivers ? 'waiting' : 'none',
        deliveryAttempts: delivers ? 1 : 0,
        deliveryMessage: null,
        updatedAt: new Date(),
      })
      .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, row.id)));
    if (delivers) await queueDelivery(tx, deps.jobs, tenantId, row.id);
    released += 1;
  }
  return released;
}
