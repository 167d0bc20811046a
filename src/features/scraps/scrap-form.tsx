/** /scraps/create and /scraps/{id}/edit: date, reason, lines per lot; a draft is saved, then done posts the moves. */
import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type Scrap, scrapActions, scrapsApi } from '../../api/stock';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { SaveBar } from '../../components/form/save-bar';
import { SelectInput } from '../../components/form/select-input';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { serverFieldErrors, zodFieldErrors } from '../../components/form/use-form';
import { DocumentLoader } from '../../components/document-loader';
import { PageHeader } from '../../components/page-header';
import { StateBadge } from '../../components/state-badge';
import { toaster } from '../../components/toaster';
import { SCRAP_REASONS, scrapInput } from '../../domain/stock/scraps';
import { isExpired } from '../../domain/lots';
import { formatDay, todayInShop } from '../../domain/shop-clock';
import { stockVi } from '../../i18n/stock';
import { formatDate, formatDateTime } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { uiKit } from '../../i18n/ui-kit';
import { type ScrapDraftLine, ScrapLines } from './scrap-lines';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.scraps;
const c = stockText.common;
type Reason = (typeof SCRAP_REASONS)[number];

function ScrapForm({ scrap }: { scrap?: Scrap }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null | 'invalid'>(scrap?.scrap_date ?? todayInShop());
  const [reason, setReason] = useState<Reason>(scrap?.reason ?? 'expired');
  const [note, setNote] = useState(scrap?.note ?? '');
  const [lines, setLines] = useState<ScrapDraftLine[]>(() => (scrap?.lines ?? []).map((l) => ({ ...l, key: l.id })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<'done' | 'cancel' | null>(null);
  const editable = !scrap || scrap.state === 'draft';
  const once = useOneAtATime((run: () => Promise<unknown>) => run());
  const after = (saved: Scrap, title: string) => {
    guard.saved();
    queryClient.setQueryData([scrapsApi.path, saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: [scrapsApi.path] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    dismissFixErrors();
    toaster.success({ title });
    setConfirm(null);
    if (!scrap) void navigate({ to: '/scraps/$id/edit', params: { id: saved.id } });
  };
  // The confirmation closes too, so the line the server marked is in view.
  const onError = (error: Error) => (
    setErrors(serverFieldErrors(error)),
    setConfirm(null),
    toaster.error({ title: c.failed, description: error.message })
  );
  const body = () => ({
    scrap_date: date === 'invalid' ? null : date,
    reason,
    note: note.trim() || null,
    lines: lines.map((l) => ({ product_id: l.product_id, lot_id: l.lot_id, quantity: l.quantity ?? 0 })),
  });
  const guard = useLeaveGuard(body());
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof body>) =>
      scrap ? scrapsApi.update(scrap.id, input) : scrapsApi.create(input),
    onSuccess: (s) => after(s, c.saved),
    onError,
  });
  const done = useMutation({
    mutationFn: async () => (
      await scrapsApi.update((scrap as Scrap).id, body()),
      scrapActions.done((scrap as Scrap).id)
    ),
    onSuccess: (s) => after(s, t.doneOk),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => scrapActions.cancel((scrap as Scrap).id),
    onSuccess: (s) => after(s, stockText.counts.cancelled),
    onError,
  });
  const check = (): boolean => {
    const parsed = scrapInput.safeParse(body());
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (date === 'invalid') found.scrap_date = uiKit.form.invalidDate;
    if (lines.length === 0) found.lines = c.needLines;
    lines.forEach((l, i) => (!l.quantity ? (found[`lines.${i}.quantity`] = c.positive) : undefined));
    // "Hết hạn" takes lots past their expiry on the scrap's day only (the server refuses others).
    const day = date === 'invalid' || date === null ? todayInShop() : date;
    if (reason === 'expired')
      lines.forEach((l, i) => {
        if (l.lot_id && l.expiry_date && !isExpired(l, day))
          found[`lines.${i}.lot_id`] = stockVi.errors.scrapLotNotExpired(formatDay(l.expiry_date));
      });
    setErrors(found);
    if (Object.keys(found).length > 0) showFixErrors();
    return Object.keys(found).length === 0;
  };
  return (
    <>
      <PageHeader
        title={scrap?.code}
        actions={
          scrap?.state === 'draft' ? (
            <>
              <Button size="sm" colorPalette="brand" onClick={() => check() && setConfirm('done')}>
                <CheckCheck /> {t.done}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('cancel')}>
                <XCircle /> {stockText.counts.cancel}
              </Button>
            </>
          ) : null
        }
      />
      <chakra.form
        noValidate
        onSubmit={(e) => (e.preventDefault(), check() && once(() => (guard.saving(), save.mutateAsync(body()))))}
      >
        <Stack gap="4">
          {scrap ? (
            <HStack gap="3" fontSize="sm" wrap="wrap">
              <StateBadge state={scrap.state} labels={t.states} />
              {scrap.approved_by_name ? (
                <Text color="fg.muted" data-testid="scrap-approved">
                  {t.approvedAt(scrap.approved_by_name, formatDateTime(scrap.done_at))}
                </Text>
              ) : null}
            </HStack>
          ) : null}
          <FormSection title={t.reason}>
            <FormField label={c.date} error={errors.scrap_date}>
              {editable ? (
                <DateInput name="scrap_date" value={date === 'invalid' ? null : date} onChange={setDate} />
              ) : (
                <span>{formatDate(scrap?.scrap_date)}</span>
              )}
            </FormField>
            <FormField label={t.reason} required={editable} error={errors.reason}>
              {editable ? (
                <SelectInput
                  name="reason"
                  value={reason}
                  options={SCRAP_REASONS.map((r) => ({ value: r, label: t.reasons[r] ?? r }))}
                  onChange={(v) => setReason(v as Reason)}
                />
              ) : (
                // A done or cancelled scrap keeps its reason: shown as text, as its date is.
                <span data-testid="scrap-reason">{t.reasons[reason] ?? reason}</span>
              )}
            </FormField>
            <FormField label={c.note} wide>
              <Textarea
                size="sm"
                rows={2}
                name="note"
                value={note}
                readOnly={!editable}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
            </FormField>
          </FormSection>
          <FormSection title={c.lines} columns={0}>
            <ScrapLines lines={lines} editable={editable} errors={errors} onChange={setLines} />
          </FormSection>
        </Stack>
        {editable ? <SaveBar label={c.save} loading={save.isPending} variant={scrap ? 'outline' : 'solid'} /> : null}
      </chakra.form>
      {guard.prompt}
      <ConfirmDialog
        open={confirm === 'done'}
        body={t.doneBody}
        confirmLabel={t.done}
        loading={done.isPending}
        onConfirm={() => once(() => done.mutateAsync())}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        body={t.cancelBody}
        confirmLabel={stockText.counts.cancel}
        destructive
        loading={cancel.isPending}
        onConfirm={() => once(() => cancel.mutateAsync())}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

export function ScrapFormPage({ id }: { id?: string }) {
  const query = useQuery({
    queryKey: [scrapsApi.path, id],
    queryFn: () => scrapsApi.get(id as string),
    enabled: Boolean(id),
  });
  if (!id) return <ScrapForm />;
  return (
    <DocumentLoader query={query}>{(record) => <ScrapForm key={record.updated_at} scrap={record} />}</DocumentLoader>
  );
}
