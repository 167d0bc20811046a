/**
 * /settings/general: the VietQR bank is chosen by its name and saved as its BIN; a bank not in
 * the list is "Ngân hàng khác" with the BIN typed, and a stored BIN the list does not know opens
 * that way, kept as it was.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GeneralSettingsPage } from '../../../src/features/settings/settings-pages';
import { uiKit } from '../../../src/i18n/ui-kit';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const slow = { timeout: 10_000 };

const settings = (bin: string | null) => ({
  expiry_warning_days: 90,
  low_stock_threshold: 10,
  cash_rounding: 0,
  fefo_enabled: true,
  allow_negative_stock: false,
  purchase_order_default_tax_id: null,
  vietqr_bank_bin: bin,
  vietqr_account_number: '1023456789',
  vietqr_account_name: 'NHA THUOC AN KHANG',
});

const api = useApiServer();
beforeEach(() => {
  signIn(LAN);
  api.on('GET taxes', { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } });
  api.on('PUT settings/general', (request) => ({ body: { data: request.body } }));
});

function renderPage(bin: string | null) {
  api.on('GET settings/general', { body: { data: settings(bin) } });
  renderAt('/settings/general', () => <GeneralSettingsPage />);
}

const bankSelect = () => screen.findByRole('combobox', { name: 'Ngân hàng' }, slow);
const save = async () => {
  await user.click(screen.getByRole('button', { name: uiKit.form.save }));
  await waitFor(() => expect(api.calls('PUT settings/general')).toHaveLength(1), slow);
  return api.calls('PUT settings/general')[0]!.body as { vietqr_bank_bin: string | null };
};

describe('the VietQR bank setting', { timeout: 30_000 }, () => {
  it('shows the stored bank by its name and saves the one chosen as its BIN', async () => {
    renderPage('970436');
    const select = (await bankSelect()) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam');
    expect(screen.queryByRole('textbox', { name: 'Mã BIN ngân hàng' })).toBeNull();
    await user.selectOptions(select, '970416');
    expect(select.selectedOptions[0]!.textContent).toContain('ACB');
    expect((await save()).vietqr_bank_bin).toBe('970416');
  });

  it('takes a bank the list lacks by its typed BIN', async () => {
    renderPage(null);
    const select = await bankSelect();
    await user.selectOptions(select, 'other');
    const bin = screen.getByRole('textbox', { name: 'Mã BIN ngân hàng' });
    expect(bin).toHaveValue('');
    expect(bin.id).not.toBe(select.id);
    await user.type(bin, '971005');
    expect((await save()).vietqr_bank_bin).toBe('971005');
  });

  it('opens a stored BIN the list does not know as "Ngân hàng khác", kept as it was', async () => {
    renderPage('971005');
    const select = (await bankSelect()) as HTMLSelectElement;
    expect(select.value).toBe('other');
    expect(screen.getByRole('textbox', { name: 'Mã BIN ngân hàng' })).toHaveValue('971005');
    expect((await save()).vietqr_bank_bin).toBe('971005');
  });

  it('says what is wrong with a typed BIN that is not 6 digits, and sends nothing', async () => {
    renderPage(null);
    await user.selectOptions(await bankSelect(), 'other');
    await user.type(screen.getByRole('textbox', { name: 'Mã BIN ngân hàng' }), '97100');
    await user.click(screen.getByRole('button', { name: uiKit.form.save }));
    expect(await screen.findByText('Mã BIN ngân hàng gồm 6 chữ số.', {}, slow)).toBeInTheDocument();
    expect(api.calls('PUT settings/general')).toHaveLength(0);
  });
});
