import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import { ReceiveDialog } from '../../../src/features/purchasing/receive-dialog';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { poLine, purchaseOrder } from './purchase-order-fixture';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';
const LOT_LINE = '0190f3a0-0000-7000-8000-0000000000b1';
const SERIAL_LINE = '0190f3a0-0000-7000-8000-0000000000b2';
const BASIC_LINE = '0190f3a0-0000-7000-8000-0000000000b3';

function line(id: string, name: string, tracking: string, quantity: number, received: number) {
  return poLine({ id, product_name: name, tracking_type: tracking, quantity, received_quantity: received });
}

const order = purchaseOrder({
  id: ID,
  code: 'PN000001',
  lines: [
    line(LOT_LINE, 'Amoxicillin 500mg', 'lot', 10, 0),
    line(SERIAL_LINE, 'Máy đo huyết áp', 'serial', 2, 0),
    line(BASIC_LINE, 'Bông y tế', 'basic', 5, 3),
  ],
});

const api = useApiServer();
beforeEach(() => signIn());

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

function open(onClose = () => undefined) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <ReceiveDialog order={order} open onClose={onClose} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('the receive dialog', { timeout: 45_000 }, () => {
  it('asks lot number and expiry for lot lines, the exact serials, and no more than what remains', async () => {
    open();
    expect(field('receive.0.quantity').value).toBe('10');
    expect(field('receive.2.quantity').value).toBe('2');
    await user.clear(field('receive.2.quantity'));
    await user.type(field('receive.2.quantity'), '3');
    await user.type(field('receive.1.serials'), 'SN-1');
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }));
    expect(await screen.findByText('Nhập số lô.')).toBeInTheDocument();
    expect(screen.getByText('Nhập hạn dùng (DD/MM/YYYY).')).toBeInTheDocument();
    expect(screen.getByText('Cần đúng 2 số serial.')).toBeInTheDocument();
    expect(screen.getByText('Vượt quá số lượng còn lại.')).toBeInTheDocument();
    expect(api.calls(`POST purchase-orders/${ID}/receive`)).toHaveLength(0);
  });

  it('receives one line in two lots, the serials and a partial quantity in one request', async () => {
    api.on(`POST purchase-orders/${ID}/receive`, { body: { data: { ...order, updated_at: '2026-11-22T02:00:00Z' } } });
    let closed = false;
    open(() => {
      closed = true;
    });
    await user.clear(field('receive.0.quantity'));
    await user.type(field('receive.0.quantity'), '6');
    await user.type(field('receive.0.lot_number'), 'L2601');
    await user.type(field('receive.0.expiry_date'), '31/12/2027');
    await user.click(screen.getByRole('button', { name: 'Thêm lô' }));
    await user.type(field('receive.1.quantity'), '4');
    await user.type(field('receive.1.lot_number'), 'L2602');
    await user.type(field('receive.1.expiry_date'), '30/06/2027');
    await user.type(field('receive.2.serials'), 'SN-1\nSN-2');
    await user.clear(field('receive.3.quantity'));
    await user.type(field('receive.3.quantity'), '1');
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }));
    await waitFor(() => expect(closed).toBe(true));
    const [call] = api.calls(`POST purchase-orders/${ID}/receive`);
    expect(call?.body).toEqual({
      lines: [
        { line_id: LOT_LINE, quantity: 6, lot_number: 'L2601', expiry_date: '2027-12-31', serials: [] },
        { line_id: LOT_LINE, quantity: 4, lot_number: 'L2602', expiry_date: '2027-06-30', serials: [] },
        { line_id: SERIAL_LINE, quantity: 2, lot_number: null, expiry_date: null, serials: ['SN-1', 'SN-2'] },
        { line_id: BASIC_LINE, quantity: 1, lot_number: null, expiry_date: null, serials: [] },
      ],
    });
  });

  it('does not send an empty receipt', async () => {
    open();
    for (const i of [0, 1, 2]) await user.clear(field(`receive.${i}.quantity`));
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }));
    expect(await screen.findByText('Nhập số lượng nhận cho ít nhất một dòng.')).toBeInTheDocument();
    expect(api.calls(`POST purchase-orders/${ID}/receive`)).toHaveLength(0);
  });
});
