/** Calls of the national pharmacy link-up: the account (settings), the outbox list, resend, codes. */
import type { LinkupMessageSummary, LinkupProblemSummary } from '../domain/linkup/messages';
import type {
  CodeMatch,
  MarkGoodsResult,
  ProductWithoutCode,
  RegistrationApplyResult,
} from '../domain/linkup/national-codes';
import type { LinkupSettings } from '../domain/linkup/settings';
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import { getList, type ListParams, type ListResult } from './list';

export const LINKUPS_PATH = 'link-ups';
export const LINKUP_SETTINGS_PATH = 'settings/link-up';

export const linkupSettingsApi = {
  path: LINKUP_SETTINGS_PATH,
  get: () => getData<LinkupSettings>(LINKUP_SETTINGS_PATH),
  put: async (input: unknown) => (await sendJson<{ data: LinkupSettings }>('put', LINKUP_SETTINGS_PATH, input)).data,
  test: async () =>
    (await sendJson<{ data: { ok: boolean; message: string } }>('post', `${LINKUP_SETTINGS_PATH}/test`, {})).data,
};

export const linkupsApi = {
  path: LINKUPS_PATH,
  list: (params: ListParams): Promise<ListResult<LinkupMessageSummary>> =>
    getList<LinkupMessageSummary>(LINKUPS_PATH, params),
  summary: () => getData<LinkupProblemSummary>(`${LINKUPS_PATH}/summary`),
  resend: async (id: string) =>
    (await sendJson<{ data: LinkupMessageSummary }>('post', `${LINKUPS_PATH}/${id}/resend`, {})).data,
};

async function postCatalogue<T>(action: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return (await http.post(`${LINKUPS_PATH}/national-codes/${action}`, { body: form }).json<{ data: T }>()).data;
  } catch (error) {
    throw await toApiError(error);
  }
}

export const nationalCodesApi = {
  path: `${LINKUPS_PATH}/national-codes`,
  list: (params: ListParams): Promise<ListResult<ProductWithoutCode>> =>
    getList<ProductWithoutCode>(`${LINKUPS_PATH}/national-codes`, params),
  /** Suggestions from the national catalogue file; nothing is saved. */
  match: (file: File) => postCatalogue<CodeMatch[]>('match', file),
  /** Saves every code the catalogue file gives by registration number (unambiguous ones). */
  applyRegistration: (file: File) => postCatalogue<RegistrationApplyResult>('apply-registration', file),
  /** Marks products as goods that are not drugs: they leave the screen and the messages they held. */
  markGoods: async (productIds: string[]) =>
    (
      await sendJson<{ data: MarkGoodsResult }>('post', `${LINKUPS_PATH}/national-codes/goods`, {
        product_ids: productIds,
      })
    ).data,
  save: async (codes: { product_id: string; national_drug_code: string }[]) =>
    (
      await sendJson<{ data: { updated: number; queued: number } }>('put', `${LINKUPS_PATH}/national-codes`, {
        codes,
      })
    ).data,
};
