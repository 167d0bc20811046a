/**
 * /pos-orders: the history of till orders with filters by date range, code, type, state, till and
 * cashier, and by customer when opened from a customer's page.
 */
import { Badge, Box, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { customersApi } from '../../api/parties';
import { downloadSalesBook, listPosOrderCashiers, posOrdersApi } from '../../api/pos-orders';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ExportBookButton } from '../../components/export-book-button';
import { useLocalList } from '../../components/use-local-list';
import type { PosOrderSummary } from '../../domain/pos-orders-api';
import { ORDER_STATUSES, ORDER_TYPES } from '../../domain/pos-enums';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posHistory } from '../../i18n/pos-history';
import { type posOrderSearchSchema } from './pos-order-search';
import type { SearchOf } from '../../domain/search-params';

const t = posHistory.orders;

export type PosOrderSearch = SearchOf<typeof posOrderSearchSchema>;

function TypeBadge({ type }: { type: PosOrderSummary['type'] }) {
  return <Badge colorPalette={type === 'sale' ? 'teal' : 'purple'}>{posMessages.orderTypes[type]}</Badge>;
}

const columns: Column<PosOrderSummary>[] = [
  {
    key: 'code',
    header: t.code,
    sortField: 'code',
    // On a phone the type goes under the code and the time over two lines, so the total stays in view.
    cell: (o) => (
      <Stack gap="0.5" align="start">
        <Text fontFamily="mono" fontSize="xs">
          {o.code}
        </Text>
        <Box hideFrom="md">
          <TypeBadge type={o.type} />
        </Box>
      </Stack>
    ),
  },
  {
    key: 'ordered_at',
    header: t.time,
    sortField: 'ordered_at',
    cell: (o) => <Text whiteSpace={{ base: 'normal', md: 'nowrap' }}>{formatDateTime(o.ordered_at)}</Text>,
  },
  { key: 'type', header: t.type, hideOnMobile: true, cell: (o) => <TypeBadge type={o.type} /> },
  { key: 'customer', header: t.customer, hideOnMobile: true, cell: (o) => o.customer?.name ?? t.walkIn },
  { key: 'seller', header: t.seller, hideOnMobile: true, cell: (o) => o.seller.name },
  { key: 'till', header: t.till, hideOnMobile: true, cell: (o) => o.pos_setting.name },
  {
    key: 'flags',
    header: t.status,
    hideOnMobile: true,
    cell: (o) => (
      <HStack gap="1">
        <Text fontSize="xs">{posMessages.orderStatuses[o.status]}</Text>
        {o.created_offline && <Badge size="sm">{t.offline}</Badge>}
        {o.review_flag_count > 0 && (
          <Badge size="sm" colorPalette="orange">
            {t.flags(o.review_flag_count)}
          </Badge>
        )}
      </HStack>
    ),
  },
  {
    key: 'grand_total',
    header: t.total,
    sortField: 'grand_total',
    align: 'end',
    cell: (o) => <span className="money">{formatMoney(o.grand_total)}</span>,
  },
];

export function PosOrderList({ search, onSearchChange }: ListPageProps<PosOrderSearch>) {
  const navigate = useNavigate();
  // From the till's copy: the tills list itself is the admin's (SPEC §6).
  const tills = useLocalList('pos_settings');
  const cashiers = useQuery({
    queryKey: [posOrdersApi.path, 'cashiers'],
    queryFn: listPosOrderCashiers,
    staleTime: 60_000,
  });
  const filtered = Boolean(
    search.date_from ||
    search.date_to ||
    search.code ||
    search.type ||
    search.status ||
    search.pos_setting_id ||
    search.sold_by ||
    search.customer_id,
  );
  // Set from a customer's page ("Xem tất cả"): named in a chip that clears it.
  const customer = useQuery({
    queryKey: [customersApi.path, search.customer_id],
    queryFn: () => customersApi.get(search.customer_id!),
    enabled: Boolean(search.customer_id),
    staleTime: 60_000,
    retry: false,
    meta: { errorPage: false },
  });
  const set = (patch: Partial<PosOrderSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <ResourceList
      resource={posOrdersApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={filtered}
      onRowClick={(o) => void navigate({ to: '/pos-orders/$id/show', params: { id: o.id } })}
      actions={<ExportBookButton from={search.date_from} to={search.date_to} download={downloadSalesBook} />}
      filters={
        <>
          {search.customer_id && (
            <HStack gap="1" ps="3" pe="1" borderWidth="1px" rounded="full" fontSize="sm" data-testid="customer-filter">
              <Text>{t.ofCustomer(customer.data?.full_name ?? '…')}</Text>
              <CloseButton size="2xs" aria-label={t.clearCustomer} onClick={() => set({ customer_id: undefined })} />
            </HStack>
          )}
          <DateRangeFilter
            from={search.date_from}
            to={search.date_to}
            onChange={({ from, to }) => set({ date_from: from, date_to: to })}
          />
          <Input
            size="sm"
            width="36"
            name="code"
            placeholder={t.code}
            value={search.code ?? ''}
            onChange={(e) => set({ code: e.currentTarget.value || undefined })}
          />
          <FilterSelect
            label={t.type}
            value={search.type}
            options={ORDER_TYPES.map((v) => ({ value: v, label: posMessages.orderTypes[v] }))}
            onChange={(v) => set({ type: v })}
          />
          <FilterSelect
            label={t.status}
            value={search.status}
            options={ORDER_STATUSES.map((v) => ({ value: v, label: posMessages.orderStatuses[v] }))}
            onChange={(v) => set({ status: v })}
          />
          {tills.length > 0 && (
            <FilterSelect
              label={t.till}
              value={search.pos_setting_id}
              options={tills.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(v) => set({ pos_setting_id: v })}
            />
          )}
          {(cashiers.data?.length ?? 0) > 0 && (
            <FilterSelect
              label={t.seller}
              value={search.sold_by}
              options={(cashiers.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
              onChange={(v) => set({ sold_by: v })}
            />
          )}
        </>
      }
    />
  );
}
