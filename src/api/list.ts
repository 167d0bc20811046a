/**
 * Generic calls for the list/read/write resources of DESIGN.md §3: `{ data, meta }` lists with
 * page, page_size, search, sort and filters; `{ data }` records; ApiError on failure.
 */
import { http } from './client';
import { toApiError } from './errors';

export interface ListMeta {
  page: number;
  page_size: number;
  total: number;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

export type ListParams = Record<string, string | number | boolean | undefined | null>;

/** Drops empty values so the URL only carries what the user chose. */
export function cleanParams(params: ListParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

export async function getList<T>(path: string, params: ListParams = {}): Promise<ListResult<T>> {
  try {
    return await http.get(path, { searchParams: cleanParams(params) }).json<ListResult<T>>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Fetches every page of a small list (options for a select), capped at `max` rows. */
export async function getAll<T>(path: string, params: ListParams = {}, max = 500): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < max; page += 1) {
    const result = await getList<T>(path, { ...params, page, page_size: 100 });
    rows.push(...result.data);
    if (result.data.length < 100 || rows.length >= result.meta.total) break;
  }
  return rows;
}

/** Downloads a file answer (template, export) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string, params: ListParams = {}): Promise<void> {
  let blob: Blob;
  let name = fallbackName;
  try {
    const response = await http.get(path, { searchParams: cleanParams(params) });
    blob = await response.blob();
    const disposition = response.headers.get('content-disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    if (match?.[1]) name = decodeURIComponent(match[1]);
  } catch (error) {
    throw await toApiError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
