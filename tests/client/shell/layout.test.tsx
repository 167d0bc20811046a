import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { badgeText } from '../../../src/features/shell/constants';
import { renderShell, signIn, useScreen } from './render-shell';

beforeEach(() => useScreen('desktop'));

describe('the signed-in layout', () => {
  it('shows a clear no-permission page instead of a page the role may not open', async () => {
    signIn(['cashier']);
    renderShell('/settings');
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeVisible();
    expect(screen.queryByTestId('page-content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Về trang Tổng quan' })).toHaveAttribute('href', '/dashboard');
  });

  it('the same page opens for the admin', async () => {
    signIn(['admin']);
    renderShell('/settings');
    expect(await screen.findByTestId('page-content')).toHaveTextContent('Nội dung /settings');
    // A page without backTo has its title and no back link.
    expect(screen.getByRole('heading', { level: 1, name: 'Cài đặt' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Quay lại' })).toBeNull();
    expect(screen.queryByText('Bạn không có quyền truy cập trang này')).toBeNull();
  });

  it('/pos has no sidebar and no menu button, but keeps the header', async () => {
    signIn(['cashier']);
    renderShell('/pos');
    await screen.findByTestId('page-content');
    expect(screen.queryByTestId('app-sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it('the header has the point-of-sale shortcut, the online state, pending sales and the user', async () => {
    signIn(['admin'], 'Trần Văn Hùng');
    renderShell('/dashboard');
    await screen.findByTestId('page-content');
    const header = screen.getByRole('banner');
    // The header's controls come a frame after the page (use-after-first-paint.ts).
    expect(await within(header).findByRole('link', { name: 'Bán hàng' })).toHaveAttribute('href', '/pos');
    expect(within(header).getByText('Trực tuyến')).toBeInTheDocument();
    expect(within(header).getByTestId('pending-count')).toHaveTextContent('0');
    expect(within(header).getByRole('link', { name: '0 đơn chờ đồng bộ' })).toHaveAttribute('href', '/sync');
    expect(within(header).getByTestId('user-menu')).toHaveTextContent('Trần Văn Hùng');
    // Named by its text, which holds what it shows. jsdom applies no media queries and drops the
    // space, so the exact name at each width is checked in Chromium (tests/e2e/shell.test.ts).
    expect(within(header).getByTestId('user-menu')).not.toHaveAttribute('aria-label');
    expect(within(header).getByRole('button', { name: /^Tài khoản của bạn: ?Trần Văn Hùng/ })).toBeInTheDocument();
  });

  it('follows the browser going offline and back online', async () => {
    signIn(['admin']);
    renderShell('/dashboard');
    await screen.findByTestId('page-content');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Ngoại tuyến')).toBeInTheDocument();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Trực tuyến')).toBeInTheDocument();
    online.mockRestore();
  });

  it('the user menu leads to the account page', async () => {
    signIn(['admin']);
    const { router } = renderShell('/dashboard');
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Đăng xuất' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tài khoản' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('the user menu, whose code loads on first use, opens from the keyboard on its first item', async () => {
    signIn(['admin']);
    renderShell('/dashboard');
    const button = await screen.findByTestId('user-menu');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Tài khoản' });
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    expect(screen.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and gives the focus back to its button, as any menu does.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Tài khoản' })).toBeNull());
    expect(screen.getByTestId('user-menu')).toHaveFocus();
  });

  it('the notification bell shows 0 and a drawer with no new notifications', async () => {
    signIn(['admin']);
    renderShell('/dashboard');
    expect(await screen.findByTestId('notification-count')).toHaveTextContent(/^0$/);
    const bell = screen.getByRole('button', { name: 'Thông báo: 0' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(bell);
    const drawer = await screen.findByTestId('notification-drawer');
    expect(within(drawer).getByText('Bạn không có thông báo mới!')).toBeVisible();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('the badge overflows past 99', () => {
    expect([0, 7, 99, 100, 250].map((n) => badgeText(n))).toEqual(['0', '7', '99', '99+', '99+']);
  });

  it('a sub-page shows a back link beside its title', async () => {
    signIn(['admin']);
    renderShell('/inventories/create');
    await screen.findByTestId('page-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Tạo phiếu kiểm kê' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quay lại' })).toHaveAttribute('href', '/inventories');
    expect(document.title).toBe('Tạo phiếu kiểm kê · PharmaTill');
  });
});
