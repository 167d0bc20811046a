import { act, render, screen, waitFor } from '@testing-library/react';
import { createHttp } from '../../../src/api/client';
import { toApiError } from '../../../src/api/errors';
import {
  clearSession,
  getRefreshToken,
  getToken,
  logout,
  SESSION_KEYS,
  storeSession,
  subscribeSession,
  writeJson,
} from '../../../src/api/session';
import { installTokenRefresh } from '../../../src/api/token-refresh';
import { useSession } from '../../../src/components/session';
import { useApiServer } from './api-server';

const api = useApiServer();

const user = {
  id: 'u1',
  email: 'lan@nhathuoc.vn',
  first_name: 'Lan',
  last_name: 'Nguyễn Thị',
  full_name: 'Nguyễn Thị Lan',
  tel: null,
  roles: ['cashier' as const],
  tenant_id: 't1',
};

function signIn(access = 'old-access', refresh = 'refresh-1') {
  storeSession({ access_token: access, refresh_token: refresh, user });
  writeJson(SESSION_KEYS.pos, { id: 'till-1' });
}

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('pharmatill-test-outbox', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

describe('useSession', () => {
  function Who() {
    const { user: who, roles, isAuthenticated } = useSession();
    return <p data-testid="who">{isAuthenticated ? `${who?.full_name} (${roles.join(',')})` : 'khách'}</p>;
  }

  it('re-renders when the session is stored and cleared', () => {
    render(<Who />);
    expect(screen.getByTestId('who')).toHaveTextContent('khách');
    act(() => signIn());
    expect(screen.getByTestId('who')).toHaveTextContent('Nguyễn Thị Lan (cashier)');
    act(() => clearSession());
    expect(screen.getByTestId('who')).toHaveTextContent('khách');
  });
});

describe('logout (SPEC §4, DESIGN §5)', () => {
  it('revokes on the server, clears token, roles, user and pos, keeps pending sales, and goes to /login', async () => {
    api.on('POST logout', { body: { message: 'Đã đăng xuất.' } });
    signIn();
    localStorage.setItem('sidebar_collapsed', 'true');
    const db = await openOutbox();
    await new Promise<void>((resolve) => {
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({ id: 'm1', name: 'order.create' });
      tx.oncomplete = () => resolve();
    });

    const visited: string[] = [];
    await logout((url) => visited.push(url));

    expect(api.calls('POST logout')[0]).toMatchObject({
      authorization: 'Bearer old-access',
      body: { refresh_token: 'refresh-1' },
    });
    expect(['token', 'refresh_token', 'roles', 'user', 'pos'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('sidebar_collapsed')).toBe('true');
    expect(visited).toEqual(['/login']);
    const pending = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
    });
    expect(pending).toEqual([{ id: 'm1', name: 'order.create' }]);
    db.close();
  });

  it('still signs out when the server fails', async () => {
    api.on('POST logout', { status: 503, body: { code: 'unavailable', message: 'Lỗi' } });
    signIn();
    const visited: string[] = [];
    await logout((url) => visited.push(url));
    expect(getToken()).toBeNull();
    expect(visited).toEqual(['/login']);
  });

  it('leaves by one full load: the tab is not told to redirect on its own first', async () => {
    api.on('POST logout', { body: { message: 'Đã đăng xuất.' } });
    signIn();
    const events: string[] = [];
    const unsubscribe = subscribeSession(() => events.push('session changed'));
    await logout((url) => events.push(`load ${url}`));
    unsubscribe();
    expect(events).toEqual(['load /login']);
  });
});

