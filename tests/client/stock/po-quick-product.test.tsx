/**
 * A product added from the purchase order form (goods arrive with products the catalogue does not
 * have): a search that finds nothing offers to add what was typed, a name or a scanned barcode;
 * unit and price are required; Enter adds the product and not the order; the new product goes on
 * the order as a line; the server's field message shows under its field with what was typed kept;
 * and only those who may open the product form are offered it. A purchase price at or over the
 * sale price is pointed out under the line.
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
const VIEN = '0190f3a0-0000-7000-8000-00000000a001';
const HOP = '0190f3a0-0000-7000-8000-00000000a002';
const VAT5 = '0190f3a0-0000-7000-8000-00000000b005';

const slow = { timeout: 10_000 };
const api = useApiServer();
beforeEach(() => {
  signIn();
  api.on('GET vendors', list([]));
  api.on('GET products', list([]));
  api.on(
    'GET uoms',
    list([
      { id: HOP, name: 'Hộp' },
      { id: VIEN, name: 'Viên' },
    ]),
  );
  api.on('GET taxes', list([{ id: VAT5, name: 'VAT 5%', rate: 5 }]));
  api.on('GET settings/general', { body: { data: { purchase_order_default_tax_id: VAT5 } } });
});

const renderForm = () =>
  renderAt('/purchase-orders/create', () => <PurchaseOrderForm />, { '/products/create': 'viewProductForm' });

async function searchFor(text: string) {
  await user.type(await screen.findByRole('combobox', { name: /Tìm sản phẩm/ }, { timeout: 10_000 }), text);
  await screen.findByText('Không tìm thấy kết quả phù hợp', undefined, slow);
}

describe('adding a product from the purchase order form', { timeout: 30_000 }, () => {
  it('adds what a search did not find to the catalogue and to the order', async () => {
    api.on('POST products', ({ body }) => {
      const input = body as { id: string; name: string; units: { id: string; price: number; barcode: null }[] };
      const unit = { ...input.units[0]!, uom_id: VIEN, uom_name: 'Viên', factor: 1, is_base: true };
      const created = { ...input, code: 'SP000001', cost_price: 0, tracking_type: 'lot', units: [unit] };
      return { status: 201, body: { data: created } };
    });
    renderForm();
    await searchFor('Paracetamol 500mg');
    await user.click(screen.getByRole('button', { name: 'Thêm sản phẩm mới «Paracetamol 500mg»' }));

    const panel = await screen.findByTestId('quick-product', {}, slow);
    expect(within(panel).getByRole('textbox', { name: /Tên sản phẩm/ })).toHaveValue('Paracetamol 500mg');
    // Goods on a purchase order come in lots; the order's VAT is the product's until changed.
    expect(within(panel).getByRole('combobox', { name: 'Theo dõi tồn kho' })).toHaveValue('lot');
    expect(within(panel).getByRole('combobox', { name: 'Thuế GTGT khi bán' })).toHaveValue(VAT5);

    await user.click(within(panel).getByRole('button', { name: 'Thêm vào đơn' }));
    expect(await within(panel).findAllByText('Trường này là bắt buộc.')).toHaveLength(2);
    expect(api.calls('POST products')).toHaveLength(0);

    await within(panel).findByRole('option', { name: 'Viên' }, slow);
    await user.selectOptions(within(panel).getByRole('combobox', { name: /Đơn vị cơ bản/ }), VIEN);
    await user.type(within(panel).getByRole('textbox', { name: /Giá bán/ }), '1500{Enter}');
    await waitFor(() => expect(api.calls('POST products')).toHaveLength(1));
    expect(api.calls('POST products')[0]!.body).toMatchObject({
      name: 'Paracetamol 500mg',
      drug_class: 'otc',
      tracking_type: 'lot',
      tax_id: VAT5,
      units: [{ uom_id: VIEN, factor: 1, price: 1500, barcode: null }],
    });
    expect(
      await screen.findByText('Đã thêm sản phẩm Paracetamol 500mg vào danh mục và vào đơn nhập.', undefined, slow),
    ).toBeVisible();

    // The product is the order's first line, and the panel is gone.
    const lines = await screen.findByRole('region', { name: 'Danh sách sản phẩm' }, slow);
    expect(lines).toHaveTextContent('Paracetamol 500mg');
    expect(screen.queryByTestId('quick-product')).toBeNull();
    // A purchase price that leaves nothing to earn at the new product's sale price is pointed out.
    expect(screen.queryByTestId('cost-over-price')).toBeNull();
    await user.type(within(lines).getByRole('textbox', { name: 'Đơn giá nhập' }), '1500');
    expect(await screen.findByTestId('cost-over-price', {}, slow)).toHaveTextContent(
      'Giá nhập sau chiết khấu và thuế 1.575 ₫/Viên cao hơn giá bán 1.500 ₫: xem lại giá bán.',
    );
    // Enter in the product's fields saved no purchase order.
    expect(api.calls('POST purchase-orders')).toHaveLength(0);
  });

  it('takes a scanned barcode as the barcode and keeps what was typed on the server’s refusal', async () => {
    api.on('POST products', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { 'units.0.barcode': ['Mã vạch này đã được dùng cho sản phẩm khác.'] },
      },
    });
    renderForm();
    await searchFor('8936012345678');
    await user.click(screen.getByRole('button', { name: 'Thêm sản phẩm mới «8936012345678»' }));
    const panel = await screen.findByTestId('quick-product', {}, slow);
    expect(within(panel).getByRole('textbox', { name: 'Mã vạch' })).toHaveValue('8936012345678');
    expect(within(panel).getByRole('textbox', { name: /Tên sản phẩm/ })).toHaveValue('');

    await user.type(within(panel).getByRole('textbox', { name: /Tên sản phẩm/ }), 'Khẩu trang y tế');
    await within(panel).findByRole('option', { name: 'Viên' }, slow);
    await user.selectOptions(within(panel).getByRole('combobox', { name: /Đơn vị cơ bản/ }), HOP);
    await user.type(within(panel).getByRole('textbox', { name: /Giá bán/ }), '35000');
    await user.click(within(panel).getByRole('button', { name: 'Thêm vào đơn' }));
    expect(
      await within(panel).findByText('Mã vạch này đã được dùng cho sản phẩm khác.', undefined, slow),
    ).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: /Tên sản phẩm/ })).toHaveValue('Khẩu trang y tế');
    expect(within(panel).getByRole('textbox', { name: /Giá bán/ })).toHaveValue('35.000');
  });

  it('is not offered to someone who may not open the product form', async () => {
    signIn(HUNG);
    renderForm();
    await searchFor('Paracetamol');
    expect(screen.queryByRole('button', { name: /Thêm sản phẩm mới/ })).toBeNull();
  });
});
