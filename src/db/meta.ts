/** Small values the till keeps beside its data: device id, mutation counter, pull cursor. */
import { v7 as uuidv7 } from 'uuid';
import type { TillDb } from './database';

export const META_KEYS = {
  deviceId: 'device_id',
  /** The device's segment of the shop's order codes, given by the server once (POST /sync/devices). */
  deviceSegment: 'device_segment',
  lastSeq: 'last_seq',
  cursor: 'pull_cursor',
  lastSyncedAt: 'last_synced_at',
  persisted: 'storage_persisted',
  /** Counter of stored pages that changed products or units (the search snapshot's freshness). */
  catalogueEpoch: 'catalogue_epoch',
  /** The version a first load's blocks hold the products up to (the pull skips them up to it). */
  productsFloor: 'products_floor',
} as const;

export async function readMeta<T>(db: TillDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: TillDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** This till's id, made once per database. */
export async function deviceId(db: TillDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await readMeta<string>(db, META_KEYS.deviceId);
    if (existing) return existing;
    const id = uuidv7();
    await writeMeta(db, META_KEYS.deviceId, id);
    return id;
  });
}
