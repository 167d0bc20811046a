import { Box, Button, Flex, Stack, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { uiKit } from '../../i18n/ui-kit';
import { type ListSearch, nextSort, pageOf, pageSizeOf } from './list-search';
import { PaginationBar } from './pagination-bar';
import { SearchBox } from './search-box';
import { EmptyRows, ErrorNotice, OfflineNotice, SkeletonRows } from './table-states';
import { useOnline } from './use-online';
import { usePagePastEnd } from './use-page-past-end';
import { usePhone } from '../use-media-query';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The API sort field; the header becomes a sort toggle. */
  sortField?: string;
  align?: 'start' | 'end' | 'center';
  width?: string;
  minWidth?: string;
  /** Hidden on narrow screens to keep the table readable at 390 px. */
  hideOnMobile?: boolean;
  /**
   * On narrow screens not a column of its own but a line under the row's first cell shown there
   * (a code or a phone number under the name), so the row keeps it without scrolling sideways.
   */
  underOnMobile?: boolean;
}

/**
 * What a row shows under its first cell on a phone only, one line per item: the cells of columns
 * hidden there (a table's own cells then carry `hideBelow="md"`).
 */
export function UnderOnPhone({ children }: { children: ReactNode }) {
  // Rendered on a phone only, so a wider screen's page holds each value once (below Chakra's `md`).
  const phone = usePhone();
  if (!phone) return null;
  return (
    <Stack
      hideFrom="md"
      gap="0"
      mt="0.5"
      fontFamily="body"
      fontSize="xs"
      color="fg.muted"
      whiteSpace="normal"
      data-testid="cell-under"
    >
      {children}
    </Stack>
  );
}

/** The row's first cell on a phone, with the cells that go under it there. */
function PhoneLead<T>({ row, column, under }: { row: T; column: Column<T>; under: Column<T>[] }) {
  return (
    <>
      {column.cell(row)}
      <UnderOnPhone>
        {under.map((c) => (
          <Box key={c.key}>{c.cell(row)}</Box>
        ))}
      </UnderOnPhone>
    </>
  );
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number;
  rowKey: (row: T) => string;
  search: ListSearch;
  onSearchChange: (patch: Partial<ListSearch> & Record<string, unknown>) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  searchPlaceholder?: string;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  /** Whether any filter besides search is set (changes the empty text). */
  filtered?: boolean;
  /** What an empty list means when nothing narrows it (the generic "no data" otherwise). */
  emptyText?: string;
  emptyAction?: ReactNode;
  onRowClick?: (row: T) => void;
}

function SortIcon({ active }: { active: 'asc' | 'desc' | undefined }) {
  if (active === 'asc') return <ArrowUp size={14} aria-label={uiKit.table.sortAsc} />;
  if (active === 'desc') return <ArrowDown size={14} aria-label={uiKit.table.sortDesc} />;
  return <ArrowUpDown size={14} opacity={0.4} />;
}

/** A server-paged list: search, filters, sortable headers, and loading, empty, error and offline states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, total, search, onSearchChange, isLoading, error, onRetry } = props;
  const online = useOnline();
  const page = pageOf(search);
  const pageSize = pageSizeOf(search);
  const filtered = Boolean(search.search) || Boolean(props.filtered);
  const mobileHidden = { base: 'none', md: 'table-cell' } as const;
  const offPhone = (column: Column<T>) => column.hideOnMobile || column.underOnMobile;
  const under = columns.filter((c) => c.underOnMobile);
  const lead = under.length > 0 ? columns.find((c) => !offPhone(c)) : undefined;
  usePagePastEnd({ page, pageSize, total, rows, isLoading, onSearchChange });
  // Back to the whole list: the search and every filter go; the page size and the sort stay.
  const clearFilters = () =>
    onSearchChange(
      Object.fromEntries(
        Object.keys(search)
          .filter((key) => key !== 'page_size' && key !== 'sort')
          .map((key) => [key, undefined]),
      ),
    );

  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchBox
          value={search.search}
          onChange={(value) => onSearchChange({ search: value, page: undefined })}
          placeholder={props.searchPlaceholder}
        />
        {props.filters}
      </Flex>
      {!online && <OfflineNotice />}
      {error !== null && error !== undefined && !isLoading ? <ErrorNotice error={error} onRetry={onRetry} /> : null}
      <Box bg="bg" borderWidth="1px" borderRadius="l2" overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="sm" interactive={Boolean(props.onRowClick)} stickyHeader>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((column) => {
                  const active =
                    search.sort === column.sortField
                      ? 'asc'
                      : search.sort === `-${column.sortField}`
                        ? 'desc'
                        : undefined;
                  return (
                    <Table.ColumnHeader
                      key={column.key}
                      textAlign={column.align ?? 'start'}
                      width={column.width}
                      minW={column.minWidth}
                      whiteSpace="nowrap"
                      display={offPhone(column) ? mobileHidden : undefined}
                      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                    >
                      {column.sortField ? (
                        <Box
                          as="button"
                          display="inline-flex"
                          alignItems="center"
                          gap="1"
                          cursor="pointer"
                          fontWeight="semibold"
                          onClick={() =>
                            onSearchChange({ sort: nextSort(search.sort, column.sortField as string), page: undefined })
                          }
                        >
                          {column.header}
                          <SortIcon active={active} />
                        </Box>
                      ) : (
                        column.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {isLoading && !rows ? <SkeletonRows columns={columns.length} /> : null}
              {rows && rows.length === 0 ? (
                <EmptyRows
                  columns={columns.length}
                  filtered={filtered}
                  text={props.emptyText}
                  action={
                    filtered ? (
                      <Button size="sm" variant="outline" onClick={clearFilters}>
                        {uiKit.table.clearFilters}
                      </Button>
                    ) : (
                      props.emptyAction
                    )
                  }
                />
              ) : null}
              {rows?.map((row) => (
                <Table.Row
                  key={props.rowKey(row)}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  cursor={props.onRowClick ? 'pointer' : undefined}
                >
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      textAlign={column.align ?? 'start'}
                      display={offPhone(column) ? mobileHidden : undefined}
                      // The lead cell wraps on a phone: a long name there is the row's width otherwise.
                      whiteSpace={column === lead ? { base: 'normal', md: 'nowrap' } : undefined}
                    >
                      {column === lead ? <PhoneLead row={row} column={column} under={under} /> : column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <PaginationBar
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          onPageSizeChange={(size) => onSearchChange({ page_size: size, page: undefined })}
        />
      </Box>
    </Stack>
  );
}
