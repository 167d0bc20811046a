/**
 * "Trả hàng nhà cung cấp" on a received purchase order: the action opens the received lots with
 * what may go back; a quantity above it is refused before any request; a valid return posts only
 * the lots with a quantity, the reason and the note, and closes; the server's field message for a
 * lot (stock gone meanwhile) lands under that lot's input. A serial-tracked line is returned by
 * ticking its serials, sent in the order received, and the server's serial message lands there.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import type { PurchaseOrder, ReturnableLot } from '../../../src/api/stock';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderActions } from '../../../src/features/purchasing/po-actions';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';
const LINE = '0190f3a0-0000-7000-8000-0000000000b1';
const LOT_A = '0190f3a0-0000-7000-8000-0000000000c1';
const LOT_B = '0190f3a0-0000-7000-8000-0000000000c2';

const order = {
  id: ID,
  code: 'PN000001',
  vendor_id: ID,
  vendor_name: 'Công ty Dược Hậu Giang',
  order_date: '2026-11-22',
  vendor_invoice_number: null,
  state: 'received',
  note: null,
  subtotal: 200_000,
  discount_total: 0,
  tax_total: 0,
  total: 200_000,
  received_value: 200_000,
  paid_amount: 0,
  debt: 200_000,
  ordered_at: null,
  received_at: null,
  cancelled_at: null,
  created_at: '2026-11-22T01:00:00Z',
  updated_at: '2026-11-22T01:00:00Z',
  lines: [],
  receipts: [
    {
      product_id: ID,
      lot_id: LOT_A,
      lot_number: 'A1',
      expiry_date: '2027-01-31',
      base_quantity: 60,
      unit_cost: 2_000,
      moved_at: '2026-11-22T02:00:00Z',
    },
  ],
} as unknown as PurchaseOrder;

const row = (lot: string, number: string, returnable: number): ReturnableLot => ({
  line_id: LINE,
  product_id: ID,
  product_name: 'Paracetamol 500mg',
  unit_name: 'Hộp',
  factor: 10,
  lot_id: lot,
  lot_number: number,
  expiry_date: '2027-01-31',
  received: 6,
  returned: 0,
  on_hand: returnable * 10,
  base_unit_name: 'Viên',
  returnable,
  serials: [],
  serial_tracked: false,
});

const MONITOR_LINE = '0190f3a0-0000-7000-8000-0000000000b2';
/** Three monitors received one by one, by their serials. */
const monitors: ReturnableLot = {
  ...row(LOT_A, 'A1', 3),
  line_id: MONITOR_LINE,
  product_name: 'Máy đo huyết áp Omron',
  unit_name: 'Cái',
  factor: 1,
  lot_id: null,
  lot_number: null,
  expiry_date: null,
  received: 3,
  on_hand: 3,
  base_unit_name: 'Cái',
  serials: ['OM-001', 'OM-002', 'OM-003'],
  serial_tracked: true,
};

const api = useApiServer();
beforeEach(() => {
  signIn();
  api.on(`GET purchase-orders/${ID}/supplier-returns`, {
    body: { data: { returns: [], returnable: [row(LOT_A, 'A1', 3), row(LOT_B, 'B2', 4)] } },
  });
});

const qty = (i: number) => document.querySelector(`[name="return.${i}.quantity"]`) as HTMLInputElement;

async function openReturn(loaded = true) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <PurchaseOrderActions order={order} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Trả hàng nhà cung cấp' }));
  // While the lots load, a dialog says so; the form's dialog takes its place.
  if (loaded) await screen.findAllByTestId('supplier-return-entry');
  return screen.findByRole('dialog');
}

