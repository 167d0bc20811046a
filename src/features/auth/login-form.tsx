import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { login } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { storeSession } from '../../api/session';
import { loginSchema } from '../../domain/account-schemas';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { AuthAlertView } from './auth-alert';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { FormField } from '../../components/form/form-field';
import { PasswordInput } from './password-input';
import { useZodForm } from './use-zod-form';

/** SPEC.md §8: an inactive account shows the server's message, any other failure one fixed text. */
export function loginFailureMessage(error: ApiError): string {
  return error.code === 'not_active_account' ? error.message : t.login.failed;
}

/** The login screen (`/`, `/login`): stores user and token, then goes to `/` (SPEC.md §4). */
export function LoginForm() {
  const navigate = useNavigate();
  const [alert, setAlert] = useAtom(authAlertAtom);
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (session) => {
      storeSession(session);
      setAlert(null);
      await navigate({ to: '/' });
    },
    onError: (error: ApiError) => setAlert({ status: 'error', message: loginFailureMessage(error) }),
  });

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    mutation.mutate(values);
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
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <AuthAlertView alert={alert} />
          <FormField label={t.fields.email} error={form.errors.email} required>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              placeholder={t.fields.emailPlaceholder}
              value={form.values.email}
              onChange={(e) => form.setField('email', e.target.value)}
            />
          </FormField>
          <FormField label={t.fields.password} error={form.errors.password} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              placeholder={t.fields.passwordPlaceholder}
              value={form.values.password}
              onChange={(e) => form.setField('password', e.target.value)}
            />
          </FormField>
          <Flex justify="flex-end" fontSize="sm" mt="-1">
            <AuthLink to="/forgot-password">{t.login.forgot}</AuthLink>
          </Flex>
          <Button type="submit" colorPalette="brand" size="lg" loading={mutation.isPending} loadingText={t.login.submitting}>
            {t.login.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
