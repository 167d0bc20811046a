import { Box, Flex, Link, Text } from '@chakra-ui/react';
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
import { PasswordField, PersonNameFields, TelField } from './auth-fields';
import { AuthForm, clearAlertThen } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthWaiting } from './auth-waiting';
import { useZodForm } from './use-zod-form';

/**
 * `/invitations?key=…`: shows the invited e-mail and a registration form. An invitation already
 * accepted goes to /login, a failed lookup to /500; accepting creates the user, then /login.
 */
export function InvitationAccept({ invitationKey }: { invitationKey: string }) {
  const navigate = useNavigate();
  const setSharedAlert = useSetAtom(authAlertAtom);
  const [alert, setAlert] = useState<AuthAlert | null>(null);
  const invitation = useQuery({
    queryKey: accountKeys.invitation(invitationKey),
    queryFn: () => getInvitation(invitationKey),
    enabled: Boolean(invitationKey),
  });
  const form = useZodForm(invitationAcceptSchema, {
    key: invitationKey,
    accepted: true,
    last_name: '',
    first_name: '',
    tel: '',
    password: '',
  });
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

  if (!invitation.data || alreadyAccepted)
    return <AuthWaiting title={t.invitation.title} text={t.invitation.loading} />;

  return (
    <AuthLayout width="520px" title={t.invitation.title} subtitle={t.invitation.subtitle}>
      <AuthForm
        onSubmit={form.handleSubmit(
          clearAlertThen(setAlert, ({ accepted: _accepted, ...values }) => mutation.mutate(values)),
        )}
        alert={alert}
        pending={mutation.isPending}
        submitText={t.invitation.submit}
        submittingText={t.invitation.submitting}
        after={
          <Flex justify="center" fontSize="sm">
            <Link asChild color="fg.muted">
              <RouterLink to="/invitations/reject" search={{ key: invitationKey }}>
                {t.invitation.decline}
              </RouterLink>
            </Link>
          </Flex>
        }
      >
        <Box bg="brand.subtle" borderRadius="l2" px="4" py="3" borderWidth="1px" borderColor="brand.muted">
          <Text fontSize="sm" color="fg.muted">
            {t.invitation.invitedEmail}
          </Text>
          <Text fontWeight="semibold" data-testid="invited-email">
            {invitation.data.email}
          </Text>
        </Box>
        <PersonNameFields form={form} autoFocus />
        <TelField form={form} />
        <PasswordField form={form} autoComplete="new-password" />
      </AuthForm>
    </AuthLayout>
  );
}
