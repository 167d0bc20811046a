/** /inventories: the counts with search, state and date filters. */
import { HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { inventoriesApi, type Inventory } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { StateBadge } from '../../components/state-badge';
import { formatDate, formatDateTime } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { type inventorySearchSchema } from './inventory-search';
import type { SearchOf } from '../../domain/search-params';

const t = stockText.counts;
const c = stockText.common;

const columns: Column<Inventory>[] = [
  {
    key: 'code',
    header: c.code,
    sortField: 'code',
    cell: (r) => (
      <Text fontFamily="mono" fontSize="xs">
        {r.code}
      </Text>
    ),
  },
  { key: 'count_date', header: c.date, sortField: 'count_date', cell: (r) => formatDate(r.count_date) },
  { key: 'scope', header: t.scope, hideOnMobile: true, cell: (r) => t.scopes[r.scope] ?? r.scope },
  { key: 'state', header: c.state, cell: (r) => <StateBadge state={r.state} labels={t.states} /> },
  { key: 'finished_at', header: t.finish, hideOnMobile: true, cell: (r) => formatDateTime(r.finished_at) },
  { key: 'note', header: c.note, hideOnMobile: true, cell: (r) => r.note ?? '' },
];

export function InventoryList({ search, onSearchChange }: ListPageProps<SearchOf<typeof inventorySearchSchema>>) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={inventoriesApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.state || search.from || search.to)}
      onRowClick={(r) => void navigate({ to: '/inventories/$id/edit', params: { id: r.id } })}
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label={c.state}
            value={search.state}
            options={Object.entries(t.states).map(([value, label]) => ({ value, label }))}
            onChange={(state) => onSearchChange({ state, page: undefined })}
          />
          <DateRangeFilter
            from={search.from}
            to={search.to}
            onChange={(range) => onSearchChange({ ...range, page: undefined })}
          />
        </HStack>
      }
      create={{ to: '/inventories/create', label: t.create }}
      emptyText={t.empty}
    />
  );
}
