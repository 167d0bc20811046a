/**
 * The rows a till pulls (DESIGN.md §5): one entry per synced table. Each row travels as its
 * snake_case columns (what the till stores), minus `tenant_id` and any column listed in `omit`.
 * Tables that do not exist (yet) are skipped, so the registry can name every area's tables.
 */
export interface SyncedEntity {
  /** Entity name on the wire; the till stores it in the Dexie table of the same name. */
  entity: string;
  /** PostgreSQL table; it must carry `tenant_id`, `version` and `deleted_at` (syncColumns()). */
  table: string;
  /** The column that identifies a row within the tenant (default `id`). */
  idColumn?: string;
  /** Columns that never leave the server. */
  omit?: readonly string[];
  /**
   * Null columns are left out of the row (the till reads a missing column as null). For the
   * catalogue's big tables: a first load of 100k products moves and stores a third of the bytes.
   */
  stripNulls?: boolean;
}

const registry = new Map<string, SyncedEntity>();

export function registerSyncedEntity(entity: SyncedEntity): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(entity.table) || !/^[a-z_][a-z0-9_]*$/.test(entity.idColumn ?? 'id')) {
    throw new Error(`Bad synced table name: ${entity.table}`);
  }
  registry.set(entity.entity, entity);
}

export function syncedEntities(): SyncedEntity[] {
  return [...registry.values()];
}

/** What the till needs to sell offline (DESIGN.md §5), by the catalogue's table names. */
const TILL_TABLES = [
  'categories',
  'tags',
  'uoms',
  'taxes',
  'products',
  'product_units',
  'lots',
  'customer_groups',
  'customers',
  'specializations',
  'doctors',
  'prescription_templates',
  // Tills: each with its receipt settings and POS screen layout.
  'pos_settings',
] as const;

/**
 * Server-only columns: search text and sort keys the till builds itself, purchase costs a cashier
 * never sees, and the bookkeeping times of the catalogue's big tables (unused on the till).
 */
const OMIT: Partial<Record<(typeof TILL_TABLES)[number], string[]>> = {
  products: ['cost_price', 'name_key', 'created_at', 'updated_at'],
  product_units: ['created_at', 'updated_at'],
  lots: ['cost', 'created_at', 'updated_at'],
};

/** Tables whose rows travel without their null columns (their till readers default every column). */
const STRIP_NULLS = new Set<string>(['products', 'product_units', 'lots']);

for (const table of TILL_TABLES) {
  registerSyncedEntity({
    entity: table,
    table,
    omit: ['search_text', ...(OMIT[table] ?? [])],
    stripNulls: STRIP_NULLS.has(table),
  });
}
// One row per tenant, keyed by the tenant itself.
registerSyncedEntity({ entity: 'general_settings', table: 'general_settings', idColumn: 'tenant_id' });
// The store (receipts print its name, address and tax code offline).
registerSyncedEntity({ entity: 'stores', table: 'stores', idColumn: 'tenant_id' });
// The public part of the e-invoice settings: the till makes cash-register invoices offline with
// them. Credentials and the certificate never leave the server.
registerSyncedEntity({
  entity: 'einvoice_settings',
  table: 'einvoice_settings',
  idColumn: 'tenant_id',
  omit: [
    'api_url',
    'username',
    'password_sealed',
    'certificate_p12',
    'certificate_password_sealed',
    'certificate_subject',
    'certificate_not_after',
    'provider',
  ],
});
