import { Input, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { register } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { signupSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { EmailField, PasswordField, PersonNameFields, TelField } from './auth-fields';
import { AuthForm, clearAlertThen } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from './use-zod-form';

/** SPEC.md §8: a failed registration shows the server's `errors.email` text. */
export function signupFailureMessage(error: ApiError): string {
  return error.fieldError('email') ?? error.message;
}

/** The terms and policy links are placeholders (SPEC.md §1): there is no document yet. */
function PlaceholderLink({ children }: { children: string }) {
  return (
    <Link href="#" color="brand.fg" onClick={(e) => e.preventDefault()}>
      {children}
    </Link>
  );
}

/** The sign-up screen: creates the shop, then goes to /login saying e-mail activation is needed. */
export function SignupForm() {
  const navigate = useNavigate();
  const [alert, setAlert] = useAtom(authAlertAtom);
  const form = useZodForm(signupSchema, { name: '', last_name: '', first_name: '', email: '', tel: '', password: '' });
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: async () => {
      setAlert({ status: 'success', message: authMessages.success.registered });
      await navigate({ to: '/login' });
    },
    onError: (error: ApiError) => {
      // The banner states the e-mail's message (SPEC.md §8); under the field it would say it twice.
      const { email: _stated, ...others } = error.errors;
      form.setServerErrors(others);
      setAlert({ status: 'error', message: signupFailureMessage(error) });
    },
  });

  return (
    <AuthLayout
      width="520px"
      title={t.signup.title}
      subtitle={t.signup.subtitle}
      footer={
        <Text>
          {t.signup.haveAccount} <AuthLink to="/login">{t.signup.login}</AuthLink>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit(clearAlertThen(setAlert, mutation.mutate))}
        alert={alert}
        pending={mutation.isPending}
        submitText={t.signup.submit}
        submittingText={t.signup.submitting}
      >
        <FormField label={t.fields.storeName} error={form.errors.name} required>
          <Input
            autoFocus
            autoComplete="organization"
            placeholder={t.fields.storeNamePlaceholder}
            {...form.text('name')}
          />
        </FormField>
        <PersonNameFields form={form} />
        <EmailField form={form} autoComplete="email" />
        <TelField form={form} />
        <PasswordField form={form} autoComplete="new-password" />
        <Text fontSize="sm" color="fg.muted">
          {t.signup.agreePrefix}
          <PlaceholderLink>{t.signup.terms}</PlaceholderLink>
          {t.signup.and}
          <PlaceholderLink>{t.signup.policy}</PlaceholderLink>
          {t.signup.agreeSuffix}
        </Text>
      </AuthForm>
    </AuthLayout>
  );
}
