/** Calls of /api/v1/einvoices: list, read, draft from an order, edit, state actions, XML and xlsx downloads. */
import { getData, sendJson } from './client';
import { downloadFile, getList, type ListParams, type ListResult } from './list';
import type { BuyerInput, EinvoiceDeliverySummary, EinvoiceDetail, EinvoiceSummary } from '../domain/einvoice/schemas';

export const EINVOICES_PATH = 'einvoices';

type Buyer = Partial<BuyerInput>;
const send = async (method: 'post' | 'put', path: string, body?: unknown) =>
  (await sendJson<{ data: EinvoiceDetail }>(method, path, body ?? {})).data;

export const einvoicesApi = {
  path: EINVOICES_PATH,
  list: (params: ListParams): Promise<ListResult<EinvoiceSummary>> => getList<EinvoiceSummary>(EINVOICES_PATH, params),
  get: (id: string) => getData<EinvoiceDetail>(`${EINVOICES_PATH}/${id}`),
  summary: () => getData<EinvoiceDeliverySummary>(`${EINVOICES_PATH}/summary`),
  createFromOrder: (orderId: string, buyer?: Buyer, id?: string) =>
    send('post', EINVOICES_PATH, { order_id: orderId, ...(buyer ? { buyer } : {}), ...(id ? { id } : {}) }),
  update: (id: string, buyer: Buyer) => send('put', `${EINVOICES_PATH}/${id}`, { buyer }),
  issue: (id: string) => send('post', `${EINVOICES_PATH}/${id}/issue`),
  cancel: (id: string, reason: string) => send('post', `${EINVOICES_PATH}/${id}/cancel`, { reason }),
  replace: (id: string) => send('post', `${EINVOICES_PATH}/${id}/replace`),
  /** A refused invoice, after its buyer was corrected, to the provider again. */
  resend: (id: string) => send('post', `${EINVOICES_PATH}/${id}/resend`),
  /** No line changes: an adjustment of the buyer's details only. */
  adjust: (
    id: string,
    body?: {
      note?: string;
      lines?: { position: number; kind: 'quantity' | 'price' | 'vat_rate'; change: number; vat_rate?: number | null }[];
    },
  ) => send('post', `${EINVOICES_PATH}/${id}/adjust`, body),
  downloadXml: (id: string) => downloadFile(`${EINVOICES_PATH}/${id}/xml`, 'hoa-don.xml'),
  exportList: (params: ListParams) => downloadFile(`${EINVOICES_PATH}/export`, 'hoa-don-dien-tu.xlsx', params),
};
