/**
 * Renders the real account screens inside a small router (memory history): the public routes
 * with their real feature components, `/` with the real index route's redirect rule, and plain
 * stand-ins for the pages they lead to (/dashboard, /setup-store, /500, …).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
  type AnyRoute,
} from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import { ConfirmAccount } from '../../../src/features/auth/confirm-account';
import { ForgotPasswordForm } from '../../../src/features/auth/forgot-password-form';
import { InvitationAccept } from '../../../src/features/auth/invitation-accept';
import { InvitationReject } from '../../../src/features/auth/invitation-reject';
import { LoginForm } from '../../../src/features/auth/login-form';
import { ResetPasswordForm } from '../../../src/features/auth/reset-password-form';
import { SignupForm } from '../../../src/features/auth/signup-form';
import { linkSearch } from '../../../src/routes/-search';
import type { RouterContext } from '../../../src/routes/__root';
import { Route as IndexRoute } from '../../../src/routes/index';

// Two shared cores run many test files at once: give the screens time before calling them broken.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The account screens come before the signed-in tree: none of them opens a till session. */
const noTillSession: RouterContext['till'] = {
  current: () => null,
  opening: () => false,
  failure: () => null,
  subscribe: () => () => undefined,
  stop: () => undefined,
};

const linkParams = linkSearch('uid', 'token', 'key');

function stand(path: string, root: AnyRoute) {
  return createRoute({
    getParentRoute: () => root,
    path,
    component: () => <p data-testid="page">{`Trang ${path}`}</p>,
  });
}

export function renderAuth(path: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', beforeLoad: IndexRoute.options.beforeLoad }),
    createRoute({ getParentRoute: () => root, path: '/login', component: LoginForm }),
    createRoute({ getParentRoute: () => root, path: '/signup', component: SignupForm }),
    createRoute({ getParentRoute: () => root, path: '/forgot-password', component: ForgotPasswordForm }),
    createRoute({
      getParentRoute: () => root,
      path: '/reset-password',
      validateSearch: linkParams,
      component: function Reset() {
        const { uid, token } = useSearch({ strict: false }) as ReturnType<typeof linkParams>;
        return <ResetPasswordForm uid={uid} token={token} />;
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/confirm',
      validateSearch: linkParams,
      component: function Confirm() {
        const { uid, token } = useSearch({ strict: false }) as ReturnType<typeof linkParams>;
        return <ConfirmAccount uid={uid} token={token} />;
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/invitations',
      validateSearch: linkParams,
      component: function Invitation() {
        const { key } = useSearch({ strict: false }) as ReturnType<typeof linkParams>;
        return <InvitationAccept invitationKey={key} />;
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/invitations/reject',
      validateSearch: linkParams,
      component: function Reject() {
        const { key } = useSearch({ strict: false }) as ReturnType<typeof linkParams>;
        return <InvitationReject invitationKey={key} />;
      },
    }),
    stand('/dashboard', root),
    stand('/setup-store', root),
    stand('/500', root),
    stand('/pos-orders', root),
  ];
  const store = createStore();
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree: root.addChildren(routes),
    context: { queryClient, till: noTillSession },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, router, store };
}
