/**
 * The sync protocol's plain values, apart from its schemas (protocol.ts re-exports them): the
 * till's database and engine use them on every page, and zod comes only with the first network
 * exchange (issue 16).
 */

/** At most this many mutations in one push. */
export const MAX_MUTATIONS_PER_PUSH = 200;

/** At most this many changes in one pull page. */
export const MAX_PULL_LIMIT = 5_000;

/**
 * The first catalogue load of a big shop (docs/decisions.md "The till catalogue in blocks"): the
 * products travel as blocks, each the live products of one bucket of ids, and the till stores a
 * block as one record. A product's bucket is a function of its id alone, so the till finds the
 * block of a product without an index, and the server builds a part without sorting the catalogue.
 */
export const PRODUCT_BUCKETS = 4_096;

/**
 * The bucket of a product id: a UUID's last 16 bits (random in every UUID version) modulo the
 * bucket count, as the server computes it. Any other id (none comes from the server) still gets one.
 */
export function productBucket(id: string): number {
  const bits = Number.parseInt(id.slice(-4), 16);
  if (!Number.isNaN(bits)) return bits % PRODUCT_BUCKETS;
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash % PRODUCT_BUCKETS;
}

/** The buckets of one part: a contiguous range, the same on both sides. */
export function partBuckets(part: number, parts: number): { from: number; to: number } {
  return { from: Math.floor((part * PRODUCT_BUCKETS) / parts), to: Math.floor(((part + 1) * PRODUCT_BUCKETS) / parts) };
}

export interface ProductBlock {
  bucket: number;
  /** The bucket's live products, each as the pull sends a product's row. */
  products: Array<Record<string, unknown> & { id: string }>;
}
