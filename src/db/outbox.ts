/**
 * The outbox on the till: a mutation is queued in the same strict transaction as its local
 * effect, so a sale is either recorded with its pending push or not at all. Rejected entries
 * stay, marked, until the cashier retries them; nothing here ever deletes an unapplied entry.
 */
import Dexie, { type Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import type { TillMutation } from '../domain/mutations';
import type { OutboxEntry } from '../sync/ports';
import type { TillDb } from './database';
import { deviceId, META_KEYS, readMeta, writeMeta } from './meta';

export type OutboxChangeKind = 'queued' | 'settled';
type Listener = (kind: OutboxChangeKind) => void;
const listeners = new Set<Listener>();

/**
 * Called after every outbox change of this tab (status display, sync nudge). `queued`: a mutation was
 * added or put back, worth a round now; `settled`: the engine recorded what a round did with
 * entries (applied, rejected, failed), which must not start another round (a loop while down).
 */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChange(kind: OutboxChangeKind = 'queued'): void {
  for (const listener of listeners) listener(kind);
}

/** A mutation of TILL_MUTATIONS (its args typed by its name) with its local effect. */
export type RecordMutation = TillMutation & {
  /** Tables the local effect writes, joined to the transaction. */
  tables?: Table[];
  /** The local effect, run inside the same transaction as the outbox write. */
  effect?: () => Promise<void>;
};

export async function recordMutation(
  db: TillDb,
  { name, args, tables = [], effect }: RecordMutation,
): Promise<OutboxEntry> {
  const device = await deviceId(db);
  const entry = await db.transaction('rw', [db.outbox, db.meta, ...tables], async () => {
    const seq = ((await readMeta<number>(db, META_KEYS.lastSeq)) ?? 0) + 1;
    await writeMeta(db, META_KEYS.lastSeq, seq);
    if (effect) await effect();
    const queued: OutboxEntry = {
      id: uuidv7(),
      device_id: device,
      seq,
      name,
      args,
      status: 'pending',
      attempts: 0,
      last_error: null,
      rejected_code: null,
      created_at: new Date().toISOString(),
    };
    await db.outbox.add(queued);
    return queued;
  });
  notifyOutboxChange();
  return entry;
}

/** Every entry still on the till (pending and rejected), oldest first. */
export function listOutbox(db: TillDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export function pendingEntries(db: TillDb, limit = Infinity): Promise<OutboxEntry[]> {
  const query = db.outbox.where('[status+seq]').between(['pending', Dexie.minKey], ['pending', Dexie.maxKey]);
  return (Number.isFinite(limit) ? query.limit(limit) : query).toArray();
}

/** Entries not yet applied on the server (pending or rejected): what logout warns about. */
export function unsyncedCount(db: TillDb): Promise<number> {
  return db.outbox.count();
}

export interface OutboxSummary {
  pending: number;
  rejected: number;
  /** created_at of the oldest entry not yet applied, or null. */
  oldestAt: string | null;
}

export async function outboxSummary(db: TillDb): Promise<OutboxSummary> {
  return db.transaction('r', db.outbox, async () => {
    const pending = await db.outbox.where('status').equals('pending').count();
    const rejected = await db.outbox.where('status').equals('rejected').count();
    const oldest = await db.outbox.orderBy('created_at').first();
    return { pending, rejected, oldestAt: oldest?.created_at ?? null };
  });
}

/** Puts rejected entries back in the queue (the cashier fixed the cause, or wants to try again). */
export async function retryEntries(db: TillDb, ids?: string[]): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entries = ids
      ? (await db.outbox.bulkGet(ids)).filter((e): e is OutboxEntry => Boolean(e))
      : await db.outbox.toArray();
    for (const e of entries)
      if (e.status === 'rejected') await db.outbox.put({ ...e, status: 'pending', rejected_code: null });
  });
  notifyOutboxChange();
}

/** A JSON document of everything still in the outbox, for the cashier to keep or send. */
export async function exportOutbox(db: TillDb, now: Date = new Date()): Promise<string> {
  const entries = await listOutbox(db);
  return JSON.stringify({ tenant_id: db.tenantId, exported_at: now.toISOString(), entries }, null, 2);
}
