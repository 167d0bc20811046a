/**
 * The offline search index saved in the till database (store `search_index`), so a reload of the
 * POS finds products at once instead of re-reading and re-indexing the whole catalogue. A saved
 * index is used only when it reflects the latest stored catalogue page (the same epoch, meta
 * `catalogue_epoch`). Written through the relaxed connection: a lost save only means a rebuild.
 */
import type { IndexSnapshot } from '../search/product-index';
import type { TillDb } from './database';
import { META_KEYS } from './meta';

/** The saved index, and `{ format, epoch }` of it (read without reading the index itself). */
export const INDEX_KEY = 'index';
const EPOCH_KEY = 'epoch';

/** Bump when the stored shape changes: an older snapshot is then rebuilt, never misread. */
export const SEARCH_SNAPSHOT_FORMAT = 3;

export interface StoredSearch {
  format: number;
  /** The catalogue epoch (local-store.ts) the index reflects. */
  epoch: number;
  index: IndexSnapshot;
}

/** The saved index when it is current, else null; read with the epoch in one transaction. */
export async function loadSearchSnapshot(db: TillDb): Promise<StoredSearch | null> {
  return db.transaction('r', [db.meta, db.search_index], async () => {
    const [stored, epoch] = await Promise.all([db.search_index.get(INDEX_KEY), db.meta.get(META_KEYS.catalogueEpoch)]);
    const snapshot = stored?.value as StoredSearch | undefined;
    const current = (epoch?.value as number | undefined) ?? 0;
    return snapshot?.format === SEARCH_SNAPSHOT_FORMAT && snapshot.epoch === current ? snapshot : null;
  });
}

/**
 * Saves unless a newer index is already saved (another tab's, say): the epoch is kept beside the
 * snapshot so the check reads a number, not the whole snapshot. Answers whether it saved.
 */
export async function saveSearchSnapshot(db: TillDb, stored: Omit<StoredSearch, 'format'>): Promise<boolean> {
  const value: StoredSearch = { format: SEARCH_SNAPSHOT_FORMAT, ...stored };
  return db.transaction('rw', db.search_index, async () => {
    const saved = (await db.search_index.get(EPOCH_KEY))?.value as { format: number; epoch: number } | undefined;
    if (saved?.format === SEARCH_SNAPSHOT_FORMAT && saved.epoch >= stored.epoch) return false;
    await db.search_index.bulkPut([
      { key: INDEX_KEY, value },
      { key: EPOCH_KEY, value: { format: SEARCH_SNAPSHOT_FORMAT, epoch: stored.epoch } },
    ]);
    return true;
  });
}

export async function catalogueEpoch(db: TillDb): Promise<number> {
  return ((await db.meta.get(META_KEYS.catalogueEpoch))?.value as number | undefined) ?? 0;
}
