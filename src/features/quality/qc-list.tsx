/**
 * /quality-controls: the inspections with search, state, type and date filters, and the quality
 * control book (GPP) of the filtered period as .xlsx.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type QualityControl, qualityControlsApi, stockBooks } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ExportBookButton } from '../../components/export-book-button';
import { StateBadge } from '../../components/state-badge';
import { formatDate } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { type qcSearchSchema } from './qc-search';
import type { SearchOf } from '../../domain/search-params';

const t = stockText.quality;
const c = stockText.common;

const columns: Column<QualityControl>[] = [
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
  // On a phone the date and the type go under the code, so the state stays in view.
  {
    key: 'date',
    header: t.date,
    sortField: 'inspection_date',
    underOnMobile: true,
    cell: (r) => formatDate(r.inspection_date),
  },
  {
    key: 'type',
    header: t.type,
    underOnMobile: true,
    cell: (r) => t.types[r.inspection_type] ?? r.inspection_type,
  },
  { key: 'state', header: c.state, cell: (r) => <StateBadge state={r.state} labels={t.states} /> },
  { key: 'note', header: c.note, hideOnMobile: true, cell: (r) => r.note ?? '' },
];

export function QcList({ search, onSearchChange }: ListPageProps<SearchOf<typeof qcSearchSchema>>) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={qualityControlsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.state || search.inspection_type || search.from || search.to)}
      onRowClick={(r) => void navigate({ to: '/quality-controls/$id/edit', params: { id: r.id } })}
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label={c.state}
            value={search.state}
            options={Object.entries(t.states).map(([value, label]) => ({ value, label }))}
            onChange={(state) => onSearchChange({ state, page: undefined })}
          />
          <FilterSelect
            label={t.type}
            value={search.inspection_type}
            options={Object.entries(t.types).map(([value, label]) => ({ value, label }))}
            onChange={(inspection_type) => onSearchChange({ inspection_type, page: undefined })}
          />
          <DateRangeFilter
            from={search.from}
            to={search.to}
            onChange={(range) => onSearchChange({ ...range, page: undefined })}
          />
        </HStack>
      }
      create={{ to: '/quality-controls/create', label: t.create }}
      emptyText={t.empty}
      actions={
        <>
          <ExportBookButton from={search.from} to={search.to} download={stockBooks.qualityControls} />
        </>
      }
    />
  );
}
