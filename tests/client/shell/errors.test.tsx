import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { ApiError } from '../../../src/api/errors';
import { createQueryClient } from '../../../src/api/query-client';
import { chunkName, isChunkLoadError } from '../../../src/components/chunk-error';
import { NotFoundRedirect } from '../../../src/components/not-found-redirect';
import { RouteError } from '../../../src/components/route-error';
import { system } from '../../../src/components/ui/system';

const CHUNK_MESSAGE = 'Failed to fetch dynamically imported module: https://quay.example.vn/assets/pos-orders-B1x9.js';

/** A router set up like main.tsx's, with pages that fail in the ways SPEC §8 lists. */
function renderRouter(path: string) {
  const root = createRootRoute({ component: Outlet });
  const page = (routePath: string, options: Record<string, unknown>) =>
    createRoute({ getParentRoute: () => root, path: routePath, ...options });
  const routes = [
    page('/', { component: () => <p>Trang chủ</p> }),
    page('/404', { component: () => <p>Trang 404</p> }),
    page('/500', { component: () => <p>Trang 500</p> }),
    page('/broken', {
      component: () => {
        throw new Error('Không đọc được đơn hàng');
      },
    }),
    page('/stale-chunk', { component: lazyRouteComponent(() => Promise.reject(new TypeError(CHUNK_MESSAGE))) }),
    page('/server-down', {
      loader: () => {
        throw new ApiError(502, 'http_error', 'Đã xảy ra lỗi hệ thống.');
      },
      component: () => <p>Không tới được đây</p>,
    }),
    page('/offline-load', {
      loader: () => {
        throw new ApiError(0, 'network_error', 'Lỗi mạng: không kết nối được tới máy chủ.');
      },
      component: () => <p>Không tới được đây</p>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundRedirect,
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

describe('errors (SPEC §8)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('an unknown path goes to /404', async () => {
    const router = renderRouter('/no-such-page');
    expect(await screen.findByText('Trang 404')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('a render error shows an error alert with its details and a way back', async () => {
    renderRouter('/broken');
    expect(await screen.findByText('Đã xảy ra lỗi khi hiển thị trang')).toBeVisible();
    expect(screen.getByText('Không đọc được đơn hàng')).toBeVisible();
    expect(screen.getByText('Chi tiết lỗi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('a chunk that no longer loads offers a reload instead of a white screen', async () => {
    // The router reloads the page once by itself for a missing chunk, marking it in sessionStorage
    // (jsdom cannot reload); this is the page after that reload, the chunk still missing.
    sessionStorage.setItem(`tanstack_router_reload:${CHUNK_MESSAGE}`, '1');
    renderRouter('/stale-chunk');
    expect(await screen.findByText('Cần tải lại ứng dụng')).toBeVisible();
    expect(screen.getByText(/Không tải được phần pos-orders-B1x9\.js của ứng dụng/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeVisible();
  });

  it('a server error while loading a page goes to /500', async () => {
    const router = renderRouter('/server-down');
    expect(await screen.findByText('Trang 500')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('a network failure shows its Vietnamese message and stays on the page', async () => {
    const router = renderRouter('/offline-load');
    expect(await screen.findByText('Lỗi mạng: không kết nối được tới máy chủ.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/offline-load');
    await userEvent.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
  });

  it('recognises the chunk failures of Chromium, Firefox, Safari and webpack', () => {
    const messages = [
      CHUNK_MESSAGE,
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Loading chunk 42 failed.',
      'Không đọc được đơn hàng',
    ];
    expect(messages.map((m) => isChunkLoadError(new TypeError(m)))).toEqual([true, true, true, true, false]);
    expect(chunkName(new Error('Loading chunk 42 failed.'))).toBe('42');
  });
});

describe('a query the server keeps failing (5xx) leads to /500', () => {
  async function failWith(error: ApiError, meta?: Record<string, unknown>) {
    const onServerError = vi.fn();
    const client = createQueryClient({ onServerError });
    await client
      .fetchQuery({
        queryKey: ['failing', error.status, meta],
        queryFn: () => Promise.reject(error),
        retry: false,
        meta,
      })
      .catch(() => undefined);
    return onServerError;
  }

  it('calls the handler for 5xx only, and not for a query that opts out', async () => {
    expect(await failWith(new ApiError(500, 'internal_error', 'Lỗi'))).toHaveBeenCalledTimes(1);
    expect(await failWith(new ApiError(503, 'http_error', 'Lỗi'))).toHaveBeenCalledTimes(1);
    expect(await failWith(new ApiError(404, 'not_found', 'Không tìm thấy'))).not.toHaveBeenCalled();
    expect(await failWith(new ApiError(0, 'network_error', 'Lỗi mạng'))).not.toHaveBeenCalled();
    expect(await failWith(new ApiError(500, 'internal_error', 'Lỗi'), { errorPage: false })).not.toHaveBeenCalled();
  });
});
