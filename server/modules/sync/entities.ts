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
  /**
   * Child rows that travel inside each row as arrays (live ones only, null columns stripped): the
   * till keeps a product with its units and lots as one record. A child's write must give its
   * parent a new version (migration 0029's triggers), or the till would miss it.
   */
  embed?: readonly EmbeddedRows[];
}

export interface EmbeddedRows {
  /** The array's key in the parent's row. */
  key: string;
  table: string;
  /** The child's column holding the parent's id. */
  parentColumn: string;
  omit?: readonly string[];
}

const registry = new Map<string, SyncedEntity>();

export function registerSyncedEntity(entity: SyncedEntity): void {
  const names = [
    entity.table,
    entity.idColumn ?? 'id',
    ...(entity.embed ?? []).flatMap((e) => [e.table, e.parentColumn]),
  ];
  if (!names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name))) {
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
};

/**
 * A product travels with its units and lots (one till record per product, docs/decisions.md); the
 * ids of the parent and the tenant are implied, the costs and bookkeeping times stay here.
 */
const PRODUCT_PARTS: EmbeddedRows[] = [
  {
    key: 'units',
    table: 'product_units',
    parentColumn: 'product_id',
    omit: ['tenant_id', 'product_id', 'version', 'deleted_at', 'created_at', 'updated_at'],
  },
  {
    key: 'lots',
    table: 'lots',
    parentColumn: 'product_id',
    omit: ['tenant_id', 'product_id', 'version', 'deleted_at', 'cost', 'created_at', 'updated_at'],
  },
];

for (const table of TILL_TABLES) {
  registerSyncedEntity({
    entity: table,
    table,
    omit: ['search_text', ...(OMIT[table] ?? [])],
    // The catalogue's big rows travel without their null columns (the till defaults every column).
    stripNulls: table === 'products',
    ...(table === 'products' ? { embed: PRODUCT_PARTS } : {}),
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
