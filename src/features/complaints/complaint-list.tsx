/**
 * /customer-complaints: the complaints with search, state and received-date filters, and the
 * complaints book (GPP) of the filtered period as .xlsx.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type Complaint, complaintsApi, stockBooks } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ExportBookButton } from '../../components/export-book-button';
import { StateBadge } from '../../components/state-badge';
import { formatDate } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { type complaintSearchSchema } from './complaint-search';
import type { SearchOf } from '../../domain/search-params';

const t = stockText.complaints;
const c = stockText.common;

const columns: Column<Complaint>[] = [
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
  {
    key: 'received_date',
    header: t.receivedDate,
    sortField: 'received_date',
    underOnMobile: true,
    cell: (r) => formatDate(r.received_date),
  },
  { key: 'customer', header: t.customer, underOnMobile: true, cell: (r) => r.customer_name ?? '' },
  {
    key: 'product',
    header: c.product,
    underOnMobile: true,
    cell: (r) => [r.product_name, r.lot_number].filter(Boolean).join(' · '),
  },
  {
    key: 'content',
    header: t.content,
    hideOnMobile: true,
    cell: (r) => (
      <Text lineClamp={1} maxW="xs">
        {r.content}
      </Text>
    ),
  },
  { key: 'state', header: c.state, cell: (r) => <StateBadge state={r.state} labels={t.states} /> },
];

export function ComplaintList({ search, onSearchChange }: ListPageProps<SearchOf<typeof complaintSearchSchema>>) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={complaintsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.state || search.from || search.to)}
      onRowClick={(r) => void navigate({ to: '/customer-complaints/$id/edit', params: { id: r.id } })}
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
      create={{ to: '/customer-complaints/create', label: t.create }}
      emptyText={t.empty}
      actions={
        <>
          <ExportBookButton from={search.from} to={search.to} download={stockBooks.complaints} />
        </>
      }
    />
  );
}
