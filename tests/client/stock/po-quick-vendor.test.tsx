/**
 * A vendor added from the purchase order form (a new shop has none, and its first order needs
 * one): the name is required, Enter adds the vendor and not the order, the new vendor is chosen
 * for the order, the server's field message shows under its field with what was typed kept, and
 * only those who may open the vendor form are offered it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PurchaseOrderForm } from '../../../src/features/purchasing/po-form';
import { useApiServer } from '../auth/api-server';
import { HUNG, signIn } from '../signed-in';
import { renderAt } from './render-stock';

const user = userEvent.setup({ delay: null });
const list = (data: unknown[]) => ({ body: { data, meta: { page: 1, page_size: 100, total: data.length } } });

const api = useApiServer();
let vendors: { id: string; name: string }[];
beforeEach(() => {
  signIn();
  vendors = [];
  api.on('GET vendors', () => list(vendors));
  api.on('GET taxes', list([]));
  api.on('GET settings/general', { body: { data: { purchase_order_default_tax_id: null } } });
});

const renderForm = () =>
  renderAt('/purchase-orders/create', () => <PurchaseOrderForm />, { '/vendors/create': 'viewVendorForm' });

describe('adding a vendor from the purchase order form', { timeout: 30_000 }, () => {
  it('adds a vendor by name and phone and chooses it for the order', async () => {
    api.on('POST vendors', ({ body }) => {
      const created = { ...(body as { id: string; name: string }), code: 'NCC0001' };
      vendors = [created];
      return { status: 201, body: { data: created } };
    });
    renderForm();
    const box = await screen.findByTestId('quick-vendor', {}, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveTextContent('Chưa có nhà cung cấp nào.'));
    await user.click(within(box).getByRole('button', { name: 'Thêm nhà cung cấp mới' }));

    await user.click(screen.getByRole('button', { name: 'Thêm và chọn' }));
    expect(await screen.findByText('Trường này là bắt buộc.')).toBeVisible();
    expect(api.calls('POST vendors')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0283 855 6677');
    await user.type(screen.getByRole('textbox', { name: /Tên nhà cung cấp/ }), 'Công ty Dược Sài Gòn{Enter}');
    await waitFor(() => expect(api.calls('POST vendors')).toHaveLength(1));
    expect(api.calls('POST vendors')[0]!.body).toMatchObject({ name: 'Công ty Dược Sài Gòn', phone: '0283 855 6677' });
    expect(await screen.findByText('Đã thêm nhà cung cấp Công ty Dược Sài Gòn.')).toBeVisible();

    const select = screen.getByRole('combobox', { name: /Nhà cung cấp/ }) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Công ty Dược Sài Gòn'));
    expect(screen.queryByRole('textbox', { name: /Tên nhà cung cấp/ })).toBeNull();
    // Enter in the vendor's fields saved no purchase order.
    expect(api.calls('POST purchase-orders')).toHaveLength(0);
  });

  it('keeps what was typed and shows the server’s message under its field', async () => {
    api.on('POST vendors', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { phone: ['Số điện thoại không hợp lệ.'] },
      },
    });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Thêm nhà cung cấp mới' }, { timeout: 10_000 }));
    await user.type(screen.getByRole('textbox', { name: /Tên nhà cung cấp/ }), 'Công ty Dược Sài Gòn');
    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '12');
    await user.click(screen.getByRole('button', { name: 'Thêm và chọn' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Tên nhà cung cấp/ })).toHaveValue('Công ty Dược Sài Gòn');
  });

  it('is not offered to someone who may not open the vendor form', async () => {
    signIn(HUNG);
    renderForm();
    await screen.findByRole('combobox', { name: /Nhà cung cấp/ }, { timeout: 10_000 });
    expect(screen.queryByTestId('quick-vendor')).toBeNull();
  });
});
