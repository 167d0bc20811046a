import { Box, Button, Flex, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { acceptInvitation, accountKeys, getInvitation } from '../../api/auth';
import type { ApiError } from '../../api/errors';
import { invitationAcceptSchema } from '../../domain/account-schemas';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom, type AuthAlert } from './atoms';
import { AuthAlertView } from './auth-alert';
import { AuthLayout } from './auth-layout';
import { FormField } from '../../components/form/form-field';
import { PasswordInput } from './password-input';
import { useZodForm } from './use-zod-form';

/**
 * `/invitations?key=…`: shows the invited e-mail and a registration form. An invitation already
 * accepted goes to /login, a failed lookup to /500; accepting creates the user, then /login.
 */
export function InvitationAccept({ invitationKey }: { invitationKey: string }) {
  const navigate = useNavigate();
  const setSharedAlert = useSetAtom(authAlertAtom);
  const [alert, setAlert] = useState<AuthAlert | null>(null);
  const invitation = useQuery({ queryKey: accountKeys.invitation(invitationKey), queryFn: () => getInvitation(invitationKey), enabled: Boolean(invitationKey) });
  const form = useZodForm(invitationAcceptSchema, { key: invitationKey, accepted: true, last_name: '', first_name: '', tel: '', password: '' });
  const mutation = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async () => {
      setSharedAlert({ status: 'success', message: authMessages.success.invitationAccepted });
      await navigate({ to: '/login' });
    },
    onError: (error: ApiError) => {
      form.setServerErrors(error.errors);
      setAlert({ status: 'error', message: t.invitation.failed });
    },
  });

  const lookupFailed = !invitationKey || invitation.isError;
  const alreadyAccepted = invitation.data?.accepted === true;
  useEffect(() => {
    if (lookupFailed) void navigate({ href: '/500' });
    else if (alreadyAccepted) void navigate({ to: '/login' });
  }, [lookupFailed, alreadyAccepted, navigate]);

  const submit = form.handleSubmit(({ accepted: _accepted, ...values }) => {
    setAlert(null);
    mutation.mutate(values);
  });

  if (!invitation.data || alreadyAccepted) {
    return (
      <AuthLayout title={t.invitation.title}>
        <Stack align="center" gap="4" py="6" role="status">
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Text color="fg.muted">{t.invitation.loading}</Text>
        </Stack>
      </AuthLayout>
    );
  }

  const text = (name: 'last_name' | 'first_name' | 'tel') => ({
    name,
    value: form.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(name, e.target.value),
  });

  return (
    <AuthLayout width="520px" title={t.invitation.title} subtitle={t.invitation.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <AuthAlertView alert={alert} />
          <Box bg="brand.subtle" borderRadius="l2" px="4" py="3" borderWidth="1px" borderColor="brand.muted">
            <Text fontSize="sm" color="fg.muted">
              {t.invitation.invitedEmail}
            </Text>
            <Text fontWeight="semibold" data-testid="invited-email">
              {invitation.data.email}
            </Text>
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t.fields.lastName} error={form.errors.last_name} required>
              <Input autoFocus autoComplete="family-name" placeholder={t.fields.lastNamePlaceholder} {...text('last_name')} />
            </FormField>
            <FormField label={t.fields.firstName} error={form.errors.first_name} required>
              <Input autoComplete="given-name" placeholder={t.fields.firstNamePlaceholder} {...text('first_name')} />
            </FormField>
          </SimpleGrid>
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
          <Button type="submit" colorPalette="brand" size="lg" loading={mutation.isPending} loadingText={t.invitation.submitting}>
            {t.invitation.submit}
          </Button>
          <Flex justify="center" fontSize="sm">
            <Link asChild color="fg.muted">
              <RouterLink to="/invitations/reject" search={{ key: invitationKey }}>
                {t.invitation.decline}
              </RouterLink>
            </Link>
          </Flex>
        </Stack>
      </form>
    </AuthLayout>
  );
}
