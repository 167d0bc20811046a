/**
 * The React Query client with SPEC.md §7's policy: queries retry 3 times with delay
 * min(1 s·2ⁿ, 30 s), mutations do not retry, unused data is kept 5 minutes, and nothing
 * refetches when the window regains focus. A query that still fails with a server error (5xx)
 * after its retries calls `onServerError` (the app goes to /500, SPEC.md §8) unless the query says
 * `meta: { errorPage: false }`. Mutations keep their errors for the screen that sent them.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { backoffDelay, QUERY_RETRY_BACKOFF } from '../domain/backoff';
import { ApiError } from './errors';

export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Client errors (4xx) will not change on retry; network failures and 5xx might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return true;
}

/** Whether an error is the server's own failure (5xx), as opposed to the network or the request. */
export function isServerError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 500;
}

export interface QueryClientOptions {
  onServerError?: (error: ApiError) => void;
}

export function createQueryClient({ onServerError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (onServerError && isServerError(error) && query.meta?.errorPage !== false) onServerError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (attemptIndex) => backoffDelay(attemptIndex, QUERY_RETRY_BACKOFF),
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
