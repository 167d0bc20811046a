import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken, SESSION_KEYS } from '../api/session';

/** SPEC §2: `/` goes to /login without a token, otherwise to the stored initial URL or /dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
    const initial = localStorage.getItem(SESSION_KEYS.initialUrl);
    localStorage.removeItem(SESSION_KEYS.initialUrl);
    throw redirect({ href: initial && initial !== '/' && !initial.startsWith('/login') ? initial : '/dashboard' });
  },
});
