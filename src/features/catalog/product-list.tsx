/** /products: the catalogue list with filters, and the create, import and export actions. */
import { Badge, Box, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productsApi } from '../../api/catalog';
import { type Column, DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps, toListParams } from '../../components/data-table/list-search';
import { PageHeader } from '../../components/page-header';
import { CreateButton } from '../../components/data-table/create-button';
import { DRUG_CLASSES, type Product, TRACKING_TYPES } from '../../domain/catalog/products';
import type { DrugClass } from '../../domain/pos-enums';
import { formatMoney, formatNumber } from '../../i18n/format';
import { catalogText } from '../../i18n/catalog-screens';
import { useProductOptions } from './product-options';
import type { ProductSearch } from './product-search';

const DRUG_CLASS_PALETTE: Record<DrugClass, string> = { rx: 'red', otc: 'green', none: 'gray' };
const t = catalogText.products;

function unitsSummary(product: Product): string {
  const units = [...product.units].sort((a, b) => a.factor - b.factor);
  return units
    .map((unit) => (unit.factor === 1 ? unit.uom_name : `${unit.uom_name} (${formatNumber(unit.factor)})`))
    .join(' · ');
}

const columns: Column<Product>[] = [
  {
    key: 'code',
    header: t.fields.code,
    sortField: 'code',
    width: '28',
    hideOnMobile: true,
    cell: (p) => (
      <Text fontFamily="mono" fontSize="xs">
        {p.code}
      </Text>
    ),
  },
  {
    key: 'name',
    header: t.fields.name,
    sortField: 'name',
    minWidth: '56',
    cell: (p) => (
      <>
        <Text fontWeight="medium" lineClamp={2}>
          {p.name}
          {p.is_active ? null : (
            <Badge size="xs" ml="1" colorPalette="gray" variant="outline">
              {t.status.inactive}
            </Badge>
          )}
        </Text>
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          <Box as="span" display={{ md: 'none' }} fontFamily="mono">
            {p.code}
            {' · '}
          </Box>
          {[p.active_ingredient, p.strength, p.packaging].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  {
    key: 'category',
    header: t.fields.category,
    hideOnMobile: true,
    cell: (p) => (
      <Text lineClamp={2} fontSize="xs" maxW="44">
        {p.category_name ?? ''}
      </Text>
    ),
  },
  {
    key: 'drug_class',
    header: t.filters.drugClass,
    hideOnMobile: true,
    cell: (p) => (
      <Badge size="sm" colorPalette={DRUG_CLASS_PALETTE[p.drug_class]} variant="subtle">
        {t.drugClassShort[p.drug_class]}
      </Badge>
    ),
  },
  {
    key: 'units',
    header: t.fields.unit,
    hideOnMobile: true,
    cell: (p) => (
      <Text fontSize="xs" maxW="44">
        {unitsSummary(p)}
      </Text>
    ),
  },
  {
    key: 'sale_price',
    header: t.fields.price,
    sortField: 'sale_price',
    align: 'end',
    cell: (p) => (
      <>
        <span className="money">{formatMoney(p.sale_price)}</span>
        {/* A phone has no stock column: the stock sits under the price, where a pharmacist looks. */}
        <Box display={{ md: 'none' }} fontSize="xs" data-testid="product-stock-narrow">
          <StockFigure product={p} />
        </Box>
      </>
    ),
  },
  {
    key: 'stock',
    header: t.fields.stock,
    sortField: 'stock_on_hand',
    align: 'end',
    hideOnMobile: true,
    cell: (p) => <StockFigure product={p} />,
  },
];

/** On hand in the base unit, red at or under the minimum; a product without stock shows a dash. */
function StockFigure({ product: p }: { product: Product }) {
  return p.tracking_type === 'none' ? (
    <Text color="fg.muted">—</Text>
  ) : (
    <Text className="tabular" color={p.min_stock !== null && p.stock_on_hand <= p.min_stock ? 'fg.error' : undefined}>
      {formatNumber(p.stock_on_hand)} {p.units.find((u) => u.factor === 1)?.uom_name ?? ''}
    </Text>
  );
}

export function ProductList({
  search,
  onSearchChange,
  actions,
}: ListPageProps<ProductSearch> & { actions?: ReactNode }) {
  const navigate = useNavigate();
  const options = useProductOptions();
  const params = toListParams(search);
  const query = useQuery({
    queryKey: ['products', 'list', params],
    queryFn: () => productsApi.list(params),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(search.category_id || search.drug_class || search.tracking_type || search.active);

  return (
    <>
      <PageHeader
        actions={
          <>
            {actions}
            <CreateButton to="/products/create" label={t.create} />
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={query.data?.data}
        total={query.data?.meta.total ?? 0}
        rowKey={(p) => p.id}
        search={search}
        onSearchChange={onSearchChange}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        searchPlaceholder={t.searchPlaceholder}
        filtered={filtered}
        emptyText={t.empty}
        emptyAction={<CreateButton to="/products/create" label={t.create} variant="outline" />}
        onRowClick={(p) => void navigate({ to: '/products/$id/edit', params: { id: p.id } })}
        filters={
          <>
            <FilterSelect
              label={t.filters.category}
              value={search.category_id}
              options={options.categories.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => onSearchChange({ category_id: v, page: undefined })}
            />
            <FilterSelect
              label={t.filters.drugClass}
              value={search.drug_class}
              options={DRUG_CLASSES.map((v) => ({ value: v, label: t.drugClassShort[v] }))}
              onChange={(v) => onSearchChange({ drug_class: v as ProductSearch['drug_class'], page: undefined })}
            />
            <FilterSelect
              label={t.filters.tracking}
              value={search.tracking_type}
              options={TRACKING_TYPES.map((v) => ({ value: v, label: t.tracking[v] }))}
              onChange={(v) => onSearchChange({ tracking_type: v as ProductSearch['tracking_type'], page: undefined })}
            />
            <FilterSelect
              label={t.filters.active}
              value={search.active}
              options={[
                { value: 'true', label: t.status.active },
                { value: 'false', label: t.status.inactive },
              ]}
              onChange={(v) => onSearchChange({ active: v as ProductSearch['active'], page: undefined })}
            />
          </>
        }
      />
    </>
  );
}
