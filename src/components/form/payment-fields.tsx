/**
 * The fields every money dialog asks the same way: the amount, the payment method (the till's
 * four) and a short note, each with its label and the form's message under it.
 */
import { Textarea } from '@chakra-ui/react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/pos-enums';
import { posMessages } from '../../i18n/pos';
import { FormField } from './form-field';
import { MoneyInput } from './money-input';
import { SelectInput } from './select-input';
import type { FieldErrors } from './use-form';

type PaymentValues = { amount: number | null; method: PaymentMethod; note: string };

/** What `useForm` gives a form whose values include the three. */
type PaymentForm<V extends PaymentValues> = {
  values: V;
  errors: FieldErrors;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
};

export function AmountField<V extends PaymentValues>({ form, label }: { form: PaymentForm<V>; label: string }) {
  return (
    <FormField label={label} required error={form.errors.amount}>
      <MoneyInput name="amount" value={form.values.amount} onChange={(v) => form.set('amount', v as V['amount'])} />
    </FormField>
  );
}

export function MethodField<V extends PaymentValues>({ form, label }: { form: PaymentForm<V>; label: string }) {
  return (
    <FormField label={label} required error={form.errors.method}>
      <SelectInput
        name="method"
        value={form.values.method}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: posMessages.paymentMethods[m] }))}
        onChange={(v) => form.set('method', v as V['method'])}
      />
    </FormField>
  );
}

export function NoteField<V extends PaymentValues>({ form, label }: { form: PaymentForm<V>; label: string }) {
  return (
    <FormField label={label} error={form.errors.note}>
      <Textarea
        name="note"
        size="sm"
        rows={2}
        value={form.values.note}
        onChange={(e) => form.set('note', e.currentTarget.value as V['note'])}
      />
    </FormField>
  );
}
