import { sql } from 'drizzle-orm';
import { boolean, foreignKey, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PosLayout } from '../../../src/domain/catalog/pos-settings';
import type { PrescriptionTemplateItem } from '../../../src/domain/catalog/prescription-templates';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { customers } from './parties';
import { tenants } from './tenants';

/**
 * Tills (/pos-settings) with their receipt layout and POS screen layout, and prescription
 * templates. Layout and template items are JSON documents validated by the domain schemas; the
 * services check that every product they name belongs to the tenant.
 */
export const posSettings = pgTable(
  'pos_settings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    orderCodePrefix: text('order_code_prefix').notNull(),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{cash}'::text[]`),
    receiptLayout: text('receipt_layout', { enum: ['80mm', '58mm', 'a5'] })
      .notNull()
      .default('80mm'),
    receiptHeader: text('receipt_header'),
    receiptFooter: text('receipt_footer'),
    receiptShowLogo: boolean('receipt_show_logo').notNull().default(true),
    defaultCustomerId: uuid('default_customer_id'),
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    layout: jsonb('layout')
      .$type<PosLayout>()
      .notNull()
      .default(sql`'{"categories":[]}'::jsonb`),
    searchText: text('search_text').generatedAlwaysAs(sql`app_search_norm(name || ' ' || order_code_prefix)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.defaultCustomerId], foreignColumns: [customers.tenantId, customers.id] }),
  ],
);

export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    diagnosis: text('diagnosis'),
    instructions: text('instructions'),
    items: jsonb('items')
      .$type<PrescriptionTemplateItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    searchText: text('search_text').generatedAlwaysAs(sql`app_search_norm(name || ' ' || coalesce(diagnosis, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
