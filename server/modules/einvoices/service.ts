/**
 * E-invoice rules in a tenant transaction: a draft from a paid sale, buyer edits, issuing with
 * the next number of the series, and cancelling (corrections.ts: the replacement or adjustment
 * drafts that name the invoice they correct). Every state change locks the invoice row first.
 */
import { v7 as uuidv7 } from 'uuid';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices } from '../../db/schema/index';
import { uniqueViolation } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { readEinvoiceRow } from '../settings/service';
import { hasPermission } from '../../../src/domain/permissions';
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import type { XmlInvoice } from '../../../src/domain/einvoice/invoice-xml';
import type { BuyerInput, EinvoiceSeller } from '../../../src/domain/einvoice/schemas';
import { seriesProblem, templateProblem } from '../../../src/domain/einvoice/series';
import { canDo } from '../../../src/domain/einvoice/state';
import { shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { nextInvoiceNumber } from './numbering';
import { loadOrderSource } from './order-source';
import { deliversThroughProvider, invoiceDocument, queueDelivery, sellerOf, type EinvoiceDeps } from './document';
import { buyerColumns, findRow, goodsColumns, isStuck, lockOr404, storedTotals, type EinvoiceRow } from './repository';

const r = einvoicesVi.reasons;

export async function createDraft(
  tx: Tx,
  auth: AuthContext,
  input: { id?: string; order_id: string; buyer: BuyerInput },
): Promise<string> {
  const tenantId = auth.tenantId;
  const order = await loadOrderSource(tx, tenantId, input.order_id);
  if (!order) throw notFound(r.orderNotFound);
  if (order.type !== 'sale' || order.status !== 'paid') throw conflict(r.orderNotPaidSale);
  const [taken] = await tx
    .select({ id: einvoices.id })
    .from(einvoices)
    .where(
      and(
        eq(einvoices.tenantId, tenantId),
        eq(einvoices.orderId, order.id),
        eq(einvoices.relation, 'original'),
        ne(einvoices.state, 'cancelled'),
      ),
    );
  if (taken) throw conflict(r.orderHasInvoice);
  const { lines, totals } = buildInvoiceLines(order.lines, dong(order.discount));
  const id = input.id ?? uuidv7();
  try {
    await tx.insert(einvoices).values({
      tenantId,
      id,
      orderId: order.id,
      ...buyerColumns(input.buyer),
      paymentMethod: order.paymentMethod,
      ...goodsColumns(lines, totals),
      createdBy: auth.userId,
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(r.orderHasInvoice);
    throw error;
  }
  return id;
}

/**
 * A draft's buyer, or the buyer of an invoice the tax authority refused: it was never accepted,
 * so its buyer is corrected and its XML rebuilt (same number, code and date) before it is resent.
 */
export async function updateDraft(
  tx: Tx,
  deps: EinvoiceDeps,
  tenantId: string,
  id: string,
  buyer: BuyerInput,
): Promise<void> {
  const row = await lockOr404(tx, tenantId, id);
  const refused = row.state === 'issued' && row.delivery === 'refused';
  if (!canDo(row.state, 'edit') && !refused) throw conflict(r.notDraft);
  const updated = { ...row, ...buyerColumns(buyer) };
  await tx
    .update(einvoices)
    .set({
      ...buyerColumns(buyer),
      ...(refused ? { xml: await rebuiltXml(tx, deps, updated) } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id)));
}

/** The XML of an issued invoice from its row as it now stands (signed again). */
export async function rebuiltXml(tx: Tx, deps: EinvoiceDeps, row: EinvoiceRow): Promise<string> {
  const settings = await readEinvoiceRow(tx, row.tenantId);
  const related = row.relatedId ? await findRow(tx, row.tenantId, row.relatedId) : undefined;
  return invoiceDocument(
    {
      ...xmlInvoiceOf(row, row.seller ?? sellerOf(settings)),
      template_code: row.templateCode!,
      series: row.series!,
      number: row.number!,
      issued_on: shopDay(row.issuedAt!),
      related:
        related?.number && related.issuedAt
          ? {
              template_code: related.templateCode!,
              series: related.series!,
              number: related.number,
              issued_on: shopDay(related.issuedAt),
            }
          : null,
    },
    settings,
    deps.secretBox,
  );
}

/**
 * Sends an invoice again: a refused one (after its buyer was corrected) under a new submission
 * key; a stuck one (waiting or sent with no job left to move it, repository.ts `isStuck`) is the
 * manager's, and goes out again as it was: a waiting invoice under the same key (if an earlier
 * submission did reach the provider, the provider answers that one instead of keeping a second),
 * a sent one back to asking for the tax authority's answer.
 */
export async function resend(tx: Tx, deps: EinvoiceDeps, auth: AuthContext, id: string): Promise<void> {
  const tenantId = auth.tenantId;
  const row = await lockOr404(tx, tenantId, id);
  const refused = row.state === 'issued' && row.delivery === 'refused';
  if (!refused && !(await isStuck(tx, tenantId, id))) throw conflict(r.cannotResend);
  if (!refused && !hasPermission(auth.roles, 'viewSetting')) throw forbidden();
  const settings = await readEinvoiceRow(tx, tenantId);
  if (!deliversThroughProvider(settings)) throw conflict(r.noProvider);
  const where = and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id));
  if (!refused) {
    const asking = row.delivery === 'sent' && row.providerRef !== null;
    await tx
      .update(einvoices)
      .set({ delivery: asking ? 'sent' : 'waiting', updatedAt: new Date() })
      .where(where);
    if (asking) await deps.jobs.send('einvoice-status', { tenantId, invoiceId: id, attempt: 0 }, { tx });
    else await queueDelivery(tx, deps.jobs, tenantId, id);
    return;
  }
  await tx
    .update(einvoices)
    .set({
      delivery: 'waiting',
      deliveryAttempts: row.deliveryAttempts + 1,
      deliveryMessage: null,
      providerRef: null,
      updatedAt: new Date(),
    })
    .where(where);
  await queueDelivery(tx, deps.jobs, tenantId, id);
}

/** Issues a draft; answers what it was (the caller completes what waited for a sale's invoice). */
export async function issue(
  tx: Tx,
  deps: EinvoiceDeps,
  tenantId: string,
  id: string,
  now = new Date(),
): Promise<Pick<EinvoiceRow, 'relation' | 'orderId'>> {
  const row = await lockOr404(tx, tenantId, id);
  if (!canDo(row.state, 'issue')) throw conflict(r.cannotIssue);
  const settings = await readEinvoiceRow(tx, tenantId);
  const { templateCode: template, series } = settings;
  if (!template || !series || !settings.sellerName || !settings.sellerTaxCode || !settings.sellerAddress)
    throw conflict(r.settingsMissing);
  // Settings saved before the rules existed may hold a series the tax office would refuse.
  const problem = templateProblem(template) ?? seriesProblem(series, Number(shopDay(now).slice(0, 4)), 'registered');
  if (problem) throw conflict(`${r.seriesNotUsable} ${problem}`);
  const related = row.relatedId ? await findRow(tx, tenantId, row.relatedId, true) : undefined;
  if (row.relatedId && (related?.state !== 'issued' || related.number === null || !related.issuedAt))
    throw conflict(r.originalChanged);

  const number = await nextInvoiceNumber(tx, tenantId, template, series);
  const seller = sellerOf(settings);
  const xml = invoiceDocument(
    {
      ...xmlInvoiceOf(row, seller),
      template_code: template,
      series,
      number,
      issued_on: shopDay(now),
      related: related
        ? {
            template_code: related.templateCode!,
            series: related.series!,
            number: related.number!,
            issued_on: shopDay(related.issuedAt!),
          }
        : null,
    },
    settings,
    deps.secretBox,
  );
  const delivers = deliversThroughProvider(settings);
  await tx
    .update(einvoices)
    .set({
      state: 'issued',
      templateCode: template,
      series,
      number,
      seller,
      provider: settings.provider,
      xml,
      issuedAt: now,
      updatedAt: now,
      delivery: delivers ? 'waiting' : 'none',
      deliveryAttempts: delivers ? 1 : 0,
    })
    .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id)));
  if (delivers) await queueDelivery(tx, deps.jobs, tenantId, id);
  if (row.relation === 'replace' && related) {
    await tx
      .update(einvoices)
      .set({ state: 'replaced', updatedAt: now })
      .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, related.id)));
  }
  return { relation: row.relation, orderId: row.orderId };
}

