import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled field with its validation message underneath (the input comes as children). Forms
 * using it set `noValidate`: messages come from the zod schema, not the browser.
 */
export function FormField({ label, error, helper, required, children }: { label: ReactNode; error?: string; helper?: ReactNode; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
