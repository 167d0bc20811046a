/**
 * The zod-free part of list queries (DESIGN.md §3): page sizes, sort values and the search
 * normalisation, apart from the schemas of `list-query.ts` so that the till's URL search of a
 * list (in the route tree, so in the entry chunk) imports no zod.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Splits `-name` into the field and direction. */
export function parseSort<F extends string>(sort: F | `-${F}`): { field: F; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, descending: true }
    : { field: sort as F, descending: false };
}

/**
 * The same normalisation as the database's app_search_norm(): no diacritics, đ→d, lower case.
 * Offline search on the till uses it so that "thuoc" finds "thuốc" there too.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}
