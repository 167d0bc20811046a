import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { NotFoundRedirect } from '../components/not-found-redirect';
import { RouteError } from '../components/route-error';
import type { SignedInTill } from '../till/signed-in-till';

export interface RouterContext {
  queryClient: QueryClient;
  /** The till session of whoever is signed in (provided to the signed-in tree by `_app`). */
  till: SignedInTill;
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
