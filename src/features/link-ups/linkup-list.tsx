/**
 * /link-ups: every national link-up message with its document, kind and status (Đang chờ, Đã gửi,
 * Đã chấp nhận, Bị từ chối with the reason), filters by status, problems and document date, and
 * "Gửi lại" for a waiting or refused message once it is fixed.
 */
import { Badge, Button, Checkbox, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LINKUPS_PATH, linkupsApi } from '../../api/linkups';
import type { Resource } from '../../api/resource';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { DateRangeFilter } from '../../components/date-range-filter';
import { toaster } from '../../components/toaster';
import { LINKUP_STATUSES, type LinkupMessageSummary, type LinkupStatus } from '../../domain/linkup/messages';
import { linkupsVi as t } from '../../i18n/linkups';
import { formatDateTime } from '../../i18n/format';
import { uiKit } from '../../i18n/ui-kit';
import type { LinkupSearch } from './linkup-search';

const PALETTE: Record<LinkupStatus, string> = { waiting: 'gray', sent: 'blue', accepted: 'green', refused: 'red' };

function ResendButton({ message }: { message: LinkupMessageSummary }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => linkupsApi.resend(message.id),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: t.list.resent });
      await queryClient.invalidateQueries({ queryKey: [LINKUPS_PATH] });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
  if (message.status === 'accepted') return null;
  return (
    <Button
      size="xs"
      variant="outline"
      loading={resend.isPending}
      onClick={(event) => {
        event.stopPropagation();
        resend.mutate();
      }}
    >
      {t.list.resend}
    </Button>
  );
}

const columns: Column<LinkupMessageSummary>[] = [
  {
    key: 'document',
    header: t.list.document,
    cell: (m) => (
      <Stack gap="0">
        <Text fontFamily="mono" fontSize="xs">
          {m.key}
        </Text>
        {m.prescription_code && (
          <Text fontSize="2xs" color="fg.muted">
            {t.list.prescription}: <span data-testid="linkup-prescription">{m.prescription_code}</span>
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'kind', header: t.list.kind, cell: (m) => t.kinds[m.kind] },
  {
    key: 'status',
    header: t.list.status,
    cell: (m) => (
      <Badge colorPalette={PALETTE[m.status]} data-testid="linkup-status">
        {t.statuses[m.status]}
      </Badge>
    ),
  },
  {
    key: 'reason',
    header: t.list.reason,
    cell: (m) => (
      <Text fontSize="xs" color={m.status === 'refused' || m.problem ? 'fg.error' : 'fg.muted'} maxW="md">
        {m.problem ?? m.answer ?? ''}
      </Text>
    ),
  },
  { key: 'lines', header: t.list.lines, align: 'end', hideOnMobile: true, cell: (m) => m.lines.length },
  {
    key: 'document_at',
    header: t.list.documentAt,
    sortField: 'document_at',
    hideOnMobile: true,
    cell: (m) => formatDateTime(m.document_at),
  },
  {
    key: 'actions',
    header: <VisuallyHidden>{uiKit.table.actions}</VisuallyHidden>,
    align: 'end',
    cell: (m) => <ResendButton message={m} />,
  },
];

const resource = linkupsApi as unknown as Resource<LinkupMessageSummary, never>;

export function LinkupList({ search, onSearchChange }: ListPageProps<LinkupSearch>) {
  const set = (patch: Partial<LinkupSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <ResourceList
      resource={resource}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.list.searchPlaceholder}
      filtered={Boolean(search.status || search.problems || search.date_from || search.date_to)}
      actions={
        <Button size="sm" variant="outline" asChild>
          <Link to="/link-ups/national-codes">{t.codes.title}</Link>
        </Button>
      }
      filters={
        <>
          <FilterSelect
            label={t.list.status}
            value={search.status}
            options={LINKUP_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
            onChange={(v) => set({ status: v as LinkupSearch['status'] })}
          />
          <Checkbox.Root
            size="sm"
            checked={search.problems === 'true'}
            onCheckedChange={(e) => set({ problems: e.checked === true ? 'true' : undefined })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.list.problemsOnly}</Checkbox.Label>
          </Checkbox.Root>
          <DateRangeFilter
            from={search.date_from}
            to={search.date_to}
            onChange={({ from, to }) => set({ date_from: from, date_to: to })}
          />
        </>
      }
    />
  );
}
