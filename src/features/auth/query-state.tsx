import { Alert, Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';

/** A query's data once loaded; its error as an alert; a skeleton meanwhile. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{(query.error as ApiError).message}</Alert.Title>
      </Alert.Root>
    );
  }
  return <Skeleton h="48" borderRadius="l3" />;
}
