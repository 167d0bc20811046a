/**
 * Collecting a customer's debt from their page: the dialog opens with the whole debt and the only
 * open register session chosen, says in Vietnamese what is wrong before sending, shows the
 * server's field errors on the fields, and after a collection the debt and the history refresh. A
 * manager cancels a collection with a reason; a cashier is not offered it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customersApi } from '../../../src/api/parties';
import { RecordFormPage } from '../../../src/components/form/record-form-page';
import { customerInput, type Customer } from '../../../src/domain/catalog/parties';
import type { DebtHistoryEntry } from '../../../src/domain/catalog/customer-debt';
import { CustomerDebtPanel } from '../../../src/features/customers/customer-debt-panel';
import { useApiServer } from '../auth/api-server';
import { openSession, openSessionsBody } from '../open-sessions';
import { signIn } from '../signed-in';
import { setSessionTenant } from '../../../src/api/session';
import type { Tenant } from '../../../src/domain/account-responses';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000c1';
const SESSION = '0190f3a0-0000-7000-8000-0000000000e1';

const customer = (debt: number): Customer => ({
  id: ID,
  code: 'KH000007',
  full_name: 'Nguyễn Thị Hồng Đào',
  phone: '0901234567',
  gender: null,
  date_of_birth: null,
  province: null,
  district: null,
  ward: null,
  street: null,
  email: null,
  customer_group_id: null,
  customer_group_name: null,
  company_name: null,
  tax_code: null,
  allergies: null,
  note: null,
  total_spent: 150_000,
  debt,
  credit_limit: 100_000,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
  version: 1,
  deleted_at: null,
});

const sale: DebtHistoryEntry = {
  kind: 'order',
  id: '0190f3a0-0000-7000-8000-0000000000d1',
  code: 'HD-Q1-000012',
  at: '2026-11-20T03:15:00Z',
  grand_total: 150_000,
  total_paid: 0,
  change: 150_000,
  balance: 150_000,
  method: null,
  note: null,
  created_by_name: null,
  register_session_id: null,
  cancelled: null,
};

/** A cash collection of 50.000 ₫ by Trần Văn Hùng, leaving 100.000 ₫ owed. */
const collection = (id: string, code: string, note: string | null = null): DebtHistoryEntry => ({
  ...sale,
  kind: 'payment',
  id,
  code,
  at: '2026-11-21T02:00:00Z',
  grand_total: null,
  total_paid: null,
  change: -50_000,
  balance: 100_000,
  method: 'cash',
  note,
  created_by_name: 'Trần Văn Hùng',
});

const page = (data: DebtHistoryEntry[]) => ({ data, meta: { page: 1, page_size: 10, total: data.length } });

let debt: number;
let history: DebtHistoryEntry[];
const api = useApiServer();
beforeEach(() => {
  signIn({ roles: ['cashier'] });
  debt = 150_000;
  history = [sale];
  api.on(`GET customers/${ID}`, () => ({ body: { data: customer(debt) } }));
  api.on(`GET customers/${ID}/debt-history`, () => ({ body: page(history) }));
  api.on('GET pos-registers', {
    body: openSessionsBody([openSession(SESSION, 'Quầy 1', 'Trần Văn Hùng', '2026-11-21T01:00:00Z')]),
  });
});

const openPage = async () => {
  renderAt(`/customers/${ID}/edit`, () => (
    <RecordFormPage
      resource={customersApi}
      id={ID}
      listPath="/customers"
      schema={customerInput}
      empty={{ full_name: '' }}
      aside={(c) => <CustomerDebtPanel customer={c} />}
      sections={[{ title: 'Khách hàng', fields: [{ name: 'full_name', label: 'Họ và tên', required: true }] }]}
    />
  ));
  await waitFor(() => expect(screen.getByTestId('customer-debt')).toHaveTextContent('150.000 ₫'));
  await screen.findByText('HD-Q1-000012');
};
const open = async () => {
  await openPage();
  await user.click(screen.getByRole('button', { name: 'Thu nợ' }));
  return screen.findByTestId('collect-debt-dialog');
};
const amountBox = (dialog: HTMLElement) => dialog.querySelector('input[name="amount"]') as HTMLInputElement;
const sessionBox = (dialog: HTMLElement) =>
  dialog.querySelector('select[name="register_session_id"]') as HTMLSelectElement;

