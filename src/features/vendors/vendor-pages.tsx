/** /vendors: the list, and the create/edit form (DOMAIN.md "Vendor") with the vendor's money above it. */
import { Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { vendorsApi } from '../../api/catalog';
import type { Column } from '../../components/data-table/data-table';
import { FlagFilter } from '../../components/data-table/flag-filter';
import { type ListPageProps } from '../../components/data-table/list-search';
import type { SearchOf } from '../../domain/search-params';
import type { vendorSearchSchema } from './vendor-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { RecordFormPage } from '../../components/form/record-form-page';
import { type Vendor, vendorInput } from '../../domain/catalog/parties';
import { formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { useSession } from '../../components/session';
import { hasPermission } from '../../domain/permissions';
import { VendorMoneyPanel } from './vendor-money-panel';

const t = partiesText.vendors;

const columns: Column<Vendor>[] = [
  {
    key: 'code',
    header: t.code,
    sortField: 'code',
    width: '28',
    underOnMobile: true,
    cell: (v) => (
      <Text fontFamily="mono" fontSize="xs">
        {v.code}
      </Text>
    ),
  },
  { key: 'name', header: t.name, sortField: 'name', cell: (v) => <Text fontWeight="medium">{v.name}</Text> },
  { key: 'phone', header: t.phone, underOnMobile: true, cell: (v) => <span className="tabular">{v.phone ?? ''}</span> },
  { key: 'tax_code', header: t.taxCode, hideOnMobile: true, cell: (v) => v.tax_code ?? '' },
  { key: 'contact', header: t.contactPerson, hideOnMobile: true, cell: (v) => v.contact_person ?? '' },
  {
    key: 'debt',
    header: t.debt,
    sortField: 'debt',
    align: 'end',
    cell: (v) => <span className="money">{formatMoney(v.debt)}</span>,
  },
  {
    key: 'refund_due',
    header: t.refundDue,
    align: 'end',
    hideOnMobile: true,
    cell: (v) => (v.refund_due > 0 ? <span className="money">{formatMoney(v.refund_due)}</span> : null),
  },
];

type VendorSearch = SearchOf<typeof vendorSearchSchema>;

export function VendorList({ search, onSearchChange }: ListPageProps<VendorSearch>) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={vendorsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.has_debt)}
      filters={
        <FlagFilter
          label={t.hasDebt}
          value={search.has_debt}
          onChange={(v) => onSearchChange({ has_debt: v, page: undefined })}
        />
      }
      onRowClick={(v) => void navigate({ to: '/vendors/$id/edit', params: { id: v.id } })}
      create={{ to: '/vendors/create', label: t.create }}
      emptyText={t.empty}
    />
  );
}

const EMPTY = {
  code: '',
  name: '',
  tax_code: '',
  phone: '',
  email: '',
  address: '',
  contact_person: '',
  bank_account: '',
  bank_name: '',
  note: '',
};

export function VendorFormPage({ id }: { id?: string }) {
  // The vendor's money is purchasing's business (viewPurchaseOrderDetail), as on the server.
  const mayPay = hasPermission(useSession().roles, 'viewPurchaseOrderDetail');
  return (
    <RecordFormPage
      resource={vendorsApi}
      id={id}
      listPath="/vendors"
      schema={vendorInput}
      empty={EMPTY}
      toValues={(v) => ({ ...EMPTY, ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? ''])) })}
      title={(v) => `${t.editTitle}: ${v.name}`}
      aside={mayPay ? (v) => <VendorMoneyPanel vendor={v} /> : undefined}
      sections={[
        {
          title: t.title,
          fields: [
            { name: 'name', label: t.name, required: true },
            { name: 'code', label: t.code, helper: t.codeHelper },
            { name: 'tax_code', label: t.taxCode },
            { name: 'phone', label: t.phone, kind: 'tel' },
            { name: 'email', label: t.email, kind: 'email' },
            { name: 'contact_person', label: t.contactPerson },
            { name: 'address', label: t.address, wide: true },
            { name: 'bank_account', label: t.bankAccount },
            { name: 'bank_name', label: 'Ngân hàng' },
            { name: 'note', label: t.note, kind: 'textarea', wide: true },
          ],
        },
      ]}
    />
  );
}
