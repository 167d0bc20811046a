/**
 * "Gợi ý hàng cần đặt" on the purchase order form: the action waits for a vendor; it asks the
 * server for that vendor's suggestions (and, on a draft, leaves the draft's own lines out of what
 * is on order); the ticked suggestions become lines with their unit, quantity, last price and tax
 * (the shop's default when none); a product already in the order is not added twice; an empty
 * answer and a failed one say so, and the failed one retries.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseOrder, ReorderLine } from '../../../src/api/stock';
import { PurchaseOrderForm } from '../../../src/features/purchasing/po-form';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

const user = userEvent.setup({ delay: null });
const VENDOR = '0190f3a0-0000-7000-8000-0000000000a1';
const TAX = '0190f3a0-0000-7000-8000-0000000000a2';
const DEFAULT_TAX = '0190f3a0-0000-7000-8000-0000000000a3';
const ORDER = '0190f3a0-0000-7000-8000-0000000000a4';
const id = (n: number) => `0190f3a0-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;

const suggestion = (n: number, name: string, extra: Partial<ReorderLine> = {}): ReorderLine => ({
  product_id: id(n),
  product_code: `SP00000${n}`,
  product_name: name,
  tracking_type: 'lot',
  units: [
    { id: id(n + 10), name: 'Viên', factor: 1, price: 1_500 },
    { id: id(n + 20), name: 'Hộp', factor: 10, price: 14_000 },
  ],
  base_unit_name: 'Viên',
  on_hand: 20,
  on_order: 0,
  sold_recently: 45,
  cover_need: 21,
  min_stock: 30,
  max_stock: 200,
  unit_id: id(n + 20),
  quantity: 18,
  unit_cost: 25_000,
  tax_id: TAX,
  ...extra,
});

const api = useApiServer();
beforeEach(() => {
  signIn();
  const list = (data: unknown[]) => ({ body: { data, meta: { page: 1, page_size: 100, total: data.length } } });
  api.on('GET vendors', list([{ id: VENDOR, name: 'Công ty Dược Hậu Giang' }]));
  api.on(
    'GET taxes',
    list([
      { id: TAX, name: 'VAT 5%', rate: 5 },
      { id: DEFAULT_TAX, name: 'VAT 8%', rate: 8 },
      { id: id(90), name: 'Không chịu thuế', rate: 0 },
      { id: id(91), name: 'Thuế suất riêng', rate: 7 },
    ]),
  );
  api.on('GET settings/general', { body: { data: { purchase_order_default_tax_id: DEFAULT_TAX } } });
});

const action = () => screen.getByRole('button', { name: 'Gợi ý hàng cần đặt' });

async function pickVendor() {
  const select = (await screen.findByRole('combobox', { name: /Nhà cung cấp/ })) as HTMLSelectElement;
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(select, VENDOR);
}

async function openSuggestions() {
  await user.click(action());
  return screen.findByTestId('reorder-dialog');
}

const lineNames = () =>
  [...document.querySelectorAll('[name$=".quantity"]')].map(
    (input) => input.closest('tr')?.querySelector('td')?.textContent,
  );

describe('reorder suggestions on the purchase order form', { timeout: 45_000 }, () => {
  it('wait for a vendor, then add the ticked suggestions as lines with their unit, quantity, price and tax', async () => {
    api.on('GET purchase-orders/reorder', {
      body: { data: [suggestion(1, 'Paracetamol 500mg'), suggestion(2, 'Vitamin C', { tax_id: null, quantity: 4 })] },
    });
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    await waitFor(() => expect(action()).toBeDisabled());
    expect(screen.getByText('Chọn nhà cung cấp để xem gợi ý hàng cần đặt.')).toBeInTheDocument();
    await pickVendor();
    expect(action()).toBeEnabled();

    const dialog = await openSuggestions();
    expect(within(dialog).getByText('Hàng cần đặt từ Công ty Dược Hậu Giang')).toBeInTheDocument();
    const rows = await within(dialog).findAllByTestId('reorder-row');
    expect(rows[0]).toHaveTextContent('20 Viên');
    expect(rows[0]).toHaveTextContent('18 Hộp');
    expect(within(dialog).getByRole('columnheader', { name: 'Bán 30 ngày' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('45');
    expect(api.calls('GET purchase-orders/reorder')[0]!.query.get('vendor_id')).toBe(VENDOR);
    expect(api.calls('GET purchase-orders/reorder')[0]!.query.has('exclude_order_id')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Thêm 2 sản phẩm vào đơn' }));
    await waitFor(() => expect(screen.queryByTestId('reorder-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Đã thêm 2 sản phẩm vào đơn.')).toBeInTheDocument();
    expect(lineNames()).toEqual([expect.stringContaining('Paracetamol 500mg'), expect.stringContaining('Vitamin C')]);
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
    expect(field('lines.0.unit_id').value).toBe(id(21));
    expect(field('lines.0.quantity').value).toBe('18');
    expect(field('lines.0.unit_cost').value).toBe('25.000');
    expect(field('lines.0.tax_id').value).toBe(TAX);
    expect(field('lines.1.quantity').value).toBe('4');
    expect(field('lines.1.tax_id').value).toBe(DEFAULT_TAX);
    // Each tax once by what it is: a name with its rate, "Không chịu thuế" without a made-up 0 %.
    expect([...(field('lines.0.tax_id') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      expect.any(String),
      'VAT 5%',
      'VAT 8%',
      'Không chịu thuế',
      'Thuế suất riêng (7%)',
    ]);
  });

  it('add only the ticked ones, and never a product already in the order', async () => {
    api.on('GET purchase-orders/reorder', {
      body: { data: [suggestion(1, 'Paracetamol 500mg'), suggestion(2, 'Vitamin C'), suggestion(3, 'Oresol')] },
    });
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    await pickVendor();
    let dialog = await openSuggestions();
    await within(dialog).findAllByTestId('reorder-row');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chọn Vitamin C' }));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 2 sản phẩm vào đơn' }));
    await waitFor(() => expect(screen.queryByTestId('reorder-dialog')).not.toBeInTheDocument());
    expect(lineNames()).toEqual([expect.stringContaining('Paracetamol 500mg'), expect.stringContaining('Oresol')]);

    dialog = await openSuggestions();
    await within(dialog).findAllByTestId('reorder-row');
    expect(within(dialog).getAllByText('Đã có trong đơn')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: 'Chọn Paracetamol 500mg' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm 1 sản phẩm vào đơn' }));
    await waitFor(() => expect(screen.queryByTestId('reorder-dialog')).not.toBeInTheDocument());
    expect(lineNames()).toHaveLength(3);
  });

  it("leave a draft's own lines out of what is on order", async () => {
    api.on('GET purchase-orders/reorder', { body: { data: [] } });
    const draft = { id: ORDER, vendor_id: VENDOR, order_date: '2026-11-27', lines: [] } as unknown as PurchaseOrder;
    renderAt(`/purchase-orders/${ORDER}/edit`, () => <PurchaseOrderForm order={draft} />);
    await waitFor(() => expect(action()).toBeEnabled());
    const dialog = await openSuggestions();
    expect(await within(dialog).findByText('Không có sản phẩm nào của nhà cung cấp này cần đặt thêm.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Thêm vào đơn' })).toBeDisabled();
    expect(api.calls('GET purchase-orders/reorder')[0]!.query.get('exclude_order_id')).toBe(ORDER);
  });

  it('say when the suggestions could not be loaded, and try again', async () => {
    let down = true;
    api.on('GET purchase-orders/reorder', () =>
      down
        ? { status: 500, body: { code: 'internal', message: 'Lỗi máy chủ.' } }
        : { body: { data: [suggestion(1, 'Paracetamol 500mg')] } },
    );
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    await pickVendor();
    const dialog = await openSuggestions();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Không tải được dữ liệu.',
    );
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(await within(dialog).findAllByTestId('reorder-row')).toHaveLength(1);
  });

  it('ask for enough to sell for 14 days at first, and remember another choice on the device', async () => {
    localStorage.removeItem('reorder_cover_days');
    api.on('GET purchase-orders/reorder', { body: { data: [suggestion(1, 'Paracetamol 500mg')] } });
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    await pickVendor();
    let dialog = await openSuggestions();
    await within(dialog).findAllByTestId('reorder-row');
    const cover = () => dialog.querySelector('select[name="cover_days"]') as HTMLSelectElement;
    expect(cover().value).toBe('14');
    expect(api.calls('GET purchase-orders/reorder').at(-1)!.query.get('cover_days')).toBe('14');
    expect(within(dialog).getByRole('columnheader', { name: 'Cần cho 14 ngày' })).toBeInTheDocument();
    expect((await within(dialog).findAllByTestId('reorder-row'))[0]).toHaveTextContent('21');

    await user.selectOptions(cover(), '0');
    await waitFor(() => expect(api.calls('GET purchase-orders/reorder').at(-1)!.query.get('cover_days')).toBe('0'));
    expect(within(dialog).queryByRole('columnheader', { name: /Cần cho/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByTestId('reorder-dialog')).not.toBeInTheDocument());

    dialog = await openSuggestions();
    expect(cover().value).toBe('0');
    expect(localStorage.getItem('reorder_cover_days')).toBe('0');
    localStorage.removeItem('reorder_cover_days');
  });
});
