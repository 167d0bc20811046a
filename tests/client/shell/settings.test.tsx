import { screen, within } from '@testing-library/react';
import { SettingsGrid } from '../../../src/features/shell/settings-grid';
import { renderShell, signIn, useScreen } from './render-shell';

beforeEach(() => useScreen('desktop'));

describe('the /settings index', () => {
  it('links the admin to every settings page', async () => {
    signIn(['admin']);
    renderShell('/settings', () => <SettingsGrid />);
    await screen.findByRole('heading', { level: 1, name: 'Cài đặt' });
    const main = screen.getByRole('main');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/settings/store',
      '/settings/general',
      '/settings/staffs',
      '/settings/taxes',
      '/pos-settings',
      '/settings/prescription-templates',
      '/settings/einvoices',
      '/settings/eprescriptions',
      '/settings/link-up',
      '/settings/subscriptions',
    ]);
  });

  it('a user without any settings permission is told so (the route itself refuses the cashier)', async () => {
    signIn(['cashier']);
    renderShell('/dashboard', () => <SettingsGrid />);
    expect(await screen.findByText('Bạn chưa được cấp quyền mở trang cài đặt nào.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryAllByRole('link')).toHaveLength(0);
  });
});
