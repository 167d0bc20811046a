/** Small helpers for the catalogue tests: JSON calls as a shop's user, and common records. */
import type { SeededShop } from '../fixtures';
import type { TestApp } from '../test-app';

export type Who = { authorization: string };

export function api(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Who, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, who: Who) => call('GET', url, who),
    post: (url: string, body: unknown, who: Who) => call('POST', url, who, body),
    put: (url: string, body: unknown, who: Who) => call('PUT', url, who, body),
    del: (url: string, who: Who) => call('DELETE', url, who),
  };
}

/** The units a pharmacy uses everywhere: viên, vỉ, hộp. */
export async function seedUnits(t: TestApp, shop: SeededShop) {
  const { post } = api(t);
  const ids: Record<string, string> = {};
  for (const name of ['Viên', 'Vỉ', 'Hộp'])
    ids[name] = (await post('/uoms', { name }, shop.admin.headers)).json().data.id;
  return ids as { Viên: string; Vỉ: string; Hộp: string };
}
