/**
 * `einvoice.register` pushed by a till: the invoice it generated from the cash register with a
 * paid sale (Decree 70/2025), its code already printed on the receipt. The server records it as
 * issued with the code, gives it the next number of its series (the code, not the number, is
 * what the till printed), builds and signs the XML and queues its delivery, all in the push's
 * transaction. A return's invoice is the adjustment (decrease) of its sale's invoice, naming it;
 * an exchange is refused (not built: docs/einvoices.md). A code is unique per shop by construction (docs/einvoices.md); a duplicate would
 * be refused here and listed, never the sale it belongs to.
 */
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import type { CashRegisterInvoiceArgs } from '../../../src/domain/einvoice/schemas';
import { shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoices, posOrderLines, posOrders } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { MutationRejected, type MutationHandler } from '../sync/mutations';
import { readEinvoiceRow } from '../settings/service';
import { deliversThroughProvider, invoiceDocument, queueDelivery, sellerOf } from './document';
import { nextInvoiceNumber } from './numbering';
import { loadOrderSource } from './order-source';
import { adjustmentGoods, defaultNote, xmlInvoiceOf } from './service';

const r = einvoicesVi.reasons;

/** The adjustment a return calls for: each returned line taken back from the sale's invoice. */
async function returnAdjustment(tx: Tx, tenantId: string, returnOrderId: string) {
  const [order] = await tx
    .select({ returnFor: posOrders.returnFor })
    .from(posOrders)
    .where(and(eq(posOrders.tenantId, tenantId), eq(posOrders.id, returnOrderId)));
  if (!order?.returnFor) throw new MutationRejected('conflict', r.orderNotPaidSale);
  const [original] = await tx
    .select()
    .from(einvoices)
    .where(
      and(
        eq(einvoices.tenantId, tenantId),
        eq(einvoices.orderId, order.returnFor),
        eq(einvoices.relation, 'original'),
        eq(einvoices.state, 'issued'),
      ),
    );
  if (!original) throw new MutationRejected('conflict', r.saleNotInvoiced);
  const saleLines = await tx
    .select({ id: posOrderLines.id })
    .from(posOrderLines)
    .where(
      and(
        eq(posOrderLines.tenantId, tenantId),
        eq(posOrderLines.orderId, order.returnFor),
        eq(posOrderLines.isReturn, false),
      ),
    )
    .orderBy(posOrderLines.position);
  const positionOf = new Map(saleLines.map((line, i) => [line.id, i + 1]));
  const returned = await tx
    .select({ of: posOrderLines.returnOfLineId, quantity: posOrderLines.quantity })
    .from(posOrderLines)
    .where(
      and(
        eq(posOrderLines.tenantId, tenantId),
        eq(posOrderLines.orderId, returnOrderId),
        eq(posOrderLines.isReturn, true),
      ),
    );
  const change = new Map<number, number>();
  for (const line of returned) {
    const position = line.of ? positionOf.get(line.of) : undefined;
    if (position) change.set(position, (change.get(position) ?? 0) - line.quantity);
  }
  const requests = [...change].map(([position, quantity]) => ({
    position,
    kind: 'quantity' as const,
    change: quantity,
    vat_rate: undefined,
  }));
  try {
    const goods = await adjustmentGoods(tx, original, requests);
    return { original, goods, note: defaultNote(original, true) };
  } catch (error) {
    if (error instanceof AppError) throw new MutationRejected(error.code, r.returnNotAdjustable);
    throw error;
  }
}

export const cashRegisterInvoiceHandler: MutationHandler<CashRegisterInvoiceArgs> = {
  permission: 'viewPOS',
  async apply(args, { tx, auth, jobs, secretBox }) {
    const tenantId = auth.tenantId;
    const order = await loadOrderSource(tx, tenantId, args.order_id);
    if (!order) throw new MutationRejected('not_found', r.orderNotFound);
    if (order.type === 'exchange') throw new MutationRejected('conflict', r.orderNotPaidSale);
    // A sale's invoice carries its goods; a return's is the adjustment of the sale's invoice.
    const adjustment = order.type === 'return' ? await returnAdjustment(tx, tenantId, order.id) : null;
    const { lines, totals } = adjustment?.goods ?? buildInvoiceLines(order.lines, dong(order.discount));
    const settings = await readEinvoiceRow(tx, tenantId);
    const issuedAt = new Date(args.issued_at);
    const number = await nextInvoiceNumber(tx, tenantId, args.template_code, args.series);
    const seller = sellerOf(settings);
    const delivers = deliversThroughProvider(settings);
    const original = adjustment?.original;
    const values = {
      tenantId,
      id: args.id,
      orderId: order.id,
      state: 'issued' as const,
      relation: adjustment ? ('adjust' as const) : ('original' as const),
      relatedId: original?.id ?? null,
      note: adjustment?.note ?? '',
      buyerType: original ? original.buyerType : args.buyer.type,
      buyerName: original ? original.buyerName : args.buyer.name,
      buyerTaxCode: original ? original.buyerTaxCode : args.buyer.type === 'company' ? args.buyer.tax_code : '',
      buyerAddress: original ? original.buyerAddress : args.buyer.address,
      buyerEmail: original ? original.buyerEmail : args.buyer.email,
      paymentMethod: order.paymentMethod,
      lines,
      rates: totals.rates,
      totalBeforeTax: totals.before_tax,
      totalVat: totals.vat,
      totalDiscount: totals.discount,
      total: totals.total,
      templateCode: args.template_code,
      series: args.series,
      number,
      seller,
      provider: settings.provider,
      cashRegisterCode: args.code,
      issuedAt,
      createdBy: auth.userId,
      delivery: delivers ? ('waiting' as const) : ('none' as const),
      deliveryAttempts: delivers ? 1 : 0,
    };
    const xml = invoiceDocument(
      {
        ...xmlInvoiceOf(values as Parameters<typeof xmlInvoiceOf>[0], seller),
        template_code: args.template_code,
        series: args.series,
        number,
        issued_on: shopDay(issuedAt),
        related:
          original?.number && original.issuedAt
            ? {
                template_code: original.templateCode!,
                series: original.series!,
                number: original.number,
                issued_on: shopDay(original.issuedAt),
              }
            : null,
      },
      settings,
      secretBox,
    );
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(einvoices).values({ ...values, xml });
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'einvoices_cash_register_code') throw new MutationRejected('conflict', r.codeTaken(args.code));
      if (constraint !== undefined) throw new MutationRejected('conflict', r.orderHasInvoice);
      throw error;
    }
    if (delivers) await queueDelivery(tx, jobs, tenantId, args.id);
    return { id: args.id, number };
  },
};
