/** A customer's debt history, collecting their debt (thu nợ) and cancelling a collection. */
import type { CustomerPaymentInput, CustomerPaymentResult, DebtHistoryEntry } from '../domain/catalog/customer-debt';
import type { CancelReasonInput } from '../domain/catalog/fields';
import { sendJson } from './client';
import { getList, type ListResult } from './list';

export const debtHistoryPath = (customerId: string) => `customers/${customerId}/debt-history`;

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
