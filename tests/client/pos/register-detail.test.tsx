/**
 * A register session's page: when the till's own expected cash at its close differs from the
 * server's (orders or vouchers it did not know of then), both are shown with why; the session's
 * orders are listed under a heading with their columns, each a link to the order, or an empty text.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PosOrderSummary, PosRegisterDetail } from '../../../src/domain/pos-orders-api';
import { RegisterDetail } from '../../../src/features/pos/register-pages';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const ID = '0190f3a0-0000-7000-8000-0000000000f1';
const ORDER = '0190f3a0-0000-7000-8000-0000000000f2';
const who = { id: '0190f3a0-0000-7000-8000-0000000000f3', name: 'Trần Văn Hùng' };

const api = useApiServer();
beforeEach(() => signIn(LAN));

const order: PosOrderSummary = {
  id: ORDER,
  code: 'HD-Q1-1-000001',
  type: 'sale',
  status: 'paid',
  ordered_at: '2026-11-28T02:10:00.000Z',
  synced_at: '2026-11-28T02:10:05.000Z',
  created_offline: false,
  pos_setting: { id: ID, name: 'Quầy 1' },
  register_session_id: ID,
  sold_by: who.id,
  seller: who,
  customer: null,
  subtotal: 29_000,
  discount_amount: 0,
  grand_total: 29_000,
  total_paid: 29_000,
  total_return: 0,
  debt_amount: 0,
  return_for: null,
  review_flag_count: 0,
};

function session(extra: Partial<PosRegisterDetail>): PosRegisterDetail {
  return {
    id: ID,
    pos_setting: { id: ID, name: 'Quầy 1' },
    state: 'closed',
    opened_by: who,
    opened_at: '2026-11-28T01:00:00.000Z',
    opening_cash: 500_000,
    closed_by: who,
    closed_at: '2026-11-28T11:00:00.000Z',
    counted_cash: 529_000,
    expected_cash: 529_000,
    difference: 0,
    order_count: 1,
    opening_note: '',
    closing_note: '',
    till_expected_cash: 529_000,
    totals_by_method: { cash: 29_000, bank_transfer: 0, card: 0, e_wallet: 0 },
    expected_cash_now: 529_000,
    cash_collections: 0,
    vendor_payouts: 0,
    drawer_vouchers: [],
    orders: [order],
    ...extra,
  };
}

const renderSession = (detail: PosRegisterDetail) => {
  api.on(`GET pos-registers/${ID}`, { body: { data: detail } });
  renderAt('/pos-registers/x', () => <RegisterDetail id={ID} />);
};

describe("a register session's page", () => {
  it("shows the till's own expected cash, and why, when the server's differs", async () => {
    renderSession(session({ till_expected_cash: 479_000, difference: 0, closing_note: 'Thiếu tiền lẻ' }));
    expect(await screen.findByText('Tiền mặt dự kiến trên máy thu ngân')).toBeVisible();
    expect(screen.getByText('479.000 ₫')).toBeVisible();
    expect(screen.getByTestId('till-expected-differs')).toHaveTextContent(
      'Chênh lệch tính theo tiền mặt dự kiến của máy chủ',
    );
    expect(screen.getByText('Ghi chú đóng ca')).toBeVisible();
    expect(screen.getByText('Thiếu tiền lẻ')).toBeVisible();
  });

  it('shows one expected cash when the till agreed, and lists the orders with their columns', async () => {
    renderSession(session({}));
    expect(await screen.findByText('Đơn hàng trong ca (1)')).toBeVisible();
    expect(screen.queryByText('Tiền mặt dự kiến trên máy thu ngân')).toBeNull();
    expect(screen.queryByTestId('till-expected-differs')).toBeNull();
    expect(screen.queryByText('Ghi chú mở ca')).toBeNull();
    const table = screen.getByTestId('session-orders');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Mã hóa đơn', 'Thời gian', 'Loại', 'Thu ngân', 'Khách hàng', 'Tổng thanh toán']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(/HD-Q1-1-000001.*09:10 28\/11\/2026.*Bán hàng.*Trần Văn Hùng.*Khách lẻ.*29\.000 ₫/);
    expect(within(row!).getByRole('link', { name: 'HD-Q1-1-000001' })).toHaveAttribute(
      'href',
      `/pos-orders/${ORDER}/show`,
    );
  });

  it('says so when the session has no orders', async () => {
    renderSession(session({ orders: [], order_count: 0 }));
    expect(await screen.findByText('Đơn hàng trong ca (0)')).toBeVisible();
    expect(screen.getByText('Chưa có đơn hàng nào trong ca.')).toBeVisible();
    expect(screen.queryByTestId('session-orders')).toBeNull();
  });
});
