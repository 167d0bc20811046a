/**
 * The till database's schema versions (Dexie store specs). A new version lists only what it
 * changes; Dexie upgrades an older database in place and keeps every row (the outbox above all).
 */

/** Tables filled by pull, named after the server's entities (server/modules/sync/entities.ts). */
export const SYNCED_TABLES = [
  'products',
  'categories',
  'tags',
  'uoms',
  'taxes',
  'customer_groups',
  'customers',
  'specializations',
  'doctors',
  'prescription_templates',
  'pos_settings',
  'general_settings',
  'stores',
  'einvoice_settings',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

/** Version 1: catalogue, till-local state, the outbox and sync meta. */
export const SCHEMA_V1: Record<string, string> = {
  products: 'id, code, category_id',
  product_units: 'id, product_id, barcode',
  lots: 'id, product_id, expiry_date',
  categories: 'id',
  tags: 'id',
  uoms: 'id',
  taxes: 'id',
  customer_groups: 'id',
  customers: 'id, phone, code',
  specializations: 'id',
  doctors: 'id',
  prescription_templates: 'id',
  pos_settings: 'id',
  general_settings: 'id',
  cart: 'id',
  parked_orders: 'id, created_at',
  recent_orders: 'id, created_at, code',
  outbox: 'id, seq, status',
  meta: 'key',
};

/** Version 2: pending entries read in seq order through one index, and by age for the header. */
export const SCHEMA_V2: Record<string, string> = {
  outbox: 'id, &seq, status, [status+seq], created_at',
};

/**
 * Version 3: the catalogue keeps only the indexes the till reads through (units by product and
 * barcode, lots by product). Every index is one more IndexedDB write per pulled row: dropping
 * products' code and category and lots' expiry saves a quarter of a first load's writes.
 */
export const SCHEMA_V3: Record<string, string> = {
  products: 'id',
  lots: 'id, product_id',
};

/**
 * Version 4: the saved search index in a store of its own (src/db/search-snapshot.ts), so writing
 * it (megabytes, relaxed durability) never holds up a sale's transaction on `meta`.
 */
export const SCHEMA_V4: Record<string, string> = {
  search_index: 'key',
};

/** Version 5: the store and the public e-invoice settings, for cash-register invoices made offline. */
export const SCHEMA_V5: Record<string, string> = {
  stores: 'id',
  einvoice_settings: 'id',
};

/**
 * Version 6: a product is one record with its units and lots (`ProductRecord`), as the pull sends
 * it: a first load of 100k products writes 100k records instead of 250k rows and 150k index
 * entries. The upgrade folds the separate rows into their products (`foldProductParts` in
 * database.ts); version 7 then drops the two tables.
 */
export const SCHEMA_V6: Record<string, string> = {};
export const SCHEMA_V7: Record<string, string | null> = {
  product_units: null,
  lots: null,
};

/**
 * Version 8: a big shop's first load stores its products as blocks, one record per bucket of ids
 * (src/db/product-records.ts): 100k products are about a thousand records instead of 100k.
 */
export const SCHEMA_V8: Record<string, string> = {
  product_blocks: 'bucket',
};

export const SCHEMA_VERSIONS: ReadonlyArray<Record<string, string | null>> = [
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  SCHEMA_V8,
];

/** The schema version whose upgrade folds units and lots into their products. */
export const FOLD_VERSION = 6;

/**
 * The whole schema at `version`: each table's latest spec up to it. A table dropped by then stays
 * `null`, which tells Dexie to delete it from an older database (a new one never creates it).
 */
export function schemaAt(version: number): Record<string, string | null> {
  return Object.assign({}, ...SCHEMA_VERSIONS.slice(0, version)) as Record<string, string | null>;
}
