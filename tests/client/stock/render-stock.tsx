/** Renders a stock screen inside Chakra, React Query and a memory router at one path. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/api/query-client';
import { AppToaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';
import type { Permission } from '../../../src/domain/permissions';

/**
 * `pages`: other pages of the app the screen may link to, with the permission each route asks
 * (what `useCanOpen` reads; none: any signed-in user).
 */
export function renderAt(path: string, node: () => ReactNode, pages: Record<string, Permission | undefined> = {}) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{node()}</> });
  const others = Object.entries(pages).map(([to, permission]) =>
    createRoute({ getParentRoute: () => root, path: to, staticData: { permission }, component: () => null }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...others]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}
