/** A list page over one REST resource: page header with actions, then the server-paged table. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Resource } from '../../api/resource';
import { PageHeader } from '../page-header';
import { CreateButton, type CreateTarget } from './create-button';
import { type Column, DataTable } from './data-table';
import { type ListSearch, toListParams } from './list-search';

export interface ResourceListProps<T extends { id: string }, S extends ListSearch> {
  resource: Resource<T, never>;
  columns: Column<T>[];
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
  actions?: ReactNode;
  filters?: ReactNode;
  filtered?: boolean;
  searchPlaceholder?: string;
  onRowClick?: (row: T) => void;
  /** The page where a record is made: a button after the actions, and again in the empty list. */
  create?: CreateTarget;
  /** What an empty, unfiltered list means, and what to do first. */
  emptyText?: string;
}

export function ResourceList<T extends { id: string }, S extends ListSearch>(props: ResourceListProps<T, S>) {
  const params = toListParams(props.search);
  const query = useQuery({
    queryKey: [props.resource.path, 'list', params],
    queryFn: () => props.resource.list(params),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        actions={
          <>
            {props.actions}
            {props.create ? <CreateButton {...props.create} /> : null}
          </>
        }
      />
      <DataTable
        columns={props.columns}
        rows={query.data?.data}
        total={query.data?.meta.total ?? 0}
        rowKey={(row) => row.id}
        search={props.search}
        onSearchChange={props.onSearchChange as (patch: Partial<ListSearch>) => void}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        filters={props.filters}
        filtered={props.filtered}
        searchPlaceholder={props.searchPlaceholder}
        onRowClick={props.onRowClick}
        emptyText={props.emptyText}
        emptyAction={props.create ? <CreateButton {...props.create} variant="outline" /> : undefined}
      />
    </>
  );
}
