/** /einvoices: invoices with filters by state, issue date range, buyer and number, and the .xlsx export. */
import { useSession } from '../../components/session';
import { hasPermission } from '../../domain/permissions';
import { Alert, Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { einvoicesApi } from '../../api/einvoices';
import { einvoiceSettingsApi } from '../../api/settings';
import type { Resource } from '../../api/resource';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { toListParams, type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { toaster } from '../../components/toaster';
import type { EinvoiceSummary } from '../../domain/einvoice/schemas';
import { EINVOICE_DELIVERIES, EINVOICE_STATES } from '../../domain/einvoice/state';
import { einvoicesVi as t } from '../../i18n/einvoices';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { DeliveryBadge, StateBadge } from './state-badge';
import { type einvoiceSearchSchema } from './einvoice-search';
import type { SearchOf } from '../../domain/search-params';

export type EinvoiceSearch = SearchOf<typeof einvoiceSearchSchema>;

export function invoiceNumber(inv: {
  template_code: string | null;
  series: string | null;
  number: number | null;
}): string {
  return inv.number === null
    ? ''
    : `${inv.template_code ?? ''}${inv.series ?? ''} - ${String(inv.number).padStart(8, '0')}`;
}

/** Issued without the seller's signature, and not a cash-register invoice (which needs none): the provider signs it. */
const unsignedForProvider = (i: EinvoiceSummary) => i.signed === false && !i.cash_register_code;

const columns: Column<EinvoiceSummary>[] = [
  {
    key: 'number',
    header: t.fields.number,
    sortField: 'number',
    cell: (i) => (
      <Stack gap="0">
        <Text fontFamily="mono" fontSize="xs">
          {invoiceNumber(i) || '—'}
        </Text>
        {i.cash_register_code && (
          <Text fontFamily="mono" fontSize="2xs" color="fg.muted">
            {i.cash_register_code}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'state',
    header: t.fields.state,
    // On a phone the state, the buyer and the time go under the number, beside the total.
    underOnMobile: true,
    cell: (i) => (
      <HStack gap="1" wrap="wrap">
        <StateBadge state={i.state} />
        <DeliveryBadge delivery={i.delivery} stuck={i.stuck} />
        {unsignedForProvider(i) && (
          <Badge colorPalette="orange" data-testid="unsigned-badge">
            {t.unsigned.badge}
          </Badge>
        )}
      </HStack>
    ),
  },
  {
    key: 'buyer',
    header: t.fields.buyer,
    minWidth: '40',
    underOnMobile: true,
    // The table's scroll area keeps text on one line; a long company name wraps instead, so the
    // total stays in view at 1024 px.
    cell: (i) => (
      <HStack gap="2" wrap="wrap" whiteSpace="normal">
        <Text fontWeight="medium">{i.buyer.name || t.retailBuyerName}</Text>
        {i.relation !== 'original' && <Badge size="sm">{t.relations[i.relation]}</Badge>}
      </HStack>
    ),
  },
  {
    key: 'tax_code',
    header: t.fields.buyerTaxCode,
    hideOnMobile: true,
    cell: (i) => <span className="tabular">{i.buyer.tax_code}</span>,
  },
  {
    key: 'order',
    header: t.fields.order,
    hideOnMobile: true,
    cell: (i) => (
      <Text fontFamily="mono" fontSize="xs">
        {i.order_code}
      </Text>
    ),
  },
  {
    key: 'issued_at',
    header: t.fields.issuedAt,
    sortField: 'issued_at',
    underOnMobile: true,
    cell: (i) => formatDateTime(i.issued_at),
  },
  {
    key: 'total',
    header: <span title={t.fields.total}>{t.fields.totalShort}</span>,
    sortField: 'total',
    align: 'end',
    cell: (i) => <span className="money">{formatMoney(i.total)}</span>,
  },
];

const resource = einvoicesApi as unknown as Resource<EinvoiceSummary, never>;

export function EinvoiceList({ search, onSearchChange }: ListPageProps<EinvoiceSearch>) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      await einvoicesApi.exportList({ ...toListParams(search), page: undefined, page_size: undefined });
    } catch (error) {
      toaster.create({ type: 'error', title: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };
  const set = (patch: Partial<EinvoiceSearch>) => onSearchChange({ ...patch, page: undefined });
  // The same query as the list's (shared by its key): a notice when the page shows unsigned invoices.
  const params = toListParams(search);
  const page = useQuery({
    queryKey: [resource.path, 'list', params],
    queryFn: () => resource.list(params),
    placeholderData: keepPreviousData,
  });
  const unsigned = page.data?.data.some(unsignedForProvider) ?? false;
  const settings = hasPermission(useSession().roles, 'viewSetting');
  // Invoices issued before the shop uploaded its certificate stay unsigned: the notice then says so
  // rather than that the shop has no certificate (only a manager may read the settings).
  const certificate = useQuery({
    queryKey: [einvoiceSettingsApi.path],
    queryFn: einvoiceSettingsApi.get,
    enabled: settings && unsigned,
    staleTime: 60_000,
  });
  const signsNow = Boolean(certificate.data?.certificate);
  return (
    <Stack gap="3">
      {unsigned && (
        <Alert.Root status="warning" data-testid="unsigned-notice">
          <Alert.Indicator />
          <Alert.Description>
            {signsNow
              ? t.unsigned.noticeSignedSince
              : settings
                ? `${t.unsigned.notice} ${t.unsigned.noticeAction}`
                : t.unsigned.notice}
          </Alert.Description>
        </Alert.Root>
      )}
      <ResourceList
        resource={resource}
        columns={columns}
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder={t.searchPlaceholder}
        filtered={Boolean(
          search.state || search.delivery || search.date_from || search.date_to || search.buyer || search.number,
        )}
        onRowClick={(i) => void navigate({ to: '/einvoices/$id/edit', params: { id: i.id } })}
        filters={
          <>
            <FilterSelect
              label={t.fields.state}
              value={search.state}
              options={EINVOICE_STATES.map((s) => ({ value: s, label: t.states[s] }))}
              onChange={(v) => set({ state: v as EinvoiceSearch['state'] })}
            />
            <FilterSelect
              label={t.fields.delivery}
              value={search.delivery}
              options={EINVOICE_DELIVERIES.map((s) => ({ value: s, label: t.deliveries[s] }))}
              onChange={(v) => set({ delivery: v as EinvoiceSearch['delivery'] })}
            />
            <DateRangeFilter
              from={search.date_from}
              to={search.date_to}
              onChange={({ from, to }) => set({ date_from: from, date_to: to })}
            />
            <Input
              size="sm"
              maxW="32"
              name="number"
              inputMode="numeric"
              placeholder={t.fields.number}
              defaultValue={search.number ?? ''}
              onChange={(e) => {
                const n = Number.parseInt(e.currentTarget.value, 10);
                set({ number: Number.isFinite(n) && n > 0 ? n : undefined });
              }}
            />
          </>
        }
        actions={
          <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportList()}>
            <Download /> {t.actions.export}
          </Button>
        }
      />
    </Stack>
  );
}
