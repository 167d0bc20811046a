import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
  /** For grid layouts: take the whole row. */
  wide?: boolean;
}

/** A labelled field that shows its Vietnamese error (zod or the server's 400 `errors`) under the input. */
export function FormField({ label, error, helper, required, children, wide }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} gridColumn={wide ? '1 / -1' : undefined}>
      <Field.Label fontSize="sm">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
