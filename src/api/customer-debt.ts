/** A customer's debt history and collecting their debt (thu nợ). */
import type { CustomerPaymentInput, CustomerPaymentResult, DebtHistoryEntry } from '../domain/catalog/customer-debt';
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
