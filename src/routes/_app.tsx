import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getToken, SESSION_KEYS } from '../api/session';
import '../components/route-meta';
import { AppLayout } from '../features/shell/app-layout';

/**
 * The authenticated area. Without a token the visitor goes to /login; the URL they asked for is
 * kept as the initial URL that `/` returns to after login (SPEC.md §2). Signed in, pages render
 * in the app layout (sidebar, header, permission check of the route's meta).
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
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
