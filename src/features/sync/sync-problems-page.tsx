/**
 * /sync-problems: what the shop's tills pushed that a manager must look at (orders recorded with
 * review flags, refused mutations kept with their payload, holes in a device's sequence), with the
 * Vietnamese reasons, and a dialog to resolve each: accept, void with a reason, or for a refused
 * sale, record it after all in the register session the manager chooses.
 */
import { Badge, Button, Dialog, Field, HStack, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { posRegistersApi } from '../../api/pos-orders';
import { resolveSyncProblem, syncProblemsApi } from '../../api/sync-problems';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { toaster } from '../../components/toaster';
import { SYNC_PROBLEM_KINDS, type SyncProblem, type SyncProblemAction } from '../../domain/sync-problems';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { syncProblemsVi as t } from '../../i18n/sync-problems';
import { type syncProblemSearchSchema } from './sync-problem-search';
import type { SearchOf } from '../../domain/search-params';

export type SyncProblemSearch = SearchOf<typeof syncProblemSearchSchema>;

function ResolveDialog({ problem, onClose }: { problem: SyncProblem | null; onClose: () => void }) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [sessionId, setSessionId] = useState('');
  const [sessionError, setSessionError] = useState<string | undefined>();
  // A refused sale (it has an amount) can be recorded after all, in a register session chosen here.
  const correctable = problem?.kind === 'rejected' && problem.amount !== null;
  const sessions = useQuery({
    queryKey: [posRegistersApi.path, 'list', { page_size: 50, sort: '-opened_at' }],
    queryFn: () => posRegistersApi.list({ page_size: 50, sort: '-opened_at' }),
    enabled: correctable,
  });
  const mutation = useMutation({
    mutationFn: (action: SyncProblemAction) =>
      resolveSyncProblem({
        kind: problem!.kind,
        id: problem!.id,
        action,
        note: note.trim(),
        ...(action === 'correct' && sessionId ? { register_session_id: sessionId } : {}),
      }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: t.resolved });
      setNote('');
      onClose();
      await client.invalidateQueries({ queryKey: [syncProblemsApi.path] });
    },
    onError: (error) => {
      const session = error instanceof ApiError ? error.fieldError('register_session_id') : undefined;
      const field = error instanceof ApiError ? (error.fieldError('note') ?? error.fieldError('action')) : undefined;
      if (session) setSessionError(session);
      if (field) setNoteError(field);
      if (!session && !field) toaster.create({ type: 'error', title: error.message });
    },
  });
  return (
    <Dialog.Root open={problem !== null} onOpenChange={(d) => (!d.open ? onClose() : undefined)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="resolve-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.resolveTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" fontSize="sm">
                {problem?.code && <Text fontFamily="mono">{problem.code}</Text>}
                {problem?.reasons.map((reason) => (
                  <Text key={reason}>{reason}</Text>
                ))}
                {correctable && (
                  <Field.Root invalid={Boolean(sessionError)}>
                    <Field.Label>{t.session}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        name="register_session_id"
                        value={sessionId}
                        onChange={(event) => {
                          setSessionId(event.currentTarget.value);
                          setSessionError(undefined);
                        }}
                      >
                        <option value="">{t.chooseSession}</option>
                        {sessions.data?.data.map((session) => (
                          <option key={session.id} value={session.id}>
                            {`${session.pos_setting.name} · ${formatDateTime(session.opened_at)} · ${session.opened_by.name}`}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>{t.correctHint}</Field.HelperText>
                    <Field.ErrorText>{sessionError}</Field.ErrorText>
                  </Field.Root>
                )}
                <Field.Root invalid={Boolean(noteError)}>
                  <Field.Label>{t.note}</Field.Label>
                  <Textarea
                    name="note"
                    value={note}
                    maxLength={500}
                    onChange={(event) => {
                      setNote(event.target.value);
                      setNoteError(undefined);
                    }}
                  />
                  <Field.ErrorText>{noteError}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.cancel}
              </Button>
              {correctable && (
                <Button
                  colorPalette="teal"
                  variant="outline"
                  loading={mutation.isPending && mutation.variables === 'correct'}
                  onClick={() => mutation.mutate('correct')}
                >
                  {t.correct}
                </Button>
              )}
              {problem?.kind !== 'flagged_order' && (
                <Button
                  colorPalette="red"
                  variant="outline"
                  loading={mutation.isPending && mutation.variables === 'void'}
                  onClick={() => mutation.mutate('void')}
                >
                  {t.void}
                </Button>
              )}
              <Button
                colorPalette="teal"
                loading={mutation.isPending && mutation.variables === 'accept'}
                onClick={() => mutation.mutate('accept')}
              >
                {t.accept}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function SyncProblemsPage({ search, onSearchChange }: ListPageProps<SyncProblemSearch>) {
  const [resolving, setResolving] = useState<SyncProblem | null>(null);
  const resolved = search.status === 'resolved';
  const columns: Column<SyncProblem>[] = [
    { key: 'at', header: t.columns.at, sortField: 'at', cell: (p) => formatDateTime(p.at) },
    {
      key: 'kind',
      header: t.columns.kind,
      cell: (p) => <Badge colorPalette={p.kind === 'rejected' ? 'red' : 'orange'}>{t.kinds[p.kind]}</Badge>,
    },
    {
      key: 'code',
      header: t.columns.code,
      cell: (p) => (
        <Text fontFamily="mono" fontSize="xs">
          {p.code ?? ''}
        </Text>
      ),
    },
    { key: 'device', header: t.columns.device, hideOnMobile: true, cell: (p) => p.device_id ?? '' },
    { key: 'cashier', header: t.columns.cashier, hideOnMobile: true, cell: (p) => p.cashier ?? '' },
    {
      key: 'amount',
      header: t.columns.amount,
      align: 'end',
      cell: (p) => (p.amount === null ? '' : formatMoney(p.amount)),
    },
    {
      key: 'reasons',
      header: t.columns.reasons,
      cell: (p) => (
        <Stack gap="0.5" fontSize="xs" maxW="md">
          {p.reasons.map((reason) => (
            <Text key={reason}>{reason}</Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'resolution',
      header: t.columns.resolution,
      align: 'end',
      cell: (p) =>
        p.resolved_at ? (
          <Stack gap="0.5" fontSize="xs" align="end">
            <Text>{t.resolutions[p.resolution ?? ''] ?? p.resolution}</Text>
            {p.note && <Text color="fg.muted">{p.note}</Text>}
            <Text color="fg.muted">{t.resolvedBy(p.resolved_by ?? '', formatDateTime(p.resolved_at))}</Text>
          </Stack>
        ) : (
          <Button size="xs" variant="outline" onClick={() => setResolving(p)} data-testid="resolve-problem">
            {t.open}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t.intro}
      </Text>
      <ResourceList
        resource={syncProblemsApi}
        columns={columns}
        search={search}
        onSearchChange={onSearchChange}
        filtered={Boolean(search.kind) || resolved}
        filters={
          <HStack>
            <FilterSelect
              label={t.status}
              value={search.status ?? 'open'}
              options={(['open', 'resolved'] as const).map((v) => ({ value: v, label: t.statuses[v] }))}
              onChange={(v) => onSearchChange({ status: v === 'resolved' ? 'resolved' : undefined, page: undefined })}
            />
            <FilterSelect
              label={t.kind}
              value={search.kind}
              options={SYNC_PROBLEM_KINDS.map((v) => ({ value: v, label: t.kinds[v] }))}
              onChange={(v) => onSearchChange({ kind: v, page: undefined })}
            />
          </HStack>
        }
      />
      <ResolveDialog problem={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