describe('token refresh (SPEC §8, DESIGN §4)', () => {
  let uninstall: () => void;
  let redirects: string[];
  beforeEach(() => {
    redirects = [];
    uninstall = installTokenRefresh({ base: `${api.origin}/api/v1`, redirect: (url) => redirects.push(url) });
  });
  afterEach(() => uninstall());

  const expired = { status: 401, body: { code: 'token_not_valid', message: 'Phiên đăng nhập đã hết hạn.' } };

  it('refreshes once for calls rejected together and retries each with the new token', async () => {
    signIn();
    api.on('GET me', (request) =>
      request.authorization === 'Bearer new-access' ? { body: { data: { ok: true } } } : expired,
    );
    api.on('POST token/refresh', (request) => ({
      wait: new Promise((resolve) => setTimeout(resolve, 50)),
      body:
        request.body && (request.body as { refresh_token?: string }).refresh_token === 'refresh-1'
          ? { data: { access_token: 'new-access', refresh_token: 'refresh-2' } }
          : undefined,
      status: 200,
    }));
    const http = createHttp(`${api.origin}/api/v1`);
    const answers = await Promise.all([1, 2, 3].map(() => http.get('me').json()));
    expect(answers).toEqual([{ data: { ok: true } }, { data: { ok: true } }, { data: { ok: true } }]);
    expect(api.calls('POST token/refresh')).toHaveLength(1);
    expect(getToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(api.calls('GET me').filter((r) => r.authorization === 'Bearer new-access')).toHaveLength(3);
    expect(redirects).toEqual([]);
  });

  it("a tab that waited for another tab's refresh takes its token, even when the lock comes before the token", async () => {
    // A Web Lock manager as the browser's, shared with "another tab" that holds the lock first.
    const held = new Set<string>();
    const queues = new Map<string, Promise<void>>();
    const locks = {
      async request(name: string, ...args: unknown[]) {
        const [options, callback] = (args.length === 2 ? args : [{}, args[0]]) as [
          { ifAvailable?: boolean },
          (lock: { name: string } | null) => Promise<unknown>,
        ];
        if (options.ifAvailable && held.has(name)) return callback(null);
        const before = queues.get(name) ?? Promise.resolve();
        let release!: () => void;
        queues.set(
          name,
          before.then(() => new Promise<void>((resolve) => (release = resolve))),
        );
        await before;
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
          release();
        }
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      signIn();
      api.on('GET me', (request) =>
        request.authorization === 'Bearer new-access' ? { body: { data: { ok: true } } } : expired,
      );
      // The refresh token was spent by the other tab: spending it again revokes the session.
      api.on('POST token/refresh', expired);
      let otherTabDone!: () => void;
      void locks.request('pharmatill-token-refresh', () => new Promise<void>((resolve) => (otherTabDone = resolve)));
      const answer = createHttp(`${api.origin}/api/v1`).get('me').json();
      await waitFor(() => expect(api.calls('GET me')).toHaveLength(1));
      // The other tab releases the lock; its new token reaches this tab's storage a little later.
      otherTabDone();
      await new Promise((resolve) => setTimeout(resolve, 100));
      localStorage.setItem(SESSION_KEYS.token, 'new-access');
      localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-2');
      await expect(answer).resolves.toEqual({ data: { ok: true } });
      expect(api.calls('POST token/refresh')).toHaveLength(0);
      expect(redirects).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('keeps the body of a retried POST', async () => {
    signIn();
    api.on('PUT me', (request) =>
      request.authorization === 'Bearer new-access' ? { body: { data: request.body } } : expired,
    );
    api.on('POST token/refresh', { body: { data: { access_token: 'new-access', refresh_token: 'refresh-2' } } });
    const body = await createHttp(`${api.origin}/api/v1`)
      .put('me', { json: { first_name: 'Lan' } })
      .json();
    expect(body).toEqual({ data: { first_name: 'Lan' } });
  });

  it('when the refresh fails: clears token, roles, user and pos, goes to /login, and the caller still gets the error', async () => {
    signIn();
    api.on('GET me', expired);
    api.on('POST token/refresh', expired);
    const error = await createHttp(`${api.origin}/api/v1`)
      .get('me')
      .json()
      .catch((e: unknown) => e);
    expect(await toApiError(error)).toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(['token', 'refresh_token', 'roles', 'user', 'pos'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(redirects).toEqual(['/login']);
  });

  it('keeps the session when the refresh is not answered (server down, no network), and tries again next time', async () => {
    signIn();
    api.on('GET me', (request) =>
      request.authorization === 'Bearer new-access' ? { body: { data: { ok: true } } } : expired,
    );
    api.on('POST token/refresh', { status: 503, body: { code: 'database_unavailable', message: 'Lỗi' } });
    const http = createHttp(`${api.origin}/api/v1`);
    const error = await http
      .get('me')
      .json()
      .catch((e: unknown) => e);
    expect(await toApiError(error)).toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(getToken()).toBe('old-access');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(redirects).toEqual([]);

    api.on('POST token/refresh', { body: { data: { access_token: 'new-access', refresh_token: 'refresh-2' } } });
    await expect(http.get('me').json()).resolves.toEqual({ data: { ok: true } });
    expect(getToken()).toBe('new-access');
  });

  it('without a refresh token it signs out at once, by one full load', async () => {
    storeSession({ access_token: 'old-access', user });
    api.on('GET tenants', expired);
    const heard: string[] = [];
    const unsubscribe = subscribeSession(() => heard.push('session changed'));
    const error = await createHttp(`${api.origin}/api/v1`)
      .get('tenants')
      .json()
      .catch((e: unknown) => e);
    expect(await toApiError(error)).toMatchObject({ code: 'token_not_valid' });
    unsubscribe();
    expect(api.calls('POST token/refresh')).toHaveLength(0);
    expect(getToken()).toBeNull();
    expect(redirects).toEqual(['/login']);
    // This tab's signed-in tree is not told to redirect on its own before the full load.
    expect(heard).toEqual([]);
  });

  it('leaves other failures alone', async () => {
    signIn();
    api.on('GET staffs', { status: 403, body: { code: 'permission_denied', message: 'Bạn không có quyền.' } });
    const error = await createHttp(`${api.origin}/api/v1`)
      .get('staffs')
      .json()
      .catch((e: unknown) => e);
    expect(await toApiError(error)).toMatchObject({ status: 403 });
    expect(getToken()).toBe('old-access');
    expect(redirects).toEqual([]);
  });
});
