/**
 * The product's stock card: the ledger's latest moves with the reason named in Vietnamese (a return
 * to a supplier among them); and the stock panel and the card say so when their figures cannot be
 * loaded, with a retry, rather than leaving the product page without them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { ProductStockMoves } from '../../../src/components/product-stock-moves';
import { ProductStockPanel } from '../../../src/components/product-stock-panel';
import { system } from '../../../src/components/ui/system';
import { type ApiServer, startApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const PRODUCT = '0190f3a0-0000-7000-8000-0000000000a1';
const move = (id: string, quantity: number, reason: string, code: string) => ({
  id: `0190f3a0-0000-7000-8000-00000000000${id}`,
  product_id: PRODUCT,
  lot_id: null,
  lot_number: 'A1',
  quantity,
  unit_cost: 1_900,
  reason,
  document_type: reason === 'supplier_return' ? 'supplier_return' : 'purchase_order',
  document_id: null,
  document_code: code,
  moved_at: '2026-11-26T02:00:00Z',
  user_id: null,
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  signIn();
});
afterAll(() => api.close());
afterEach(() => api.reset());

const FORBIDDEN = { status: 403, body: { code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này.' } };

function renderWithApi(node: ReactNode) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('the stock card', { timeout: 30_000 }, () => {
  it('names each move by its reason and signs its quantity', async () => {
    api.on('GET stock/moves', {
      body: {
        data: [move('1', -30, 'supplier_return', 'TNCC000001'), move('2', 60, 'purchase_receipt', 'PN000001')],
        meta: { page: 1, page_size: 20, total: 2 },
      },
    });
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    const table = await screen.findByTestId('product-stock-moves');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['TNCC000001', 'Trả nhà cung cấp', 'A1', '-30'],
      ['PN000001', 'Nhập hàng', 'A1', '+60'],
    ]);
    expect(api.calls('GET stock/moves')[0]!.query.get('product_id')).toBe(PRODUCT);
  });

  it('says the stock could not be loaded, with the reason, and shows it after a retry', async () => {
    api.on('GET stock/products/' + PRODUCT, FORBIDDEN);
    api.on('GET stock/moves', { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } });
    renderWithApi(<ProductStockPanel productId={PRODUCT} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không tải được dữ liệu.');
    expect(alert.textContent).toContain('Bạn không có quyền thực hiện thao tác này.');

    api.on('GET stock/products/' + PRODUCT, {
      body: { data: { product_id: PRODUCT, on_hand: 60, average_cost: 1_900, value: 114_000, lots: [] } },
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    const figures = await screen.findByTestId('product-stock');
    expect(figures.textContent).toContain('114.000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the moves could not be loaded under their heading', async () => {
    api.on('GET stock/moves', FORBIDDEN);
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bạn không có quyền thực hiện thao tác này.');
    expect(screen.getByRole('heading', { name: 'Thẻ kho (phát sinh gần nhất)' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-stock-moves')).toBeNull();
  });
});
