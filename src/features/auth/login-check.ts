/**
 * The login form's check without zod (issue 16: /login loads no zod): the rules and messages of
 * `loginSchema` (domain/account-schemas.ts), which the server still applies to the body.
 * tests/client/auth/login-check.test.ts compares the two on the same inputs.
 */
import { authMessages } from '../../i18n/auth';
import type { FormCheck } from './use-zod-form';

const v = authMessages.validation;

/** `EMAIL_MAX` of account-schemas.ts. */
const EMAIL_MAX = 320;
/** What the login password allows (`loginPasswordSchema`). */
const PASSWORD_MAX = 1024;
/** zod's `z.email()` pattern (zod/v4/core/regexes.js `email`). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

interface LoginValues {
  email: string;
  password: string;
}

function emailProblem(email: unknown): string | undefined {
  if (typeof email !== 'string') return v.emailRequired;
  const trimmed = email.trim();
  if (trimmed.length < 1) return v.emailRequired;
  if (trimmed.length > EMAIL_MAX) return v.emailTooLong;
  return EMAIL.test(trimmed) ? undefined : v.emailInvalid;
}

function passwordProblem(password: unknown): string | undefined {
  // One message for every rule: the schema's own (`z.string({ error })`) covers its `.max()` too.
  const valid = typeof password === 'string' && password.length >= 1 && password.length <= PASSWORD_MAX;
  return valid ? undefined : v.passwordRequired;
}

export const loginCheck: FormCheck<LoginValues, LoginValues> = {
  safeParse(values) {
    const problems = [
      { path: ['email'], message: emailProblem(values.email) },
      { path: ['password'], message: passwordProblem(values.password) },
    ].filter((issue): issue is { path: string[]; message: string } => issue.message !== undefined);
    if (problems.length > 0) return { success: false, error: { issues: problems } };
    return { success: true, data: { email: values.email.trim().toLowerCase(), password: values.password } };
  },
};
