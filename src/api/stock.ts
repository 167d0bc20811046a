/**
 * Stock document endpoints (DESIGN.md §3) with the shared schemas of src/domain/stock: purchase
 * orders, inventory counts, scraps, complaints, their state verbs, the stock views and reports.
 */
import type { Complaint, ComplaintInput } from '../domain/stock/complaints';
import type { Inventory, InventoryFoundLotInput, InventoryInput } from '../domain/stock/inventories';
import type { PatientTrackingRow } from '../domain/stock/patient-tracking';
import type { PurchaseOrder, PurchaseOrderInput, PurchaseReceiptInput } from '../domain/stock/purchase-orders';
import type { ReorderLine } from '../domain/stock/reorder';
import type { QualityControl, QualityControlInput } from '../domain/stock/quality-controls';
import type { Scrap, ScrapInput } from '../domain/stock/scraps';
import type {
  ReturnableLot,
  SupplierReturn,
  SupplierReturnInput,
  SupplierReturnsOfOrder,
} from '../domain/stock/supplier-returns';
import type { productStock, stockMove, stockMovesPage } from '../domain/stock/stock-views';
import type { ValuationReport } from '../domain/stock/valuation';
import type { VendorPaymentInput } from '../domain/stock/vendor-payments';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../domain/list-params';
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import { cleanParams, downloadFile, type ListMeta, type ListParams } from './list';
import { resource } from './resource';

export type {
  Complaint,
  Inventory,
  PatientTrackingRow,
  PurchaseOrder,
  QualityControl,
  ReorderLine,
  ReturnableLot,
  Scrap,
  SupplierReturn,
  ValuationReport,
};

export const purchaseOrdersApi = resource<PurchaseOrder, PurchaseOrderInput>('purchase-orders');
export const inventoriesApi = resource<Inventory, InventoryInput>('inventories');
export const scrapsApi = resource<Scrap, ScrapInput>('scraps');
export const complaintsApi = resource<Complaint, ComplaintInput>('customer-complaints');
export const qualityControlsApi = resource<QualityControl, QualityControlInput>('quality-controls');

async function postVerb<T>(path: string, body: unknown = {}): Promise<T> {
  return (await sendJson<{ data: T }>('post', path, body)).data;
}

export const purchaseOrderActions = {
  order: (id: string) => postVerb<PurchaseOrder>(`purchase-orders/${id}/order`),
  receive: (id: string, input: PurchaseReceiptInput) => postVerb<PurchaseOrder>(`purchase-orders/${id}/receive`, input),
  cancel: (id: string) => postVerb<PurchaseOrder>(`purchase-orders/${id}/cancel`),
  /** Kết thúc nhận hàng: an order received in part ends with what came. */
  close: (id: string) => postVerb<PurchaseOrder>(`purchase-orders/${id}/close`),
  pay: (id: string, input: VendorPaymentInput) => postVerb<PurchaseOrder>(`purchase-orders/${id}/payments`, input),
  refund: (id: string, input: VendorPaymentInput) => postVerb<PurchaseOrder>(`purchase-orders/${id}/refunds`, input),
};

/** What to order from a vendor: its low products, less what is on order (the draft being edited excepted). */
export const reorderSuggestions = (vendorId: string, excludeOrderId: string | undefined, coverDays: number) =>
  getData<ReorderLine[]>('purchase-orders/reorder', {
    vendor_id: vendorId,
    cover_days: coverDays,
    ...(excludeOrderId ? { exclude_order_id: excludeOrderId } : {}),
  });

/** Returns to the supplier of a received purchase order (TNCC). */
export const supplierReturnsApi = {
  ofOrder: (orderId: string) => getData<SupplierReturnsOfOrder>(`purchase-orders/${orderId}/supplier-returns`),
  create: (orderId: string, input: SupplierReturnInput) =>
    sendJson<{ data: SupplierReturn }>('post', `purchase-orders/${orderId}/supplier-returns`, input).then(
      (r) => r.data,
    ),
};

export const inventoryActions = {
  start: (id: string) => postVerb<Inventory>(`inventories/${id}/start`),
  saveCounts: (id: string, lines: { line_id: string; counted: number | null }[]) =>
    sendJson<{ data: Inventory }>('put', `inventories/${id}/counts`, { lines }).then((r) => r.data),
  finish: (id: string) => postVerb<Inventory>(`inventories/${id}/finish`),
  cancel: (id: string) => postVerb<Inventory>(`inventories/${id}/cancel`),
  addFoundLot: (id: string, input: InventoryFoundLotInput) => postVerb<Inventory>(`inventories/${id}/lines`, input),
  removeFoundLot: (id: string, lineId: string) =>
    sendJson<{ data: Inventory }>('delete', `inventories/${id}/lines/${lineId}`).then((r) => r.data),
};

