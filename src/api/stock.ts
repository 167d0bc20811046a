/**
 * Stock document endpoints (DESIGN.md §3) with the shared schemas of src/domain/stock: purchase
 * orders, inventory counts, scraps, complaints, their state verbs, the stock views and reports.
 */
import type { Complaint, ComplaintInput } from '../domain/stock/complaints';
import type { Inventory, InventoryInput } from '../domain/stock/inventories';
import type { PurchaseOrder, PurchaseOrderInput, PurchaseReceiptInput } from '../domain/stock/purchase-orders';
import type { Scrap, ScrapInput } from '../domain/stock/scraps';
import type { productStock } from '../domain/stock/stock-views';
import type { ValuationReport } from '../domain/stock/valuation';
import type { z } from 'zod';
import { getData, sendJson } from './client';
import { downloadFile, getAll, getList, type ListParams } from './list';
import { resource } from './resource';

export type { Complaint, Inventory, PurchaseOrder, Scrap, ValuationReport };

export const purchaseOrdersApi = resource<PurchaseOrder, PurchaseOrderInput>('purchase-orders');
export const inventoriesApi = resource<Inventory, InventoryInput>('inventories');
export const scrapsApi = resource<Scrap, ScrapInput>('scraps');
export const complaintsApi = resource<Complaint, ComplaintInput>('customer-complaints');

async function postVerb<T>(path: string, body: unknown = {}): Promise<T> {
  return (await sendJson<{ data: T }>('post', path, body)).data;
}

export const purchaseOrderActions = {
  order: (id: string) => postVerb<PurchaseOrder>(`purchase-orders/${id}/order`),
  receive: (id: string, input: PurchaseReceiptInput) => postVerb<PurchaseOrder>(`purchase-orders/${id}/receive`, input),
  cancel: (id: string) => postVerb<PurchaseOrder>(`purchase-orders/${id}/cancel`),
  pay: (id: string, amount: number) => postVerb<PurchaseOrder>(`purchase-orders/${id}/payments`, { amount }),
};

export const inventoryActions = {
  start: (id: string) => postVerb<Inventory>(`inventories/${id}/start`),
  saveCounts: (id: string, lines: { line_id: string; counted: number | null }[]) =>
    sendJson<{ data: Inventory }>('put', `inventories/${id}/counts`, { lines }).then((r) => r.data),
  finish: (id: string) => postVerb<Inventory>(`inventories/${id}/finish`),
  cancel: (id: string) => postVerb<Inventory>(`inventories/${id}/cancel`),
};

export const scrapActions = {
  done: (id: string) => postVerb<Scrap>(`scraps/${id}/done`),
  cancel: (id: string) => postVerb<Scrap>(`scraps/${id}/cancel`),
  draftExpired: () => postVerb<Scrap>('scraps/draft-expired'),
};

export const complaintActions = {
  transition: (id: string, state: Complaint['state']) => postVerb<Complaint>(`customer-complaints/${id}/transition`, { state }),
};

/** One prescription sale in the patient tracking book. */
export interface PatientTrackingRow {
  order_id: string;
  order_code: string;
  sold_at: string;
  patient_name: string;
  patient_age: number | null;
  patient_gender: 'male' | 'female' | 'other' | null;
  patient_address: string | null;
  patient_phone: string | null;
  diagnosis: string;
  doctor_name: string;
  items: { product_name: string; quantity: number; unit_name: string }[];
}

export const stockReports = {
  patientTracking: (params: ListParams) => getList<PatientTrackingRow>('reports/patient-tracking', params),
  patientTrackingAll: (params: ListParams) => getAll<PatientTrackingRow>('reports/patient-tracking', params, 2000),
  valuation: (date: string) => getData<ValuationReport>('reports/inventory-valuations', { date }),
  valuationXlsx: (date: string) => downloadFile('reports/inventory-valuations/export', `gia-tri-ton-kho-${date}.xlsx`, { date }),
  patientTrackingXlsx: (params: ListParams) => downloadFile('reports/patient-tracking', 'so-theo-doi-benh-nhan.xlsx', { ...params, format: 'xlsx' }),
};

export type ProductStock = z.infer<typeof productStock>;

/** On hand, average cost, value and lots of one product. */
export function productStockOf(productId: string): Promise<ProductStock> {
  return getData<ProductStock>(`stock/products/${productId}`);
}
