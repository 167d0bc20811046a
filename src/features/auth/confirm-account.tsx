import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { confirm } from '../../api/auth';
import { storeSession } from '../../api/session';
import { authScreens as t } from '../../i18n/auth-screens';
import { authAlertAtom } from './atoms';
import { AuthWaiting } from './auth-waiting';
import { once } from './once';

/**
 * `/confirm?uid=…&token=…`: activates the account behind a spinner. Success stores the session
 * and goes to /setup-store; failure says 'Không thể xác nhận tài khoản!' on /login (SPEC.md §4, §8).
 */
export function ConfirmAccount({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const setAlert = useSetAtom(authAlertAtom);

  useEffect(() => {
    let active = true;
    const attempt =
      uid && token
        ? once(`confirm:${uid}:${token}`, () => confirm({ uid, token }))
        : Promise.reject(new Error('missing uid or token'));
    attempt.then(
      async (session) => {
        if (!active) return;
        storeSession(session);
        setAlert({ status: 'success', message: t.setupStore.welcome });
        await navigate({ to: '/setup-store' });
      },
      async () => {
        if (!active) return;
        setAlert({ status: 'error', message: t.confirm.failed });
        await navigate({ to: '/login' });
      },
    );
    return () => {
      active = false;
    };
  }, [uid, token, navigate, setAlert]);

  return <AuthWaiting title={t.confirm.title} text={t.confirm.working} live />;
}
