/**
 * The new-vendor form: a tax code (MST) that is not 10 digits with a right check digit (or those
 * and a branch's three) and a malformed phone are refused under their fields before any request,
 * in Vietnamese, keeping what was typed; a branch code is sent in its dashed form.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VendorFormPage } from '../../../src/features/vendors/vendor-pages';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const TAX_CODE_INVALID =
  'Mã số thuế gồm 10 chữ số (hoặc thêm dấu gạch và 3 chữ số của chi nhánh) với chữ số kiểm tra đúng.';

const api = useApiServer();
beforeEach(() => signIn());

const box = (name: RegExp) => screen.findByRole('textbox', { name });

describe('the new-vendor form', { timeout: 45_000 }, () => {
  it('refuses a malformed tax code and phone under their fields, before any request', async () => {
    renderAt('/vendors/create', () => <VendorFormPage />);
    await user.type(await box(/Tên nhà cung cấp/), 'Công ty Dược Minh Khang');
    await user.type(await box(/Mã số thuế/), '12345');
    await user.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '09-abc');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await screen.findByText(TAX_CODE_INVALID);
    expect(screen.getByText('Số điện thoại không hợp lệ.')).toBeInTheDocument();
    expect(api.calls('POST vendors')).toHaveLength(0);
    expect(await box(/Mã số thuế/)).toHaveValue('12345');
  });

  it('sends a branch code in its dashed form', async () => {
    api.on('POST vendors', ({ body }) => ({ status: 201, body: { data: { id: 'v1', ...(body as object) } } }));
    renderAt('/vendors/create', () => <VendorFormPage />);
    await user.type(await box(/Tên nhà cung cấp/), 'Công ty Dược Minh Khang – CN');
    await user.type(await box(/Mã số thuế/), '0100109106001');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST vendors')).toHaveLength(1));
    expect(api.calls('POST vendors')[0]!.body).toMatchObject({ tax_code: '0100109106-001' });
  });
});
