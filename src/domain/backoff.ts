/**
 * Exponential retry delays, pure so that they can be driven by a fake clock in tests.
 * The sync loop uses 1 s doubling to 60 s (DESIGN.md §5); React Query uses 1 s doubling to
 * 30 s (SPEC.md §7).
 */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const SYNC_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };
export const QUERY_RETRY_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 30_000 };

/** Delay before retry number `failures` (0 = the first retry). */
export function backoffDelay(failures: number, policy: BackoffPolicy = SYNC_BACKOFF): number {
  if (failures < 0 || !Number.isInteger(failures)) throw new RangeError(`Bad failure count: ${failures}`);
  // Cap the exponent first so that a long outage cannot overflow to Infinity.
  const exponent = Math.min(failures, 30);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}
