import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { rejectInvitation } from '../../api/auth';
import { toApiError } from '../../api/errors';
import { authMessages } from '../../i18n/auth';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { AuthWaiting } from './auth-waiting';
import { once } from './once';

/** `/invitations/reject?key=…`: declines the invitation, then goes to `/` (SPEC.md §4). */
export function InvitationReject({ invitationKey }: { invitationKey: string }) {
  const navigate = useNavigate();
  const setAlert = useSetAtom(authAlertAtom);

  useEffect(() => {
    let active = true;
    once(`reject:${invitationKey}`, () => rejectInvitation(invitationKey)).then(
      async () => {
        if (!active) return;
        setAlert({ status: 'info', message: authMessages.success.invitationDeclined });
        await navigate({ to: '/' });
      },
      async (error: unknown) => {
        if (!active) return;
        setAlert({ status: 'error', message: (await toApiError(error)).message });
        await navigate({ to: '/' });
      },
    );
    return () => {
      active = false;
    };
  }, [invitationKey, navigate, setAlert]);

  return <AuthWaiting title={t.invitation.decline} text={t.invitation.rejecting} live />;
}
