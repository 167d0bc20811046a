import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { accountKeys, getTenant } from '../api/auth';
import { getToken, SESSION_KEYS } from '../api/session';
import { FullPageLoader } from '../components/full-page-loader';
import '../components/route-meta';
import { AppLayout } from '../features/shell/app-layout';
import { TillSessionProvider } from '../till/session-context';

/**
 * The authenticated area. Without a token the visitor goes to /login; the URL they asked for is
 * kept as the initial URL that `/` returns to after login (SPEC.md §2). Signed in, pages render
 * in the app layout (sidebar, header, permission check of the route's meta, subscription guard)
 * inside the till session of the user's tenant. The tenant with its subscription is loaded once
 * signed in (SPEC.md §7) and kept in the session state (`getTenant`).
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

/** The subscription is re-read at most this often while signed in (a page reload always re-reads it). */
const TENANT_STALE_MS = 5 * 60_000;

function AppShell() {
  const { till } = Route.useRouteContext();
  const session = useSyncExternalStore(till.subscribe, till.current);
  const opening = useSyncExternalStore(till.subscribe, till.opening);
  const failure = till.failure();
  // The till's code failed to load: the route's error view offers to reload.
  if (failure) throw failure;
  return (
    <>
      <TenantQuery enabled={Boolean(session)} />
      {opening ? (
        <FullPageLoader />
      ) : !session ? (
        // Signed out meanwhile (logout, a refused token, another tab): this tree has nothing to work on.
        <Navigate to="/login" />
      ) : (
        <TillSessionProvider session={session}>
          <AppLayout>
            <Outlet />
          </AppLayout>
        </TillSessionProvider>
      )}
    </>
  );
}

/**
 * Keeps the tenant's query alive. A component of its own: the query's answer goes to the session
 * state (`getTenant`), and re-rendering it must not re-render the whole signed-in page.
 */
function TenantQuery({ enabled }: { enabled: boolean }) {
  useQuery({ queryKey: accountKeys.tenant, queryFn: getTenant, staleTime: TENANT_STALE_MS, enabled });
  return null;
}
