/**
 * A small form state for the back-office screens: values, Vietnamese errors from the zod schema
 * (the same schema the server uses where one is shared) and from the server's 400 `errors` map.
 */
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/errors';

export type FieldErrors = Record<string, string>;

/** zod issues → `{ 'units.1.factor': 'message' }`, first message per path. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The server's `errors: { field: [msg] }` → `{ field: msg }`. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) out[field] = messages[0];
  return out;
}

export function useForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!((name as string) in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);

  /** Validates with the schema; returns the parsed output, or null after showing the errors. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S): z.output<S> | null => {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(zodFieldErrors(result.error));
      return null;
    },
    [values],
  );

  const showServerErrors = useCallback((error: unknown) => setErrors(serverFieldErrors(error)), []);

  return { values, setValues, set, errors, setErrors, validate, showServerErrors };
}
