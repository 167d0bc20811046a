/**
 * Money to or from a vendor: the amount (prefilled, at most `max`), the method and a note, checked
 * with the API's schema before sending and showing the server's field messages after. Used for a
 * payment on one order, a vendor's refund, and paying a vendor's debt over its orders, where
 * `preview` shows how the amount will be spread. Cash may come out of (or, a refund, go into) an
 * open register session's drawer, which its close then counts; nothing is chosen for the user. The
 * client id makes a retry after a lost answer safe: the server answers the voucher its first
 * attempt wrote.
 */
import { Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { v7 } from 'uuid';
import type { PaymentMethod } from '../domain/pos-enums';
import { type VendorPayment, type VendorPaymentInput, vendorPaymentInput } from '../domain/stock/vendor-payments';
import { vendorPaymentsVi } from '../i18n/vendor-payments';
import { FormDialog } from './form-dialog';
import { AmountField, MethodField, NoteField } from './form/payment-fields';
import { RegisterSessionField } from './form/register-session-field';
import { useForm } from './form/use-form';
import { toaster } from './toaster';

const t = vendorPaymentsVi.dialog;

type Values = { amount: number | null; method: PaymentMethod; note: string; register_session_id: string };

export interface VendorPaymentDialogProps<R> {
  /** A payment to the vendor, or money the vendor paid back. */
  direction: VendorPayment['direction'];
  title: ReactNode;
  submitLabel: ReactNode;
  amountLabel: string;
  /** The most the server takes, and what it says past it. */
  max: number;
  overMax: string;
  /** What the amount starts at: `max` unless told. */
  initial?: number;
  help?: ReactNode;
  preview?: (amount: number | null) => ReactNode;
  testId?: string;
  send: (input: VendorPaymentInput) => Promise<R>;
  onSaved: (result: R) => void;
  onClose: () => void;
}

export function VendorPaymentDialog<R>(props: VendorPaymentDialogProps<R>) {
  const [id] = useState(() => v7());
  const form = useForm<Values>({
    amount: props.initial ?? props.max,
    method: 'bank_transfer',
    note: '',
    register_session_id: '',
  });
  const { set } = form;
  const chooseSession = useCallback((chosen: string) => set('register_session_id', chosen), [set]);
  const cash = form.values.method === 'cash';
  const save = useMutation({
    mutationFn: (input: VendorPaymentInput) => props.send({ ...input, id }),
    onSuccess: props.onSaved,
    onError: (error) => {
      form.showServerErrors(error);
      toaster.error({ title: t.failed, description: error.message });
    },
  });
  const submit = () => {
    const parsed = form.validate(vendorPaymentInput);
    if (!parsed || save.isPending) return;
    // Said here as the server says it, before a request that can only be refused.
    if (parsed.amount > props.max) return form.setErrors({ amount: props.overMax });
    save.mutate({ ...parsed, register_session_id: cash ? parsed.register_session_id : null });
  };
  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      loading={save.isPending}
      size="sm"
      testId={props.testId}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack gap="3">
        {props.help}
        <AmountField form={form} label={props.amountLabel} />
        {props.preview?.(form.values.amount)}
        <MethodField form={form} label={t.method} />
        {cash ? (
          <RegisterSessionField
            label={t.session[props.direction]}
            helper={t.sessionHelper[props.direction]}
            noneLabel={t.noSession[props.direction]}
            failed={t.sessionsFailed}
            value={form.values.register_session_id}
            error={form.errors.register_session_id}
            onChange={chooseSession}
          />
        ) : null}
        <NoteField form={form} label={t.note} />
      </Stack>
    </FormDialog>
  );
}
