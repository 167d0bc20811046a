/**
 * "Thu nợ": the money a customer pays against their debt, prefilled with the whole debt, by one
 * of the till's payment methods, optionally into one of the shop's open register sessions (the
 * only one is chosen for the cashier). The client id makes a retry after a lost answer safe.
 */
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { v7 } from 'uuid';
import { collectDebt, refreshCustomerMoney } from '../api/customer-debt';
import { FormDialog } from './form-dialog';
import { AmountField, MethodField, NoteField } from './form/payment-fields';
import { RegisterSessionField } from './form/register-session-field';
import { useForm } from './form/use-form';
import { toaster } from './toaster';
import { customerPaymentInput } from '../domain/catalog/customer-debt';
import type { Customer } from '../domain/catalog/parties';
import type { PaymentMethod } from '../domain/pos-enums';
import { catalogVi } from '../i18n/catalog-errors';
import { formatMoney } from '../i18n/format';
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

export interface CollectDebtDialogProps {
  customer: Pick<Customer, 'id' | 'full_name' | 'debt'>;
  /** The register session to collect into when it is open (the till's own). */
  sessionId?: string | null;
  /** After the collection is stored (the till reads its session's drawer again). */
  onCollected?: () => void;
  onClose: () => void;
}

export function CollectDebtDialog({ customer, sessionId = null, onCollected, onClose }: CollectDebtDialogProps) {
  const queryClient = useQueryClient();
  const [id] = useState(() => v7());
  const { form, check } = useCollectForm(customer.debt);
  const { set } = form;
  const chooseSession = useCallback((chosen: string) => set('register_session_id', chosen), [set]);
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof check>>) => collectDebt(customer.id, { ...body, id }),
    onSuccess: (result) => {
      toaster.success({ title: t.done(formatMoney(result.payment.amount)) });
      // A session's expected cash counts cash collected into it (the till's close reads it).
      refreshCustomerMoney(queryClient, customer.id);
      onCollected?.();
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
        <RegisterSessionField
          label={t.session}
          helper={t.sessionHelper}
          noneLabel={t.noSession}
          failed={t.sessionsFailed}
          value={form.values.register_session_id}
          error={form.errors.register_session_id}
          onChange={chooseSession}
          autoChoose={{ preferred: sessionId }}
        />
        <NoteField form={form} label={t.note} />
      </Stack>
    </FormDialog>
  );
}
