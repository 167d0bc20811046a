import { Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { forgotPassword } from '../../api/auth';
import { forgotPasswordSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { messageOf } from './message-of';
import { EmailField } from './auth-fields';
import { AuthForm, clearAlertThen } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
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
      <AuthForm
        onSubmit={form.handleSubmit(clearAlertThen(setAlert, mutation.mutate))}
        alert={alert}
        pending={mutation.isPending}
        submitText={t.forgot.submit}
        submittingText={t.forgot.submitting}
      >
        <EmailField form={form} autoComplete="email" autoFocus />
      </AuthForm>
    </AuthLayout>
  );
}
