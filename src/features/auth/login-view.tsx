/**
 * The login screen itself, in plain React and its own stylesheet: no Chakra, no router, no query
 * client (issue 16). A visitor who opens /login loads only this (through `src/login-main.tsx`);
 * the app's /login route shows the same view once the app is loaded. It looks like the other
 * account screens (`AuthLayout`): the same brand, card, fields and colours.
 */
import { CircleAlert, CircleCheck, Eye, EyeOff, Info } from 'lucide-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { login } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { storeSession } from '../../api/session';
import { authScreens as t } from '../../i18n/auth-screens';
import { vi } from '../../i18n/messages';
import type { AuthAlert } from './atoms';
import { loginCheck } from './login-check';
import { useCheckedForm } from './use-zod-form';
import './login-view.css';

/**
 * SPEC.md §8: an inactive account shows the server's message, any other failure one fixed text.
 * No answer at all (no network, a timeout) is one of §8's network problems, not a wrong password:
 * it says so, so that a cashier offline does not type the password again and again.
 */
export function loginFailureMessage(error: ApiError): string {
  if (error.code === 'not_active_account' || error.status === 0) return error.message;
  return t.login.failed;
}

export type AuthPath = '/signup' | '/forgot-password';

export interface LoginViewProps {
  alert: AuthAlert | null;
  setAlert: (alert: AuthAlert | null) => void;
  /** After the session is stored: on to `/` (SPEC.md §4). */
  onSignedIn: () => void | Promise<void>;
  /** A plain click on the sign-up or forgot-password link; a modified click opens it as the browser does. */
  onLink?: (to: AuthPath) => void;
}

const ALERT_ICONS = { error: CircleAlert, success: CircleCheck, info: Info };

export function LoginView({ alert, setAlert, onSignedIn, onLink }: LoginViewProps) {
  const form = useCheckedForm(loginCheck, { email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = useId();

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setPending(true);
    try {
      storeSession(await login(values));
    } catch (error) {
      setPending(false);
      setAlert({ status: 'error', message: loginFailureMessage(error as ApiError) });
      return;
    }
    setAlert(null);
    await onSignedIn();
  });

  const link = (to: AuthPath, children: ReactNode) => (
    <a
      className="pt-login-link"
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!onLink || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onLink(to);
      }}
    >
      {children}
    </a>
  );

  const AlertIcon = alert ? ALERT_ICONS[alert.status] : null;
  return (
    <div className="pt-login">
      <div className="pt-login-column">
        <div className="pt-login-brand">
          <img src="/favicon.svg" alt={t.brand.logoAlt} width={44} height={44} />
          <div>
            <p className="pt-login-name">{vi.app.name}</p>
            <p className="pt-login-tagline">{t.brand.tagline}</p>
          </div>
        </div>
        <section className="pt-login-card" aria-labelledby={`${ids}title`}>
          <header className="pt-login-header">
            <h1 id={`${ids}title`}>{t.login.title}</h1>
            <p>{t.login.subtitle}</p>
          </header>
          <form className="pt-login-body" onSubmit={submit} noValidate>
            {alert && AlertIcon ? (
              <div className="pt-login-alert" data-status={alert.status} role="alert" data-testid="auth-alert">
                <AlertIcon aria-hidden="true" />
                <span>{alert.message}</span>
              </div>
            ) : null}
            <Field id={`${ids}email`} label={t.fields.email} error={form.errors.email}>
              <input
                id={`${ids}email`}
                className="pt-login-input"
                type="email"
                autoComplete="username"
                autoFocus
                required
                placeholder={t.fields.emailPlaceholder}
                aria-invalid={form.errors.email ? true : undefined}
                aria-describedby={form.errors.email ? `${ids}email-error` : undefined}
                {...form.text('email')}
              />
            </Field>
            <Field id={`${ids}password`} label={t.fields.password} error={form.errors.password}>
              <div className="pt-login-password">
                <input
                  id={`${ids}password`}
                  className="pt-login-input"
                  type={passwordShown ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  placeholder={t.fields.passwordPlaceholder}
                  aria-invalid={form.errors.password ? true : undefined}
                  aria-describedby={form.errors.password ? `${ids}password-error` : undefined}
                  {...form.text('password')}
                />
                <button
                  type="button"
                  className="pt-login-eye"
                  tabIndex={-1}
                  aria-label={passwordShown ? t.fields.hidePassword : t.fields.showPassword}
                  aria-pressed={passwordShown}
                  onClick={() => setPasswordShown((shown) => !shown)}
                >
                  {passwordShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </button>
              </div>
            </Field>
            <div className="pt-login-forgot">{link('/forgot-password', t.login.forgot)}</div>
            <button type="submit" className="pt-login-submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? (
                <>
                  <span className="pt-login-spinner" aria-hidden="true" />
                  {t.login.submitting}
                </>
              ) : (
                t.login.submit
              )}
            </button>
          </form>
          <footer className="pt-login-footer">
            {t.login.noAccount} {link('/signup', t.login.signup)}
          </footer>
        </section>
        <p className="pt-login-copyright">{t.brand.footer}</p>
      </div>
    </div>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="pt-login-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>
        {label}
        <span className="pt-login-required" aria-hidden="true">
          *
        </span>
      </label>
      {children}
      {error ? (
        <p className="pt-login-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