const submit = (dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Lưu phiếu trả' }));

describe('the supplier return form', { timeout: 45_000 }, () => {
  it('lists the received lots and refuses more than may go back, or nothing, without a request', async () => {
    const dialog = await openReturn();
    const entries = within(dialog).getAllByTestId('supplier-return-entry');
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining('A1'), expect.stringContaining('B2')]);
    // The lot's stock is in the base unit, named so that it is not read as boxes like the line's figures.
    expect(entries[0]).toHaveTextContent('30 Viên');
    await submit(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nhập số lượng trả cho ít nhất một lô.');
    await user.type(qty(0), '4');
    await submit(dialog);
    expect(dialog).toHaveTextContent('Vượt quá số lượng trả được (tối đa 3).');
    expect(api.calls(`POST purchase-orders/${ID}/supplier-returns`)).toHaveLength(0);
  });

  it('posts the lots with a quantity, the reason and the note, and closes', async () => {
    api.on(`POST purchase-orders/${ID}/supplier-returns`, {
      status: 201,
      body: { data: { code: 'TNCC000001' } },
    });
    const dialog = await openReturn();
    await user.type(qty(1), '2');
    await user.selectOptions(dialog.querySelector('[name="reason"]') as HTMLSelectElement, 'near_expiry');
    await user.type(dialog.querySelector('[name="note"]') as HTMLTextAreaElement, 'Cận hạn');
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ID}/supplier-returns`).map((c) => c.body)).toEqual([
      { reason: 'near_expiry', note: 'Cận hạn', lines: [{ line_id: LINE, lot_id: LOT_B, quantity: 2 }] },
    ]);
  });

  it("shows the server's field message under the lot it concerns", async () => {
    api.on(`POST purchase-orders/${ID}/supplier-returns`, {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu không hợp lệ.',
        errors: { 'lines.0.quantity': ['Số lượng trả vượt quá tồn kho hiện có của lô (còn 1).'] },
      },
    });
    const dialog = await openReturn();
    await user.type(qty(1), '3');
    await submit(dialog);
    const entry = (await within(dialog).findAllByTestId('supplier-return-entry'))[1]!;
    await waitFor(() => expect(entry).toHaveTextContent('Số lượng trả vượt quá tồn kho hiện có của lô (còn 1).'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('returns serial-tracked goods by the serials ticked, in the order received', async () => {
    api.on(`GET purchase-orders/${ID}/supplier-returns`, {
      body: { data: { returns: [], returnable: [row(LOT_A, 'A1', 3), monitors] } },
    });
    api.on(`POST purchase-orders/${ID}/supplier-returns`, { status: 201, body: { data: { code: 'TNCC000002' } } });
    const dialog = await openReturn();
    const picks = within(dialog).getByRole('group', { name: 'Số serial trả lại: Máy đo huyết áp Omron' });
    expect(within(picks).getAllByRole('checkbox')).toHaveLength(3);
    // The serial line has no quantity to type: its quantity is what is ticked.
    expect(qty(1)).toBeNull();
    const count = within(dialog).getByTestId('serial-return-count');
    await user.click(within(picks).getByText('OM-003'));
    await waitFor(() => expect(count).toHaveTextContent('SL trả: 1'));
    await user.click(within(picks).getByText('OM-001'));
    await waitFor(() => expect(count).toHaveTextContent('SL trả: 2'));
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ID}/supplier-returns`).map((c) => c.body)).toEqual([
      {
        reason: 'damaged',
        note: null,
        lines: [{ line_id: MONITOR_LINE, lot_id: null, quantity: 2, serials: ['OM-001', 'OM-003'] }],
      },
    ]);
  });

  it("shows the server's serial message under the serials", async () => {
    api.on(`GET purchase-orders/${ID}/supplier-returns`, {
      body: { data: { returns: [], returnable: [monitors] } },
    });
    api.on(`POST purchase-orders/${ID}/supplier-returns`, {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu không hợp lệ.',
        errors: {
          'lines.0.serials': ['Số serial không thuộc hàng nhận theo dòng này hoặc đã trả nhà cung cấp: OM-002.'],
        },
      },
    });
    const dialog = await openReturn();
    await user.click(within(dialog).getByText('OM-002'));
    await submit(dialog);
    const entry = within(dialog).getAllByTestId('supplier-return-entry')[0]!;
    await waitFor(() => expect(entry).toHaveTextContent('đã trả nhà cung cấp: OM-002.'));
  });

  it('says when the returnable lots could not be loaded, and loads them on retry', async () => {
    api.on(`GET purchase-orders/${ID}/supplier-returns`, {
      status: 404,
      body: { code: 'not_found', message: 'Không tìm thấy dữ liệu yêu cầu.' },
    });
    const dialog = await openReturn(false);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Không tìm thấy dữ liệu yêu cầu.');
    expect(within(dialog).getByRole('button', { name: 'Lưu phiếu trả' })).toBeDisabled();
    api.on(`GET purchase-orders/${ID}/supplier-returns`, {
      body: { data: { returns: [], returnable: [row(LOT_A, 'A1', 3)] } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('supplier-return-entry')).toHaveLength(1);
  });
});
