import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { toaster } from '../../components/toaster';
import { changePasswordSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { FormField } from '../../components/form/form-field';
import { messageOf } from './message-of';
import { PasswordInput } from './password-input';
import { useZodForm } from './use-zod-form';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** POST /me/password: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordSchema, EMPTY);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (body) => {
      form.setValues(EMPTY);
      toaster.create({ type: 'success', title: messageOf(body) ?? authMessages.success.passwordChanged });
    },
    onError: (error: ApiError) => {
      form.setServerErrors(error.errors);
      if (Object.keys(error.errors).length === 0) toaster.create({ type: 'error', title: error.message });
    },
  });
  const field = (name: keyof typeof EMPTY, autoComplete: string) => ({
    name,
    autoComplete,
    value: form.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(name, e.target.value),
  });

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Card.Title as="h2">{t.profile.password}</Card.Title>
        <Card.Description>{t.profile.passwordHelp}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <FormField label={t.fields.currentPassword} error={form.errors.current_password} required>
                <PasswordInput {...field('current_password', 'current-password')} />
              </FormField>
              <FormField label={t.fields.newPassword} error={form.errors.password} required>
                <PasswordInput {...field('password', 'new-password')} />
              </FormField>
              <FormField label={t.fields.passwordConfirmation} error={form.errors.password_confirmation} required>
                <PasswordInput {...field('password_confirmation', 'new-password')} />
              </FormField>
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              variant="outline"
              alignSelf="flex-end"
              loading={mutation.isPending}
              loadingText={t.common.saving}
            >
              {t.profile.changePassword}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
