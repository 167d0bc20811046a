/**
 * Corrections of an issued invoice (Decree 123/2020 art. 19, as amended by Decree 70/2025): a
 * replacement or an adjustment draft that names the invoice it corrects, in a tenant transaction.
 */
import { v7 as uuidv7 } from 'uuid';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/errors';
import { dong } from '../../../src/domain/money';
import { adjustmentErrors, buildAdjustment } from '../../../src/domain/einvoice/adjustment';
import { lineAmounts, type InvoiceLine, type InvoiceTotals } from '../../../src/domain/einvoice/invoice-lines';
import type { EinvoiceAdjustInput } from '../../../src/domain/einvoice/schemas';
import { canDo } from '../../../src/domain/einvoice/state';
import { formatDay, shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { loadOrderSource, type OrderSource } from './order-source';
import { buyerColumnsOf, goodsColumns, lockOr404, storedTotals, type EinvoiceRow } from './repository';

const r = einvoicesVi.reasons;

/**
 * A replacement copies the original's lines and buyer (the buyer can be edited before issuing).
 * An adjustment carries only the changes (adjustment.ts): signed line changes of quantity or
 * price with their totals per VAT rate, or none when it corrects the buyer's details only.
 */
export async function correct(
  tx: Tx,
  auth: AuthContext,
  id: string,
  relation: 'replace' | 'adjust',
  adjust?: EinvoiceAdjustInput,
): Promise<string> {
  const original = await lockOr404(tx, auth.tenantId, id);
  if (!canDo(original.state, relation)) throw conflict(r.cannotCorrect);
  const [pending] = await tx
    .select({ id: einvoices.id })
    .from(einvoices)
    .where(and(eq(einvoices.tenantId, auth.tenantId), eq(einvoices.relatedId, id), eq(einvoices.state, 'draft')));
  if (pending) throw conflict(r.correctionPending);
  const goods =
    relation === 'replace'
      ? { lines: original.lines, totals: storedTotals(original) }
      : await adjustmentGoods(tx, original, adjust?.lines ?? []);
  const newId = uuidv7();
  await tx.insert(einvoices).values({
    tenantId: auth.tenantId,
    id: newId,
    orderId: original.orderId,
    relation,
    relatedId: original.id,
    ...buyerColumnsOf(original),
    paymentMethod: original.paymentMethod,
    ...goodsColumns(goods.lines, goods.totals),
    note: relation === 'adjust' ? adjust?.note || defaultNote(original, goods.lines.length > 0) : '',
    createdBy: auth.userId,
  });
  return newId;
}

export function defaultNote(original: EinvoiceRow, goods: boolean): string {
  return einvoicesVi.adjustment.defaultNote(
    goods ? 'goods' : 'buyer',
    `${original.templateCode ?? ''}${original.series ?? ''}`,
    original.number ?? 0,
    formatDay(shopDay(original.issuedAt ?? new Date())),
  );
}

/** The adjustment's lines from the original's lines and the order's VAT-inclusive amounts. */
export async function adjustmentGoods(
  tx: Tx,
  original: EinvoiceRow,
  requests: EinvoiceAdjustInput['lines'],
): Promise<{ lines: InvoiceLine[]; totals: InvoiceTotals }> {
  if (requests.length === 0) return { lines: [], totals: { rates: [], before_tax: 0, vat: 0, discount: 0, total: 0 } };
  const order = original.relation === 'adjust' ? null : await loadOrderSource(tx, original.tenantId, original.orderId);
  return orderAdjustmentGoods(order, original.lines, requests);
}

/** The adjustment of invoice lines drawn from `order` (null: not an order's goods, refused). */
export function orderAdjustmentGoods(
  order: OrderSource | null,
  originalLines: readonly InvoiceLine[],
  requests: EinvoiceAdjustInput['lines'],
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  if (!order || order.lines.length !== originalLines.length) throw conflict(einvoicesVi.adjustment.onlyGoodsOfOriginal);
  const { gross, net } = lineAmounts(order.lines, dong(order.discount));
  const adjustable = originalLines.map((line, i) => ({ line, gross: gross[i]!, net: net[i]! }));
  const errors = adjustmentErrors(adjustable, requests);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return buildAdjustment(adjustable, requests);
}
