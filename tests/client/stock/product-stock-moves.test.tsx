/**
 * The product's stock card (thẻ kho): for a period (this month unless chosen), the opening and
 * closing balances in the base unit, the moves in time order with quantity in, out and the balance
 * after each, a page at a time, and the whole period printed; the reason named in Vietnamese (a
 * return to a supplier among them); and the stock panel and the card say so when their figures
 * cannot be loaded, with a retry, rather than leaving the product page without them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { ProductStockMoves } from '../../../src/components/product-stock-moves';
import { ProductStockPanel } from '../../../src/components/product-stock-panel';
import { system } from '../../../src/components/ui/system';
import { monthStart, todayInShop } from '../../../src/domain/shop-clock';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const PRODUCT = '0190f3a0-0000-7000-8000-0000000000a1';
const move = (id: string, quantity: number, reason: string, code: string, balance = 0) => ({
  id: `0190f3a0-0000-7000-8000-${id.padStart(12, '0')}`,
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
  balance_after: balance,
});
const ends = { opening: 0, closing: 0 };

const api = useApiServer();
beforeAll(() => signIn());

const FORBIDDEN = { status: 403, body: { code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này.' } };

const cells = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));

function renderWithApi(node: ReactNode) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('the stock card', { timeout: 30_000 }, () => {
  it('names each move by its reason, with the quantity in or out and the balance after it', async () => {
    api.on('GET stock/moves', {
      body: {
        data: [
          move('2', 60, 'purchase_receipt', 'PN000001', 1_060),
          move('1', -30, 'supplier_return', 'TNCC000001', 1_030),
        ],
        meta: { page: 1, page_size: 20, total: 2, opening: 1_000, closing: 1_030 },
      },
    });
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    const table = await screen.findByTestId('product-stock-moves');
    expect(cells(table)).toEqual([
      ['09:0026/11/2026', 'PN000001Nhập hàngLô A1', '+60', '1.060'],
      ['09:0026/11/2026', 'TNCC000001Trả nhà cung cấpLô A1', '−30', '1.030'],
    ]);
    expect(api.calls('GET stock/moves')[0]!.query.get('product_id')).toBe(PRODUCT);
  });

  it('says the stock could not be loaded, with the reason, and shows it after a retry', async () => {
    api.on('GET stock/products/' + PRODUCT, FORBIDDEN);
    api.on('GET stock/moves', { body: { data: [], meta: { page: 1, page_size: 20, total: 0, ...ends } } });
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
    expect(screen.getByRole('heading', { name: 'Thẻ kho' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-stock-moves')).toBeNull();
  });
});

const PRODUCT_RECORD = {
  id: PRODUCT,
  code: 'SP000001',
  name: 'Amoxicillin 500mg',
  tracking_type: 'basic',
  units: [
    { id: '0190f3a0-0000-7000-8000-0000000000b1', uom_name: 'Hộp', factor: 10, is_base: false },
    { id: '0190f3a0-0000-7000-8000-0000000000b2', uom_name: 'Viên', factor: 1, is_base: true },
  ],
};

/** A ledger of `total` receipts of 1 for the period: opening 70 (50 from 01/01/2020), one more after each. */
function answerMoves(total: number) {
  api.on('GET stock/moves', (request) => {
    const page = Number(request.query.get('page'));
    const size = Number(request.query.get('page_size'));
    const opening = request.query.get('from') === '2020-01-01' ? 50 : 70;
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    const data = Array.from({ length: count }, (_, i) => {
      const n = (page - 1) * size + i + 1;
      return move(String(n), 1, 'purchase_receipt', `PN${String(n).padStart(6, '0')}`, opening + n);
    });
    return { body: { data, meta: { page, page_size: size, total, opening, closing: opening + total } } };
  });
}

