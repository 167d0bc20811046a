/**
 * The sync protocol between a till and the server (DESIGN.md §5), shared by both sides: the
 * till validates what it sends and receives, the Fastify routes validate the same shapes.
 *
 * Push: mutations `{ id, seq, name, args }` from one device, applied in `seq` order; each answer
 * says applied (with the stored result, also on a replay) or rejected (with a code and a
 * Vietnamese reason). Pull: rows changed since a cursor, tombstones included, paged until
 * `has_more` is false.
 */
import { z } from '../domain/z';
import {
  MAX_MUTATIONS_PER_PUSH,
  MAX_PULL_LIMIT,
  partBuckets,
  PRODUCT_BUCKETS,
  productBucket,
  type ProductBlock,
} from './protocol-values';

export { MAX_MUTATIONS_PER_PUSH, MAX_PULL_LIMIT, partBuckets, PRODUCT_BUCKETS, productBucket, type ProductBlock };

/** Cursors are PostgreSQL bigints; they travel as decimal strings to stay exact in JSON. */
export const cursorSchema = z.string().regex(/^\d{1,19}$/);

export const mutationSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().nonnegative(),
  name: z.string().min(1).max(100),
  args: z.unknown(),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  device_id: z.string().min(1).max(100),
  mutations: z.array(mutationSchema).min(1).max(MAX_MUTATIONS_PER_PUSH),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.discriminatedUnion('status', [
  z.object({ id: z.uuid(), status: z.literal('applied'), result: z.unknown() }),
  z.object({ id: z.uuid(), status: z.literal('rejected'), code: z.string(), message: z.string() }),
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  data: z.object({ results: z.array(mutationResultSchema) }),
});

export const pullQuerySchema = z.object({
  cursor: cursorSchema.default('0'),
  limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).default(1_000),
  /** After a bootstrap: products at or below this version came in its blocks and are not sent again. */
  products_after: cursorSchema.optional(),
});

export const changeSchema = z.object({
  entity: z.string(),
  id: z.string(),
  version: cursorSchema,
  deleted: z.boolean(),
  row: z.record(z.string(), z.unknown()).nullable(),
});
export type Change = z.infer<typeof changeSchema>;

export const pullResponseSchema = z.object({
  data: z.object({
    changes: z.array(changeSchema),
    cursor: cursorSchema,
    has_more: z.boolean(),
    /** Rows left to pull from the request's cursor, when asked with `count=true` (progress bars). */
    remaining: z.number().int().nonnegative().optional(),
  }),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

const pullEnvelopeSchema = pullResponseSchema.shape.data.extend({ changes: z.array(z.unknown()) });
const CURSOR = /^\d{1,19}$/;

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.entity === 'string' &&
    typeof c.id === 'string' &&
    typeof c.version === 'string' &&
    CURSOR.test(c.version) &&
    typeof c.deleted === 'boolean' &&
    (c.row === null || (typeof c.row === 'object' && !Array.isArray(c.row)))
  );
}

/**
 * Checks a pull page as `pullResponseSchema` would, but each of its thousands of changes with a
 * plain type test instead of a zod parse (a first catalogue load checks hundreds of thousands).
 */
export function parsePullData(data: unknown): PullResponse['data'] {
  const page = pullEnvelopeSchema.parse(data);
  page.changes.forEach((change, index) => {
    if (!isChange(change))
      throw new z.ZodError([{ code: 'custom', path: ['changes', index], message: 'invalid change', input: change }]);
  });
  return page as PullResponse['data'];
}

/** How a bootstrap goes: the version its blocks are at least as new as, and in how many parts. */
export const bootstrapPlanSchema = z.object({
  cursor: cursorSchema,
  products: z.number().int().nonnegative(),
  parts: z.number().int().positive().max(PRODUCT_BUCKETS),
  buckets: z.literal(PRODUCT_BUCKETS),
});
export type BootstrapPlan = z.infer<typeof bootstrapPlanSchema>;

export const bootstrapPartQuerySchema = z.object({
  parts: z.coerce.number().int().positive().max(PRODUCT_BUCKETS),
});

const isBlock = (value: unknown, from: number, to: number): value is ProductBlock => {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return (
    Number.isInteger(b.bucket) &&
    (b.bucket as number) >= from &&
    (b.bucket as number) < to &&
    Array.isArray(b.products) &&
    b.products.every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as { id?: unknown }).id === 'string' &&
        productBucket((p as { id: string }).id) === b.bucket,
    )
  );
};

/** Checks a bootstrap part's blocks: each in the part's range, each product in its block's bucket. */
export function parseBootstrapPart(data: unknown, part: number, parts: number): ProductBlock[] {
  const { from, to } = partBuckets(part, parts);
  const blocks = z.object({ blocks: z.array(z.unknown()) }).parse(data).blocks;
  blocks.forEach((block, index) => {
    if (!isBlock(block, from, to))
      throw new z.ZodError([{ code: 'custom', path: ['blocks', index], message: 'invalid block', input: block }]);
  });
  return blocks as ProductBlock[];
}
