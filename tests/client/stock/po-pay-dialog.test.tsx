/**
 * The vendor payment dialog of a purchase order: prefilled with the debt, refuses an empty amount
 * and more than the order still takes, sends the amount with its method, note and client id,
 * shows a server refusal on its field, closes.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderActions } from '../../../src/features/purchasing/po-actions';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { poLine, purchaseOrder } from './purchase-order-fixture';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';
const LINE = '0190f3a0-0000-7000-8000-0000000000b1';

function line(id: string, name: string, tracking: string, quantity: number, received: number) {
  return poLine({ id, product_name: name, tracking_type: tracking, quantity, received_quantity: received });
}

const order = purchaseOrder({
  id: ID,
  code: 'PN000001',
  state: 'received',
  total: 500_000,
  received_value: 500_000,
  debt: 500_000,
  lines: [line(LINE, 'Amoxicillin 500mg', 'lot', 10, 10)],
});

const api = useApiServer();
beforeEach(() => signIn());

const amount = () => document.querySelector('[name="amount"]') as HTMLInputElement;

async function openPay() {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <PurchaseOrderActions order={order} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Ghi nhận thanh toán' }));
  return screen.findByRole('dialog');
}

describe('the payment dialog', { timeout: 45_000 }, () => {
  it('starts at the debt, says what is wrong with an empty or too large amount, and closes on cancel without a request', async () => {
    const dialog = await openPay();
    expect(dialog).toHaveTextContent('Số tiền trả');
    expect(amount().value).toBe('500.000');
    const send = () => within(dialog).getByRole('button', { name: 'Ghi nhận thanh toán' });
    await user.clear(amount());
    await user.click(send());
    expect(await within(dialog).findByText('Vui lòng nhập số tiền.')).toBeInTheDocument();
    await user.type(amount(), '600000');
    await user.click(send());
    // Received: what is left to pay is for the goods that came.
    expect(
      await within(dialog).findByText(
        'Phiếu đã nhận hàng: chỉ còn phải trả 500.000 ₫ cho số hàng đã nhận. Số tiền không được vượt quá số này.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ID}/payments`)).toHaveLength(0);
  });

  it('sends the amount, method and note typed with its client id, and closes', async () => {
    api.on(`POST purchase-orders/${ID}/payments`, {
      body: { data: { ...order, paid_amount: 200_000, debt: 300_000 } },
    });
    const dialog = await openPay();
    await user.clear(amount());
    await user.type(amount(), '200000');
    await user.selectOptions(dialog.querySelector('[name="method"]') as HTMLSelectElement, 'cash');
    await user.type(dialog.querySelector('[name="note"]') as HTMLTextAreaElement, 'Trả tiền mặt cho anh Tùng');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận thanh toán' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ID}/payments`).map((c) => c.body)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        amount: 200_000,
        method: 'cash',
        note: 'Trả tiền mặt cho anh Tùng',
        // No drawer was chosen: paid from elsewhere (the safe), not out of a register session.
        register_session_id: null,
      },
    ]);
  });

  it('keeps the dialog and the amount, and shows the server’s refusal on its field', async () => {
    api.on(`POST purchase-orders/${ID}/payments`, {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { amount: ['Số tiền đã trả không được vượt quá tổng tiền phiếu.'] },
      },
    });
    const dialog = await openPay();
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận thanh toán' }));
    expect(await within(dialog).findByText('Số tiền đã trả không được vượt quá tổng tiền phiếu.')).toBeInTheDocument();
    expect(amount().value).toBe('500.000');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("offers the vendor's refund when it owes money back, starting at what it owes, and sends it", async () => {
    const owed = { ...order, received_value: 350_000, paid_amount: 500_000, debt: 0, refund_due: 150_000 };
    api.on(`POST purchase-orders/${ID}/refunds`, {
      body: { data: { ...owed, paid_amount: 350_000, refund_due: 0 } },
    });
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={createQueryClient()}>
          <PurchaseOrderActions order={owed} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Ghi nhận thanh toán' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ghi nhận NCC hoàn tiền' }));
    const dialog = await screen.findByTestId('po-refund-dialog');
    const input = dialog.querySelector('[name="amount"]') as HTMLInputElement;
    expect(input.value).toBe('150.000');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận NCC hoàn tiền' }));
    await waitFor(() => expect(screen.queryByTestId('po-refund-dialog')).not.toBeInTheDocument());
    expect(api.calls(`POST purchase-orders/${ID}/refunds`).map((c) => c.body)).toMatchObject([
      { amount: 150_000, method: 'bank_transfer' },
    ]);
  });
});
