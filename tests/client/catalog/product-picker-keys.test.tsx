/**
 * The "Tìm sản phẩm… để thêm" box sits inside forms (purchase order lines, stock counts,
 * complaints): Enter picks a result and never submits the form, the arrows move through the
 * results, and a scanner (the code then Enter, faster than the search's debounce) adds the one
 * product carrying the barcode. Results come from the product list endpoint on a loopback server.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { ProductPicker } from '../../../src/components/product-picker';
import { system } from '../../../src/components/ui/system';
import type { Product } from '../../../src/domain/catalog/products';
import { useApiServer } from '../auth/api-server';

const user = userEvent.setup({ delay: null });
const slow = { timeout: 5_000 };

const product = (n: number, name: string, barcode: string) => ({
  id: `0190f3a0-0000-7000-8000-00000000010${n}`,
  code: `SP00${n}`,
  name,
  sale_price: 12_000 * n,
  units: [{ id: `0190f3a0-0000-7000-8000-00000000020${n}`, barcode }],
});

/** The server finds by name or barcode, like the product list's search. */
const CATALOGUE = [
  product(1, 'Amoxicillin 250mg', '8930000000250'),
  product(2, 'Amoxicillin 500mg', '8930000000500'),
  product(3, 'Ampicillin 500mg', '8930000000999'),
];

const api = useApiServer();
beforeEach(() => {
  api.on('GET products', (request) => {
    const search = (request.query.get('search') ?? '').toLowerCase();
    // A barcode search also offers products whose code only starts alike, the way a text index does.
    const data = CATALOGUE.filter(
      (p) => p.name.toLowerCase().includes(search) || p.units.some((u) => u.barcode.startsWith(search.slice(0, 6))),
    );
    return { body: { data, meta: { page: 1, page_size: 8, total: data.length } } };
  });
});

function renderInForm() {
  const onPick = vi.fn<(p: Product) => void>();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <form onSubmit={onSubmit}>
          <ProductPicker placeholder="Tìm sản phẩm… để thêm" onPick={onPick} />
          <button type="submit">Lưu</button>
        </form>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Tìm sản phẩm… để thêm' });
  return { box, picked: () => onPick.mock.calls.map(([p]) => p.name), onSubmit };
}

describe('the product picker from the keyboard', { timeout: 20_000 }, () => {
  it('Enter picks the first result and does not submit the form', async () => {
    const { box, picked, onSubmit } = renderInForm();
    await user.type(box, 'amo');
    const options = await screen.findAllByRole('option', undefined, slow);
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(picked()).toEqual(['Amoxicillin 250mg']));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ArrowDown then Enter picks the second result; ArrowUp goes back', async () => {
    const { box, picked, onSubmit } = renderInForm();
    await user.type(box, 'amo');
    await screen.findAllByRole('option', undefined, slow);
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picked()).toEqual(['Amoxicillin 500mg']));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter with no results picks nothing, does not submit, and says nothing was found', async () => {
    const { box, picked, onSubmit } = renderInForm();
    await user.type(box, 'xyz');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp', undefined, slow)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(picked()).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('xyz');
  });

  it('a scanned barcode with Enter at once adds the product carrying it, not the first offered', async () => {
    const { box, picked, onSubmit } = renderInForm();
    await user.type(box, '8930000000500{Enter}');
    await waitFor(() => expect(picked()).toEqual(['Amoxicillin 500mg']), slow);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(api.calls('GET products')[0]?.query.get('search')).toBe('8930000000500');
  });

  it('Escape closes the list, and a click still picks', async () => {
    const { box, picked } = renderInForm();
    await user.type(box, 'amp');
    await screen.findByRole('option', undefined, slow);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Ampicillin 500mg/ }));
    expect(picked()).toEqual(['Ampicillin 500mg']);
  });
});
