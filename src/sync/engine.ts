/**
 * One sync round (DESIGN.md §5): push the outbox in seq order until it is empty, then pull
 * pages until `has_more` is false. Pure orchestration over the ports, so the model test can
 * run it against a faulty fake network and restart it anywhere.
 */
import type { LocalStore, Transport } from './ports';
import { TransportError } from './ports';
import { MAX_PULL_LIMIT } from './protocol';

export const PUSH_BATCH = 100;
/** The server's largest page: fewer round trips and transactions on the first catalogue load. */
export const PULL_LIMIT = MAX_PULL_LIMIT;

export interface PullProgress {
  /** Rows stored in this round so far. */
  done: number;
  /** Rows this round will bring (from the server's count on the first page). */
  total: number;
}

export interface SyncRoundResult {
  pushed: number;
  rejected: number;
  pulled: number;
}

export interface SyncEngineOptions {
  store: LocalStore;
  transport: Transport;
  deviceId: string;
  onPullProgress?: (progress: PullProgress) => void;
  pushBatch?: number;
  pullLimit?: number;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function pushOutbox(options: SyncEngineOptions): Promise<{ pushed: number; rejected: number }> {
  const { store, transport, deviceId } = options;
  let pushed = 0;
  let rejected = 0;
  for (;;) {
    const batch = await store.pendingBatch(options.pushBatch ?? PUSH_BATCH);
    if (batch.length === 0) return { pushed, rejected };
    const mutations = batch.map((e) => ({ id: e.id, seq: e.seq, name: e.name, args: e.args }));
    let results;
    try {
      results = await transport.push({ device_id: deviceId, mutations });
    } catch (error) {
      await store.recordFailure(
        batch.map((e) => e.id),
        message(error),
      );
      throw error;
    }
    const answered = new Set(results.map((r) => r.id));
    const known = results.filter((r) => batch.some((e) => e.id === r.id));
    await store.recordResults(known);
    pushed += known.filter((r) => r.status === 'applied').length;
    rejected += known.filter((r) => r.status === 'rejected').length;
    // A server that answered only part of the batch: try the rest on the next round.
    if (batch.some((e) => !answered.has(e.id))) throw new TransportError('server', 'incomplete push answer');
  }
}

export async function pullChanges(options: SyncEngineOptions): Promise<number> {
  const { store, transport } = options;
  const limit = options.pullLimit ?? PULL_LIMIT;
  let done = 0;
  let total = 0;
  let next = transport.pull(await store.pullCursor(), limit, true);
  for (let first = true; ; first = false) {
    const page = await next;
    if (first) total = page.remaining ?? page.changes.length;
    // Fetch the next page while this one is written; the cursor moves only once it is stored.
    if (page.has_more) {
      next = transport.pull(page.cursor, limit, false);
      next.catch(() => undefined);
    }
    await store.applyPull(page.changes, page.cursor);
    done += page.changes.length;
    total = Math.max(total, done);
    options.onPullProgress?.({ done, total });
    if (!page.has_more) return done;
  }
}

/** Push first, so the pull brings back the server's view of what was just applied. */
export async function syncRound(options: SyncEngineOptions): Promise<SyncRoundResult> {
  const { pushed, rejected } = await pushOutbox(options);
  const pulled = await pullChanges(options);
  return { pushed, rejected, pulled };
}
