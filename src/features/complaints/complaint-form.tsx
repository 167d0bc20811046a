/** /customer-complaints/create and /{id}/edit: customer, product and lot, content, handling, result, state steps. */
import { Box, Button, chakra, CloseButton, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type Complaint, complaintActions, complaintsApi } from '../../api/stock';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { SaveBar } from '../../components/form/save-bar';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { serverFieldErrors, zodFieldErrors } from '../../components/form/use-form';
import { LotSelect } from '../../components/lot-select';
import { DocumentLoader } from '../../components/document-loader';
import { PageHeader } from '../../components/page-header';
import { ProductPicker } from '../../components/product-picker';
import { StateBadge } from '../../components/state-badge';
import { toaster } from '../../components/toaster';
import { findLocalProducts, localLots } from '../../db/local-lists';
import { complaintInput, missingToResolve } from '../../domain/stock/complaints';
import { COMPLAINT_TRANSITIONS } from '../../domain/stock/states';
import { todayInShop } from '../../domain/shop-clock';
import { formatDateTime } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { uiKit } from '../../i18n/ui-kit';
import { useTillSession } from '../../till/session-context';
import { CustomerField } from './customer-field';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.complaints;
const c = stockText.common;

function ComplaintForm({ complaint }: { complaint?: Complaint }) {
  const navigate = useNavigate();
  // Products and lots come from the till's copy: the product list is the admin's (SPEC §6).
  const till = useTillSession();
  const queryClient = useQueryClient();
  const [v, setV] = useState({
    received_date: (complaint?.received_date ?? todayInShop()) as string | null | 'invalid',
    customer_id: complaint?.customer_id ?? null,
    customer_name: complaint?.customer_name ?? null,
    product_id: complaint?.product_id ?? null,
    product_name: complaint?.product_name ?? null,
    lot_id: complaint?.lot_id ?? null,
    content: complaint?.content ?? '',
    handling: complaint?.handling ?? '',
    result: complaint?.result ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmClose, setConfirmClose] = useState(false);
  const set = (patch: Partial<typeof v>) => {
    setV((all) => ({ ...all, ...patch }));
    // A field's message goes once the field is changed (the lot's with its product).
    setErrors((all) =>
      Object.fromEntries(
        Object.entries(all).filter(([k]) => !(k in patch) && !(k === 'lot_id' && 'product_id' in patch)),
      ),
    );
  };
  const editable = complaint?.state !== 'closed';
  const after = (saved: Complaint, title: string) => {
    guard.saved();
    queryClient.setQueryData([complaintsApi.path, saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: [complaintsApi.path] });
    dismissFixErrors();
    toaster.success({ title });
    setConfirmClose(false);
    if (!complaint) void navigate({ to: '/customer-complaints/$id/edit', params: { id: saved.id } });
  };
  const onError = (error: Error) => (
    setErrors(serverFieldErrors(error)),
    toaster.error({ title: c.failed, description: error.message })
  );
  const body = () => ({
    received_date: v.received_date === 'invalid' ? null : v.received_date,
    customer_id: v.customer_id,
    product_id: v.product_id,
    lot_id: v.lot_id,
    content: v.content,
    handling: v.handling,
    result: v.result,
  });
  const guard = useLeaveGuard(body());
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof body>) =>
      complaint ? complaintsApi.update(complaint.id, input) : complaintsApi.create(input),
    onSuccess: (s) => after(s, c.saved),
    onError,
  });
  // What the form held when it opened: a state step first saves what was typed since, so the
  // handling written just before "Đánh dấu đã giải quyết" is not thrown away.
  const [opened] = useState(() => JSON.stringify(body()));
  const move = useMutation({
    mutationFn: async (state: Complaint['state']) => {
      const id = (complaint as Complaint).id;
      if (JSON.stringify(body()) !== opened) await complaintsApi.update(id, body());
      return complaintActions.transition(id, state);
    },
    onSuccess: (s) => after(s, t.moved),
    onError,
  });
  const step = useOneAtATime((state: Complaint['state']) => move.mutateAsync(state));
  /** `to`: the state a step moves to; resolved asks for the handling and the result as well. */
  const check = (to?: Complaint['state']): boolean => {
    const parsed = complaintInput.safeParse(body());
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (v.received_date === 'invalid') found.received_date = uiKit.form.invalidDate;
    // Resolving asks for the handling and the result, and a resolved complaint keeps them.
    if (to === 'resolved') Object.assign(found, missingToResolve(v));
    else if (!to && complaint?.state === 'resolved') Object.assign(found, missingToResolve(v, true));
    setErrors(found);
    if (Object.keys(found).length > 0) showFixErrors();
    return Object.keys(found).length === 0;
  };
  const submit = () => {
    if (!check()) return;
    guard.saving();
    save.mutate(body());
  };
  const go = (state: Complaint['state']) => {
    if (!check(state)) return;
    if (state === 'closed') setConfirmClose(true);
    else step(state);
  };
  const next = complaint ? COMPLAINT_TRANSITIONS[complaint.state] : [];
  return (
    <>
      <PageHeader
        title={complaint?.code}
        actions={next.map((state) => (
          <Button
            key={state}
            size="sm"
            variant={state === 'closed' ? 'outline' : 'solid'}
            colorPalette="brand"
            loading={move.isPending && move.variables === state}
            onClick={() => go(state)}
          >
            {t.next[state] ?? t.states[state]}
          </Button>
        ))}
      />
      <chakra.form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack gap="4">
          {complaint ? (
            <HStack gap="3" fontSize="sm" wrap="wrap">
              <StateBadge state={complaint.state} labels={t.states} />
              {complaint.handled_by_name ? (
                <Text color="fg.muted">
                  {t.handledBy}: {complaint.handled_by_name}
                </Text>
              ) : null}
              {complaint.resolved_at ? (
                <Text color="fg.muted">
                  {t.resolvedAt}: {formatDateTime(complaint.resolved_at)}
                </Text>
              ) : null}
            </HStack>
          ) : null}
          <chakra.fieldset disabled={!editable} minW="0">
            <FormSection title={t.general}>
              <FormField label={t.receivedDate} error={errors.received_date}>
                <DateInput
                  name="received_date"
                  value={v.received_date === 'invalid' ? null : v.received_date}
                  onChange={(received_date) => set({ received_date })}
                />
              </FormField>
              <FormField label={t.customer} error={errors.customer_id}>
                <CustomerField
                  name={v.customer_name}
                  label={t.customer}
                  value={v.customer_id}
                  onChange={(customer_id, customer_name) => set({ customer_id, customer_name })}
                />
              </FormField>
              <FormField label={c.product} error={errors.product_id}>
                {v.product_id ? (
                  <HStack w="full" borderWidth="1px" borderRadius="l2" px="3" py="1" justify="space-between">
                    <Text fontSize="sm">{v.product_name}</Text>
                    <CloseButton
                      size="xs"
                      aria-label={c.removeLine}
                      onClick={() => set({ product_id: null, product_name: null, lot_id: null })}
                    />
                  </HStack>
                ) : (
                  <Box w="full">
                    <ProductPicker
                      placeholder={c.product}
                      find={(query, limit) => findLocalProducts(till.search, query, limit)}
                      onPick={(p) => set({ product_id: p.id, product_name: p.name, lot_id: null })}
                    />
                  </Box>
                )}
              </FormField>
              {v.product_id ? (
                <FormField label={c.lot} error={errors.lot_id}>
                  <LotSelect
                    name="lot_id"
                    productId={v.product_id}
                    load={(productId) => localLots(till.db, productId)}
                    value={v.lot_id}
                    // The till's copy may not hold the saved lot (not synced yet, emptied): name it anyway.
                    currentLabel={
                      complaint?.lot_id && complaint.lot_id === v.lot_id
                        ? (complaint.lot_number ?? undefined)
                        : undefined
                    }
                    onChange={(lot_id) => set({ lot_id })}
                  />
                </FormField>
              ) : null}
              <FormField label={t.content} required error={errors.content} wide>
                <Textarea
                  size="sm"
                  rows={3}
                  name="content"
                  value={v.content}
                  readOnly={!editable}
                  onChange={(e) => set({ content: e.currentTarget.value })}
                />
              </FormField>
              <FormField label={t.handling} error={errors.handling} wide>
                <Textarea
                  size="sm"
                  rows={2}
                  name="handling"
                  value={v.handling}
                  readOnly={!editable}
                  onChange={(e) => set({ handling: e.currentTarget.value })}
                />
              </FormField>
              <FormField label={t.result} error={errors.result} wide>
                <Textarea
                  size="sm"
                  rows={2}
                  name="result"
                  value={v.result}
                  readOnly={!editable}
                  onChange={(e) => set({ result: e.currentTarget.value })}
                />
              </FormField>
            </FormSection>
          </chakra.fieldset>
        </Stack>
        {editable ? <SaveBar label={uiKit.form.save} loading={save.isPending} /> : null}
      </chakra.form>
      {guard.prompt}
      <ConfirmDialog
        open={confirmClose}
        body={t.closeBody}
        confirmLabel={t.next.closed}
        loading={move.isPending}
        onConfirm={() => step('closed')}
        onClose={() => setConfirmClose(false)}
      />
    </>
  );
}

export function ComplaintFormPage({ id }: { id?: string }) {
  const query = useQuery({
    queryKey: [complaintsApi.path, id],
    queryFn: () => complaintsApi.get(id as string),
    enabled: Boolean(id),
  });
  if (!id) return <ComplaintForm />;
  return (
    <DocumentLoader query={query}>
      {(record) => <ComplaintForm key={record.updated_at} complaint={record} />}
    </DocumentLoader>
  );
}
