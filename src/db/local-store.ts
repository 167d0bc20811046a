/**
 * The engine's LocalStore over the till database: outbox reads and marks, and pulled pages
 * stored with their cursor in one transaction.
 */
import type { Change } from '../sync/protocol';
import type { LocalStore } from '../sync/ports';
import type { Row, TillDb } from './database';
import { META_KEYS, readMeta, writeMeta } from './meta';
import { notifyOutboxChange, pendingEntries } from './outbox';
import { SYNCED_TABLES, type SyncedTable } from './schema';

/** What a stored page changed for search: the catalogue's epoch after it, the products touched. */
export interface PulledCatalogue {
  /** Counts stored pages that touched products or their units (0: none yet); kept in meta. */
  epoch: number;
  /** Products whose row or units changed (a deleted unit's product read before the delete). */
  productIds: Set<string>;
}

type PullListener = (changes: Change[], catalogue: PulledCatalogue) => void;
const pullListeners = new Set<PullListener>();

/** Called after a pulled page is committed (the search index follows the catalogue). */
export function onPulled(listener: PullListener): () => void {
  pullListeners.add(listener);
  return () => pullListeners.delete(listener);
}

const isSynced = (entity: string): entity is SyncedTable => (SYNCED_TABLES as readonly string[]).includes(entity);

export async function storeChanges(db: TillDb, changes: Change[], cursor: string): Promise<void> {
  // Changes come in version order: the last one of a row wins.
  const finalState = new Map<SyncedTable, Map<string, Row | null>>();
  for (const c of changes) {
    // Entities this version of the app does not know are skipped.
    if (!isSynced(c.entity)) continue;
    let rows = finalState.get(c.entity);
    if (!rows) finalState.set(c.entity, (rows = new Map()));
    // The row is this page's own object: stored as it came, with its id (general_settings has none).
    const row = c.deleted || !c.row ? null : (c.row as Row);
    if (row && row.id !== c.id) row.id = c.id;
    rows.set(c.id, row);
  }
  const productIds = new Set(finalState.get('products')?.keys());
  for (const row of finalState.get('product_units')?.values() ?? [])
    if (row?.product_id) productIds.add(String(row.product_id));
  let epoch = 0;
  await db.transaction('rw', [db.meta, ...db.syncedTables()], async () => {
    for (const [entity, rows] of finalState) {
      const puts: Row[] = [];
      const deletes: string[] = [];
      for (const [id, row] of rows) {
        if (row) puts.push(row);
        else deletes.push(id);
      }
      if (entity === 'product_units' && deletes.length) {
        for (const unit of await db.synced(entity).bulkGet(deletes))
          if (unit?.product_id) productIds.add(String(unit.product_id));
      }
      if (puts.length) await db.synced(entity).bulkPut(puts);
      if (deletes.length) await db.synced(entity).bulkDelete(deletes);
    }
    await writeMeta(db, META_KEYS.cursor, cursor);
    epoch = (await readMeta<number>(db, META_KEYS.catalogueEpoch)) ?? 0;
    if (productIds.size > 0) await writeMeta(db, META_KEYS.catalogueEpoch, (epoch += 1));
  });
  if (changes.length > 0) for (const listener of pullListeners) listener(changes, { epoch, productIds });
}

/** `catalogueDb` (default `db`) stores pulled pages; the outbox always goes through `db`. */
export function dexieLocalStore(db: TillDb, catalogueDb: TillDb = db): LocalStore {
  return {
    pendingBatch: (limit) => pendingEntries(db, limit),
    async recordResults(results) {
      await db.transaction('rw', db.outbox, async () => {
        for (const r of results) {
          const entry = await db.outbox.get(r.id);
          if (!entry) continue;
          if (r.status === 'applied') await db.outbox.delete(r.id);
          else
            await db.outbox.put({
              ...entry,
              status: 'rejected',
              rejected_code: r.code,
              last_error: r.message,
              attempts: entry.attempts + 1,
            });
        }
      });
      notifyOutboxChange('settled');
    },
    async recordFailure(ids, error) {
      await db.transaction('rw', db.outbox, async () => {
        for (const entry of await db.outbox.bulkGet(ids)) {
          if (entry) await db.outbox.put({ ...entry, attempts: entry.attempts + 1, last_error: error });
        }
      });
      notifyOutboxChange('settled');
    },
    pullCursor: async () => (await readMeta<string>(catalogueDb, META_KEYS.cursor)) ?? '0',
    applyPull: (changes, cursor) => storeChanges(catalogueDb, changes, cursor),
  };
}
