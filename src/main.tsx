import './preact-setup';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { installTokenRefresh } from './api/token-refresh';
import { FullPageLoader } from './components/full-page-loader';
import { NotFoundRedirect } from './components/not-found-redirect';
import { Providers } from './components/providers';
import { captureInstallPrompt } from './components/pwa/install-prompt';
import { registerServiceWorker } from './components/pwa/register-sw';
import { UpdatePrompt } from './components/pwa/update-prompt';
import { showBootFailure } from './components/boot-failure';
import { CatalogLoadProgress } from './components/sync/catalog-progress';
import { RouteError } from './components/route-error';
import { createAppSystem } from './components/ui/theme';
import { installUnhandledRejectionToast } from './components/unhandled-errors';
import { yieldToUi } from './domain/yield-to-ui';
import { routeTree } from './route-tree.gen';
import { followSignedInTill } from './till/signed-in-till';

// SPEC.md §8: a rejected token is refreshed once, else the session is cleared and the user sent to /login.
installTokenRefresh();

// The till session (database, search, offline engine) is open while someone is signed in; the
// outbox drains at the next sign-in. Made before the first render, so the signed-in tree has it.
// Its code (till database, search, sync engine) is loaded at sign-in, not by the login page.
const till = followSignedInTill((tenantId) =>
  import('./till/open-session').then(({ openTillSession }) => openTillSession(tenantId)),
);

// SPEC.md §8: a query the server keeps failing (5xx) leads to /500.
const queryClient = createQueryClient({ onServerError: () => void router.navigate({ to: '/500' }) });

const router = createRouter({
  routeTree,
  context: { queryClient, till },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // In the entry chunk, so that a failed lazy chunk still has something to render.
  defaultPendingComponent: FullPageLoader,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundRedirect,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

installUnhandledRejectionToast();

/**
 * Three tasks rather than one: the modules' evaluation, Chakra's system (its tokens made into CSS
 * variables), and the first render. On a cheap tablet each is a long task of its own; between them
 * the browser can paint and answer a tap.
 */
async function renderApp(container: HTMLElement): Promise<void> {
  await yieldToUi();
  const system = createAppSystem();
  await yieldToUi();
  createRoot(container).render(
    <StrictMode>
      <Providers system={system} queryClient={queryClient}>
        <RouterProvider router={router} />
        <CatalogLoadProgress />
        <UpdatePrompt till={till} />
      </Providers>
    </StrictMode>,
  );
}

renderApp(root).catch((error: unknown) => showBootFailure(root, error));

captureInstallPrompt();
registerServiceWorker();
