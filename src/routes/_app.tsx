import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { getToken, SESSION_KEYS } from '../api/session';
import { FullPageLoader } from '../components/full-page-loader';
import '../components/route-meta';
import { AppLayout } from '../features/shell/app-layout';
import { TillSessionProvider } from '../till/session-context';

/**
 * The authenticated area. Without a token the visitor goes to /login; the URL they asked for is
 * kept as the initial URL that `/` returns to after login (SPEC.md §2). Signed in, pages render
 * in the app layout (sidebar, header, permission check of the route's meta) inside the till
 * session of the user's tenant.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getToken()) {
      localStorage.setItem(SESSION_KEYS.initialUrl, location.href);
      throw redirect({ to: '/login' });
    }
  },
  component: AppShell,
});

function AppShell() {
  const { till } = Route.useRouteContext();
  const session = useSyncExternalStore(till.subscribe, till.current);
  const opening = useSyncExternalStore(till.subscribe, till.opening);
  const failure = till.failure();
  // The till's code failed to load: the route's error view offers to reload.
  if (failure) throw failure;
  if (opening) return <FullPageLoader />;
  // Signed out meanwhile (logout, a refused token, another tab): this tree has nothing to work on.
  if (!session) return <Navigate to="/login" />;
  return (
    <TillSessionProvider session={session}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </TillSessionProvider>
  );
}
