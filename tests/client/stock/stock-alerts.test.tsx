/**
 * The stock alerts' lists say what an empty list means: no product under its minimum, no lot near
 * its expiry; a search that finds nothing says so instead.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LowStockList, NearExpiryList } from '../../../src/features/stock-reports/stock-alerts';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

const user = userEvent.setup({ delay: null });
const none = { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } };

const api = useApiServer();
beforeEach(() => {
  signIn();
  api.on('GET stock/near-expiry', none);
  api.on('GET stock/low-stock', none);
  api.on('GET settings/general', { body: { data: { expiry_warning_days: 90 } } });
});

describe('the stock alerts, empty', { timeout: 45_000 }, () => {
  it('near expiry: no lot near its expiry, and a search that finds nothing', async () => {
    renderAt('/stock/alerts', () => <NearExpiryList />);
    expect(await screen.findByText('Không có lô nào sắp hết hạn.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Tìm theo sản phẩm hoặc số lô…'), 'xyz');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    expect(screen.queryByText('Không có lô nào sắp hết hạn.')).toBeNull();
  });

  it('low stock: no product under its minimum', async () => {
    renderAt('/stock/alerts', () => <LowStockList />);
    expect(
      await screen.findByText('Không có sản phẩm nào dưới mức tồn tối thiểu.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
