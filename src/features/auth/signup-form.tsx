import { Button, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { register } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { signupSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { AuthAlertView } from './auth-alert';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { FormField } from '../../components/form/form-field';
import { PasswordInput } from './password-input';
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
      form.setServerErrors(error.errors);
      setAlert({ status: 'error', message: signupFailureMessage(error) });
    },
  });
  const submit = form.handleSubmit((values) => {
    setAlert(null);
    mutation.mutate(values);
  });
  const text = (name: 'name' | 'last_name' | 'first_name' | 'email' | 'tel') => ({
    name,
    value: form.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(name, e.target.value),
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
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <AuthAlertView alert={alert} />
          <FormField label={t.fields.storeName} error={form.errors.name} required>
            <Input autoFocus autoComplete="organization" placeholder={t.fields.storeNamePlaceholder} {...text('name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t.fields.lastName} error={form.errors.last_name} required>
              <Input autoComplete="family-name" placeholder={t.fields.lastNamePlaceholder} {...text('last_name')} />
            </FormField>
            <FormField label={t.fields.firstName} error={form.errors.first_name} required>
              <Input autoComplete="given-name" placeholder={t.fields.firstNamePlaceholder} {...text('first_name')} />
            </FormField>
          </SimpleGrid>
          <FormField label={t.fields.email} error={form.errors.email} required>
            <Input type="email" autoComplete="email" placeholder={t.fields.emailPlaceholder} {...text('email')} />
          </FormField>
          <FormField label={t.fields.tel} error={form.errors.tel} required>
            <Input type="tel" autoComplete="tel" inputMode="tel" placeholder={t.fields.telPlaceholder} {...text('tel')} />
          </FormField>
          <FormField label={t.fields.password} error={form.errors.password} helper={t.fields.passwordHint} required>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              placeholder={t.fields.passwordPlaceholder}
              value={form.values.password}
              onChange={(e) => form.setField('password', e.target.value)}
            />
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            {t.signup.agreePrefix}
            <PlaceholderLink>{t.signup.terms}</PlaceholderLink>
            {t.signup.and}
            <PlaceholderLink>{t.signup.policy}</PlaceholderLink>
            {t.signup.agreeSuffix}
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={mutation.isPending} loadingText={t.signup.submitting}>
            {t.signup.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
