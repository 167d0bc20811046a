/**
 * "Thu nợ": the money a customer pays against their debt, prefilled with the whole debt, by one
 * of the till's payment methods, optionally into one of the shop's open register sessions (the
 * only one is chosen for the cashier). The client id makes a retry after a lost answer safe.
 */
import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { v7 } from 'uuid';
import { collectDebt, debtHistoryPath } from '../api/customer-debt';
import { customersApi } from '../api/parties';
import { posRegistersApi } from '../api/pos-orders';
import { FormDialog } from './form-dialog';
import { FormField } from './form/form-field';
import { AmountField, MethodField, NoteField } from './form/payment-fields';
import { SelectInput } from './form/select-input';
import { useForm } from './form/use-form';
import { toaster } from './toaster';
import { customerPaymentInput } from '../domain/catalog/customer-debt';
import type { Customer } from '../domain/catalog/parties';
import type { PaymentMethod } from '../domain/pos-enums';
import { catalogVi } from '../i18n/catalog-errors';
import { formatDateTime, formatMoney } from '../i18n/format';
import { partiesText } from '../i18n/parties-screens';

const t = partiesText.customerDebt.dialog;

type Values = { amount: number | null; method: PaymentMethod; register_session_id: string; note: string };

/** The form's values as the API takes them, or null after showing what is wrong. */
function useCollectForm(debt: number) {
  const form = useForm<Values>({ amount: debt, method: 'cash', register_session_id: '', note: '' });
  const check = () => {
    const parsed = form.validate(customerPaymentInput);
    if (!parsed) return null;
    // Said here as the server says it, before a request that can only be refused.
    if (parsed.amount > debt) {
      form.setErrors({ amount: catalogVi.debt.amountOverDebt(formatMoney(debt)) });
      return null;
    }
    return parsed;
  };
  return { form, check };
}

/**
 * The shop's open register sessions; `select` is called with `preferred` (the till's own session)
 * when it is among them, else with the only one open.
 */
function useOpenSessions(select: (id: string) => void, preferred: string | null) {
  const sessions = useQuery({
    queryKey: [posRegistersApi.path, 'list', { state: 'open' }],
    queryFn: () => posRegistersApi.list({ state: 'open', page_size: 100, sort: '-opened_at' }),
  });
  const open = sessions.data?.data ?? [];
  const chosen = open.some((s) => s.id === preferred) ? preferred : open.length === 1 ? open[0]!.id : null;
  // When the sessions arrive (`select` is stable): a choice the user makes later stays theirs.
  useEffect(() => {
    if (chosen) select(chosen);
  }, [chosen, select]);
  return sessions;
}

export interface CollectDebtDialogProps {
  customer: Pick<Customer, 'id' | 'full_name' | 'debt'>;
  /** The register session to collect into when it is open (the till's own). */
  sessionId?: string | null;
  onClose: () => void;
}

export function CollectDebtDialog({ customer, sessionId = null, onClose }: CollectDebtDialogProps) {
  const queryClient = useQueryClient();
  const [id] = useState(() => v7());
  const { form, check } = useCollectForm(customer.debt);
  const { set } = form;
  const sessions = useOpenSessions(
    useCallback((chosen: string) => set('register_session_id', chosen), [set]),
    sessionId,
  );
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof check>>) => collectDebt(customer.id, { ...body, id }),
    onSuccess: (result) => {
      toaster.success({ title: t.done(formatMoney(result.payment.amount)) });
      void queryClient.invalidateQueries({ queryKey: [customersApi.path] });
      void queryClient.invalidateQueries({ queryKey: [debtHistoryPath(customer.id)] });
      // A session's expected cash counts cash collected into it (the till's close reads it).
      void queryClient.invalidateQueries({ queryKey: [posRegistersApi.path] });
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toaster.error({ title: t.failed, description: error.message });
    },
  });
  const submit = () => {
    const body = check();
    if (body && !save.isPending) save.mutate(body);
  };
  const sessionOptions = (sessions.data?.data ?? []).map((s) => ({
    value: s.id,
    label: `${s.pos_setting.name} · ${s.opened_by.name} · ${formatDateTime(s.opened_at)}`,
  }));

  return (
    <FormDialog
      open
      title={`${t.title}: ${customer.full_name}`}
      submitLabel={t.submit}
      loading={save.isPending}
      size="sm"
      testId="collect-debt-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <AmountField form={form} label={t.amount} />
        <MethodField form={form} label={t.method} />
        <FormField
          label={t.session}
          error={form.errors.register_session_id ?? (sessions.isError ? t.sessionsFailed : undefined)}
          helper={t.sessionHelper}
        >
          <SelectInput
            name="register_session_id"
            value={form.values.register_session_id}
            options={sessionOptions}
            allowNone
            noneLabel={t.noSession}
            onChange={(v) => form.set('register_session_id', v)}
          />
        </FormField>
        <NoteField form={form} label={t.note} />
      </Stack>
    </FormDialog>
  );
}
