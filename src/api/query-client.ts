/**
 * The React Query client with SPEC.md §7's policy: queries retry 3 times with delay
 * min(1 s·2ⁿ, 30 s), mutations do not retry, unused data is kept 5 minutes, and nothing
 * refetches when the window regains focus.
 */
import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
