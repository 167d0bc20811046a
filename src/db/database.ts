/**
 * The till's IndexedDB (Dexie), one database per tenant (DESIGN.md §5). Sales and every other
 * outbox write commit with strict durability: Chrome made 'relaxed' its default in version 121,
 * which can lose a just-recorded sale on power loss. Pulled catalogue pages may go through a
 * relaxed connection: a page and its cursor commit together, so a lost page is simply pulled again.
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import type { OutboxEntry } from '../sync/ports';
import type { ProductBlockRecord } from './product-records';
import { FOLD_VERSION, schemaAt, SCHEMA_VERSIONS, SYNCED_TABLES, type SyncedTable } from './schema';

export type Row = Record<string, unknown> & { id: string };

/**
 * A product as the till keeps it (schema version 6): the product's columns with its live units
 * and lots, as the pull sends them (server/modules/sync/entities.ts).
 */
export type ProductRecord = Row & { units?: Row[]; lots?: Row[] };

export const unitsOf = (product: ProductRecord): Row[] => product.units ?? [];
export const lotsOf = (product: ProductRecord): Row[] => product.lots ?? [];

export interface MetaRow {
  key: string;
  value: unknown;
}

export class TillDb extends Dexie {
  declare products: Table<ProductRecord, string>;
  declare product_blocks: Table<ProductBlockRecord, number>;
  declare outbox: Table<OutboxEntry, string>;
  declare meta: Table<MetaRow, string>;
  declare cart: Table<Row, string>;
  declare parked_orders: Table<Row, string>;
  declare recent_orders: Table<Row, string>;
  declare search_index: Table<MetaRow, string>;

  constructor(
    readonly tenantId: string,
    {
      durability = 'strict',
      ...options
    }: { durability?: 'strict' | 'relaxed'; indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    super(tillDbName(tenantId), { chromeTransactionDurability: durability, ...options });
    // Only the versions Dexie needs: the one with an upgrade function and the latest. Dexie (3.0
    // and later) diffs against the schema a till actually has, so one at any older version still
    // upgrades through the fold, and parsing two specs instead of eight saves a long task at boot.
    this.version(FOLD_VERSION).stores(schemaAt(FOLD_VERSION)).upgrade(foldProductParts);
    this.version(SCHEMA_VERSIONS.length).stores(schemaAt(SCHEMA_VERSIONS.length));
  }

  synced(name: SyncedTable): Table<Row, string> {
    return this.table(name);
  }

  syncedTables(): Table<Row, string>[] {
    return SYNCED_TABLES.map((name) => this.table(name));
  }
}

/**
 * The upgrade to one record per product: each product takes its live units and lots from the
 * tables version 7 drops. The outbox, cart, parked orders and cursor are untouched, so a till
 * upgraded offline keeps selling, and its pending sales' stock stays as it was.
 */
async function foldProductParts(tx: Transaction): Promise<void> {
  const byProduct = (rows: Row[]) => {
    const map = new Map<string, Row[]>();
    for (const { product_id: productId, ...row } of rows) {
      if (row.deleted_at) continue;
      const key = String(productId);
      const list = map.get(key);
      if (list) list.push(row as Row);
      else map.set(key, [row as Row]);
    }
    return map;
  };
  const units = byProduct(await tx.table<Row, string>('product_units').toArray());
  const lots = byProduct(await tx.table<Row, string>('lots').toArray());
  await tx
    .table<ProductRecord, string>('products')
    .toCollection()
    .modify((product) => {
      product.units = units.get(product.id) ?? [];
      product.lots = lots.get(product.id) ?? [];
    });
}

export function tillDbName(tenantId: string): string {
  return `pharmatill-${tenantId}`;
}
