/**
 * The engine's ports (DESIGN.md §2): what it needs from the till's storage, the network and
 * time. The app plugs in Dexie, HTTP and the real clock; tests plug in fakes.
 */
import type { BootstrapPlan, Change, MutationResult, PushRequest, ProductBlock } from './protocol';

export type OutboxStatus = 'pending' | 'rejected';

/** One queued mutation, written in the same local transaction as its effect. */
export interface OutboxEntry {
  /** UUID v7: also the mutation id the server dedupes on. */
  id: string;
  device_id: string;
  /** Per-device order of the mutations, as queued. */
  seq: number;
  name: string;
  args: unknown;
  status: OutboxStatus;
  attempts: number;
  /** The last network/server failure, or the server's rejection reason. */
  last_error: string | null;
  /** Rejection code when the server refused the mutation. */
  rejected_code: string | null;
  /** ISO time the mutation was made on the till. */
  created_at: string;
}

export interface PullPage {
  changes: Change[];
  cursor: string;
  has_more: boolean;
  remaining?: number;
}

export interface LocalStore {
  /** The oldest pending (not rejected) entries, in seq order. */
  pendingBatch(limit: number): Promise<OutboxEntry[]>;
  /** Applied entries leave the outbox; rejected ones stay, marked with the reason. */
  recordResults(results: MutationResult[]): Promise<void>;
  /** A push that got no answer: count the attempt and keep the entries pending. */
  recordFailure(ids: string[], error: string): Promise<void>;
  pullCursor(): Promise<string>;
  /** Stores a pulled page and its cursor in one transaction (a page is all or nothing). */
  applyPull(changes: Change[], cursor: string): Promise<void>;
  /** A big shop's first load in blocks (protocol.ts); without it the catalogue comes page by page. */
  blocks?: BlockStore;
}

export interface BlockStore {
  /** The version the stored blocks hold products up to, once a block load has finished. */
  floor(): Promise<string | null>;
  /** A block load starts (again): blocks of an earlier attempt are dropped. */
  begin(): Promise<void>;
  store(blocks: ProductBlock[]): Promise<void>;
  /** Every part stored: the pull takes over from this version. */
  finish(floor: string): Promise<void>;
}

export type TransportErrorKind = 'network' | 'auth' | 'server';

export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    /** How long the server asked to be left alone (Retry-After), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface Transport {
  push(request: PushRequest): Promise<MutationResult[]>;
  /** `productsAfter`: after a block load, products up to that version are not sent again. */
  pull(cursor: string, limit: number, count: boolean, productsAfter?: string): Promise<PullPage>;
  /** A first load in blocks (GET /sync/bootstrap and its parts); optional, like the store's side. */
  bootstrap?(): Promise<BootstrapPlan>;
  bootstrapPart?(part: number, parts: number): Promise<ProductBlock[]>;
  /** The device's segment of the shop's order codes (POST /sync/devices); asked until answered once. */
  registerDevice?(deviceId: string): Promise<number>;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
