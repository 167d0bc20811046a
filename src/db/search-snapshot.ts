/**
 * The offline search index saved in the till database (meta `search_index`), so a reload of the
 * POS finds products at once instead of re-reading and re-indexing the whole catalogue. A saved
 * index is used only when it reflects the latest stored catalogue page (the same epoch).
 */
import type { IndexSnapshot } from '../sync/search/product-index';
import type { TillDb } from './database';
import { META_KEYS } from './meta';

/** Bump when the stored shape changes: an older snapshot is then rebuilt, never misread. */
export const SEARCH_SNAPSHOT_FORMAT = 2;

export interface StoredSearch {
  format: number;
  /** The catalogue epoch (local-store.ts) the index reflects. */
  epoch: number;
  index: IndexSnapshot;
  /** The barcode map as flat triples (BarcodeIndex.snapshot). */
  barcodes: string[];
}

/** The saved index when it is current, else null; read with the epoch in one transaction. */
export async function loadSearchSnapshot(db: TillDb): Promise<StoredSearch | null> {
  return db.transaction('r', db.meta, async () => {
    const [stored, epoch] = await db.meta.bulkGet([META_KEYS.searchIndex, META_KEYS.catalogueEpoch]);
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
  return db.transaction('rw', db.meta, async () => {
    const saved = (await db.meta.get(META_KEYS.searchIndexEpoch))?.value as { format: number; epoch: number } | undefined;
    if (saved?.format === SEARCH_SNAPSHOT_FORMAT && saved.epoch >= stored.epoch) return false;
    await db.meta.bulkPut([
      { key: META_KEYS.searchIndex, value },
      { key: META_KEYS.searchIndexEpoch, value: { format: SEARCH_SNAPSHOT_FORMAT, epoch: stored.epoch } },
    ]);
    return true;
  });
}

export async function catalogueEpoch(db: TillDb): Promise<number> {
  return ((await db.meta.get(META_KEYS.catalogueEpoch))?.value as number | undefined) ?? 0;
}
