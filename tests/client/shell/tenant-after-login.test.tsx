/**
 * SPEC §7: once authenticated, the signed-in shell loads the tenant with its subscription
 * (GET /api/v1/tenants) and keeps it in the session state, whatever page the user lands on. The
 * real login form, the real `/` redirect and the real `_app` layout route, a till session opened
 * for the signed-in tenant as main.tsx does (on a fresh fake-indexeddb database), and a loopback
 * HTTP server standing in for the API.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { createQueryClient } from '../../../src/api/query-client';
import { clearSession, getSessionTenant, storeSession } from '../../../src/api/session';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import type { Tenant } from '../../../src/domain/account-responses';
import { LoginForm } from '../../../src/features/auth/login-form';
import type { RouterContext } from '../../../src/routes/__root';
import { Route as AppRoute } from '../../../src/routes/_app';
import { Route as IndexRoute } from '../../../src/routes/index';
import { tillSession } from '../../../src/till/session';
import { followSignedInTill, type SignedInTill } from '../../../src/till/signed-in-till';
import { useApiServer } from '../auth/api-server';

vi.setConfig({ testTimeout: 30_000 });

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const user = {
  id: 'u1',
  email: 'mai@nhathuoc.vn',
  first_name: 'Mai',
  last_name: 'Nguyễn Thị',
  full_name: 'Nguyễn Thị Mai',
  tel: null,
  roles: ['admin' as const],
  tenant_id: 't1',
};

const tenant: Tenant = {
  id: 't1',
  name: 'Nhà thuốc An Khang',
  created_at: '2026-11-01T00:00:00.000Z',
  setup_done: true,
  store: {
    name: 'Nhà thuốc An Khang',
    address: null,
    phone: null,
    email: null,
    tax_code: null,
    business_licence_number: null,
    gpp_certificate_number: null,
    pharmacist_name: null,
    pharmacist_certificate_number: null,
    national_facility_code: null,
    setup_done_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
  subscription: {
    plan: 'trial',
    state: 'TRIAL',
    trial_ends_at: '2026-12-15T00:00:00.000Z',
    current_period_end: null,
    days_left: 19,
  },
};

const api = useApiServer();
let till: SignedInTill;
beforeEach(() => {
  clearSession();
  // As main.tsx: a till session follows whoever signs in.
  till = followSignedInTill(() => ({ ...tillSession(new TillDb(uuidv7())), close: () => undefined }));
});
afterEach(() => till.stop());

function renderApp(path: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const app = createRoute({
    getParentRoute: () => root,
    id: '_app',
    beforeLoad: AppRoute.options.beforeLoad,
    component: AppRoute.options.component,
  });
  const dashboard = createRoute({
    getParentRoute: () => app,
    path: '/dashboard',
    staticData: { title: 'Tổng quan' },
    component: () => <p data-testid="page">Trang tổng quan</p>,
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', beforeLoad: IndexRoute.options.beforeLoad }),
    createRoute({ getParentRoute: () => root, path: '/login', component: LoginForm }),
    app.addChildren([dashboard]),
  ]);
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, till },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={createStore()}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('the tenant after sign-in (SPEC §7)', () => {
  it('is fetched by the signed-in shell with the new token, not before, and kept in the session', async () => {
    api.on('POST login', { body: { data: { access_token: 'access-1', refresh_token: 'r', expires_in: 900, user } } });
    api.on('GET tenants', { body: { data: tenant } });
    const router = renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/Email/), user.email);
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Thuoc-Tot-2026');
    // Not signed in yet: the login screen asks for no tenant.
    expect(api.calls('GET tenants')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('page')).toBeVisible();
    await waitFor(() => expect(api.calls('GET tenants')).toHaveLength(1));
    expect(api.calls('GET tenants')[0]?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(getSessionTenant()).toEqual(tenant));
  });

  it('a stored session (a reload) fetches it again on opening the app', async () => {
    api.on('GET tenants', { body: { data: { ...tenant, name: 'Nhà thuốc Bình An' } } });
    // Signed in earlier (the tokens and user in storage), the page opened straight on /dashboard.
    storeSession({ access_token: 'access-2', refresh_token: 'r', user });
    till.stop();
    till = followSignedInTill(() => ({ ...tillSession(new TillDb(uuidv7())), close: () => undefined }));
    renderApp('/dashboard');
    expect(await screen.findByTestId('page')).toBeVisible();
    await waitFor(() => expect(api.calls('GET tenants')).toHaveLength(1));
    expect(api.calls('GET tenants')[0]?.authorization).toBe('Bearer access-2');
    await waitFor(() => expect(getSessionTenant()?.name).toBe('Nhà thuốc Bình An'));
  });
});
