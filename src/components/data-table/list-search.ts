/**
 * The URL search params of every list page (DESIGN.md §3): page, page_size, search and sort,
 * validated so a hand-edited URL falls back to sane values instead of breaking the page. No zod:
 * the routes' search validation is in the entry chunk (see domain/search-params.ts).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../domain/list-params';
import { integer, type SearchField, searchParams, type SearchOf, text } from '../../domain/search-params';

export const PAGE_SIZES = PAGE_SIZE_OPTIONS;
export { DEFAULT_PAGE_SIZE };

const listSearchFields = {
  page: integer({ min: 1 }),
  page_size: integer({ allowed: PAGE_SIZES }),
  search: text({ max: 200 }),
  sort: text({ pattern: /^-?[a-z_]+$/ }),
};

export const listSearchSchema = searchParams(listSearchFields);

export type ListSearch = SearchOf<typeof listSearchSchema>;

/** Adds filters (category_id, drug_class, …) to the base params. */
export function listSearchWith<F extends Record<string, SearchField<unknown>>>(filters: F) {
  return searchParams({ ...listSearchFields, ...filters });
}

/** A filter value kept as a non-empty string that falls back to undefined when invalid. */
export const optionalFilter = text({ min: 1 });

/** An on/off filter ("only those who owe"): the router may hand `?x=true` over as a boolean. */
export const flagFilter = (value: unknown): 'true' | undefined =>
  value === true || value === 'true' ? 'true' : undefined;

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
