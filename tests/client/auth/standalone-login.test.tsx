/**
 * /login opened by a signed-out visitor (issue 16): dist/login.html shows the login screen alone,
 * which signs in against the API and leaves for `/` with a full load.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoles, getToken } from '../../../src/api/session';
import { StandaloneLogin } from '../../../src/features/auth/standalone-login';
import { useApiServer } from './api-server';

declare const jsdom: { reconfigure(options: { url: string }): void };

const api = useApiServer();
afterEach(() => {
  localStorage.clear();
});

const session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  user: { id: 'u1', email: 'mai@nhathuoc.vn', first_name: 'Mai', last_name: 'Nguyễn', roles: ['cashier'] },
};

async function logIn(password = 'Thuoc-Tot-2026') {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'Mai@NhaThuoc.vn ');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('the login screen without the app', () => {
  it('signs in, stores the session and leaves for `/` by a full load', async () => {
    api.on('POST login', { body: { data: session } });
    const visited: string[] = [];
    render(<StandaloneLogin navigate={(url) => visited.push(url)} />);
    await logIn();
    await waitFor(() => expect(visited).toEqual(['/']));
    expect(api.calls('POST login')[0]?.body).toEqual({ email: 'mai@nhathuoc.vn', password: 'Thuoc-Tot-2026' });
    expect(getToken()).toBe('access-1');
    expect(getRoles()).toEqual(['cashier']);
  });

  it('checks the fields before sending, and shows a refusal in the alert area', async () => {
    api.on('POST login', { status: 401, body: { code: 'invalid_credentials', message: 'x' } });
    const visited: string[] = [];
    render(<StandaloneLogin navigate={(url) => visited.push(url)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Yêu cầu nhập email.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.seen).toHaveLength(0);
    await logIn('sai-mat-khau');
    expect((await screen.findByTestId('auth-alert')).textContent).toBe('Đăng nhập sai email hoặc mật khẩu!');
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
    expect(visited).toEqual([]);
    expect(getToken()).toBeNull();
  });

  it('says the server cannot be reached, not that the password is wrong, when there is no answer', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    jsdom.reconfigure({ url: `http://127.0.0.1:${closedPort}/login` });
    try {
      render(<StandaloneLogin navigate={() => undefined} />);
      await logIn();
      expect((await screen.findByTestId('auth-alert')).textContent).toBe('Lỗi mạng: không kết nối được tới máy chủ.');
      expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
    } finally {
      jsdom.reconfigure({ url: `${api.origin}/` });
    }
  });

  it('links to sign-up and password recovery as plain links, and shows or hides the password', async () => {
    render(<StandaloneLogin navigate={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Đăng ký dùng thử miễn phí' })).toHaveAttribute('href', '/signup');
    const password = screen.getByLabelText(/^Mật khẩu/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
  });
});
