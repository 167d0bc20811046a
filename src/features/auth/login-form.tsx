import { Flex, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { login } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { storeSession } from '../../api/session';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { EmailField, PasswordField } from './auth-fields';
import { AuthForm, clearAlertThen } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { loginCheck } from './login-check';
import { useCheckedForm } from './use-zod-form';

/** SPEC.md §8: an inactive account shows the server's message, any other failure one fixed text. */
export function loginFailureMessage(error: ApiError): string {
  return error.code === 'not_active_account' ? error.message : t.login.failed;
}

/** The login screen (`/`, `/login`): stores user and token, then goes to `/` (SPEC.md §4). */
export function LoginForm() {
  const navigate = useNavigate();
  const [alert, setAlert] = useAtom(authAlertAtom);
  const form = useCheckedForm(loginCheck, { email: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (session) => {
      storeSession(session);
      setAlert(null);
      await navigate({ to: '/' });
    },
    onError: (error: ApiError) => setAlert({ status: 'error', message: loginFailureMessage(error) }),
  });

  return (
    <AuthLayout
      title={t.login.title}
      subtitle={t.login.subtitle}
      footer={
        <Text>
          {t.login.noAccount} <AuthLink to="/signup">{t.login.signup}</AuthLink>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit(clearAlertThen(setAlert, mutation.mutate))}
        alert={alert}
        pending={mutation.isPending}
        submitText={t.login.submit}
        submittingText={t.login.submitting}
      >
        <EmailField form={form} autoComplete="username" autoFocus />
        <PasswordField form={form} autoComplete="current-password" />
        <Flex justify="flex-end" fontSize="sm" mt="-1">
          <AuthLink to="/forgot-password">{t.login.forgot}</AuthLink>
        </Flex>
      </AuthForm>
    </AuthLayout>
  );
}