describe('the stock card over a period', { timeout: 30_000 }, () => {
  it('opens on this month with its balances in the base unit, pages it and follows a new range', async () => {
    api.on(`GET products/${PRODUCT}`, { body: { data: PRODUCT_RECORD } });
    answerMoves(25);
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    await waitFor(() => expect(screen.getByTestId('stock-card-ends')).toHaveTextContent('Tồn cuối kỳ: 95 Viên'));
    expect(screen.getByTestId('stock-card-ends')).toHaveTextContent('Tồn đầu kỳ: 70 Viên');
    const first = api.calls('GET stock/moves')[0]!.query;
    const today = todayInShop();
    expect(Object.fromEntries(first)).toEqual({
      product_id: PRODUCT,
      sort: 'moved_at',
      from: monthStart(today),
      to: today,
      page: '1',
      page_size: '20',
    });
    const table = screen.getByTestId('product-stock-moves');
    expect(cells(table)).toHaveLength(20);
    expect(cells(table)[0]).toEqual(['09:0026/11/2026', 'PN000001Nhập hàngLô A1', '+1', '71']);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–20 trên 25');

    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(cells(screen.getByTestId('product-stock-moves'))).toHaveLength(5));
    expect(cells(screen.getByTestId('product-stock-moves'))[4]!.at(-1)).toBe('95');
    expect(api.calls('GET stock/moves').at(-1)!.query.get('page')).toBe('2');

    const dateField = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.input(dateField('from'), { target: { value: '01/01/2020' } });
    fireEvent.input(dateField('to'), { target: { value: '31/01/2020' } });
    await waitFor(() => expect(screen.getByTestId('stock-card-ends')).toHaveTextContent('Tồn đầu kỳ: 50 Viên'));
    await waitFor(() => expect(api.calls('GET stock/moves').at(-1)!.query.get('to')).toBe('2020-01-31'));
    const moved = api.calls('GET stock/moves').at(-1)!.query;
    expect([moved.get('from'), moved.get('page')]).toEqual(['2020-01-01', '1']);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–20 trên 25');
  });

  it('says a period without moves, with its balances', async () => {
    api.on(`GET products/${PRODUCT}`, { body: { data: PRODUCT_RECORD } });
    answerMoves(0);
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    expect(await screen.findByText('Không có phát sinh trong kỳ.')).toBeInTheDocument();
    expect(screen.getByTestId('stock-card-ends')).toHaveTextContent('Tồn đầu kỳ: 70 Viên');
    expect(screen.getByTestId('stock-card-ends')).toHaveTextContent('Tồn cuối kỳ: 70 Viên');
    expect(screen.queryByTestId('product-stock-moves')).toBeNull();
  });

  it('prints every move of the period between its opening and closing, not only the page', async () => {
    api.on(`GET products/${PRODUCT}`, { body: { data: PRODUCT_RECORD } });
    answerMoves(150);
    let printed: (string | null)[][] = [];
    let heading = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const area = document.querySelector<HTMLElement>('[data-print-area=job]')!;
      heading = area.textContent!;
      printed = cells(within(area).getByTestId('stock-card-print-table'));
    });
    renderWithApi(<ProductStockMoves productId={PRODUCT} />);
    await screen.findByTestId('product-stock-moves');
    fireEvent.click(screen.getByRole('button', { name: 'In' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    print.mockRestore();
    const pages = api.calls('GET stock/moves').filter((c) => c.query.get('page_size') === '100');
    expect(pages.map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(printed).toHaveLength(152);
    expect(printed[0]).toEqual(['Tồn đầu kỳ', '70']);
    expect(printed[150]!.slice(1)).toEqual(['PN000150', 'Nhập hàng', 'A1', '1', '', '220']);
    expect(printed[151]).toEqual(['Tồn cuối kỳ', '220']);
    expect(heading).toContain('THẺ KHO');
    expect(heading).toContain('Amoxicillin 500mg');
    expect(heading).toContain('Viên');
    await waitFor(() => expect(document.querySelector('[data-print-area=job]')).toBeNull());
  });
});
