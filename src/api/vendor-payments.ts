/**
 * The vendor's money book: its vouchers, its owing orders, paying it, one order's vouchers, and
 * cancelling a voucher.
 */
import type {
  OwingOrder,
  VendorPayment,
  VendorPaymentInput,
  VendorPaymentResult,
} from '../domain/stock/vendor-payments';
import type { QueryClient } from '@tanstack/react-query';
import type { CancelReasonInput } from '../domain/catalog/fields';
import { vendorsApi } from './catalog';
import { getData, sendJson } from './client';
import { getList, type ListResult } from './list';
import { purchaseOrdersApi } from './stock';

export type { VendorPayment };

/** The query key's root of every read here: a payment anywhere invalidates them all. */
export const VENDOR_BOOK_KEY = 'vendor-book';

/**
 * After a voucher is written or cancelled: the vendor's figures, the books and the orders' paid
 * amounts all moved, so they are read again. A read that fails shows on its own query.
 */
export function refreshVendorMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [vendorsApi.path] });
  void queryClient.invalidateQueries({ queryKey: [VENDOR_BOOK_KEY] });
  void queryClient.invalidateQueries({ queryKey: [purchaseOrdersApi.path] });
}

export const getVendorPayments = (
  vendorId: string,
  page: number,
  pageSize: number,
): Promise<ListResult<VendorPayment>> =>
  getList<VendorPayment>(`vendors/${vendorId}/payments`, { page, page_size: pageSize });

export const getOwingOrders = (vendorId: string): Promise<OwingOrder[]> =>
  getData<OwingOrder[]>(`vendors/${vendorId}/owing-orders`);

export const getOrderPayments = (orderId: string): Promise<VendorPayment[]> =>
  getData<VendorPayment[]>(`purchase-orders/${orderId}/payments`);

export const payVendor = async (vendorId: string, input: VendorPaymentInput): Promise<VendorPaymentResult> =>
  (await sendJson<{ data: VendorPaymentResult }>('post', `vendors/${vendorId}/payments`, input)).data;

export const cancelVendorPayment = async (id: string, input: CancelReasonInput): Promise<VendorPayment> =>
  (await sendJson<{ data: VendorPayment }>('post', `vendor-payments/${id}/cancel`, input)).data;