export const scrapActions = {
  done: (id: string) => postVerb<Scrap>(`scraps/${id}/done`),
  cancel: (id: string) => postVerb<Scrap>(`scraps/${id}/cancel`),
  draftExpired: () => postVerb<Scrap>('scraps/draft-expired'),
};

export const qualityActions = {
  done: (id: string) => postVerb<QualityControl>(`quality-controls/${id}/done`),
  cancel: (id: string) => postVerb<QualityControl>(`quality-controls/${id}/cancel`),
  scrapDraft: (id: string) => postVerb<Scrap>(`quality-controls/${id}/scrap-draft`),
};

export const complaintActions = {
  transition: (id: string, state: Complaint['state']) =>
    postVerb<Complaint>(`customer-complaints/${id}/transition`, { state }),
};

export const stockReports = {
  patientTracking: (from: string, to: string) =>
    getData<PatientTrackingRow[]>('reports/patient-tracking', { from, to }),
  /** The report with one page of product rows; meta pages them, categories and totals cover the whole result. */
  valuation: (date: string, params: ListParams = {}) =>
    getPage<ValuationReport>('reports/inventory-valuations', { ...params, date }),
  valuationXlsx: (date: string, search?: string) =>
    downloadFile(
      'reports/inventory-valuations/export',
      `gia-tri-ton-kho-${date}.xlsx`,
      search ? { date, search } : { date },
    ),
  patientTrackingXlsx: (from: string, to: string) =>
    downloadFile('reports/patient-tracking/export', `so-theo-doi-benh-nhan-${from}-${to}.xlsx`, { from, to }),
};

/** The GPP books of the stock documents as .xlsx of the shop's days from..to (server/lib/gpp-books.ts). */
export const stockBooks = {
  qualityControls: (from: string, to: string) =>
    downloadFile('quality-controls/export', `so-kiem-soat-chat-luong-${from}-${to}.xlsx`, { from, to }),
  complaints: (from: string, to: string) =>
    downloadFile('customer-complaints/export', `so-theo-doi-khieu-nai-${from}-${to}.xlsx`, { from, to }),
  scraps: (from: string, to: string) =>
    downloadFile('scraps/export', `so-theo-doi-huy-thuoc-${from}-${to}.xlsx`, { from, to }),
  purchases: (from: string, to: string) =>
    downloadFile('purchase-orders/export', `so-theo-doi-nhap-thuoc-${from}-${to}.xlsx`, { from, to }),
};

/** `{ data, meta }` whose data is one record (a report carrying one page of its rows). */
async function getPage<T>(path: string, params: ListParams): Promise<{ data: T; meta: ListMeta }> {
  try {
    return await http.get(path, { searchParams: cleanParams(params) }).json<{ data: T; meta: ListMeta }>();
  } catch (error) {
    throw await toApiError(error);
  }
}

export type ProductStock = z.infer<typeof productStock>;

export type StockMove = z.infer<typeof stockMove>;

export type StockMovesPage = z.infer<typeof stockMovesPage>;

/** The shop's days of a stock card, both included; an end left open runs to now, a start to the first move. */
export interface StockCardPeriod {
  from?: string;
  to?: string;
}

/** One page of a product's stock card: its moves in time order with the balance after each, and the period's ends. */
export async function productMovesOf(
  productId: string,
  period: StockCardPeriod = {},
  page: { page?: number; page_size?: number } = {},
): Promise<StockMovesPage> {
  const params = { product_id: productId, sort: 'moved_at', ...period, ...page };
  try {
    return await http.get('stock/moves', { searchParams: cleanParams(params) }).json<StockMovesPage>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** What a printed stock card holds at most: its moves are fetched a full page at a time. */
export const STOCK_CARD_PRINT_LIMIT = 2_000;

/** All moves of a product's stock card for the period (up to the print limit), with its ends and total. */
export async function productMovesForPrint(productId: string, period: StockCardPeriod): Promise<StockMovesPage> {
  const first = await productMovesOf(productId, period, { page: 1, page_size: MAX_PAGE_SIZE });
  const rows = [...first.data];
  const wanted = Math.min(first.meta.total, STOCK_CARD_PRINT_LIMIT);
  for (let page = 2; rows.length < wanted; page += 1) {
    const next = await productMovesOf(productId, period, { page, page_size: MAX_PAGE_SIZE });
    if (next.data.length === 0) break;
    rows.push(...next.data);
  }
  return { data: rows.slice(0, STOCK_CARD_PRINT_LIMIT), meta: first.meta };
}

/** On hand, average cost, value and lots of one product. */
export function productStockOf(productId: string): Promise<ProductStock> {
  return getData<ProductStock>(`stock/products/${productId}`);
}
