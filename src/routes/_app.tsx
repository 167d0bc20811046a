import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getToken } from '../api/session';
import '../components/route-meta';

/** The authenticated area: without a token the visitor goes to /login and comes back after. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
