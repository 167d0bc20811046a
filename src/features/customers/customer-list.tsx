/** /customers: search by name, code or phone, filter by group or by debt still owed. */
import { Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { customersApi } from '../../api/parties';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { FlagFilter } from '../../components/data-table/flag-filter';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { useLocalList } from '../../components/use-local-list';
import type { Customer } from '../../domain/catalog/parties';
import { formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { type customerSearchSchema } from './customer-search';
import type { SearchOf } from '../../domain/search-params';

const t = partiesText.customers;

export type CustomerSearch = SearchOf<typeof customerSearchSchema>;

export function addressLine(c: {
  street: string | null;
  ward: string | null;
  district: string | null;
  province: string | null;
}): string {
  return [c.street, c.ward, c.district, c.province].filter(Boolean).join(', ');
}

const columns: Column<Customer>[] = [
  {
    key: 'code',
    header: t.code,
    sortField: 'code',
    width: '28',
    underOnMobile: true,
    cell: (c) => (
      <Text fontFamily="mono" fontSize="xs">
        {c.code}
      </Text>
    ),
  },
  {
    key: 'full_name',
    header: t.fullName,
    sortField: 'full_name',
    cell: (c) => <Text fontWeight="medium">{c.full_name}</Text>,
  },
  { key: 'phone', header: t.phone, underOnMobile: true, cell: (c) => <span className="tabular">{c.phone ?? ''}</span> },
  { key: 'group', header: t.group, hideOnMobile: true, cell: (c) => c.customer_group_name ?? '' },
  {
    key: 'address',
    header: t.address,
    hideOnMobile: true,
    cell: (c) => (
      <Text lineClamp={1} fontSize="xs">
        {addressLine(c)}
      </Text>
    ),
  },
  {
    key: 'total_spent',
    header: t.totalSpent,
    sortField: 'total_spent',
    align: 'end',
    hideOnMobile: true,
    cell: (c) => <span className="money">{formatMoney(c.total_spent)}</span>,
  },
  {
    key: 'debt',
    header: t.debt,
    sortField: 'debt',
    align: 'end',
    cell: (c) => (
      <Text as="span" className="money" color={c.debt > 0 ? 'fg.error' : undefined}>
        {formatMoney(c.debt)}
      </Text>
    ),
  },
];

export function CustomerList({
  search,
  onSearchChange,
  actions,
}: ListPageProps<CustomerSearch> & { actions?: ReactNode }) {
  const navigate = useNavigate();
  // From the till's copy: the customer groups list itself is the admin's (SPEC §6).
  const groups = useLocalList('customer_groups');
  return (
    <ResourceList
      resource={customersApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.customer_group_id) || Boolean(search.has_debt)}
      onRowClick={(c) => void navigate({ to: '/customers/$id/edit', params: { id: c.id } })}
      filters={
        <>
          <FilterSelect
            label={t.group}
            value={search.customer_group_id}
            options={groups.map((g) => ({ value: g.id, label: g.name }))}
            onChange={(v) => onSearchChange({ customer_group_id: v, page: undefined })}
          />
          <FlagFilter
            label={t.hasDebt}
            value={search.has_debt}
            onChange={(v) => onSearchChange({ has_debt: v, page: undefined })}
          />
        </>
      }
      create={{ to: '/customers/create', label: t.create }}
      emptyText={t.empty}
      actions={<>{actions}</>}
    />
  );
}
