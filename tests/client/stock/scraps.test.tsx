/**
 * The scrap screens: the one-click draft of expired lots sends one request however fast it is
 * clicked, and a confirmation the server refuses for one line names that line and marks it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScrapFormPage } from '../../../src/features/scraps/scrap-form';
import { ScrapList } from '../../../src/features/scraps/scrap-list';
import { useApiServer } from '../auth/api-server';
import { renderAt } from './render-stock';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';
const P1 = '0190f3a0-0000-7000-8000-0000000000b1';
const P2 = '0190f3a0-0000-7000-8000-0000000000b2';
const LOT = '0190f3a0-0000-7000-8000-0000000000c1';

const scrap = {
  id: ID,
  code: 'XH000001',
  scrap_date: '2026-11-22',
  reason: 'damaged',
  state: 'draft',
  note: null,
  approved_by: null,
  approved_by_name: null,
  done_at: null,
  created_at: '2026-11-22T01:00:00Z',
  updated_at: '2026-11-22T01:00:00Z',
  lines: [
    {
      id: '0190f3a0-0000-7000-8000-0000000000d1',
      product_id: P2,
      product_code: 'SP000002',
      product_name: 'Bông gòn Bạch Tuyết',
      unit_name: 'gói',
      lot_id: null,
      lot_number: null,
      expiry_date: null,
      quantity: 1,
    },
    {
      id: '0190f3a0-0000-7000-8000-0000000000d2',
      product_id: P1,
      product_code: 'SP000001',
      product_name: 'Paracetamol 500mg',
      unit_name: 'viên',
      lot_id: LOT,
      lot_number: 'OK2',
      expiry_date: '2030-12-31',
      quantity: 48,
    },
  ],
};

const api = useApiServer();
beforeEach(() => signIn());

describe('scraps', { timeout: 45_000 }, () => {
  it('drafts the expired lots once however quickly the button is clicked twice', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('GET scraps', { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } });
    api.on('POST scraps/draft-expired', { status: 201, body: { data: scrap }, wait: held });
    api.on(`GET scraps/${ID}`, { body: { data: scrap } });
    renderAt('/scraps', () => <ScrapList search={{}} onSearchChange={() => {}} />);
    const button = await screen.findByRole('button', { name: 'Tạo phiếu hủy lô hết hạn' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.calls('POST scraps/draft-expired')).toHaveLength(1));
    release();
    expect(await screen.findByText('Đã mở phiếu nháp gồm các lô hết hạn.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST scraps/draft-expired')).toHaveLength(1);
  });

  it('names and marks the line the server refuses on confirmation', async () => {
    const message = 'Dòng 2 – Paracetamol 500mg, lô OK2: tồn kho không đủ để xuất hủy (còn 47).';
    api.on(`GET scraps/${ID}`, { body: { data: scrap } });
    api.on(`PUT scraps/${ID}`, { body: { data: scrap } });
    api.on(`POST scraps/${ID}/done`, {
      status: 409,
      body: { code: 'conflict', message, errors: { 'lines.1.quantity': ['Vượt quá tồn kho (còn 47).'] } },
    });
    renderAt(`/scraps/${ID}/edit`, () => <ScrapFormPage id={ID} />);
    await screen.findByText('XH000001');
    await user.click(screen.getByRole('button', { name: 'Xác nhận xuất hủy' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận xuất hủy' }));
    await waitFor(() => expect(api.calls(`POST scraps/${ID}/done`)).toHaveLength(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const line = (document.querySelector('[name="lines.1.quantity"]') as HTMLElement).closest('tr') as HTMLElement;
    expect(line).toHaveTextContent('Vượt quá tồn kho (còn 47).');
    // The quantity is in the product's base unit, named beside the input.
    expect((document.querySelector('[name="lines.1.quantity"]') as HTMLElement).parentElement).toHaveTextContent(
      'viên',
    );
    // The confirmation closes so that the marked line can be seen and fixed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the lines table inside a phone-wide page (its scroll box clips what it holds)', async () => {
    api.on(`GET scraps/${ID}`, { body: { data: scrap } });
    renderAt(`/scraps/${ID}/edit`, () => <ScrapFormPage id={ID} />);
    const region = await screen.findByRole('region', { name: 'Danh sách sản phẩm' });
    expect(getComputedStyle(region).position).toBe('relative');
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });

  it("shows a done scrap's reason as text, not as a choice that would not be saved, and who approved it when", async () => {
    const done = {
      ...scrap,
      state: 'done',
      reason: 'damaged',
      approved_by: '0190f3a0-0000-7000-8000-0000000000e1',
      approved_by_name: 'Nguyễn Thị Lan',
      done_at: '2026-11-22T03:15:00.000Z',
    };
    api.on(`GET scraps/${ID}`, { body: { data: done } });
    renderAt(`/scraps/${ID}/edit`, () => <ScrapFormPage id={ID} />);
    expect(await screen.findByTestId('scrap-reason')).toHaveTextContent('Hư hỏng');
    expect(document.querySelector('[name="reason"]')).toBeNull();
    expect(screen.getByTestId('scrap-approved')).toHaveTextContent('Người duyệt: Nguyễn Thị Lan · 10:15 22/11/2026');
    const table = screen.getByRole('region', { name: 'Danh sách sản phẩm' });
    expect(within(table).getByText('1 gói')).toBeInTheDocument();
    expect(within(table).getByText('48 viên')).toBeInTheDocument();
  });

  it('offers only the lots with stock on hand (and keeps the one already chosen)', async () => {
    const lot = (id: string, lot_number: string, quantity: number) => ({
      id,
      lot_number,
      expiry_date: '2027-06-30',
      manufacture_date: null,
      quantity,
    });
    api.on(`GET scraps/${ID}`, { body: { data: scrap } });
    api.on(`GET products/${P1}/lots`, {
      body: {
        data: [
          lot('0190f3a0-0000-7000-8000-0000000000c2', 'EMPTY1', 0),
          lot(LOT, 'OK2', 0),
          lot('0190f3a0-0000-7000-8000-0000000000c3', 'FULL3', 120),
        ],
      },
    });
    renderAt(`/scraps/${ID}/edit`, () => <ScrapFormPage id={ID} />);
    await screen.findByText('XH000001');
    await waitFor(() => {
      const options = [...document.querySelectorAll<HTMLOptionElement>('[name="lines.1.lot_id"] option')].map(
        (o) => o.textContent,
      );
      expect(options.some((text) => text?.startsWith('FULL3'))).toBe(true);
    });
    const options = [...document.querySelectorAll<HTMLOptionElement>('[name="lines.1.lot_id"] option')].map(
      (o) => o.textContent ?? '',
    );
    expect(options.some((text) => text.startsWith('EMPTY1'))).toBe(false);
    // The chosen lot, emptied since, stays so the line still says what it holds.
    expect(options.some((text) => text.startsWith('OK2'))).toBe(true);
  });

  it('refuses "Hết hạn" for a lot still in date before sending, on its line, and takes another reason', async () => {
    api.on(`GET scraps/${ID}`, { body: { data: { ...scrap, reason: 'expired' } } });
    api.on(`PUT scraps/${ID}`, { body: { data: scrap } });
    api.on(`GET products/${P1}/lots`, {
      body: { data: [{ id: LOT, lot_number: 'OK2', expiry_date: '2030-12-31', manufacture_date: null, quantity: 48 }] },
    });
    renderAt(`/scraps/${ID}/edit`, () => <ScrapFormPage id={ID} />);
    await screen.findByText('XH000001');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    const message = 'Lô này chưa hết hạn (hạn dùng 31/12/2030): chọn lý do hủy khác, hoặc chọn lô đã hết hạn.';
    const line = (document.querySelector('[name="lines.1.lot_id"]') as HTMLElement).closest('tr') as HTMLElement;
    await waitFor(() => expect(line).toHaveTextContent(message));
    // The lot-less line (basic goods) has no expiry to judge.
    expect((document.querySelector('[name="lines.0.lot_id"]') as HTMLElement).closest('tr')).not.toHaveTextContent(
      message,
    );
    expect(api.calls(`PUT scraps/${ID}`)).toHaveLength(0);
    fireEvent.change(document.querySelector('[name="reason"]') as HTMLSelectElement, { target: { value: 'recalled' } });
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(api.calls(`PUT scraps/${ID}`)).toHaveLength(1));
    expect((api.calls(`PUT scraps/${ID}`)[0]!.body as { reason: string }).reason).toBe('recalled');
  });
});
