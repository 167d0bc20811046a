/**
 * E-invoice rules in a tenant transaction: a draft from a paid sale, buyer edits, issuing with
 * the next number of the series, cancelling, and replacement or adjustment drafts that name the
 * invoice they correct. Every state change locks the invoice row first.
 */
import { v7 as uuidv7 } from 'uuid';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices } from '../../db/schema/index';
import { uniqueViolation } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { readEinvoice } from '../settings/service';
import { hasPermission } from '../../../src/domain/permissions';
import { dong } from '../../../src/domain/money';
import { adjustmentErrors, buildAdjustment } from '../../../src/domain/einvoice/adjustment';
import {
  buildInvoiceLines,
  lineAmounts,
  type InvoiceLine,
  type InvoiceTotals,
} from '../../../src/domain/einvoice/invoice-lines';
import type { XmlInvoice } from '../../../src/domain/einvoice/invoice-xml';
import type { BuyerInput, EinvoiceAdjustInput } from '../../../src/domain/einvoice/schemas';
import { canDo } from '../../../src/domain/einvoice/state';
import { formatDay, shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { nextInvoiceNumber } from './numbering';
import { loadOrderSource } from './order-source';
import { providerFor } from './providers/index';
import { findRow, type EinvoiceRow } from './repository';

const r = einvoicesVi.reasons;

const buyerColumns = (b: BuyerInput) => ({
  buyerType: b.type,
  buyerName: b.name,
  buyerTaxCode: b.type === 'company' ? b.tax_code : '',
  buyerAddress: b.address,
  buyerEmail: b.email,
});

async function lockOr404(tx: Tx, tenantId: string, id: string): Promise<EinvoiceRow> {
  const row = await findRow(tx, tenantId, id, true);
  if (!row) throw notFound();
  return row;
}

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
      lines,
      rates: totals.rates,
      totalBeforeTax: totals.before_tax,
      totalVat: totals.vat,
      totalDiscount: totals.discount,
      total: totals.total,
      createdBy: auth.userId,
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(r.orderHasInvoice);
    throw error;
  }
  return id;
}

export async function updateDraft(tx: Tx, tenantId: string, id: string, buyer: BuyerInput): Promise<void> {
  const row = await lockOr404(tx, tenantId, id);
  if (!canDo(row.state, 'edit')) throw conflict(r.notDraft);
  await tx
    .update(einvoices)
    .set({ ...buyerColumns(buyer), updatedAt: new Date() })
    .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id)));
}

export async function issue(tx: Tx, tenantId: string, id: string, now = new Date()): Promise<void> {
  const row = await lockOr404(tx, tenantId, id);
  if (!canDo(row.state, 'issue')) throw conflict(r.cannotIssue);
  const settings = await readEinvoice(tx, tenantId);
  const {
    template_code: template,
    series,
    seller_name: name,
    seller_tax_code: taxCode,
    seller_address: address,
  } = settings;
  if (!template || !series || !name || !taxCode || !address) throw conflict(r.settingsMissing);
  const related = row.relatedId ? await findRow(tx, tenantId, row.relatedId, true) : undefined;
  if (row.relatedId && (related?.state !== 'issued' || related.number === null || !related.issuedAt))
    throw conflict(r.originalChanged);

  const number = await nextInvoiceNumber(tx, tenantId, template, series);
  const seller = {
    name,
    tax_code: taxCode,
    address,
    phone: settings.seller_phone ?? '',
    email: settings.seller_email ?? '',
    bank_account: settings.seller_bank_account ?? '',
    bank_name: settings.seller_bank_name ?? '',
  };
  const invoice: XmlInvoice = {
    template_code: template,
    series,
    number,
    issued_on: shopDay(now),
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
    totals: {
      rates: row.rates,
      before_tax: row.totalBeforeTax,
      vat: row.totalVat,
      discount: row.totalDiscount,
      total: row.total,
    },
    relation: row.relation,
    note: row.note,
    related: related
      ? {
          template_code: related.templateCode!,
          series: related.series!,
          number: related.number!,
          issued_on: shopDay(related.issuedAt!),
        }
      : null,
  };
  const provider = providerFor(settings.provider);
  const { xml } = await provider.issue(invoice);
  await tx
    .update(einvoices)
    .set({
      state: 'issued',
      templateCode: template,
      series,
      number,
      seller,
      provider: provider.id,
      xml,
      issuedAt: now,
      updatedAt: now,
    })
    .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, id)));
  if (row.relation === 'replace' && related) {
    await tx
      .update(einvoices)
      .set({ state: 'replaced', updatedAt: now })
      .where(and(eq(einvoices.tenantId, tenantId), eq(einvoices.id, related.id)));
  }
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
    buyerType: original.buyerType,
    buyerName: original.buyerName,
    buyerTaxCode: original.buyerTaxCode,
    buyerAddress: original.buyerAddress,
    buyerEmail: original.buyerEmail,
    paymentMethod: original.paymentMethod,
    lines: goods.lines,
    rates: goods.totals.rates,
    totalBeforeTax: goods.totals.before_tax,
    totalVat: goods.totals.vat,
    totalDiscount: goods.totals.discount,
    total: goods.totals.total,
    note: relation === 'adjust' ? adjust?.note || defaultNote(original, goods.lines.length > 0) : '',
    createdBy: auth.userId,
  });
  return newId;
}

const storedTotals = (row: EinvoiceRow): InvoiceTotals => ({
  rates: row.rates,
  before_tax: row.totalBeforeTax,
  vat: row.totalVat,
  discount: row.totalDiscount,
  total: row.total,
});

function defaultNote(original: EinvoiceRow, goods: boolean): string {
  return einvoicesVi.adjustment.defaultNote(
    goods ? 'goods' : 'buyer',
    `${original.templateCode ?? ''}${original.series ?? ''}`,
    original.number ?? 0,
    formatDay(shopDay(original.issuedAt ?? new Date())),
  );
}

/** The adjustment's lines from the original's lines and the order's VAT-inclusive amounts. */
async function adjustmentGoods(
  tx: Tx,
  original: EinvoiceRow,
  requests: EinvoiceAdjustInput['lines'],
): Promise<{ lines: InvoiceLine[]; totals: InvoiceTotals }> {
  if (requests.length === 0) return { lines: [], totals: { rates: [], before_tax: 0, vat: 0, discount: 0, total: 0 } };
  const order = original.relation === 'adjust' ? null : await loadOrderSource(tx, original.tenantId, original.orderId);
  if (!order || order.lines.length !== original.lines.length)
    throw conflict(einvoicesVi.adjustment.onlyGoodsOfOriginal);
  const { gross, net } = lineAmounts(order.lines, dong(order.discount));
  const adjustable = original.lines.map((line, i) => ({ line, gross: gross[i]!, net: net[i]! }));
  const errors = adjustmentErrors(adjustable, requests);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return buildAdjustment(adjustable, requests);
}
