import { backoffDelay, QUERY_RETRY_BACKOFF, SYNC_BACKOFF } from '../../src/domain/backoff';

describe('backoff', () => {
  it('sync: 1 s doubling to 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((n) => backoffDelay(n, SYNC_BACKOFF))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('queries: min(1 s·2ⁿ, 30 s)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, QUERY_RETRY_BACKOFF))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000,
    ]);
  });

  it('refuses a negative count', () => {
    expect(() => backoffDelay(-1)).toThrow(RangeError);
  });
});
