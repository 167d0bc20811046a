import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { forgotPassword } from '../../api/auth';
import { forgotPasswordSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { messageOf } from './message-of';
import { AuthAlertView } from './auth-alert';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from './use-zod-form';

/** The forgot-password screen: the same answer whether or not the e-mail is registered. */
export function ForgotPasswordForm() {
  const [alert, setAlert] = useAtom(authAlertAtom);
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (body) => setAlert({ status: 'success', message: messageOf(body) ?? authMessages.success.forgotSent }),
    onError: () => setAlert({ status: 'error', message: t.forgot.failed }),
  });
  const submit = form.handleSubmit((values) => {
    setAlert(null);
    mutation.mutate(values);
  });

  return (
    <AuthLayout
      title={t.forgot.title}
      subtitle={t.forgot.subtitle}
      footer={
        <Text>
          <AuthLink to="/login">{t.forgot.back}</AuthLink>
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
              autoComplete="email"
              autoFocus
              placeholder={t.fields.emailPlaceholder}
              value={form.values.email}
              onChange={(e) => form.setField('email', e.target.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={mutation.isPending} loadingText={t.forgot.submitting}>
            {t.forgot.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
