/** The page of one loaded document: the API error (404 as "not found") or a skeleton under an empty header, then the page itself. */
import { Alert, Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isMissingRecord } from '../api/errors';
import { vi } from '../i18n/messages';
import { PageHeader } from './page-header';

export function DocumentLoader<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (record: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <>
        <PageHeader />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{isMissingRecord(query.error) ? vi.errors.notFound : query.error.message}</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  if (query.data === undefined) {
    return (
      <>
        <PageHeader />
        <Skeleton height="40" />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
