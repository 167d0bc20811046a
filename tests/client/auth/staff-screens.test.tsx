import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { createQueryClient } from '../../../src/api/query-client';
import { storeSession } from '../../../src/api/session';
import { system } from '../../../src/components/ui/system';
import { StaffEditPage } from '../../../src/features/staff/staff-edit-page';
import { StaffInviteForm } from '../../../src/features/staff/staff-invite-form';
import { StaffList } from '../../../src/features/staff/staff-list';
import { useApiServer } from './api-server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const api = useApiServer();

const me = {
  id: 'u-admin',
  email: 'mai@nhathuoc.vn',
  first_name: 'Mai',
  last_name: 'Nguyễn Thị',
  full_name: 'Nguyễn Thị Mai',
  tel: null,
  roles: ['admin' as const],
  tenant_id: 't1',
};
const staff = (over: Record<string, unknown>) => ({
  id: 'u-2',
  email: 'hung@example.vn',
  first_name: 'Hùng',
  last_name: 'Trần Văn',
  full_name: 'Trần Văn Hùng',
  tel: null,
  role: 'cashier',
  is_active: true,
  state: 'active',
  invited_at: null,
  created_at: '2026-11-20T03:00:00Z',
  ...over,
});

function renderStaff(path: string) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/settings/staffs', component: StaffList }),
    createRoute({ getParentRoute: () => root, path: '/settings/staffs/create', component: StaffInviteForm }),
    createRoute({
      getParentRoute: () => root,
      path: '/settings/staffs/$id/edit',
      component: function Edit() {
        const { id } = useParams({ strict: false }) as { id: string };
        return <StaffEditPage id={id} />;
      },
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
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

beforeEach(() => storeSession({ access_token: 'a', refresh_token: 'r', user: me }));

describe('the staff list', () => {
  it('shows each person with role and state, marking the signed-in user', async () => {
    api.on('GET staffs', {
      body: {
        data: [
          staff({ id: 'u-admin', email: me.email, full_name: me.full_name, role: 'admin' }),
          staff({ state: 'invited', is_active: false }),
        ],
        meta: { page: 1, page_size: 100, total: 2 },
      },
    });
    renderStaff('/settings/staffs');
    await screen.findByText('Trần Văn Hùng');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Nguyễn Thị Mai \(Bạn\).*Quản trị viên.*Đang hoạt động.*20\/11\/2026/);
    expect(rows[2]).toHaveTextContent(/Trần Văn Hùng.*Thu ngân.*Đã mời/);
  });
});

describe('inviting a staff member', () => {
  it('asks for e-mail, last and first name, then posts them with the role', async () => {
    api.on('POST staffs', { status: 201, body: { data: staff({ state: 'invited' }) } });
    api.on('GET staffs', { body: { data: [], meta: { page: 1, page_size: 100, total: 0 } } });
    const router = renderStaff('/settings/staffs/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Mời nhân viên' }));
    for (const message of ['Yêu cầu nhập email.', 'Yêu cầu nhập họ.', 'Yêu cầu nhập tên.'])
      expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls('POST staffs')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'hung@example.vn');
    await userEvent.type(screen.getByRole('textbox', { name: /^Họ/ }), 'Trần Văn');
    await userEvent.type(screen.getByRole('textbox', { name: /^Tên/ }), 'Hùng');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Mời nhân viên' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/staffs'));
    expect(api.calls('POST staffs')[0]?.body).toEqual({
      email: 'hung@example.vn',
      last_name: 'Trần Văn',
      first_name: 'Hùng',
      role: 'admin',
    });
  });
});

describe('editing a staff member', () => {
  it('an invited person can get the invitation again but cannot be switched on', async () => {
    api.on('GET staffs/u-2', { body: { data: staff({ state: 'invited', is_active: false }) } });
    api.on('POST staffs/u-2/resend-invitation', { body: { data: staff({ state: 'invited', is_active: false }) } });
    renderStaff('/settings/staffs/u-2/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi lại lời mời' }));
    await waitFor(() => expect(api.calls('POST staffs/u-2/resend-invitation')).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: 'Cho phép đăng nhập' })).toBeDisabled();
  });

  it('saves name and role, and deactivates only after confirmation', async () => {
    api.on('GET staffs/u-2', { body: { data: staff({}) } });
    api.on('PUT staffs/u-2', (request) => ({ body: { data: staff(request.body as Record<string, unknown>) } }));
    api.on('DELETE staffs/u-2', { body: { data: staff({ state: 'inactive', is_active: false }) } });
    api.on('GET staffs', { body: { data: [], meta: { page: 1, page_size: 100, total: 0 } } });
    const router = renderStaff('/settings/staffs/u-2/edit');
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'admin');
    expect(screen.queryByRole('button', { name: 'Gửi lại lời mời' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/staffs'));
    expect(api.calls('PUT staffs/u-2')[0]?.body).toEqual({
      last_name: 'Trần Văn',
      first_name: 'Hùng',
      role: 'admin',
      is_active: true,
    });

    await router.navigate({ to: '/settings/staffs/$id/edit', params: { id: 'u-2' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ngừng hoạt động' }));
    expect(api.calls('DELETE staffs/u-2')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ngừng hoạt động' }));
    await waitFor(() => expect(api.calls('DELETE staffs/u-2')).toHaveLength(1));
  });

  it('the signed-in admin cannot deactivate themselves', async () => {
    api.on('GET staffs/u-admin', { body: { data: staff({ id: 'u-admin', email: me.email, role: 'admin' }) } });
    renderStaff('/settings/staffs/u-admin/edit');
    await screen.findByRole('button', { name: 'Lưu thay đổi' });
    expect(screen.queryByRole('button', { name: 'Ngừng hoạt động' })).toBeNull();
  });
});
