/**
 * A complaint's edit page: a state step first saves the handling typed since the page opened
 * (it used to be thrown away), closing asks first and, double-clicked, closes once, and a step
 * with the content emptied is refused before any request. Marking it resolved asks for the
 * handling and the result under their fields, before any request, and keeps what was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Complaint } from '../../../src/api/stock';
import { ComplaintFormPage } from '../../../src/features/complaints/complaint-form';
import type { TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { renderAt } from '../stock/render-stock';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';

const complaint = (patch: Partial<Complaint> = {}): Complaint => ({
  id: ID,
  code: 'KN000009',
  received_date: '2026-11-20',
  customer_id: null,
  customer_name: null,
  product_id: null,
  product_name: null,
  lot_id: null,
  lot_number: null,
  content: 'Vỏ hộp bị móp',
  handling: null,
  result: null,
  state: 'processing',
  handled_by: '0190f3a0-0000-7000-8000-0000000000d1',
  handled_by_name: 'Trần Thị Dược',
  resolved_at: null,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
  ...patch,
});

const api = useApiServer();
beforeEach(() => {
  signIn({ roles: ['cashier'] });
  api.on(`GET customer-complaints/${ID}`, { body: { data: complaint() } });
});

const open = async () => {
  renderAt(`/customer-complaints/${ID}/edit`, () => (
    <TillSessionProvider session={{} as TillSession}>
      <ComplaintFormPage id={ID} />
    </TillSessionProvider>
  ));
  await screen.findByText('KN000009');
};
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLTextAreaElement;

describe('the complaint form', { timeout: 45_000 }, () => {
  it('saves the handling typed before a state step, then moves', async () => {
    api.on(`PUT customer-complaints/${ID}`, ({ body }) => ({
      body: { data: complaint(body as Partial<Complaint>) },
    }));
    api.on(`POST customer-complaints/${ID}/transition`, {
      body: { data: complaint({ state: 'resolved', handling: 'Đổi hộp mới', updated_at: '2026-11-21T01:00:00Z' }) },
    });
    await open();
    await user.type(field('handling'), 'Đổi hộp mới');
    await user.type(field('result'), 'Khách đồng ý');
    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã giải quyết' }));
    await screen.findByText('Đã chuyển trạng thái.');
    expect(api.calls(`PUT customer-complaints/${ID}`).map((c) => (c.body as Complaint).handling)).toEqual([
      'Đổi hộp mới',
    ]);
    expect(api.calls(`POST customer-complaints/${ID}/transition`).map((c) => c.body)).toEqual([{ state: 'resolved' }]);
    await waitFor(() => expect(field('handling').value).toBe('Đổi hộp mới'));
  });

  it('asks before closing and closes once when the confirmation is double-clicked', async () => {
    let release!: () => void;
    const wait = new Promise<void>((r) => (release = r));
    api.on(`POST customer-complaints/${ID}/transition`, {
      wait,
      body: { data: complaint({ state: 'closed', updated_at: '2026-11-21T01:00:00Z' }) },
    });
    await open();
    await user.click(screen.getByRole('button', { name: 'Đóng khiếu nại' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sau khi đóng không sửa được nữa.');
    expect(api.calls(`POST customer-complaints/${ID}/transition`)).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Đóng khiếu nại' }));
    release();
    await screen.findByText('Đã chuyển trạng thái.');
    expect(api.calls(`POST customer-complaints/${ID}/transition`)).toHaveLength(1);
    expect(api.calls(`PUT customer-complaints/${ID}`)).toHaveLength(0);
  });

  it("names the saved lot even when the till's copy does not hold it", async () => {
    api.on(`GET customer-complaints/${ID}`, {
      body: {
        data: complaint({
          product_id: '0190f3a0-0000-7000-8000-0000000000b1',
          product_name: 'Fugacar 500mg',
          lot_id: '0190f3a0-0000-7000-8000-0000000000c1',
          lot_number: '261008M',
        }),
      },
    });
    await open();
    const lot = document.querySelector('[name="lot_id"]') as HTMLSelectElement;
    await waitFor(() => expect(lot.selectedOptions[0]?.textContent).toBe('261008M'));
  });

  it('names who handles the complaint and titles the card', async () => {
    await open();
    expect(screen.getByText('Thông tin khiếu nại')).toBeInTheDocument();
    expect(screen.getAllByText('Nội dung khiếu nại')).toHaveLength(1);
    expect(screen.getByText('Người xử lý: Trần Thị Dược')).toBeInTheDocument();
  });

  it('refuses a step with the content emptied, before any request, until it is typed again', async () => {
    await open();
    await user.clear(field('content'));
    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã giải quyết' }));
    await screen.findByText('Trường này là bắt buộc.');
    expect(api.calls(`POST customer-complaints/${ID}/transition`)).toHaveLength(0);
    expect(api.calls(`PUT customer-complaints/${ID}`)).toHaveLength(0);
    await user.type(field('content'), 'Vỏ hộp bị rách');
    expect(screen.queryByText('Trường này là bắt buộc.')).not.toBeInTheDocument();
  });

  it('asks for the handling and the result before marking it resolved, keeping what was typed', async () => {
    const handlingMissing = 'Vui lòng nhập biện pháp xử lý trước khi đánh dấu đã giải quyết.';
    const resultMissing = 'Vui lòng nhập kết quả xử lý trước khi đánh dấu đã giải quyết.';
    await open();
    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã giải quyết' }));
    await screen.findByText(handlingMissing);
    expect(screen.getByText(resultMissing)).toBeInTheDocument();
    await user.type(field('handling'), 'Đổi hộp mới');
    expect(screen.queryByText(handlingMissing)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã giải quyết' }));
    await screen.findByText(resultMissing);
    expect(api.calls(`PUT customer-complaints/${ID}`)).toHaveLength(0);
    expect(api.calls(`POST customer-complaints/${ID}/transition`)).toHaveLength(0);
    expect(field('handling').value).toBe('Đổi hộp mới');
  });

  it('keeps a resolved complaint’s handling and result: emptying one is refused before any request', async () => {
    api.on(`GET customer-complaints/${ID}`, {
      body: { data: complaint({ state: 'resolved', handling: 'Đổi hộp mới', result: 'Khách đồng ý' }) },
    });
    await open();
    await user.clear(field('result'));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Khiếu nại đã giải quyết phải giữ kết quả xử lý trong sổ: không để trống.');
    expect(api.calls(`PUT customer-complaints/${ID}`)).toHaveLength(0);
    expect(field('handling').value).toBe('Đổi hộp mới');
  });

  it('picks the customer with the keys, and says when the search finds no one', async () => {
    const customer = (n: number, full_name: string) => ({
      id: `0190f3a0-0000-7000-8000-0000000000c${n}`,
      code: `KH00000${n}`,
      full_name,
      phone: `090000000${n}`,
    });
    api.on('GET customers', ({ query }) => ({
      body: {
        data: query.get('search') === 'lan' ? [customer(1, 'Nguyễn Thị Lan'), customer(2, 'Trần Thị Lan')] : [],
        meta: { page: 1, page_size: 8, total: 2 },
      },
    }));
    await open();
    const box = screen.getByRole('combobox', { name: 'Khách hàng' });
    await user.type(box, 'zzz');
    expect(await screen.findByText('Không tìm thấy khách hàng.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'lan');
    const list = await screen.findByRole('listbox', { name: 'Khách hàng' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Trần Thị Lan')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter picked; it did not send the form.
    expect(api.calls(`PUT customer-complaints/${ID}`)).toHaveLength(0);
  });
});
