import { ApiError } from '../../src/api/errors';
import { createQueryClient, shouldRetryQuery } from '../../src/api/query-client';
import { clearSession, setTokens, writeJson } from '../../src/api/session';

describe('the stored session', () => {
  it('clearing removes token, roles, user and pos, and nothing else', () => {
    setTokens('access', 'refresh');
    writeJson('roles', ['admin']);
    writeJson('user', { full_name: 'Nguyễn Thị Mai' });
    writeJson('pos', { id: 'till-1' });
    localStorage.setItem('sidebar_collapsed', 'true');
    clearSession();
    expect(['token', 'refresh_token', 'roles', 'user', 'pos'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('sidebar_collapsed')).toBe('true');
  });
});

describe('React Query policy (SPEC §7)', () => {
  it('retries queries 3 times, mutations never, keeps unused data 5 minutes, ignores focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    const retryDelay = defaults.queries?.retryDelay as (n: number) => number;
    expect([0, 1, 2, 5].map((n) => retryDelay(n))).toEqual([1_000, 2_000, 4_000, 30_000]);
  });

  it('retries network failures up to 3 times but not client errors', () => {
    const network = new ApiError(0, 'network_error', 'Lỗi mạng');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, network))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'Không tìm thấy'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'unavailable', 'Lỗi'))).toBe(true);
  });
});
