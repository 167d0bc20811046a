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

export async function saveSearchSnapshot(db: TillDb, stored: Omit<StoredSearch, 'format'>): Promise<void> {
  await db.meta.put({ key: META_KEYS.searchIndex, value: { format: SEARCH_SNAPSHOT_FORMAT, ...stored } });
}

export async function catalogueEpoch(db: TillDb): Promise<number> {
  return ((await db.meta.get(META_KEYS.catalogueEpoch))?.value as number | undefined) ?? 0;
}
