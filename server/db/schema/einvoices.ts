import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine, RateTotal } from '../../../src/domain/einvoice/invoice-lines';
import type { EinvoiceSeller } from '../../../src/domain/einvoice/schemas';
import { createdAt, tenantId, updatedAt } from './columns';
import { posOrders } from './pos-orders';
import { tenants } from './tenants';
import { users } from './users';

/**
 * E-invoices issued from paid orders: buyer, a snapshot of the lines and totals per VAT rate
 * taken when the draft is made, and, once issued, the number from the series counter, the
 * seller as it was and the XML. Invoices stay on the server (tills do not pull them).
 */
export const einvoices = pgTable(
  'einvoices',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    state: text('state', { enum: ['draft', 'issued', 'cancelled', 'replaced'] })
      .notNull()
      .default('draft'),
    relation: text('relation', { enum: ['original', 'replace', 'adjust'] })
      .notNull()
      .default('original'),
    relatedId: uuid('related_id'),
    buyerType: text('buyer_type', { enum: ['retail', 'company'] })
      .notNull()
      .default('retail'),
    buyerName: text('buyer_name').notNull().default(''),
    buyerTaxCode: text('buyer_tax_code').notNull().default(''),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('TM/CK'),
    lines: jsonb('lines')
      .$type<InvoiceLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rates: jsonb('rates')
      .$type<RateTotal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    totalBeforeTax: bigint('total_before_tax', { mode: 'number' }).notNull(),
    totalVat: bigint('total_vat', { mode: 'number' }).notNull(),
    totalDiscount: bigint('total_discount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    templateCode: text('template_code'),
    series: text('series'),
    number: integer('number'),
    provider: text('provider'),
    seller: jsonb('seller').$type<EinvoiceSeller>(),
    xml: text('xml'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** An adjustment's content (GChu of TTHDLQuan): what it adjusts and why. */
    note: text('note').notNull().default(''),
    /** The tax authority's code made on the till (MCCQT of a cash-register invoice), or null. */
    cashRegisterCode: text('cash_register_code'),
    /** Delivery through the provider: none (built-in, downloaded), waiting, sent, accepted, refused, held. */
    delivery: text('delivery', { enum: ['none', 'waiting', 'sent', 'accepted', 'refused', 'held'] })
      .notNull()
      .default('none'),
    /** The provider's or tax authority's answer, in Vietnamese (the reason of a refusal). */
    deliveryMessage: text('delivery_message'),
    /** The provider's id of the submission. */
    providerRef: text('provider_ref'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`app_search_norm(buyer_name || ' ' || buyer_tax_code || ' ' || buyer_email)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [posOrders.tenantId, posOrders.id] }),
    foreignKey({ columns: [t.tenantId, t.relatedId], foreignColumns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    /** A number is used once per template and series. */
    uniqueIndex('einvoices_number_unique').on(t.tenantId, t.templateCode, t.series, t.number),
    /** One live invoice of an order; corrections hang off it instead. */
    uniqueIndex('einvoices_order_original')
      .on(t.tenantId, t.orderId)
      .where(sql`relation = 'original' and state <> 'cancelled'`),
    /** One pending (draft) correction at a time for an invoice. */
    uniqueIndex('einvoices_related_live')
      .on(t.tenantId, t.relatedId)
      .where(sql`related_id is not null and state = 'draft'`),
    /** A cash-register code names one invoice of the shop. */
    uniqueIndex('einvoices_cash_register_code').on(t.tenantId, t.cashRegisterCode),
    index('einvoices_delivery').on(t.tenantId, t.delivery),
    index('einvoices_created').on(t.tenantId, t.createdAt),
    index('einvoices_issued').on(t.tenantId, t.issuedAt),
  ],
);

/**
 * The last number issued per template and series. The issuing transaction bumps it with a row
 * lock, so concurrent issues queue, a rolled-back issue returns its number, and numbers run 1, 2,
 * 3… with no gap and no reuse.
 */
export const einvoiceCounters = pgTable(
  'einvoice_counters',
  {
    tenantId: tenantId(),
    templateCode: text('template_code').notNull(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateCode, t.series] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
