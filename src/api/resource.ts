/**
 * One set of endpoint functions per REST resource of DESIGN.md §3: list, get, create, update,
 * delete on `/api/v1/<path>`. Area files (catalog.ts, parties.ts, settings.ts) name them.
 */
import { getData, sendJson } from './client';
import { getAll, getList, type ListParams, type ListResult } from './list';

export interface Resource<T, Input> {
  path: string;
  list: (params: ListParams) => Promise<ListResult<T>>;
  all: (params?: ListParams) => Promise<T[]>;
  get: (id: string) => Promise<T>;
  create: (input: Input) => Promise<T>;
  update: (id: string, input: Input) => Promise<T>;
  remove: (id: string) => Promise<void>;
}

export function resource<T, Input = Partial<T>>(path: string): Resource<T, Input> {
  return {
    path,
    list: (params) => getList<T>(path, params),
    all: (params) => getAll<T>(path, params),
    get: (id) => getData<T>(`${path}/${id}`),
    create: async (input) => (await sendJson<{ data: T }>('post', path, input)).data,
    update: async (id, input) => (await sendJson<{ data: T }>('put', `${path}/${id}`, input)).data,
    remove: async (id) => {
      await sendJson<unknown>('delete', `${path}/${id}`);
    },
  };
}
