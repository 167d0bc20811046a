/**
 * The URL search params of every list page (DESIGN.md §3): page, page_size, search and sort,
 * validated with zod so a hand-edited URL falls back to sane values instead of breaking the page.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../domain/list-query';

export const PAGE_SIZES = PAGE_SIZE_OPTIONS;
export { DEFAULT_PAGE_SIZE };

export const listSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional()
    .catch(undefined),
});

export type ListSearch = z.infer<typeof listSearchSchema>;

/** Adds optional string filters (category_id, drug_class, …) to the base schema. */
export function listSearchWith<F extends Record<string, z.ZodType>>(filters: F) {
  return listSearchSchema.extend(filters);
}

/** A filter value kept as an optional string that falls back to undefined when invalid. */
export const optionalFilter = z.string().min(1).optional().catch(undefined);

export function pageOf(search: ListSearch): number {
  return search.page ?? 1;
}

export function pageSizeOf(search: ListSearch): number {
  return search.page_size ?? DEFAULT_PAGE_SIZE;
}

/** The next sort value when a header is clicked: asc → desc → none. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

/** The API params for a list search: defaults filled in, empty values dropped by the client. */
export function toListParams<S extends ListSearch>(search: S): Record<string, string | number | undefined> {
  return {
    ...(search as Record<string, string | number | undefined>),
    page: pageOf(search),
    page_size: pageSizeOf(search),
  };
}

/** What a route hands a list feature: the validated search and a way to change it. */
export interface ListPageProps<S extends ListSearch = ListSearch> {
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
}
