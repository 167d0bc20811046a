/**
 * Renders the real app layout inside a small router (memory history) with the given roles, a
 * fresh jotai store (a fresh store is what a reload gives), a chosen screen width, and the till
 * session of a fresh till database (fake-indexeddb) as the signed-in tree has it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MENU } from '../../../src/features/shell/menu';
import { SETTINGS_LINKS } from '../../../src/features/shell/settings-links';
import { routeTree as realRouteTree } from '../../../src/route-tree.gen';
import { v7 as uuidv7 } from 'uuid';
import { setTokens, writeJson } from '../../../src/api/session';
import { PageHeader } from '../../../src/components/page-header';
import { SubscriptionPolicy } from '../../../src/components/subscription-gate';
import type { GatePolicy } from '../../../src/domain/subscriptions';
import { system } from '../../../src/components/ui/system';
import type { RouteMeta } from '../../../src/components/route-meta';
import { AppLayout } from '../../../src/features/shell/app-layout';
import { TillDb } from '../../../src/db/database';
import { MOBILE_QUERY, NARROW_SCREEN_QUERY } from '../../../src/features/shell/constants';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

// Rendering the whole layout with drawers and menus takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

// jsdom lays nothing out, so it has no ResizeObserver; menus and popovers position with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export type Screen = 'desktop' | 'tablet' | 'mobile';

/** jsdom has no layout: matchMedia answers for the chosen screen. */
export function useScreen(screen: Screen) {
  const matching =
    screen === 'desktop' ? [] : screen === 'tablet' ? [NARROW_SCREEN_QUERY] : [NARROW_SCREEN_QUERY, MOBILE_QUERY];
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export function signIn(roles: string[], fullName = 'Nguyễn Thị Lan') {
  setTokens('test-token');
  writeJson('user', { id: 'u1', email: 'lan@example.vn', full_name: fullName, roles });
  writeJson('roles', roles);
}

/** Every page the sidebar and the /settings index link to, with the permission its real route asks for (route-tree.gen). */
const realRoutes = createRouter({ routeTree: realRouteTree, context: {} as never }).routesByPath as unknown as Record<
  string,
  { options: { staticData?: RouteMeta } }
>;
const MENU_PAGES: Record<string, RouteMeta> = Object.fromEntries(
  [
    ...MENU.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items)),
    ...SETTINGS_LINKS.map((link) => ({ to: link.to, label: link.title })),
  ].flatMap((item) => {
    const route = realRoutes[item.to] ?? realRoutes[`${item.to}/`];
    return route ? [[item.to, { title: item.label, ...route.options.staticData }]] : [];
  }),
);

const PAGES: Record<string, RouteMeta> = {
  ...MENU_PAGES,
  '/dashboard': { title: 'Tổng quan' },
  '/profile': { title: 'Tài khoản' },
  '/pos': { title: 'Bán hàng tại quầy', permission: 'viewPOS', hideSidebar: true },
  '/pos-orders': { title: 'Lịch sử bán hàng', permission: 'viewPOSOrderList' },
  '/customers': { title: 'Danh sách khách hàng', permission: 'viewCustomerList' },
  '/settings': { title: 'Cài đặt', permission: 'viewSetting' },
  '/inventories/create': { title: 'Tạo phiếu kiểm kê', permission: 'viewInventoryForm', backTo: '/inventories' },
};

/**
 * Renders the layout at `path`; `page` replaces the placeholder content of every page; `policy`
 * sets the subscription guard's policy (the product's GATE_POLICY when left out).
 */
export function renderShell(
  path: string,
  page?: () => ReactNode,
  session: TillSession = tillSession(new TillDb(uuidv7())),
  policy?: GatePolicy,
) {
  const root = createRootRoute({ component: Outlet });
  const layout = createRoute({
    getParentRoute: () => root,
    id: '_app',
    component: () => (
      <TillSessionProvider session={session}>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </TillSessionProvider>
    ),
  });
  const pages = Object.entries(PAGES).map(([pagePath, meta]) =>
    createRoute({
      getParentRoute: () => layout,
      path: pagePath,
      staticData: meta,
      component: () =>
        page ? (
          page()
        ) : (
          <>
            <PageHeader />
            <p data-testid="page-content">{`Nội dung ${pagePath}`}</p>
          </>
        ),
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren(pages)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const store = createStore();
  const view = render(
    <ChakraProvider value={system}>
      <JotaiProvider store={store}>
        {policy ? (
          <SubscriptionPolicy policy={policy}>
            <RouterProvider router={router} />
          </SubscriptionPolicy>
        ) : (
          <RouterProvider router={router} />
        )}
      </JotaiProvider>
    </ChakraProvider>,
  );
  return { ...view, router, store, session };
}
