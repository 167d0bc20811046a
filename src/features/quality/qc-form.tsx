/** /quality-controls/create and /{id}/edit: SPOT or PERIODIC, lines with checks and results; done, cancel, scrap draft from SCRAP lines. */
import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckCheck, Trash, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type QualityControl, qualityActions, qualityControlsApi, scrapsApi } from '../../api/stock';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { SaveBar } from '../../components/form/save-bar';
import { SelectInput } from '../../components/form/select-input';
import { serverFieldErrors, zodFieldErrors } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { DocumentLoader } from '../../components/document-loader';
import { PageHeader } from '../../components/page-header';
import { StateBadge } from '../../components/state-badge';
import { toaster } from '../../components/toaster';
import { INSPECTION_TYPES, qualityControlInput } from '../../domain/stock/quality-controls';
import { todayInShop } from '../../domain/shop-clock';
import { stockText } from '../../i18n/stock-screens';
import { uiKit } from '../../i18n/ui-kit';
import { type QcDraftLine, QcLines } from './qc-lines';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.quality;
const c = stockText.common;
type InspectionType = (typeof INSPECTION_TYPES)[number];

function QcForm({ qc }: { qc?: QualityControl }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null | 'invalid'>(qc?.inspection_date ?? todayInShop());
  const [type, setType] = useState<InspectionType>(qc?.inspection_type ?? 'SPOT');
  const [note, setNote] = useState(qc?.note ?? '');
  const [lines, setLines] = useState<QcDraftLine[]>(() =>
    (qc?.lines ?? []).map((l) => ({ ...l, key: l.id, note: l.note ?? '' })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<'done' | 'cancel' | null>(null);
  const editable = !qc || qc.state === 'draft';
  const after = (saved: QualityControl, title: string) => {
    guard.saved();
    queryClient.setQueryData([qualityControlsApi.path, saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: [qualityControlsApi.path] });
    dismissFixErrors();
    toaster.success({ title });
    setConfirm(null);
    if (!qc) void navigate({ to: '/quality-controls/$id/edit', params: { id: saved.id } });
  };
  const onError = (error: Error) => (
    setErrors(serverFieldErrors(error)),
    toaster.error({ title: c.failed, description: error.message })
  );
  const body = () => ({
    inspection_date: date === 'invalid' ? null : date,
    inspection_type: type,
    note: note.trim() || null,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      lot_id: l.lot_id,
      appearance_ok: l.appearance_ok,
      packaging_ok: l.packaging_ok,
      label_ok: l.label_ok,
      expiry_ok: l.expiry_ok,
      result: l.result,
      quantity: l.quantity ?? 0,
      note: l.note.trim() || null,
    })),
  });
  const guard = useLeaveGuard(body());
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof body>) =>
      qc ? qualityControlsApi.update(qc.id, input) : qualityControlsApi.create(input),
    onSuccess: (s) => after(s, c.saved),
    onError,
  });
  const done = useMutation({
    mutationFn: async () => (
      await qualityControlsApi.update((qc as QualityControl).id, body()),
      qualityActions.done((qc as QualityControl).id)
    ),
    onSuccess: (s) => after(s, t.doneOk),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => qualityActions.cancel((qc as QualityControl).id),
    onSuccess: (s) => after(s, stockText.counts.cancelled),
    onError,
  });
  const scrap = useMutation({
    mutationFn: () => qualityActions.scrapDraft((qc as QualityControl).id),
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: [scrapsApi.path] });
      void queryClient.invalidateQueries({ queryKey: [qualityControlsApi.path] });
      dismissFixErrors();
      toaster.success({ title: t.scrapCreated });
      void navigate({ to: '/scraps/$id/edit', params: { id: draft.id } });
    },
    onError,
  });
  // Line messages are keyed by position: once the lines change they may point at another line.
  const changeLines = (next: QcDraftLine[]) => {
    setLines(next);
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([k]) => k !== 'lines' && !k.startsWith('lines.'))),
    );
  };
  const finish = useOneAtATime(() => done.mutateAsync());
  const drop = useOneAtATime(() => cancel.mutateAsync());
  const raise = useOneAtATime(() => scrap.mutateAsync());
  const check = (): boolean => {
    const parsed = qualityControlInput.safeParse(body());
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (date === 'invalid') found.inspection_date = uiKit.form.invalidDate;
    if (lines.length === 0) found.lines = c.needLines;
    setErrors(found);
    if (Object.keys(found).length > 0) showFixErrors();
    return Object.keys(found).length === 0;
  };
  // The server raises a scrap only from a done control's SCRAP lines with a quantity.
  const canScrap = qc?.state === 'done' && !qc.scrap_id && qc.lines.some((l) => l.result === 'SCRAP' && l.quantity > 0);
  return (
    <>
      <PageHeader
        title={qc?.code}
        actions={
          <>
            {qc?.state === 'draft' ? (
              <Button size="sm" colorPalette="brand" onClick={() => check() && setConfirm('done')}>
                <CheckCheck /> {t.done}
              </Button>
            ) : null}
            {canScrap ? (
              <Button size="sm" variant="outline" loading={scrap.isPending} onClick={() => raise()}>
                <Trash /> {t.scrapDraft}
              </Button>
            ) : null}
            {qc?.scrap_id ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void navigate({ to: '/scraps/$id/edit', params: { id: qc.scrap_id as string } })}
              >
                {t.openScrap}
              </Button>
            ) : null}
            {qc?.state === 'draft' ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('cancel')}>
                <XCircle /> {stockText.counts.cancel}
              </Button>
            ) : null}
          </>
        }
      />
      <chakra.form noValidate onSubmit={(e) => (e.preventDefault(), check() && (guard.saving(), save.mutate(body())))}>
        <Stack gap="4">
          {qc ? (
            <HStack gap="3" fontSize="sm" wrap="wrap">
              <StateBadge state={qc.state} labels={t.states} />
              {qc.inspector_name ? (
                <Text color="fg.muted">
                  {t.inspector}: {qc.inspector_name}
                </Text>
              ) : null}
            </HStack>
          ) : null}
          <chakra.fieldset disabled={!editable} minW="0">
            <FormSection title={t.general}>
              <FormField label={t.date} error={errors.inspection_date}>
                <DateInput name="inspection_date" value={date === 'invalid' ? null : date} onChange={setDate} />
              </FormField>
              <FormField label={t.type} required>
                <SelectInput
                  name="inspection_type"
                  value={type}
                  options={INSPECTION_TYPES.map((x) => ({ value: x, label: t.types[x] ?? x }))}
                  onChange={(v) => setType(v as InspectionType)}
                />
              </FormField>
              <FormField label={c.note} wide>
                <Textarea
                  size="sm"
                  rows={2}
                  name="note"
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                />
              </FormField>
            </FormSection>
          </chakra.fieldset>
          <FormSection title={c.lines} columns={0}>
            <chakra.fieldset disabled={!editable} minW="0">
              <QcLines lines={lines} editable={editable} errors={errors} onChange={changeLines} />
            </chakra.fieldset>
          </FormSection>
        </Stack>
        {editable ? <SaveBar label={c.save} loading={save.isPending} variant={qc ? 'outline' : 'solid'} /> : null}
      </chakra.form>
      {guard.prompt}
      <ConfirmDialog
        open={confirm === 'done'}
        body={t.doneBody}
        confirmLabel={t.done}
        loading={done.isPending}
        onConfirm={() => finish()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        body={t.cancelBody}
        confirmLabel={stockText.counts.cancel}
        destructive
        loading={cancel.isPending}
        onConfirm={() => drop()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

export function QcFormPage({ id }: { id?: string }) {
  const query = useQuery({
    queryKey: [qualityControlsApi.path, id],
    queryFn: () => qualityControlsApi.get(id as string),
    enabled: Boolean(id),
  });
  if (!id) return <QcForm />;
  return <DocumentLoader query={query}>{(record) => <QcForm key={record.updated_at} qc={record} />}</DocumentLoader>;
}
