/**
 * One sync round (DESIGN.md §5): push the outbox in seq order until it is empty, then pull
 * pages until `has_more` is false. A big shop's first pull starts with its products in blocks
 * (protocol-values.ts `PRODUCT_BUCKETS`), then pulls the rest from the start with those products
 * skipped. Pure orchestration over the ports, so the model test can
 * run it against a faulty fake network and restart it anywhere.
 */
import type { BlockStore, LocalStore, Transport } from './ports';
import { TransportError } from './ports';
import { MAX_PULL_LIMIT, type ProductBlock } from './protocol-values';

export const PUSH_BATCH = 100;
/** The server's largest page: fewer round trips and transactions on the first catalogue load. */
export const PULL_LIMIT = MAX_PULL_LIMIT;
/**
 * A first load of at least this many products comes in blocks: one stored record per bucket
 * instead of one per product (`npm run bench -- till-sync`); a small shop's comes page by page.
 */
export const BLOCK_LOAD_MIN_PRODUCTS = 2_000;

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
  /** Default BLOCK_LOAD_MIN_PRODUCTS. */
  blockLoadMinProducts?: number;
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

/**
 * A first load's products in blocks, when the shop is big enough: parts fetched ahead of the one
 * being stored. Answers the version the pull then skips products up to, and what it stored.
 */
async function loadBlocks(
  options: SyncEngineOptions,
  blocks: BlockStore,
): Promise<{ floor: string; products: number } | null> {
  const { transport } = options;
  if (!transport.bootstrap || !transport.bootstrapPart) return null;
  const plan = await transport.bootstrap();
  if (plan.products < (options.blockLoadMinProducts ?? BLOCK_LOAD_MIN_PRODUCTS)) return null;
  await blocks.begin();
  // Two parts in flight: the server builds the next ones while this one is parsed and stored.
  const ahead: Promise<ProductBlock[]>[] = [];
  const request = (n: number) => {
    if (n >= plan.parts) return;
    const part = transport.bootstrapPart!(n, plan.parts);
    part.catch(() => undefined);
    ahead.push(part);
  };
  request(0);
  request(1);
  let products = 0;
  for (let n = 0; n < plan.parts; n++) {
    const stored = await ahead.shift()!;
    request(n + 2);
    await blocks.store(stored);
    for (const block of stored) products += block.products.length;
    options.onPullProgress?.({ done: products, total: Math.max(plan.products, products) });
  }
  await blocks.finish(plan.cursor);
  return { floor: plan.cursor, products };
}

export async function pullChanges(options: SyncEngineOptions): Promise<number> {
  const { store, transport } = options;
  const limit = options.pullLimit ?? PULL_LIMIT;
  const cursor = await store.pullCursor();
  let floor = store.blocks ? await store.blocks.floor() : null;
  let done = 0;
  if (cursor === '0' && floor === null && store.blocks) {
    const loaded = await loadBlocks(options, store.blocks);
    if (loaded) ({ floor, products: done } = loaded);
  }
  // Products up to the blocks' version are not pulled again (until the cursor passes it).
  const productsAfter = (at: string) => (floor !== null && BigInt(at) < BigInt(floor) ? floor : undefined);
  let total = done;
  let next = transport.pull(cursor, limit, true, productsAfter(cursor));
  for (let first = true; ; first = false) {
    const page = await next;
    if (first) total = done + (page.remaining ?? page.changes.length);
    // Fetch the next page while this one is written; the cursor moves only once it is stored.
    if (page.has_more) {
      next = transport.pull(page.cursor, limit, false, productsAfter(page.cursor));
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
