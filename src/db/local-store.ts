/**
 * The engine's LocalStore over the till database: outbox reads and marks, and pulled pages
 * stored with their cursor in one transaction. A pulled product or lot row carries the server's
 * stock, which does not yet include the sales still in the outbox: their effect is put back on top,
 * so the till's on-hand and lot quantities are right between a sale and its push.
 */
import type { OrderCreateArgs } from '../domain/pos-schemas';
import { productBucket, type ProductBlock } from '../sync/protocol-values';
import type { Change } from '../sync/protocol';
import type { LocalStore } from '../sync/ports';
import type { ProductRecord, Row, TillDb } from './database';
import type { ProductBlockRecord } from './product-records';
import { META_KEYS, readMeta, writeMeta } from './meta';
import { notifyOutboxChange, pendingEntries } from './outbox';
import { SYNCED_TABLES, type SyncedTable } from './schema';

/** What a stored page changed for search: the catalogue's epoch after it, the products touched. */
export interface PulledCatalogue {
  /** Counts stored pages that touched products or their units (0: none yet); kept in meta. */
  epoch: number;
  /** Products whose row (with its units and lots) changed. */
  productIds: Set<string>;
}

type PullListener = (changes: Change[], catalogue: PulledCatalogue) => void;
const pullListeners = new Set<PullListener>();

/** Called after a pulled page is committed (the search index follows the catalogue). */
export function onPulled(listener: PullListener): () => void {
  pullListeners.add(listener);
  return () => pullListeners.delete(listener);
}

/** What the sales still in the outbox did to stock on this till (base units; a sale negative, a return positive). */
export interface PendingStock {
  products: Map<string, number>;
  lots: Map<string, number>;
}

/**
 * The stock effect of every order the server has not applied yet (pending, or refused and waiting
 * for a manager): a pulled product or lot row does not include it, so it is added back on top.
 */
async function pendingStock(db: TillDb): Promise<PendingStock> {
  const effect: PendingStock = { products: new Map(), lots: new Map() };
  const add = (map: Map<string, number>, id: string, quantity: number) => map.set(id, (map.get(id) ?? 0) + quantity);
  await db.outbox.each((entry) => {
    if (entry.name !== 'order.create') return;
    for (const line of (entry.args as OrderCreateArgs).lines ?? []) {
      if (line.tracking_type === 'none') continue;
      const sign = line.is_return ? 1 : -1;
      add(effect.products, line.product_id, sign * line.base_quantity);
      for (const lot of line.lots ?? []) add(effect.lots, lot.lot_id, sign * lot.quantity);
    }
  });
  return effect;
}

/**
 * A pulled product with the till's own pending effect put back on top of the server's figures:
 * its stock on hand and each of its lots' quantities.
 */
function withPending(row: ProductRecord, pending: PendingStock): ProductRecord {
  const delta = pending.products.get(row.id);
  const lots = row.lots?.some((lot) => pending.lots.has(lot.id))
    ? row.lots.map((lot) => {
        const moved = pending.lots.get(lot.id);
        return moved ? { ...lot, quantity: Number(lot.quantity ?? 0) + moved } : lot;
      })
    : row.lots;
  return delta || lots !== row.lots
    ? { ...row, stock_on_hand: Number(row.stock_on_hand ?? 0) + (delta ?? 0), lots }
    : row;
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
  // A product's row carries its units and lots: every search-relevant change is a product's.
  const productIds = new Set(finalState.get('products')?.keys());
  let epoch = 0;
  await db.transaction('rw', [db.meta, db.outbox, db.product_blocks, ...db.syncedTables()], async () => {
    // Read in the same transaction: a sale committed meanwhile is either in the outbox here or
    // written after these rows (and then it moves them itself).
    const pending = productIds.size > 0 ? await pendingStock(db) : null;
    for (const [entity, rows] of finalState) {
      const puts: Row[] = [];
      let deletes: string[] = [];
      for (const [id, row] of rows) {
        if (!row) deletes.push(id);
        else puts.push(pending && entity === 'products' ? withPending(row, pending) : row);
      }
      // A deleted product whose block still holds it stays as a tombstone over the block's copy.
      if (entity === 'products' && deletes.length > 0) {
        const blocked = await inBlocks(db, deletes);
        puts.push(...[...blocked].map((id) => ({ id, deleted_at: 'deleted' })));
        deletes = deletes.filter((id) => !blocked.has(id));
      }
      if (puts.length) await db.synced(entity).bulkPut(puts);
      if (deletes.length) await db.synced(entity).bulkDelete(deletes);
    }
    await writeMeta(db, META_KEYS.cursor, cursor);
    epoch = await nextEpoch(db, productIds.size > 0);
  });
  if (changes.length > 0) for (const listener of pullListeners) listener(changes, { epoch, productIds });
}

async function nextEpoch(db: TillDb, changed: boolean): Promise<number> {
  const epoch = (await readMeta<number>(db, META_KEYS.catalogueEpoch)) ?? 0;
  if (!changed) return epoch;
  await writeMeta(db, META_KEYS.catalogueEpoch, epoch + 1);
  return epoch + 1;
}

/** Which of these products a stored block holds. */
async function inBlocks(db: TillDb, ids: string[]): Promise<Set<string>> {
  const blocks = await db.product_blocks.bulkGet([...new Set(ids.map(productBucket))]);
  const held = new Set(blocks.flatMap((block) => block?.products.map((p) => p.id) ?? []));
  return new Set(ids.filter((id) => held.has(id)));
}

/**
 * Stores a part of a first load's blocks (the till's pending stock put back on top, as for pulled
 * rows) and tells the pull listeners, as for a page: search follows blocks as it follows pages.
 */
export async function storeBlocks(db: TillDb, blocks: ProductBlock[]): Promise<void> {
  const records = blocks as ProductBlockRecord[];
  let epoch = 0;
  await db.transaction('rw', [db.meta, db.outbox, db.product_blocks], async () => {
    const pending = await pendingStock(db);
    const moved = pending.products.size > 0 || pending.lots.size > 0;
    await db.product_blocks.bulkPut(
      moved
        ? records.map((block) => ({ ...block, products: block.products.map((p) => withPending(p, pending)) }))
        : records,
    );
    epoch = await nextEpoch(db, true);
  });
  const changes: Change[] = [];
  const productIds = new Set<string>();
  for (const block of records) {
    for (const row of block.products) {
      changes.push({ entity: 'products', id: row.id, version: '0', deleted: false, row });
      productIds.add(row.id);
    }
  }
  for (const listener of pullListeners) listener(changes, { epoch, productIds });
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
    blocks: {
      floor: async () => (await readMeta<string>(catalogueDb, META_KEYS.productsFloor)) ?? null,
      // A load cut short is started again: the blocks of the last attempt go.
      begin: () => catalogueDb.product_blocks.clear(),
      store: (blocks) => storeBlocks(catalogueDb, blocks),
      finish: (floor) => writeMeta(catalogueDb, META_KEYS.productsFloor, floor),
    },
  };
}
