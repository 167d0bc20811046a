/**
 * The "Xuất Excel" of the quality control, complaint, scrap and purchase order lists: it asks for the GPP book of
 * the period the list's date filter shows (this month when the filter is empty), hands the file
 * to the browser as a download, and a refusal shows as a toast.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComplaintList } from '../../../src/features/complaints/complaint-list';
import { QcList } from '../../../src/features/quality/qc-list';
import { PurchaseOrderList } from '../../../src/features/purchasing/po-list';
import { ScrapList } from '../../../src/features/scraps/scrap-list';
import { monthStart, todayInShop } from '../../../src/domain/shop-clock';
import { useApiServer } from '../auth/api-server';
import { renderAt } from './render-stock';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const empty = { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } };

let downloads: string[];
const api = useApiServer();
afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  signIn();
  downloads = [];
  // jsdom has neither object URLs nor downloads: record the name the link would save under.
  URL.createObjectURL = vi.fn(() => 'blob:book');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

describe('GPP book export from the lists', { timeout: 45_000 }, () => {
  it('downloads the complaints book of the period the list is filtered on', async () => {
    api.on('GET customer-complaints', empty);
    api.on('GET customer-complaints/export', { body: 'xlsx' });
    renderAt('/customer-complaints', () => (
      <ComplaintList search={{ from: '2025-03-01', to: '2025-03-31' }} onSearchChange={() => {}} />
    ));
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(downloads).toEqual(['so-theo-doi-khieu-nai-2025-03-01-2025-03-31.xlsx']));
    // The period is said, as a tablet cannot show the button's title.
    expect(await screen.findByText('Đã xuất sổ từ ngày 01/03/2025 đến ngày 31/03/2025.')).toBeInTheDocument();
    const [asked] = api.calls('GET customer-complaints/export');
    expect(Object.fromEntries(asked!.query)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    // The list itself shows the same period.
    expect(api.calls('GET customer-complaints')[0]!.query.get('from')).toBe('2025-03-01');
    expect(api.calls('GET customer-complaints')[0]!.query.get('to')).toBe('2025-03-31');
  });

  it('exports this month from a list without a date filter', async () => {
    api.on('GET scraps', empty);
    api.on('GET scraps/export', { body: 'xlsx' });
    renderAt('/scraps', () => <ScrapList search={{}} onSearchChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(api.calls('GET scraps/export')).toHaveLength(1));
    const today = todayInShop();
    expect(Object.fromEntries(api.calls('GET scraps/export')[0]!.query)).toEqual({
      from: monthStart(today),
      to: today,
    });
    await waitFor(() => expect(downloads).toEqual([`so-theo-doi-huy-thuoc-${monthStart(today)}-${today}.xlsx`]));
  });

  it('downloads the purchase book of the period the purchase order list is filtered on', async () => {
    api.on('GET purchase-orders', empty);
    api.on('GET vendors', empty);
    api.on('GET purchase-orders/export', { body: 'xlsx' });
    renderAt('/purchase-orders', () => (
      <PurchaseOrderList search={{ from: '2025-03-01', to: '2025-03-31' }} onSearchChange={() => {}} />
    ));
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(downloads).toEqual(['so-theo-doi-nhap-thuoc-2025-03-01-2025-03-31.xlsx']));
    expect(Object.fromEntries(api.calls('GET purchase-orders/export')[0]!.query)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('shows a refused export as a toast and downloads nothing', async () => {
    api.on('GET quality-controls', empty);
    api.on('GET quality-controls/export', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu không hợp lệ.',
        errors: { to: ['Ngày kết thúc không được trước ngày bắt đầu.'] },
      },
    });
    renderAt('/quality-controls', () => (
      <QcList search={{ from: '2025-03-31', to: '2025-03-01' }} onSearchChange={() => {}} />
    ));
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Không thực hiện được')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET quality-controls/export')[0]!.query)).toEqual({
      from: '2025-03-31',
      to: '2025-03-01',
    });
    expect(downloads).toEqual([]);
  });
});