/** The invoice's own part of its XML (buyer, goods, totals); the caller adds number, dates and relation. */
export function xmlInvoiceOf(
  row: EinvoiceRow,
  seller: EinvoiceSeller,
): Omit<XmlInvoice, 'template_code' | 'series' | 'number' | 'issued_on'> {
  return {
    payment_method: row.paymentMethod,
    seller,
    buyer: {
      type: row.buyerType,
      name: row.buyerName,
      tax_code: row.buyerTaxCode,
      address: row.buyerAddress,
      email: row.buyerEmail,
    },
    lines: row.lines,
    totals: storedTotals(row),
    relation: row.relation,
    note: row.note,
    cash_register_code: row.cashRegisterCode,
  };
}

/** Discarding a draft is for anyone who may draft; cancelling an issued invoice is the admin's (docs/decisions.md). */
export async function cancel(tx: Tx, auth: AuthContext, id: string, reason: string): Promise<void> {
  const row = await lockOr404(tx, auth.tenantId, id);
  if (!canDo(row.state, 'cancel')) throw conflict(r.cannotCancel);
  if (row.state === 'issued' && !hasPermission(auth.roles, 'viewSetting')) throw forbidden();
  const now = new Date();
  await tx
    .update(einvoices)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(einvoices.tenantId, auth.tenantId), eq(einvoices.id, id)));
}