describe('collecting a customer’s debt', { timeout: 45_000 }, () => {
  it('opens with the whole debt, cash, and the only open session chosen', async () => {
    const dialog = await open();
    expect(screen.getByTestId('customer-credit-limit')).toHaveTextContent('Hạn mức nợ: 100.000 ₫ · đang vượt hạn mức');
    expect(amountBox(dialog)).toHaveValue('150.000');
    expect((dialog.querySelector('select[name="method"]') as HTMLSelectElement).value).toBe('cash');
    expect(within(dialog).getByRole('option', { name: 'Chuyển khoản' })).toBeInTheDocument();
    await waitFor(() => expect(sessionBox(dialog).value).toBe(SESSION));
  });

  it('says what is wrong before sending anything', async () => {
    const dialog = await open();
    await user.clear(amountBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Thu nợ' }));
    expect(await within(dialog).findByText('Vui lòng nhập số tiền thu.')).toBeInTheDocument();
    await user.type(amountBox(dialog), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Thu nợ' }));
    expect(await within(dialog).findByText('Số tiền thu lớn hơn công nợ hiện tại (150.000 ₫).')).toBeInTheDocument();
    expect(api.calls(`POST customers/${ID}/payments`)).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields', async () => {
    api.on(`POST customers/${ID}/payments`, {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { register_session_id: ['Ca thu ngân này không tồn tại hoặc đã đóng.'] },
      },
    });
    const dialog = await open();
    await waitFor(() => expect(sessionBox(dialog).value).toBe(SESSION));
    await user.click(within(dialog).getByRole('button', { name: 'Thu nợ' }));
    expect(await within(dialog).findByText('Ca thu ngân này không tồn tại hoặc đã đóng.')).toBeInTheDocument();
    expect(screen.getByTestId('collect-debt-dialog')).toBeInTheDocument();
  });

  it('collects, says so, and refreshes the debt and the history', async () => {
    api.on(`POST customers/${ID}/payments`, ({ body }) => {
      const { amount } = body as { amount: number };
      debt -= amount;
      history = [
        {
          ...sale,
          kind: 'payment',
          id: '0190f3a0-0000-7000-8000-0000000000d2',
          code: 'PT000001',
          at: '2026-11-21T02:00:00Z',
          grand_total: null,
          total_paid: null,
          change: -amount,
          balance: debt,
          method: 'cash',
          created_by_name: 'Trần Văn Hùng',
        },
        sale,
      ];
      return { status: 201, body: { data: { payment: { amount }, debt } } };
    });
    const dialog = await open();
    await waitFor(() => expect(sessionBox(dialog).value).toBe(SESSION));
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '50000');
    await user.type(dialog.querySelector('textarea[name="note"]')!, 'Trả bớt');
    await user.click(within(dialog).getByRole('button', { name: 'Thu nợ' }));
    expect(await screen.findByText('Đã thu 50.000 ₫.')).toBeInTheDocument();
    const [sent] = api.calls(`POST customers/${ID}/payments`);
    expect(sent!.body).toMatchObject({ amount: 50_000, method: 'cash', register_session_id: SESSION, note: 'Trả bớt' });
    expect((sent!.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('customer-debt')).toHaveTextContent('100.000 ₫'));
    expect(await screen.findByText('PT000001')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('collect-debt-dialog')).toBeNull());
  });

  it('prints a collection’s receipt voucher (phiếu thu) with the amount in words and the debt left', async () => {
    setSessionTenant({
      id: 't',
      name: 'Nhà thuốc An Bình',
      store: { name: 'Nhà thuốc An Bình', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh' },
    } as Tenant);
    history = [
      { ...collection('0190f3a0-0000-7000-8000-0000000000d3', 'PT000004', 'Trả bớt'), register_session_id: SESSION },
      sale,
    ];
    let printed: string | null | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-testid="payment-voucher"]')?.textContent;
    });
    try {
      const dialog = await open();
      await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
      await waitFor(() => expect(screen.queryByTestId('collect-debt-dialog')).toBeNull());
      const row = (await screen.findByText('PT000004')).closest('tr')!;
      // Cash taken into a session's drawer leads to that session.
      expect(within(row).getByRole('link', { name: '(qua quầy)' })).toHaveAttribute(
        'href',
        `/pos-registers/${SESSION}`,
      );
      await user.click(within(row).getByRole('button', { name: 'In phiếu thu' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      for (const part of [
        'Nhà thuốc An Bình',
        'PHIẾU THU',
        'Số: PT000004',
        'Ngày: 21/11/2026',
        'Họ và tên người nộp tiền: Nguyễn Thị Hồng Đào',
        'Lý do nộp: Thu nợ khách hàng – Trả bớt',
        'Số tiền: 50.000 ₫',
        'Viết bằng chữ: Năm mươi nghìn đồng',
        'Hình thức thanh toán: Tiền mặt',
        'Còn nợ sau khi thu: 100.000 ₫',
        'Người lập phiếu',
        'Trần Văn Hùng',
      ])
        expect(printed).toContain(part);
      // Printed and gone: the page does not keep it.
      await waitFor(() => expect(screen.queryByTestId('payment-voucher')).toBeNull());
    } finally {
      print.mockRestore();
    }
  });

  describe('cancelling a collection (hủy phiếu)', () => {
    const PAYMENT = '0190f3a0-0000-7000-8000-0000000000d4';
    const paid = collection(PAYMENT, 'PT000005');
    const cancelPath = `POST customers/${ID}/payments/${PAYMENT}/cancel`;
    const rowOf = async () => (await screen.findByText('PT000005')).closest('tr')!;

    it('is not offered to a cashier', async () => {
      history = [paid, sale];
      await openPage();
      const row = await rowOf();
      expect(within(row).getByRole('button', { name: 'In phiếu thu' })).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Hủy phiếu PT000005' })).toBeNull();
    });

    it('asks why, cancels, and shows the collection marked with the debt back', async () => {
      signIn({ roles: ['admin'] });
      history = [paid, sale];
      api.on(cancelPath, ({ body }) => {
        debt = 200_000;
        const cancelled = {
          at: '2026-11-22T03:30:00Z',
          by: { id: '0190f3a0-0000-7000-8000-0000000000f3', name: 'Lê Thị Mai' },
          reason: (body as { reason: string }).reason,
        };
        history = [{ ...paid, balance: 200_000, cancelled }, sale];
        return { body: { data: { payment: { id: PAYMENT, code: 'PT000005', cancelled }, debt } } };
      });
      await openPage();
      await user.click(within(await rowOf()).getByRole('button', { name: 'Hủy phiếu PT000005' }));
      const dialog = await screen.findByTestId('collection-cancel');
      expect(dialog).toHaveTextContent('khách nợ lại 50.000 ₫');
      await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
      expect(await within(dialog).findByText('Vui lòng nhập lý do hủy phiếu.')).toBeInTheDocument();
      expect(api.calls(cancelPath)).toHaveLength(0);

      await user.type(dialog.querySelector('textarea[name="reason"]')!, 'Khách chưa đưa tiền');
      await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
      expect(await screen.findByText('Đã hủy phiếu PT000005.')).toBeInTheDocument();
      expect(api.calls(cancelPath)[0]!.body).toEqual({ reason: 'Khách chưa đưa tiền' });
      await waitFor(() => expect(screen.getByTestId('customer-debt')).toHaveTextContent('200.000 ₫'));
      await waitFor(async () => expect(await rowOf()).toHaveTextContent('Đã hủy'));
      const row = await rowOf();
      expect(row).toHaveTextContent('Hủy bởi Lê Thị Mai lúc 10:30 22/11/2026: Khách chưa đưa tiền');
      expect(row.querySelector('s')).toHaveTextContent('-50.000 ₫');
      expect(within(row).queryByRole('button', { name: 'In phiếu thu' })).toBeNull();
      expect(within(row).queryByRole('button', { name: 'Hủy phiếu PT000005' })).toBeNull();
      await waitFor(() => expect(screen.queryByTestId('collection-cancel')).toBeNull());
    });

    it('says a refusal in the dialog and keeps the reason typed', async () => {
      signIn({ roles: ['admin'] });
      history = [paid, sale];
      api.on(cancelPath, {
        status: 404,
        body: { code: 'not_found', message: 'Không tìm thấy dữ liệu.', errors: {} },
      });
      await openPage();
      await user.click(within(await rowOf()).getByRole('button', { name: 'Hủy phiếu PT000005' }));
      const dialog = await screen.findByTestId('collection-cancel');
      await user.type(dialog.querySelector('textarea[name="reason"]')!, 'Nhầm khách');
      await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/.+/);
      expect(dialog.querySelector('textarea[name="reason"]')).toHaveValue('Nhầm khách');
      expect(screen.getByTestId('collection-cancel')).toBeInTheDocument();
    });
  });
});
