/**
 * The query every list takes and the shape every list answers (DESIGN.md §3): `page` from 1,
 * `page_size` 1..100 (default 20), `search`, and `sort` as `field` or `-field` from the
 * resource's allow-list. Filters are added per resource with `.extend()`.
 */
import { z } from './z';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-params';

// The zod-free constants and helpers live in list-params.ts (the till's route tree imports them).
export { normalizeSearch, parseSort } from './list-params';

export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

/** `sort` accepts exactly `field` or `-field` for the given fields. */
export function sortParam<const F extends readonly [string, ...string[]]>(
  fields: F,
  fallback: F[number] | `-${F[number]}`,
) {
  const values = [...fields, ...fields.map((f) => `-${f}`)] as [string, ...string[]];
  return z
    .enum(values)
    .default(fallback)
    .transform((v) => v as F[number] | `-${F[number]}`);
}

export function listQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  fallback: F[number] | `-${F[number]}`,
) {
  return listQueryBase.extend({ sort: sortParam(fields, fallback) });
}

/** A yes/no filter in a query string: `true` or `false`. */
export const booleanFilter = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const listMeta = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}

export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
