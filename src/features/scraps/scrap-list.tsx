/**
 * /scraps: the scraps with state, reason and date filters, the one-click draft of every expired
 * lot, and the scrapping book (GPP) of the filtered period as .xlsx.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CalendarX } from 'lucide-react';
import { type Scrap, scrapActions, scrapsApi, stockBooks } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ExportBookButton } from '../../components/export-book-button';
import { StateBadge } from '../../components/state-badge';
import { toaster } from '../../components/toaster';
import { formatDate } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { type scrapSearchSchema } from './scrap-search';
import type { SearchOf } from '../../domain/search-params';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.scraps;
const c = stockText.common;

const columns: Column<Scrap>[] = [
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
  // On a phone the date and the reason go under the code, so the state stays in view.
  {
    key: 'scrap_date',
    header: c.date,
    sortField: 'scrap_date',
    underOnMobile: true,
    cell: (r) => formatDate(r.scrap_date),
  },
  { key: 'reason', header: t.reason, underOnMobile: true, cell: (r) => t.reasons[r.reason] ?? r.reason },
  { key: 'state', header: c.state, cell: (r) => <StateBadge state={r.state} labels={t.states} /> },
  { key: 'note', header: c.note, hideOnMobile: true, cell: (r) => r.note ?? '' },
];

export function ScrapList({ search, onSearchChange }: ListPageProps<SearchOf<typeof scrapSearchSchema>>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A second click before the button shows it is busy must not send a second request.
  const once = useOneAtATime((run: () => Promise<unknown>) => run());
  const expired = useMutation({
    mutationFn: scrapActions.draftExpired,
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: [scrapsApi.path] });
      toaster.success({ title: t.expiredCreated });
      void navigate({ to: '/scraps/$id/edit', params: { id: draft.id } });
    },
    onError: (error) => toaster.error({ title: c.failed, description: error.message }),
  });
  return (
    <ResourceList
      resource={scrapsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.state || search.reason || search.from || search.to)}
      onRowClick={(r) => void navigate({ to: '/scraps/$id/edit', params: { id: r.id } })}
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            label={c.state}
            value={search.state}
            options={Object.entries(t.states).map(([value, label]) => ({ value, label }))}
            onChange={(state) => onSearchChange({ state, page: undefined })}
          />
          <FilterSelect
            label={t.reason}
            value={search.reason}
            options={Object.entries(t.reasons).map(([value, label]) => ({ value, label }))}
            onChange={(reason) => onSearchChange({ reason, page: undefined })}
          />
          <DateRangeFilter
            from={search.from}
            to={search.to}
            onChange={(range) => onSearchChange({ ...range, page: undefined })}
          />
        </HStack>
      }
      create={{ to: '/scraps/create', label: t.create }}
      emptyText={t.empty}
      actions={
        <>
          <ExportBookButton from={search.from} to={search.to} download={stockBooks.scraps} />
          <Button
            size="sm"
            variant="outline"
            loading={expired.isPending}
            onClick={() => once(() => expired.mutateAsync())}
          >
            <CalendarX /> {t.expiredDraft}
          </Button>
        </>
      }
    />
  );
}
