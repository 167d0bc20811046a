import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, signIn, useScreen } from './render-shell';

async function openDrawer() {
  await screen.findByTestId('page-content');
  await userEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
  return screen.findByTestId('nav-drawer');
}

describe('the navigation drawer on tablets and phones (SPEC §2)', () => {
  beforeEach(() => signIn(['admin']));

  it('replaces the sidebar and closes when an item is chosen', async () => {
    useScreen('tablet');
    const { router } = renderShell('/dashboard');
    await screen.findByTestId('page-content');
    expect(screen.queryByTestId('app-sidebar')).toBeNull();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Danh sách khách hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
    expect(screen.getByTestId('page-content')).toHaveTextContent('Nội dung /customers');
  });

  it('closes when its backdrop is clicked, staying on the page', async () => {
    useScreen('tablet');
    const { router } = renderShell('/dashboard');
    const drawer = await openDrawer();
    // Open once it holds the focus: its code loads on first use, and like any dialog it listens
    // for a press outside only from the frame after it opened.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Chakra sets pointer-events: none outside a modal layer and closes on the pointer going down
    // outside its content; the browser test clicks the real backdrop.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByTestId('nav-drawer-backdrop'));
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('has a back control on phones, a close button on tablets', async () => {
    useScreen('mobile');
    const first = renderShell('/dashboard');
    let drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Đóng menu' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
    first.unmount();

    useScreen('tablet');
    renderShell('/dashboard');
    drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Quay lại' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Đóng menu' }));
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
  });
});
