/**
 * A quality control's edit page: "Hoàn thành" double-clicked in its confirmation finishes once
 * (no second request, no "cannot move from done to done" error); the server's message for a
 * line's lot shows under that line; the scrap draft is offered only once the control is done.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QualityControl } from '../../../src/api/stock';
import { QcFormPage } from '../../../src/features/quality/qc-form';
import { useApiServer } from '../auth/api-server';
import { renderAt } from '../stock/render-stock';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000a1';
const PRODUCT = '0190f3a0-0000-7000-8000-0000000000b1';

const control = (patch: Partial<QualityControl> = {}): QualityControl => ({
  id: ID,
  code: 'KS000007',
  inspection_date: '2026-11-20',
  inspection_type: 'SPOT',
  state: 'draft',
  note: null,
  inspector_id: '0190f3a0-0000-7000-8000-0000000000d1',
  inspector_name: 'Trần Thị Dược',
  scrap_id: null,
  done_at: null,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
  lines: [
    {
      id: '0190f3a0-0000-7000-8000-0000000000c1',
      product_id: PRODUCT,
      product_code: 'SP000001',
      product_name: 'Amoxicillin 500mg',
      unit_name: 'viên',
      lot_id: null,
      lot_number: null,
      expiry_date: null,
      appearance_ok: true,
      packaging_ok: false,
      label_ok: true,
      expiry_ok: true,
      result: 'SCRAP',
      quantity: 3,
      note: null,
    },
  ],
  ...patch,
});

const api = useApiServer();
beforeEach(() => {
  signIn();
  api.on(`GET products/${PRODUCT}/lots`, { body: { data: [] } });
});

const open = async (qc: QualityControl) => {
  api.on(`GET quality-controls/${ID}`, { body: { data: qc } });
  renderAt(`/quality-controls/${ID}/edit`, () => <QcFormPage id={ID} />);
  return screen.findByText('KS000007');
};

describe('the quality control form', { timeout: 45_000 }, () => {
  it('finishes once when the confirmation is double-clicked', async () => {
    let release!: () => void;
    const wait = new Promise<void>((r) => (release = r));
    api.on(`PUT quality-controls/${ID}`, { body: { data: control() } });
    api.on(`POST quality-controls/${ID}/done`, { wait, body: { data: control({ state: 'done' }) } });
    await open(control({ lines: [{ ...control().lines[0]!, result: 'ACCEPT', quantity: 0 }] }));
    await user.click(screen.getByRole('button', { name: 'Hoàn thành' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Hoàn thành' }));
    release();
    await screen.findByText('Đã hoàn thành phiếu kiểm soát.');
    expect(api.calls(`POST quality-controls/${ID}/done`)).toHaveLength(1);
    expect(api.calls(`PUT quality-controls/${ID}`)).toHaveLength(1);
  });

  it("shows the server's message for a line's lot under that line", async () => {
    api.on(`PUT quality-controls/${ID}`, {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { 'lines.0.lot_id': ['Chọn lô cho sản phẩm quản lý theo lô.'] },
      },
    });
    await open(control());
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    const row = screen.getByText('Amoxicillin 500mg').closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Chọn lô cho sản phẩm quản lý theo lô.'));
    // Changing the lines takes the message away (it is keyed by the line's position).
    await user.selectOptions(row.querySelector('[name="lines.0.result"]') as HTMLSelectElement, 'REJECT');
    expect(row).not.toHaveTextContent('Chọn lô cho sản phẩm quản lý theo lô.');
  });

  it('names the inspector and titles the card', async () => {
    await open(control());
    // The card is titled for what it holds, not after one of its fields.
    expect(screen.getByText('Thông tin phiếu kiểm soát')).toBeInTheDocument();
    expect(screen.getAllByText('Loại kiểm soát')).toHaveLength(1);
    expect(screen.getByText('Người kiểm soát: Trần Thị Dược')).toBeInTheDocument();
  });

  it('offers the scrap draft only on a done control with SCRAP quantities', async () => {
    await open(control());
    expect(screen.queryByRole('button', { name: /Tạo phiếu hủy/ })).not.toBeInTheDocument();
  });
});
