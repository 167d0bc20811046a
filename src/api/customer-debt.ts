/** A customer's debt history, collecting their debt (thu nợ) and cancelling a collection. */
import type { CustomerPaymentInput, CustomerPaymentResult, DebtHistoryEntry } from '../domain/catalog/customer-debt';
import type { CancelReasonInput } from '../domain/catalog/fields';
import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from './client';
import { customersApi } from './parties';
import { posRegistersApi } from './pos-orders';
import { getList, type ListResult } from './list';

export const debtHistoryPath = (customerId: string) => `customers/${customerId}/debt-history`;

/**
 * After a collection is taken or cancelled: the customer's debt, their history and the register
 * sessions' expected cash all moved, so they are read again. A read that fails shows on its own query.
 */
export function refreshCustomerMoney(queryClient: QueryClient, customerId: string): void {
  void queryClient.invalidateQueries({ queryKey: [customersApi.path] });
  void queryClient.invalidateQueries({ queryKey: [debtHistoryPath(customerId)] });
  void queryClient.invalidateQueries({ queryKey: [posRegistersApi.path] });
}

export const getDebtHistory = (
  customerId: string,
  page: number,
  pageSize: number,
): Promise<ListResult<DebtHistoryEntry>> =>
  getList<DebtHistoryEntry>(debtHistoryPath(customerId), { page, page_size: pageSize });

export const collectDebt = async (customerId: string, input: CustomerPaymentInput): Promise<CustomerPaymentResult> =>
  (await sendJson<{ data: CustomerPaymentResult }>('post', `customers/${customerId}/payments`, input)).data;

export const cancelCustomerPayment = async (
  customerId: string,
  paymentId: string,
  input: CancelReasonInput,
): Promise<CustomerPaymentResult> =>
  (
    await sendJson<{ data: CustomerPaymentResult }>(
      'post',
      `customers/${customerId}/payments/${paymentId}/cancel`,
      input,
    )
  ).data;
