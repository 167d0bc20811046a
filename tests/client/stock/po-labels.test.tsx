/**
 * Labels for a received purchase order: "In tem mã vạch" lists each line that came in, in its
 * unit, starting at the quantity received, with the lots; a unit without a barcode says so and is
 * not printed; the others print one label each, with the unit's price; a product that cannot be
 * read is said, with a retry.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import type { PurchaseOrder } from '../../../src/api/stock';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderActions } from '../../../src/features/purchasing/po-actions';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const id = (n: number) => `0190f3a0-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`;
const [ORDER, AMOX, GAUZE, AMOX_BOX, GAUZE_ROLL] = [id(1), id(2), id(3), id(4), id(5)];

function line(
  n: number,
  product: string,
  name: string,
  unit: string,
  unitName: string,
  quantity: number,
  received: number,
) {
  return {
    id: id(10 + n),
    position: n,
    product_id: product,
    product_code: `SP00000${n}`,
    product_name: name,
    tracking_type: 'lot',
    unit_id: unit,
    unit_name: unitName,
    factor: 10,
    quantity,
    unit_cost: 10_000,
    discount: 0,
    tax_id: null,
    tax_rate: 0,
    subtotal: 0,
    tax_amount: 0,
    total: 0,
    received_quantity: received,
    serials: [],
  };
}

const order = {
  id: ORDER,
  code: 'PN000021',
  vendor_id: id(6),
  vendor_name: 'Công ty Dược Hậu Giang',
  order_date: '2026-11-22',
  vendor_invoice_number: null,
  state: 'received',
  note: null,
  subtotal: 0,
  discount_total: 0,
  tax_total: 0,
  total: 100_000,
  received_value: 100_000,
  paid_amount: 100_000,
  debt: 0,
  refund_due: 0,
  ordered_at: null,
  received_at: null,
  cancelled_at: null,
  created_at: '2026-11-22T01:00:00Z',
  updated_at: '2026-11-22T01:00:00Z',
  lines: [
    line(1, AMOX, 'Amoxicillin 500mg', AMOX_BOX, 'Hộp', 6, 6),
    line(2, GAUZE, 'Gạc y tế', GAUZE_ROLL, 'Cuộn', 4, 3),
  ],
  receipts: [
    {
      moved_at: '2026-11-22T02:00:00Z',
      product_id: AMOX,
      lot_number: 'A2611',
      expiry_date: '2028-01-31',
      base_quantity: 60,
    },
    { moved_at: '2026-11-22T02:00:00Z', product_id: GAUZE, lot_number: null, expiry_date: null, base_quantity: 3 },
  ],
} as unknown as PurchaseOrder;

const product = (productId: string, name: string, unitId: string, unitName: string, barcode: string | null) => ({
  id: productId,
  name,
  units: [{ id: unitId, uom_name: unitName, barcode, price: 85_000, factor: 10 }],
});

const api = useApiServer();
afterEach(() => vi.restoreAllMocks());
beforeEach(() => signIn());

async function openLabels() {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <PurchaseOrderActions order={order} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'In tem mã vạch' }));
  return screen.findByRole('dialog');
}

describe('labels for a received purchase order', { timeout: 45_000 }, () => {
  it('start at what was received, say which unit has no barcode, and print the others', async () => {
    api.on(`GET products/${AMOX}`, {
      body: { data: product(AMOX, 'Amoxicillin 500mg', AMOX_BOX, 'Hộp', '8931234567896') },
    });
    api.on(`GET products/${GAUZE}`, { body: { data: product(GAUZE, 'Gạc y tế', GAUZE_ROLL, 'Cuộn', null) } });
    let printed = '';
    let images = 0;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const sheets = screen.getByTestId('label-sheets');
      printed = sheets.textContent ?? '';
      images = sheets.querySelectorAll('img').length;
    });
    const dialog = await openLabels();
    const rows = await within(dialog).findAllByTestId('label-unit');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Amoxicillin 500mg · lô A2611');
    expect((rows[0]!.querySelector('input') as HTMLInputElement).value).toBe('6');
    expect(rows[1]).toHaveTextContent('Đơn vị này chưa có mã vạch');
    expect(within(dialog).getByTestId('labels-total')).toHaveTextContent('6 tem, 1 tờ giấy');
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(images).toBe(6);
    expect(printed).toContain('Amoxicillin 500mg');
    expect(printed).toContain('85.000 ₫/Hộp');
    expect(printed).not.toContain('Gạc y tế');
  });

  it('say when a product cannot be read, and try again', async () => {
    let down = true;
    api.on(`GET products/${AMOX}`, () =>
      down
        ? { status: 500, body: { code: 'internal', message: 'Lỗi máy chủ.' } }
        : { body: { data: product(AMOX, 'Amoxicillin 500mg', AMOX_BOX, 'Hộp', '8931234567896') } },
    );
    api.on(`GET products/${GAUZE}`, { body: { data: product(GAUZE, 'Gạc y tế', GAUZE_ROLL, 'Cuộn', null) } });
    const dialog = await openLabels();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('label-unit')).toHaveLength(2);
  });
});
