/**
 * A vendor's money on its page: what the shop owes it, "Trả nợ nhà cung cấp" with a preview of how
 * the typed amount spreads over the owing orders (oldest first), a Vietnamese message before
 * sending too much, the voucher sent with its method, note and client id, the figures and the
 * book read again after it, and each voucher's printed phiếu chi. A voucher is cancelled with a
 * reason (asked for before sending), the refusal of a refunded payment said in the dialog, and a
 * cancelled voucher shown as such. A user without purchasing rights sees no money panel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionTenant } from '../../../src/api/session';
import type { Tenant } from '../../../src/domain/account-responses';
import type { Vendor } from '../../../src/domain/catalog/parties';
import type { VendorPayment } from '../../../src/domain/stock/vendor-payments';
import { VendorFormPage } from '../../../src/features/vendors/vendor-pages';
import { useApiServer } from '../auth/api-server';
import { openSession, openSessionsBody } from '../open-sessions';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000001a1';
const OLD = '0190f3a0-0000-7000-8000-0000000001b1';
const NEW = '0190f3a0-0000-7000-8000-0000000001b2';
const ADMIN = '0190f3a0-0000-7000-8000-0000000001c1';

const vendor = (debt: number): Vendor => ({
  id: ID,
  code: 'NCC0003',
  name: 'Công ty Dược Hậu Giang',
  tax_code: '1800156801',
  phone: null,
  email: null,
  address: '288 Bis Nguyễn Văn Cừ, Cần Thơ',
  contact_person: null,
  bank_account: null,
  bank_name: null,
  note: null,
  debt,
  refund_due: 0,
  created_at: '2026-11-01T01:00:00Z',
  updated_at: '2026-11-01T01:00:00Z',
  version: 1,
  deleted_at: null,
});

const voucher: VendorPayment = {
  id: '0190f3a0-0000-7000-8000-0000000001d1',
  code: 'PC000007',
  vendor_id: ID,
  vendor_name: 'Công ty Dược Hậu Giang',
  vendor_address: '288 Bis Nguyễn Văn Cừ, Cần Thơ',
  direction: 'out',
  method: 'bank_transfer',
  amount: 1_200_000,
  note: 'CK đợt 1',
  created_by: { id: ADMIN, name: 'Trần Văn Hùng' },
  created_at: '2026-11-27T08:30:00Z',
  lines: [
    { purchase_order_id: OLD, purchase_order_code: 'PN000011', amount: 1_000_000 },
    { purchase_order_id: NEW, purchase_order_code: 'PN000014', amount: 200_000 },
  ],
  cancelled: null,
  register_session_id: null,
};

let debt: number;
let book: VendorPayment[];
const api = useApiServer();
beforeEach(() => {
  signIn();
  debt = 1_500_000;
  book = [];
  api.on(`GET vendors/${ID}`, () => ({ body: { data: vendor(debt) } }));
  api.on(`GET vendors/${ID}/payments`, () => ({
    body: { data: book, meta: { page: 1, page_size: 10, total: book.length } },
  }));
  api.on(`GET vendors/${ID}/owing-orders`, {
    body: {
      data: [
        { id: OLD, code: 'PN000011', debt: 1_000_000 },
        { id: NEW, code: 'PN000014', debt: 500_000 },
      ],
    },
  });
});

const open = async () => {
  renderAt(`/vendors/${ID}/edit`, () => <VendorFormPage id={ID} />);
  await waitFor(() => expect(screen.getByTestId('vendor-debt')).toHaveTextContent('1.500.000 ₫'));
  expect(await screen.findByText('Chưa có phiếu chi hay phiếu thu nào với nhà cung cấp này.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Trả nợ nhà cung cấp' }));
  return screen.findByTestId('vendor-pay-dialog');
};
const amountBox = (dialog: HTMLElement) => dialog.querySelector('input[name="amount"]') as HTMLInputElement;
const allocation = async (dialog: HTMLElement) =>
  [...(await within(dialog).findByTestId('vendor-pay-allocation')).querySelectorAll('li')].map((li) => li.textContent);

describe('paying a vendor from its page', { timeout: 45_000 }, () => {
  it('previews the spread over the owing orders, oldest first, as the amount changes', async () => {
    const dialog = await open();
    expect(amountBox(dialog)).toHaveValue('1.500.000');
    expect(await allocation(dialog)).toEqual([
      'PN000011 còn nợ 1.000.000 ₫1.000.000 ₫',
      'PN000014 còn nợ 500.000 ₫500.000 ₫',
    ]);
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1200000');
    expect(await allocation(dialog)).toEqual([
      'PN000011 còn nợ 1.000.000 ₫1.000.000 ₫',
      'PN000014 còn nợ 500.000 ₫200.000 ₫',
    ]);
  });

  it('says in Vietnamese that more than the debt cannot be paid, without a request', async () => {
    const dialog = await open();
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1600000');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi phiếu chi' }));
    expect(
      await within(dialog).findByText('Số tiền trả lớn hơn công nợ phải trả nhà cung cấp (1.500.000 ₫).'),
    ).toBeInTheDocument();
    expect(api.calls(`POST vendors/${ID}/payments`)).toHaveLength(0);
  });

  it('sends the voucher, then shows the debt and the book read again', async () => {
    api.on(`POST vendors/${ID}/payments`, () => {
      debt = 300_000;
      book = [voucher];
      return { body: { data: { payment: voucher, debt } } };
    });
    const dialog = await open();
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1200000');
    await user.type(dialog.querySelector('[name="note"]') as HTMLTextAreaElement, 'CK đợt 1');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi phiếu chi' }));
    await waitFor(() => expect(screen.queryByTestId('vendor-pay-dialog')).toBeNull());
    expect(api.calls(`POST vendors/${ID}/payments`).map((c) => c.body)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        amount: 1_200_000,
        method: 'bank_transfer',
        note: 'CK đợt 1',
        register_session_id: null,
      },
    ]);
    expect(await screen.findByText('Đã ghi phiếu chi PC000007.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vendor-debt')).toHaveTextContent('300.000 ₫'));
    const row = (await screen.findByText('PC000007')).closest('tr')!;
    expect(row).toHaveTextContent('Chi trả NCC');
    expect(row).toHaveTextContent('PN000011 (1.000.000 ₫), PN000014 (200.000 ₫)');
    expect(row).toHaveTextContent('−1.200.000 ₫');
    expect(row).toHaveTextContent('Trần Văn Hùng');
  });

  it('pays cash from a drawer only when one is chosen, and leaves other methods out of it', async () => {
    const SESSION = '0190f3a0-0000-7000-8000-0000000001e1';
    api.on('GET pos-registers', { body: openSessionsBody([openSession(SESSION, 'Quầy 1', 'Trần Văn Hùng')]) });
    api.on(`POST vendors/${ID}/payments`, () => {
      book = [{ ...voucher, method: 'cash', register_session_id: SESSION }];
      return { body: { data: { payment: book[0], debt: 300_000 } } };
    });
    const dialog = await open();
    const method = dialog.querySelector('select[name="method"]') as HTMLSelectElement;
    // Not cash: no drawer to choose.
    expect(dialog.querySelector('select[name="register_session_id"]')).toBeNull();
    await user.selectOptions(method, 'cash');
    const session = await waitFor(() => {
      const box = dialog.querySelector('select[name="register_session_id"]') as HTMLSelectElement | null;
      expect(box).not.toBeNull();
      expect(within(box!).getByRole('option', { name: /^Quầy 1 · Trần Văn Hùng/ })).toBeInTheDocument();
      return box!;
    });
    // Back-office money may come from the safe: nothing is chosen for the user.
    expect(session.value).toBe('');
    expect(dialog).toHaveTextContent('Chi từ ca thu ngân');
    expect(dialog).toHaveTextContent('Không chi từ quầy');
    await user.selectOptions(session, SESSION);
    await user.click(within(dialog).getByRole('button', { name: 'Ghi phiếu chi' }));
    await waitFor(() => expect(screen.queryByTestId('vendor-pay-dialog')).toBeNull());
    expect(api.calls(`POST vendors/${ID}/payments`)[0]!.body).toMatchObject({
      method: 'cash',
      register_session_id: SESSION,
    });
    // The book says the cash went through a drawer, and leads to that session.
    const row = (await screen.findByText('PC000007')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '(qua quầy)' })).toHaveAttribute('href', `/pos-registers/${SESSION}`);
  });

  it('prints a voucher as a phiếu chi with the amount in words', async () => {
    setSessionTenant({
      id: 't',
      name: 'Nhà thuốc An Bình',
      store: { name: 'Nhà thuốc An Bình', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh' },
    } as Tenant);
    book = [voucher];
    let printed: string | null | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-testid="vendor-voucher"]')?.textContent;
    });
    try {
      renderAt(`/vendors/${ID}/edit`, () => <VendorFormPage id={ID} />);
      const row = (await screen.findByText('PC000007')).closest('tr')!;
      await user.click(within(row).getByRole('button', { name: 'In phiếu PC000007' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      for (const part of [
        'Nhà thuốc An Bình',
        'PHIẾU CHI',
        'Số: PC000007',
        'Ngày: 27/11/2026',
        'Họ và tên người nhận tiền: Công ty Dược Hậu Giang',
        'Địa chỉ: 288 Bis Nguyễn Văn Cừ, Cần Thơ',
        'Lý do chi: Thanh toán tiền hàng theo phiếu nhập PN000011, PN000014 – CK đợt 1',
        'Số tiền: 1.200.000 ₫',
        'Viết bằng chữ: Một triệu hai trăm nghìn đồng',
        'Hình thức thanh toán: Chuyển khoản',
        'Người nhận tiền',
        'Trần Văn Hùng',
      ])
        expect(printed).toContain(part);
      await waitFor(() => expect(screen.queryByTestId('vendor-voucher')).toBeNull());
    } finally {
      print.mockRestore();
    }
  });

  it('cancels a voucher with its reason, then shows it cancelled and the debt read again', async () => {
    book = [voucher];
    debt = 300_000;
    api.on(`POST vendor-payments/${voucher.id}/cancel`, () => {
      debt = 1_500_000;
      book = [
        {
          ...voucher,
          cancelled: { at: '2026-11-28T02:15:00Z', by: { id: ADMIN, name: 'Trần Văn Hùng' }, reason: 'Nhập nhầm' },
        },
      ];
      return { body: { data: book[0] } };
    });
    renderAt(`/vendors/${ID}/edit`, () => <VendorFormPage id={ID} />);
    const row = (await screen.findByText('PC000007')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Hủy phiếu PC000007' }));
    const dialog = await screen.findByTestId('vendor-voucher-cancel');
    expect(dialog).toHaveTextContent('1.200.000 ₫ được trả lại vào công nợ của phiếu nhập PN000011, PN000014');
    // No reason, no request.
    await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy phiếu.')).toBeInTheDocument();
    expect(api.calls(`POST vendor-payments/${voucher.id}/cancel`)).toHaveLength(0);

    await user.type(dialog.querySelector('[name="reason"]') as HTMLTextAreaElement, 'Nhập nhầm');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    await waitFor(() => expect(screen.queryByTestId('vendor-voucher-cancel')).toBeNull());
    expect(api.calls(`POST vendor-payments/${voucher.id}/cancel`).map((c) => c.body)).toEqual([
      { reason: 'Nhập nhầm' },
    ]);
    expect(await screen.findByText('Đã hủy phiếu PC000007.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vendor-debt')).toHaveTextContent('1.500.000 ₫'));
    const cancelled = (await screen.findByText('Đã hủy')).closest('tr')!;
    expect(cancelled).toHaveTextContent('Hủy bởi Trần Văn Hùng lúc 09:15 28/11/2026: Nhập nhầm');
    expect(cancelled.querySelector('s')).toHaveTextContent('−1.200.000 ₫');
    // Nothing more to do with it: no print, no second cancel.
    expect(within(cancelled).queryAllByRole('button')).toEqual([]);
  });

  it('says in the dialog why a payment refunded since cannot be cancelled, and keeps the reason', async () => {
    book = [voucher];
    const message =
      'Không hủy được phiếu chi này: nhà cung cấp đã hoàn tiền cho phiếu nhập PN000011 sau đó. Hủy phiếu thu hoàn tiền trước.';
    api.on(`POST vendor-payments/${voucher.id}/cancel`, { status: 409, body: { code: 'conflict', message } });
    renderAt(`/vendors/${ID}/edit`, () => <VendorFormPage id={ID} />);
    const row = (await screen.findByText('PC000007')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Hủy phiếu PC000007' }));
    const dialog = await screen.findByTestId('vendor-voucher-cancel');
    await user.type(dialog.querySelector('[name="reason"]') as HTMLTextAreaElement, 'Sai số tiền');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(dialog.querySelector('[name="reason"]')).toHaveValue('Sai số tiền');
  });

  it('shows no money to someone without purchasing rights', async () => {
    signIn({ roles: ['cashier'] });
    renderAt(`/vendors/${ID}/edit`, () => <VendorFormPage id={ID} />);
    expect(await screen.findByDisplayValue('Công ty Dược Hậu Giang')).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-debt')).toBeNull();
    expect(api.calls(`GET vendors/${ID}/payments`)).toHaveLength(0);
  });
});
