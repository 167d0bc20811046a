/** /purchase-orders: the list with search and filters by vendor, state and date range. */
import { HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { vendorsApi } from '../../api/catalog';
import { type PurchaseOrder, purchaseOrdersApi, stockBooks } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ExportBookButton } from '../../components/export-book-button';
import { StateBadge } from '../../components/state-badge';
import { formatDate, formatMoney } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { type purchaseOrderSearchSchema } from './po-search';
import type { SearchOf } from '../../domain/search-params';

const t = purchasingText.purchase;

type Search = ListPageProps<SearchOf<typeof purchaseOrderSearchSchema>>;

const columns: Column<PurchaseOrder>[] = [
  {
    key: 'code',
    header: stockText.common.code,
    sortField: 'code',
    underOnMobile: true,
    cell: (o) => (
      <Text fontFamily="mono" fontSize="xs">
        {o.code}
      </Text>
    ),
  },
  {
    key: 'order_date',
    header: t.orderDate,
    sortField: 'order_date',
    underOnMobile: true,
    cell: (o) => formatDate(o.order_date),
  },
  { key: 'vendor', header: t.vendor, cell: (o) => <Text fontWeight="medium">{o.vendor_name}</Text> },
  {
    key: 'state',
    header: stockText.common.state,
    underOnMobile: true,
    cell: (o) => <StateBadge state={o.state} labels={t.states} />,
  },
  {
    key: 'total',
    header: t.grandTotal,
    align: 'end',
    sortField: 'total',
    cell: (o) => <span className="money">{formatMoney(o.total)}</span>,
  },
  {
    key: 'debt',
    header: t.debt,
    align: 'end',
    hideOnMobile: true,
    cell: (o) => <span className="money">{formatMoney(o.debt)}</span>,
  },
];

export function PurchaseOrderList({ search, onSearchChange }: Search) {
  const navigate = useNavigate();
  const vendors = useQuery({ queryKey: ['vendors', 'options'], queryFn: () => vendorsApi.all() });
  return (
    <ResourceList
      resource={purchaseOrdersApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.vendor_id || search.state || search.from || search.to)}
      onRowClick={(o) => void navigate({ to: '/purchase-orders/$id/show', params: { id: o.id } })}
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label={t.vendor}
            value={search.vendor_id}
            options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            onChange={(value) => onSearchChange({ vendor_id: value, page: undefined })}
          />
          <FilterSelect
            label={stockText.common.state}
            value={search.state}
            options={Object.entries(t.states).map(([value, label]) => ({ value, label }))}
            onChange={(value) => onSearchChange({ state: value, page: undefined })}
          />
          <DateRangeFilter
            from={search.from}
            to={search.to}
            onChange={(range) => onSearchChange({ ...range, page: undefined })}
          />
        </HStack>
      }
      create={{ to: '/purchase-orders/create', label: t.create }}
      emptyText={t.empty}
      actions={
        <>
          <ExportBookButton from={search.from} to={search.to} download={stockBooks.purchases} />
        </>
      }
    />
  );
}
