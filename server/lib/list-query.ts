/**
 * The server half of the list conventions (DESIGN.md §3): diacritics-insensitive search on a
 * normalised column, sort from an allow-list with a stable tie-breaker, and one page of rows
 * with the total, answered as `{ data, meta: { page, page_size, total } }`.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeSearch, parseSort, type ListMeta } from '../../src/domain/list-query';

export interface PageParams {
  page: number;
  page_size: number;
}

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern for a search term: normalised (no diacritics, đ→d, lower case) and escaped. */
export function searchPattern(search: string): string {
  return `%${escapeLike(normalizeSearch(search.trim()))}%`;
}

/**
 * `column LIKE '%term%'` on a column holding app_search_norm(...) text. The pattern is a
 * constant the planner sees, so the pg_trgm GIN index on the column answers it.
 */
export function searchCondition(column: AnyColumn | SQL, search: string | undefined): SQL | undefined {
  if (!search || !search.trim()) return undefined;
  return sql`${column} like ${searchPattern(search)}`;
}

/**
 * Sort key for Vietnamese text: the normalised form (so "Đông" sorts with "Dong", before
 * "Thuốc", whatever the database's collation), then the text itself to order accents.
 */
export function textSortKey(column: AnyColumn): SQL {
  return sql`app_search_norm(${column}) || ' ' || ${column}`;
}

/** ORDER BY for `field` / `-field`, then the tie-breaker so pages never overlap. */
export function sortOrder<F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] {
  const { field, descending } = parseSort(sort);
  const column = columns[field];
  return [descending ? desc(column) : asc(column), asc(tieBreaker)];
}

export function offsetOf({ page, page_size }: PageParams): number {
  return (page - 1) * page_size;
}

/** Runs the page query and the count query and answers the list shape. */
export async function paginate<T>(
  params: PageParams,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const data = await rows(params.page_size, offsetOf(params));
  const total =
    data.length < params.page_size && (data.length > 0 || params.page === 1)
      ? offsetOf(params) + data.length
      : await count();
  return { data, meta: { page: params.page, page_size: params.page_size, total } };
}

/** `count(*)` as a number. */
export const countAll = sql<number>`cast(count(*) as integer)`;
