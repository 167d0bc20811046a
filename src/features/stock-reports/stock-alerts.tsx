/** Low-stock products and near-expiry lots (window from the general settings), each a server-paged list with search and sortable headers. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { getList } from '../../api/list';
import { generalSettingsApi } from '../../api/settings';
import { useCanOpen } from '../../components/route-permission';
import { type Column, DataTable } from '../../components/data-table/data-table';
import { type ListSearch, toListParams } from '../../components/data-table/list-search';
import type { lowStockItem, nearExpiryItem } from '../../domain/stock/stock-views';
import { formatDate, formatQuantity } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.alerts;
type LowStock = z.infer<typeof lowStockItem>;
type NearExpiry = z.infer<typeof nearExpiryItem>;

const lowColumns: Column<LowStock>[] = [
  {
    key: 'code',
    header: t.productCode,
    sortField: 'code',
    cell: (r) => (
      <Text fontFamily="mono" fontSize="xs">
        {r.code}
      </Text>
    ),
    // On a phone under the name, which then wraps: on hand and the minimum stay in view.
    underOnMobile: true,
  },
  {
    key: 'name',
    header: stockText.common.product,
    sortField: 'name',
    cell: (r) => <Text fontWeight="medium">{r.name}</Text>,
  },
  {
    key: 'on_hand',
    header: t.onHand,
    sortField: 'on_hand',
    align: 'end',
    cell: (r) => (
      <Text className="tabular" color={r.on_hand <= 0 ? 'fg.error' : 'orange.fg'}>
        {formatQuantity(r.on_hand, r.unit_name)}
      </Text>
    ),
  },
  {
    key: 'min_stock',
    header: t.minStock,
    sortField: 'min_stock',
    align: 'end',
    cell: (r) => <span className="tabular">{formatQuantity(r.min_stock, r.unit_name)}</span>,
  },
];

const nearColumns: Column<NearExpiry>[] = [
  {
    key: 'product',
    header: stockText.common.product,
    sortField: 'product_name',
    cell: (r) => <Text fontWeight="medium">{r.product_name}</Text>,
  },
  {
    key: 'lot',
    header: stockText.common.lot,
    sortField: 'lot_number',
    // On a phone the lot and its expiry go under the product's name; days left and quantity stay in view.
    underOnMobile: true,
    cell: (r) => (
      <Text fontFamily="mono" whiteSpace="nowrap">
        {r.lot_number}
      </Text>
    ),
  },
  {
    key: 'expiry',
    header: stockText.common.expiry,
    sortField: 'expiry_date',
    underOnMobile: true,
    cell: (r) => formatDate(r.expiry_date),
  },
  {
    key: 'days',
    header: t.daysLeft,
    cell: (r) => <Badge colorPalette={r.expired ? 'red' : 'orange'}>{t.days(r.days_left)}</Badge>,
  },
  {
    key: 'quantity',
    header: t.onHand,
    sortField: 'quantity',
    align: 'end',
    cell: (r) => <span className="tabular">{formatQuantity(r.quantity, r.unit_name)}</span>,
  },
];

function AlertList<T>({
  path,
  columns,
  rowKey,
  searchPlaceholder,
  emptyText,
}: {
  path: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  searchPlaceholder: string;
  emptyText: string;
}) {
  const [search, setSearch] = useState<ListSearch>({});
  const params = toListParams(search);
  const query = useQuery({
    queryKey: [path, params],
    queryFn: () => getList<T>(path, params),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      columns={columns}
      rows={query.data?.data}
      total={query.data?.meta.total ?? 0}
      rowKey={rowKey}
      search={search}
      onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))}
      searchPlaceholder={searchPlaceholder}
      emptyText={emptyText}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

export function NearExpiryList() {
  const settings = useQuery({ queryKey: [generalSettingsApi.path], queryFn: generalSettingsApi.get });
  return (
    <>
      {settings.data ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t.window(settings.data.expiry_warning_days)}
        </Text>
      ) : null}
      <AlertList
        path="stock/near-expiry"
        columns={nearColumns}
        rowKey={(r) => r.lot_id}
        searchPlaceholder={t.searchNear}
        emptyText={t.noneNear}
      />
    </>
  );
}

export function LowStockList() {
  const canOrder = useCanOpen()('/purchase-orders/create');
  return (
    <>
      {canOrder ? (
        <HStack gap="3" mb="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t.reorderHint}
          </Text>
          <Button asChild size="xs" variant="outline">
            <Link to="/purchase-orders/create">{t.reorder}</Link>
          </Button>
        </HStack>
      ) : null}
      <AlertList
        path="stock/low-stock"
        columns={lowColumns}
        rowKey={(r) => r.product_id}
        searchPlaceholder={t.searchLow}
        emptyText={t.noneLow}
      />
    </>
  );
}
