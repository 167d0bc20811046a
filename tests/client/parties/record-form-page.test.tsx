import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createQueryClient } from '../../../src/api/query-client';
import { resource } from '../../../src/api/resource';
import { RecordFormPage } from '../../../src/components/form/record-form-page';
import { system } from '../../../src/components/ui/system';
import { doctorInput, type Doctor } from '../../../src/domain/catalog/parties';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const api = useApiServer();
// Signed in as a cashier, as at the counter.
beforeEach(() => signIn({ roles: ['cashier'] }));

const doctors = resource<Doctor, never>('doctors');

function renderCreate(history = createMemoryHistory({ initialEntries: ['/doctors/create'] })) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/doctors', component: () => <p>Danh sách</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/doctors/create',
      component: () => (
        <RecordFormPage
          resource={doctors}
          listPath="/doctors"
          schema={doctorInput}
          empty={{ name: '' }}
          sections={[{ title: 'Bác sĩ', fields: [{ name: 'name', label: 'Họ và tên', required: true }] }]}
        />
      ),
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history,
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('a record create page', () => {
  it('posts once when Save is double-clicked while the first post is on its way', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.on('POST doctors', { status: 201, wait: held, body: { data: { id: 'd1', name: 'BS Lan' } } });
    const router = renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /Họ và tên/ }), 'BS Lan');
    const save = screen.getByRole('button', { name: 'Lưu' });
    // Two clicks in one burst, as a browser delivers a double click: no render between them.
    fireEvent.click(save);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
    expect(api.calls('POST doctors')).toHaveLength(1);
  });

  it('lets the user try again after a refused post', async () => {
    api.on('POST doctors', { status: 400, body: { code: 'validation_error', message: 'x', errors: {} } });
    renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /Họ và tên/ }), 'BS Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST doctors')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lưu' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST doctors')).toHaveLength(2));
  });
});

describe('leaving a record form', () => {
  const nameBox = () => screen.findByRole('textbox', { name: /Họ và tên/ });
  const question = () => screen.queryByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });

  it('asks before unsaved changes are left; staying keeps them, leaving goes', async () => {
    const router = renderCreate();
    await userEvent.type(await nameBox(), 'BS Lan');
    void router.navigate({ to: '/doctors' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/doctors/create');
    expect(await nameBox()).toHaveValue('BS Lan');

    void router.navigate({ to: '/doctors' });
    const again = await screen.findByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
  });

  it('leaves without a question when nothing was changed, or the change was undone', async () => {
    const router = renderCreate();
    await userEvent.type(await nameBox(), 'B');
    await userEvent.clear(await nameBox());
    await router.navigate({ to: '/doctors' });
    expect(router.state.location.pathname).toBe('/doctors');
    expect(question()).toBeNull();
  });

  it('does not ask on the way back to the list after a save', async () => {
    api.on('POST doctors', { status: 201, body: { data: { id: 'd1', name: 'BS Lan' } } });
    const router = renderCreate();
    await userEvent.type(await nameBox(), 'BS Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
    expect(question()).toBeNull();
  });

  it('asks about text typed while the save was on its way, and saving it updates the record just created', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.on('POST doctors', { status: 201, wait: held, body: { data: { id: 'd1', name: 'BS Lan' } } });
    api.on('PUT doctors/d1', { status: 200, body: { data: { id: 'd1', name: 'BS Lan Anh' } } });
    const router = renderCreate();
    await userEvent.type(await nameBox(), 'BS Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST doctors')).toHaveLength(1));
    await userEvent.type(await nameBox(), ' Anh');
    answer();
    const dialog = await screen.findByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(await nameBox()).toHaveValue('BS Lan Anh');

    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
    expect(api.calls('POST doctors')).toHaveLength(1);
    expect(api.calls('PUT doctors/d1')).toHaveLength(1);
    expect(api.calls('PUT doctors/d1')[0]!.body).toMatchObject({ name: 'BS Lan Anh' });
    expect(question()).toBeNull();
  });

  it('has the browser ask before the tab is closed or reloaded with unsaved changes', async () => {
    window.history.replaceState(null, '', '/doctors/create');
    renderCreate(createBrowserHistory());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await nameBox();
    expect(unload()).toBe(false);
    await userEvent.type(await nameBox(), 'BS Lan');
    expect(unload()).toBe(true);
  });
});
