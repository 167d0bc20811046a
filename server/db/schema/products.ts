import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { categories, taxes, uoms } from './master-data';
import { tenants } from './tenants';
import { vendors } from './parties';

/**
 * Products (DOMAIN.md "Product") with their units: one base unit (factor 1) and larger units
 * with an integer factor, each with its own price and barcode. Stock is in base units;
 * `stock_on_hand` caches the sum of the stock ledger. `search_text` is the normalised text the
 * trigram index searches (code, name, active ingredient, registration number, manufacturer).
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    drugClass: text('drug_class', { enum: ['otc', 'rx', 'none'] })
      .notNull()
      .default('otc'),
    activeIngredient: text('active_ingredient'),
    strength: text('strength'),
    dosageForm: text('dosage_form'),
    route: text('route'),
    registrationNumber: text('registration_number'),
    nationalDrugCode: text('national_drug_code'),
    manufacturer: text('manufacturer'),
    countryOfOrigin: text('country_of_origin'),
    packaging: text('packaging'),
    costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull().default(0),
    taxId: uuid('tax_id'),
    trackingType: text('tracking_type', { enum: ['none', 'basic', 'lot', 'serial'] })
      .notNull()
      .default('basic'),
    minStock: integer('min_stock'),
    maxStock: integer('max_stock'),
    storageConditions: text('storage_conditions'),
    specialControl: text('special_control', { enum: ['none', 'narcotic', 'psychotropic', 'precursor'] })
      .notNull()
      .default('none'),
    usageInstructions: text('usage_instructions'),
    defaultVendorId: uuid('default_vendor_id'),
    imageHash: text('image_hash'),
    isActive: boolean('is_active').notNull().default(true),
    note: text('note'),
    stockOnHand: bigint('stock_on_hand', { mode: 'number' }).notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`app_search_norm(code || ' ' || name || ' ' || coalesce(active_ingredient, '') || ' ' || coalesce(registration_number, '') || ' ' || coalesce(manufacturer, ''))`,
    ),
    /** Sort key of the name (see textSortKey), stored so sorting a large result is cheap. */
    nameKey: text('name_key').generatedAlwaysAs(sql`app_search_norm(name) || ' ' || name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    foreignKey({ columns: [t.tenantId, t.taxId], foreignColumns: [taxes.tenantId, taxes.id] }),
    foreignKey({ columns: [t.tenantId, t.defaultVendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    uniqueIndex('products_code_unique')
      .on(t.tenantId, t.code)
      .where(sql`${t.deletedAt} is null`),
    index('products_tenant_name').on(t.tenantId, t.nameKey),
    index('products_tenant_created').on(t.tenantId, t.createdAt),
    index('products_tenant_category').on(t.tenantId, t.categoryId),
    index('products_tag_ids').using('gin', t.tagIds),
    index('products_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const productUnits = pgTable(
  'product_units',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    productId: uuid('product_id').notNull(),
    uomId: uuid('uom_id').notNull(),
    factor: integer('factor').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    barcode: text('barcode'),
    isBase: boolean('is_base').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.uomId], foreignColumns: [uoms.tenantId, uoms.id] }),
    uniqueIndex('product_units_barcode_unique')
      .on(t.tenantId, t.barcode)
      .where(sql`${t.barcode} is not null and ${t.deletedAt} is null`),
    index('product_units_product').on(t.tenantId, t.productId),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Product images, kept in the database so every API process can serve them. */
export const productImages = pgTable(
  'product_images',
  {
    tenantId: tenantId(),
    productId: uuid('product_id').notNull(),
    contentType: text('content_type').notNull(),
    hash: text('hash').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);
