/**
 * `einvoice.register` pushed by a till: the invoice it generated from the cash register with a
 * paid sale (Decree 70/2025), its code already printed on the receipt. The server records it as
 * issued with the code, gives it the next number of its series (the code, not the number, is
 * what the till printed), builds and signs the XML and queues its delivery, all in the push's
 * transaction. A code is unique per shop by construction (docs/einvoices.md); a duplicate would
 * be refused here and listed, never the sale it belongs to.
 */
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import type { CashRegisterInvoiceArgs } from '../../../src/domain/einvoice/schemas';
import { shopDay } from '../../../src/domain/shop-clock';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { einvoices } from '../../db/schema/index';
import { uniqueViolation } from '../../lib/db-errors';
import { MutationRejected, type MutationHandler } from '../sync/mutations';
import { readEinvoiceRow } from '../settings/service';
import { deliversThroughProvider, invoiceDocument, queueDelivery, sellerOf } from './document';
import { nextInvoiceNumber } from './numbering';
import { loadOrderSource } from './order-source';
import { xmlInvoiceOf } from './service';

const r = einvoicesVi.reasons;

export const cashRegisterInvoiceHandler: MutationHandler<CashRegisterInvoiceArgs> = {
  permission: 'viewPOS',
  async apply(args, { tx, auth, jobs, secretBox }) {
    const tenantId = auth.tenantId;
    const order = await loadOrderSource(tx, tenantId, args.order_id);
    if (!order) throw new MutationRejected('not_found', r.orderNotFound);
    if (order.type !== 'sale') throw new MutationRejected('conflict', r.orderNotPaidSale);
    const settings = await readEinvoiceRow(tx, tenantId);
    const { lines, totals } = buildInvoiceLines(order.lines, dong(order.discount));
    const issuedAt = new Date(args.issued_at);
    const number = await nextInvoiceNumber(tx, tenantId, args.template_code, args.series);
    const seller = sellerOf(settings);
    const delivers = deliversThroughProvider(settings);
    const values = {
      tenantId,
      id: args.id,
      orderId: order.id,
      state: 'issued' as const,
      relation: 'original' as const,
      buyerType: args.buyer.type,
      buyerName: args.buyer.name,
      buyerTaxCode: args.buyer.type === 'company' ? args.buyer.tax_code : '',
      buyerAddress: args.buyer.address,
      buyerEmail: args.buyer.email,
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
        ...xmlInvoiceOf({ ...values, note: '', relatedId: null } as Parameters<typeof xmlInvoiceOf>[0], seller),
        template_code: args.template_code,
        series: args.series,
        number,
        issued_on: shopDay(issuedAt),
        related: null,
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
