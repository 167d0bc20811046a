import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * Small named lists of the catalogue (issue 5): categories, tags, units of measure,
 * specializations, customer groups and taxes. Tills pull them, so they carry sync columns and
 * are archived (deleted_at) rather than deleted; names are unique among live rows.
 */
function namedTable<T extends Record<string, PgColumnBuilderBase>>(name: string, extra: T) {
  return pgTable(
    name,
    {
      tenantId: tenantId(),
      id: uuid('id').notNull(),
      name: text('name').notNull(),
      note: text('note'),
      ...extra,
      searchText: text('search_text').generatedAlwaysAs(sql`app_search_norm(name)`),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      ...syncColumns(),
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
      uniqueIndex(`${name}_name_unique`)
        .on(t.tenantId, sql`app_lower_vi(${t.name})`)
        .where(sql`${t.deletedAt} is null`),
      index(`${name}_search_trgm`).using('gin', t.searchText.op('gin_trgm_ops')),
    ],
  );
}

export const categories = namedTable('categories', { sortOrder: integer('sort_order').notNull().default(0) });
export const tags = namedTable('tags', { color: text('color') });
export const uoms = namedTable('uoms', {});
export const specializations = namedTable('specializations', {});
export const customerGroups = namedTable('customer_groups', {
  discountPercent: integer('discount_percent').notNull().default(0),
});
export const taxes = namedTable('taxes', {
  rate: integer('rate').notNull(),
  includedInPrice: boolean('included_in_price').notNull().default(true),
  /** `rate`: VAT at `rate` percent (0% included); `kct`: not subject to VAT, a category apart from 0%. */
  vatCategory: text('vat_category', { enum: ['rate', 'kct'] })
    .notNull()
    .default('rate'),
});

/** Per-tenant counters behind human codes (SP000001, KH000001, NCC0001). */
export const codeSequences = pgTable(
  'code_sequences',
  {
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
