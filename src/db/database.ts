/**
 * The till's IndexedDB (Dexie), one database per tenant (DESIGN.md §5). Every transaction is
 * committed with strict durability: Chrome made 'relaxed' its default in version 121, which can
 * lose a just-recorded sale on power loss.
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

  constructor(
    readonly tenantId: string,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    super(tillDbName(tenantId), { chromeTransactionDurability: 'strict', ...options });
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

let current: TillDb | undefined;

/** The open database of the signed-in tenant (opened on first use, reused afterwards). */
export function tillDb(tenantId: string): TillDb {
  if (current?.tenantId !== tenantId) {
    current?.close();
    current = new TillDb(tenantId);
  }
  return current;
}

/** Closes the connection (on logout): the data, the outbox above all, stays on disk. */
export function closeTillDb(): void {
  current?.close();
  current = undefined;
}
