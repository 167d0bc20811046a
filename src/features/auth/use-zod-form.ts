import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface CheckIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What the form needs of its check: a zod schema, or a check of the same shape without zod (the
 * login form's, as /login loads no zod).
 */
export interface FormCheck<V, Out> {
  safeParse(values: V): { success: true; data: Out } | { success: false; error: { issues: readonly CheckIssue[] } };
}

/** The first message of each field, keyed by the top-level field name. */
export function fieldErrorsOf<K extends string>(error: { issues: readonly CheckIssue[] }): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Form state validated by a zod schema: values, the first message per field, checks on submit
 * and, once submitted, again on every change so a fixed field loses its message at once.
 */
export function useZodForm<V extends Record<string, unknown>, Out>(schema: z.ZodType<Out, V>, initial: V) {
  return useCheckedForm<V, Out>(schema, initial);
}

/** `useZodForm` with a check of the same shape as a zod schema (the login form's, without zod). */
export function useCheckedForm<V extends Record<string, unknown>, Out>(schema: FormCheck<NoInfer<V>, Out>, initial: V) {
  type K = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      const nextErrors = result.success ? {} : fieldErrorsOf<K>(result.error);
      setErrors(nextErrors);
      return result;
    },
    [schema],
  );

  const setField = <F extends K>(name: F, value: V[F]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  const handleSubmit = (onValid: (data: Out) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.data);
  };

  /** Props binding a text input to a string field: its name, value and change handler. */
  const text = <F extends K>(name: F) => ({
    name,
    value: values[name] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(name, e.target.value as V[F]),
  });

  /** Shows the server's field messages (`errors` of DESIGN.md §3) under the inputs. */
  const setServerErrors = (serverErrors: Record<string, string[]>) => {
    const mapped: FieldErrors<K> = {};
    for (const [field, messages] of Object.entries(serverErrors)) {
      if (field in values && messages[0]) mapped[field as K] = messages[0];
    }
    setErrors((previous) => ({ ...previous, ...mapped }));
  };

  return { values, errors, setField, setValues, handleSubmit, setServerErrors, text };
}
