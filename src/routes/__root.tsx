import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { NotFoundRedirect } from '../components/not-found-redirect';
import { RouteError } from '../components/route-error';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The root: unknown paths go to /404 (SPEC.md §2), errors of the layout itself show the error
 * view (pages get the same through the router defaults in main.tsx, inside the layout), and slow
 * first loads show the full-page loader.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteError,
  pendingComponent: FullPageLoader,
});
