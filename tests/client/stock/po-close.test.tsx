/**
 * An order received in part (10 Gói ordered, 4 came with lot ACM-X): "Hủy đơn" is no longer
 * offered, "Kết thúc nhận hàng" is; it asks first, naming what will not come in each line's unit,
 * sends nothing on "Hủy", and closes the order on confirm. An ordered order with nothing received
 * still offers "Hủy đơn" and not "Kết thúc nhận hàng".
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import type { PurchaseOrder } from '../../../src/api/stock';
import { AppToaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderActions } from '../../../src/features/purchasing/po-actions';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { poLine, purchaseOrder } from './purchase-order-fixture';

const user = userEvent.setup({ delay: null });
const id = (n: number) => `0190f3a0-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`;
const ORDER = id(1);

function line(n: number, name: string, unit: string, quantity: number, received: number) {
  return poLine({
    id: id(10 + n),
    position: n,
    product_id: id(20 + n),
    product_code: `SP00000${n}`,
    product_name: name,
    tracking_type: 'lot',
    unit_id: id(30 + n),
    unit_name: unit,
    factor: 10,
    quantity,
    received_quantity: received,
  });
}

const partial = purchaseOrder({
  id: ORDER,
  code: 'PN000031',
  vendor_id: id(2),
  subtotal: 150_000,
  total: 150_000,
  received_value: 90_000,
  debt: 90_000,
  ordered_at: '2026-11-22T01:00:00Z',
  lines: [line(1, 'Acemuc 200mg', 'Gói', 10, 4), line(2, 'Gạc y tế', 'Cuộn', 5, 5)],
  receipts: [
    {
      product_id: id(21),
      lot_id: id(40),
      lot_number: 'ACM-X',
      expiry_date: '2028-06-30',
      base_quantity: 40,
      unit_cost: 1_000,
      moved_at: '2026-11-23T02:00:00Z',
    },
    {
      product_id: id(22),
      lot_id: null,
      lot_number: null,
      expiry_date: null,
      base_quantity: 50,
      unit_cost: 1_000,
      moved_at: '2026-11-23T02:00:00Z',
    },
  ],
});

const api = useApiServer();
beforeEach(() => signIn());

function show(order: PurchaseOrder) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <PurchaseOrderActions order={order} />
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('finishing a purchase order short', { timeout: 45_000 }, () => {
  it('offers "Kết thúc nhận hàng" instead of "Hủy đơn" once goods came in, and asks naming what will not come', async () => {
    show(partial);
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kết thúc nhận hàng' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kết thúc nhận hàng với số đã nhận?');
    const missing = within(dialog).getByTestId('po-close-missing');
    // Only the short line, in its own unit: 10 ordered − 4 received.
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['6 Gói Acemuc 200mg']);
    expect(dialog).toHaveTextContent('Công nợ nhà cung cấp tính theo giá trị hàng đã nhận.');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ORDER}/close`)).toHaveLength(0);
  });

  it('closes the order on confirm and says so', async () => {
    api.on(`POST purchase-orders/${ORDER}/close`, { body: { data: { ...partial, state: 'received' } } });
    show(partial);
    await user.click(screen.getByRole('button', { name: 'Kết thúc nhận hàng' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kết thúc nhận hàng' }));
    expect(await screen.findByText('Đã kết thúc nhận hàng.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ORDER}/close`)).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps the order as it was', async () => {
    api.on(`POST purchase-orders/${ORDER}/close`, {
      status: 409,
      body: { code: 'conflict', message: 'Phiếu chưa nhận hàng lần nào nên không thể kết thúc nhận hàng.' },
    });
    show(partial);
    await user.click(screen.getByRole('button', { name: 'Kết thúc nhận hàng' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kết thúc nhận hàng' }));
    expect(
      await screen.findByText('Phiếu chưa nhận hàng lần nào nên không thể kết thúc nhận hàng.'),
    ).toBeInTheDocument();
  });

  it('still offers "Hủy đơn", and not "Kết thúc nhận hàng", while nothing has come', async () => {
    show({
      ...partial,
      received_value: 0,
      debt: 0,
      lines: partial.lines.map((l) => ({ ...l, received_quantity: 0 })),
      receipts: [],
    });
    expect(screen.getByRole('button', { name: 'Hủy đơn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kết thúc nhận hàng' })).not.toBeInTheDocument();
  });

  it('offers neither on a received order', async () => {
    show({ ...partial, state: 'received' });
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kết thúc nhận hàng' })).not.toBeInTheDocument();
  });
});
