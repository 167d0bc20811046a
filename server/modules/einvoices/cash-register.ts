/**
 * `einvoice.register` pushed by a till: the invoice it generated from the cash register with a
 * paid sale, return or exchange (Decree 70/2025), its code already printed on the receipt. The
 * server records it as issued with the code, gives it the next number of its series (the code, not
 * the number, is what the till printed), builds and signs the XML and queues its delivery, all in
 * the push's transaction. A sale's invoice carries its goods; a return's is the adjustment
 * (decrease) of the sale's invoice, naming it, whichever device invoiced the sale; an exchange has
 * both, one mutation each (`part`). A return whose sale's invoice the server does not have yet is
 * recorded held and completed when that invoice arrives (return-invoices.ts). A code is unique per
 * shop by construction (docs/einvoices.md); a duplicate would be refused here and listed, never
 * the sale it belongs to.
 */
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import type { CashRegisterInvoiceArgs } from '../../../src/domain/einvoice/schemas';
import { shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import type { Tx } from '../../db/connection';
import { einvoices } from '../../db/schema/index';
import { uniqueViolation } from '../../lib/db-errors';
import { MutationRejected, type MutationHandler } from '../sync/mutations';
import { readEinvoiceRow } from '../settings/service';
import { deliversThroughProvider, invoiceDocument, queueDelivery, sellerOf } from './document';
import { nextInvoiceNumber } from './numbering';
import { loadOrderSource, type OrderSource } from './order-source';
import { buyerColumns, buyerColumnsOf, goodsColumns } from './repository';
import {
  AdjustmentRefused,
  exchangeSaleGoods,
  releaseHeldAdjustments,
  returnAdjustment,
  type ReturnAdjustment,
} from './return-invoices';
import { xmlInvoiceOf } from './service';

const r = einvoicesVi.reasons;

/** What the invoice of this part of the order carries; refusals say why in Vietnamese. */
async function partGoods(
  tx: Tx,
  tenantId: string,
  order: OrderSource,
  part: 'sale' | 'return',
): Promise<{ adjustment: ReturnAdjustment | null; goods: ReturnAdjustment['goods'] }> {
  const allowed = order.type === 'exchange' || (order.type === 'sale') === (part === 'sale');
  if (!allowed || order.status !== 'paid') throw new MutationRejected('conflict', r.orderNotPaidSale);
  try {
    if (part === 'return') {
      const adjustment = await returnAdjustment(tx, tenantId, order);
      return { adjustment, goods: adjustment.goods };
    }
    if (order.type === 'exchange') return { adjustment: null, goods: exchangeSaleGoods(order) };
  } catch (error) {
    if (error instanceof AdjustmentRefused) throw new MutationRejected('conflict', error.message);
    throw error;
  }
  return { adjustment: null, goods: buildInvoiceLines(order.lines, dong(order.discount)) };
}

export const cashRegisterInvoiceHandler: MutationHandler<CashRegisterInvoiceArgs> = {
  permission: 'viewPOS',
  async apply(args, { tx, auth, jobs, secretBox }) {
    const tenantId = auth.tenantId;
    const order = await loadOrderSource(tx, tenantId, args.order_id);
    if (!order) throw new MutationRejected('not_found', r.orderNotFound);
    const part = args.part ?? (order.type === 'sale' ? 'sale' : 'return');
    const { adjustment, goods } = await partGoods(tx, tenantId, order, part);
    const { lines, totals } = goods;
    const settings = await readEinvoiceRow(tx, tenantId);
    const issuedAt = new Date(args.issued_at);
    const number = await nextInvoiceNumber(tx, tenantId, args.template_code, args.series);
    const seller = sellerOf(settings);
    const delivers = deliversThroughProvider(settings);
    const original = adjustment?.original ?? undefined;
    // The sale's invoice is not on the server yet: recorded with its code and number, held until it is.
    const held = adjustment !== null && !original;
    const delivery = held ? ('held' as const) : delivers ? ('waiting' as const) : ('none' as const);
    const values = {
      tenantId,
      id: args.id,
      orderId: order.id,
      state: 'issued' as const,
      relation: adjustment ? ('adjust' as const) : ('original' as const),
      relatedId: original?.id ?? null,
      note: adjustment?.original ? adjustment.note : '',
      ...(original ? buyerColumnsOf(original) : buyerColumns(args.buyer)),
      paymentMethod: order.paymentMethod,
      ...goodsColumns(lines, totals),
      templateCode: args.template_code,
      series: args.series,
      number,
      seller,
      provider: settings.provider,
      cashRegisterCode: args.code,
      issuedAt,
      createdBy: auth.userId,
      delivery,
      deliveryAttempts: delivery === 'waiting' ? 1 : 0,
      deliveryMessage: adjustment && !adjustment.original ? r.heldForOriginal(adjustment.saleCode) : null,
    };
    const xml = held
      ? null
      : invoiceDocument(
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
    if (delivery === 'waiting') await queueDelivery(tx, jobs, tenantId, args.id);
    // A sale's invoice completes the adjustments of its returns that arrived before it.
    if (!adjustment && order.type === 'sale') await releaseHeldAdjustments(tx, { jobs, secretBox }, tenantId, order.id);
    return { id: args.id, number, held };
  },
};
