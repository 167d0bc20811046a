import { Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { resetPassword } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { resetPasswordSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { AuthForm, clearAlertThen } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { FormField } from '../../components/form/form-field';
import { messageOf } from './message-of';
import { PasswordInput } from './password-input';
import { useZodForm } from './use-zod-form';

/** `/reset-password?uid=…&token=…`: a new password, then /login (no auto-login; SPEC.md §4). */
export function ResetPasswordForm({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const [alert, setAlert] = useAtom(authAlertAtom);
  const form = useZodForm(resetPasswordSchema, { password: '', password_confirmation: '', uid, token });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: async (body) => {
      setAlert({ status: 'success', message: messageOf(body) ?? authMessages.success.passwordReset });
      await navigate({ to: '/login' });
    },
    // SPEC.md §8: a failed reset shows the server's message.
    onError: (error: ApiError) => setAlert({ status: 'error', message: error.message }),
  });
  const linkBroken = !uid || !token;

  return (
    <AuthLayout
      title={t.reset.title}
      subtitle={t.reset.subtitle}
      footer={
        <Text>
          <AuthLink to="/login">{t.reset.back}</AuthLink>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit(clearAlertThen(setAlert, mutation.mutate))}
        alert={linkBroken ? { status: 'error', message: t.reset.missingLink } : alert}
        pending={mutation.isPending}
        disabled={linkBroken}
        submitText={t.reset.submit}
        submittingText={t.reset.submitting}
      >
        <FormField label={t.fields.newPassword} error={form.errors.password} helper={t.fields.passwordHint} required>
          <PasswordInput autoComplete="new-password" autoFocus {...form.text('password')} />
        </FormField>
        <FormField label={t.fields.passwordConfirmation} error={form.errors.password_confirmation} required>
          <PasswordInput autoComplete="new-password" {...form.text('password_confirmation')} />
        </FormField>
      </AuthForm>
    </AuthLayout>
  );
}
