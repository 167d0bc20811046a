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

let current: { strict: TillDb; relaxed: TillDb } | undefined;

function open(tenantId: string) {
  if (current?.strict.tenantId !== tenantId) {
    closeTillDb();
    current = { strict: new TillDb(tenantId), relaxed: new TillDb(tenantId, { durability: 'relaxed' }) };
  }
  return current;
}

/** The open database of the signed-in tenant (opened on first use, reused afterwards). */
export function tillDb(tenantId: string): TillDb {
  return open(tenantId).strict;
}

/** A relaxed-durability connection to the same database, for pulled catalogue pages only. */
export function tillCatalogueDb(tenantId: string): TillDb {
  return open(tenantId).relaxed;
}

/** Closes the connections (on logout): the data, the outbox above all, stays on disk. */
export function closeTillDb(): void {
  current?.strict.close();
  current?.relaxed.close();
  current = undefined;
}
