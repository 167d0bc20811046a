/** The point of sale's back-office endpoints: order history and register sessions (read-only). */
import type {
  PosOrderCashier,
  PosOrderDetail,
  PosOrderSummary,
  PosRegisterDetail,
  PosRegisterSummary,
} from '../domain/pos-orders-api';
import { getData } from './client';
import { downloadFile } from './list';
import { resource } from './resource';

export const posOrdersApi = resource<PosOrderSummary, never>('pos-orders');
export const posRegistersApi = resource<PosRegisterSummary, never>('pos-registers');
/** The users who made orders: the history's cashier filter (readable by a cashier, unlike the staff list). */
export const listPosOrderCashiers = () => getData<PosOrderCashier[]>('pos-orders/cashiers');
export const getPosOrder = (id: string) => getData<PosOrderDetail>(`pos-orders/${id}`);
export const getPosRegister = (id: string) => getData<PosRegisterDetail>(`pos-registers/${id}`);
/** The GPP sales book of a period (the lots each sale took) as .xlsx. */
export const downloadSalesBook = (from: string, to: string) =>
  downloadFile('pos-orders/export', `so-theo-doi-ban-thuoc-${from}-${to}.xlsx`, { from, to });
