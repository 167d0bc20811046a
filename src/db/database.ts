/**
 * The till's IndexedDB (Dexie), one database per tenant (DESIGN.md §5). Sales and every other
 * outbox write commit with strict durability: Chrome made 'relaxed' its default in version 121,
 * which can lose a just-recorded sale on power loss. Pulled catalogue pages may go through a
 * relaxed connection: a page and its cursor commit together, so a lost page is simply pulled again.
 */
import Dexie, { type Table } from 'dexie';
import type { OutboxEntry } from '../sync/ports';
import { SCHEMA_VERSIONS, SYNCED_TABLES, type SyncedTable } from './schema';

export type Row = Record<string, unknown> & { id: string };

export interface MetaRow {
  key: string;
  value: unknown;
}

export class TillDb extends Dexie {
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
    SCHEMA_VERSIONS.forEach((stores, index) => this.version(index + 1).stores(stores));
  }

  synced(name: SyncedTable): Table<Row, string> {
    return this.table(name);
  }

  syncedTables(): Table<Row, string>[] {
    return SYNCED_TABLES.map((name) => this.table(name));
  }
}

export function tillDbName(tenantId: string): string {
  return `pharmatill-${tenantId}`;
}
