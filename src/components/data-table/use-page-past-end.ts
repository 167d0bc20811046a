import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ListSearch } from './list-search';

export interface PagePastEnd {
  page: number;
  pageSize: number;
  total: number;
  rows: unknown[] | undefined;
  isLoading: boolean;
  onSearchChange: (patch: Partial<ListSearch>) => void;
}

/** The last page with rows (page 1 of an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page past the end (a hand-edited `?page=99`, or the last row of the last page deleted) moves
 * to the last page with rows. When that page is the URL's, the URL is replaced, not pushed: Back
 * would land on the empty page again and bounce forward, trapping the user. A table whose paging
 * lives in local state (no such page in the URL) changes it through `onSearchChange`.
 */
export function usePagePastEnd({ page, pageSize, total, rows, isLoading, onSearchChange }: PagePastEnd) {
  const router = useRouter<AnyRouter>({ warn: false }) as AnyRouter | undefined;
  const last = lastPage(total, pageSize);
  const pastEnd = !isLoading && rows !== undefined && rows.length === 0 && page > last;
  useEffect(() => {
    if (!pastEnd) return;
    const target = last === 1 ? undefined : last;
    const urlPage = (router?.state.location.search as ListSearch | undefined)?.page;
    if (router && urlPage === page) {
      void router.navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, page: target }),
        replace: true,
      });
    } else onSearchChange({ page: target });
    // Once per landing past the end (onSearchChange is a new function each render); the new page's answer ends it.
  }, [pastEnd, last, page]);
}
