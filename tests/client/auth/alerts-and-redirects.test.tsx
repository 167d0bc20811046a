import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoles, getSessionUser, getToken, SESSION_KEYS } from '../../../src/api/session';
import { useApiServer } from './api-server';
import { renderAuth } from './render-auth';

const api = useApiServer();

const user = {
  id: 'u1',
  email: 'mai@nhathuoc.vn',
  first_name: 'Mai',
  last_name: 'Nguyễn Thị',
  full_name: 'Nguyễn Thị Mai',
  tel: null,
  roles: ['admin'],
  tenant_id: 't1',
};
const session = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900, user };

async function typeInto(label: RegExp, text: string) {
  await userEvent.type(await screen.findByLabelText(label), text);
}

async function logIn(email = 'mai@nhathuoc.vn', password = 'Thuoc-Tot-2026') {
  await typeInto(/Email/, email);
  await typeInto(/^Mật khẩu/, password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

const alertText = async () => (await screen.findByTestId('auth-alert')).textContent;

describe('login (SPEC §4, §8)', () => {
  it('any failure but an inactive account says the fixed text, without telling which part was wrong', async () => {
    api.on('POST login', { status: 401, body: { code: 'invalid_credentials', message: 'Sai thông tin.' } });
    renderAuth('/login');
    await logIn();
    expect(await alertText()).toBe('Đăng nhập sai email hoặc mật khẩu!');
    expect(api.calls('POST login')[0]?.body).toEqual({ email: 'mai@nhathuoc.vn', password: 'Thuoc-Tot-2026' });

    api.on('POST login', {
      status: 429,
      body: { code: 'rate_limited', message: 'Bạn đã đăng nhập sai quá nhiều lần.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(api.calls('POST login')).toHaveLength(2));
    expect(await alertText()).toBe('Đăng nhập sai email hoặc mật khẩu!');
    expect(getToken()).toBeNull();
  });

  it('an inactive account shows the server message', async () => {
    api.on('POST login', {
      status: 400,
      body: { code: 'not_active_account', message: 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email.' },
    });
    renderAuth('/login');
    await logIn();
    expect(await alertText()).toBe('Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email.');
  });

  it('success stores token, user and roles, then `/` sends the user to /dashboard', async () => {
    let release!: () => void;
    api.on('POST login', { body: { data: session }, wait: new Promise<void>((resolve) => (release = resolve)) });
    const { router } = renderAuth('/login');
    await logIn();
    // Submit is disabled while sending.
    await waitFor(() => expect(screen.getByRole('button', { name: /Đang đăng nhập/ })).toBeDisabled());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getToken()).toBe('access-1');
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(getSessionUser()?.full_name).toBe('Nguyễn Thị Mai');
    expect(getRoles()).toEqual(['admin']);
  });

  it('after login `/` returns to the initial URL the visitor asked for', async () => {
    localStorage.setItem(SESSION_KEYS.initialUrl, '/pos-orders');
    api.on('POST login', { body: { data: session } });
    const { router } = renderAuth('/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos-orders'));
    expect(localStorage.getItem(SESSION_KEYS.initialUrl)).toBeNull();
  });

  it('Enter in the password field submits', async () => {
    api.on('POST login', { body: { data: session } });
    const { router } = renderAuth('/login');
    await typeInto(/Email/, 'mai@nhathuoc.vn');
    await typeInto(/^Mật khẩu/, 'Thuoc-Tot-2026{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('the alert area of login, forgot-password and sign-up (SPEC §4)', () => {
  it('clears when switching between the three screens', async () => {
    api.on('POST login', { status: 401, body: { code: 'invalid_credentials', message: 'x' } });
    api.on('POST forgot-password', { status: 500, body: { code: 'internal', message: 'Lỗi' } });
    const { router } = renderAuth('/login');
    await logIn();
    await alertText();

    await userEvent.click(screen.getByRole('link', { name: 'Quên mật khẩu?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.queryByTestId('auth-alert')).toBeNull();

    await typeInto(/Email/, 'mai@nhathuoc.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi hướng dẫn' }));
    expect(await alertText()).toBe('Không thể khôi phục mật khẩu');

    await userEvent.click(screen.getByRole('link', { name: 'Quay lại đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByTestId('auth-alert')).toBeNull();

    await logIn();
    await alertText();
    await userEvent.click(screen.getByRole('link', { name: 'Đăng ký dùng thử miễn phí' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByTestId('auth-alert')).toBeNull();
  });

  it('forgot-password success shows the server message, the same for any e-mail', async () => {
    api.on('POST forgot-password', {
      body: { data: { message: 'Nếu email này đã được đăng ký, chúng tôi đã gửi hướng dẫn.' } },
    });
    renderAuth('/forgot-password');
    await typeInto(/Email/, 'ai.do@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi hướng dẫn' }));
    expect(await alertText()).toBe('Nếu email này đã được đăng ký, chúng tôi đã gửi hướng dẫn.');
    expect(api.calls('POST forgot-password')[0]?.body).toEqual({ email: 'ai.do@example.vn' });
  });
});

describe('sign-up (SPEC §4, §7, §8)', () => {
  async function fillSignup() {
    await typeInto(/Tên cửa hàng/, 'Nhà thuốc An Khang');
    await typeInto(/^Họ/, 'Nguyễn Thị');
    await typeInto(/^Tên(?! cửa)/, 'Mai');
    await typeInto(/^Email/, 'mai@nhathuoc.vn');
    await typeInto(/Số điện thoại/, '0912345678');
    await typeInto(/^Mật khẩu/, 'Thuoc-Tot-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
  }

  it('success goes to /login saying the account was created and needs e-mail activation', async () => {
    api.on('POST tenants/register', { status: 201, body: { data: { email: 'mai@nhathuoc.vn', message: 'ok' } } });
    const { router } = renderAuth('/signup');
    await fillSignup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await alertText()).toBe('Tạo tài khoản thành công. Vui lòng kiểm tra email để kích hoạt tài khoản.');
    expect(api.calls('POST tenants/register')[0]?.body).toEqual({
      name: 'Nhà thuốc An Khang',
      last_name: 'Nguyễn Thị',
      first_name: 'Mai',
      email: 'mai@nhathuoc.vn',
      tel: '0912345678',
      password: 'Thuoc-Tot-2026',
    });
    // The message goes when the user moves on to another auth screen.
    await userEvent.click(screen.getByRole('link', { name: 'Quên mật khẩu?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.queryByTestId('auth-alert')).toBeNull();
  });

  it('failure shows the server errors.email text', async () => {
    api.on('POST tenants/register', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu không hợp lệ.',
        errors: { email: ['Email này đã được đăng ký.'] },
      },
    });
    const { router } = renderAuth('/signup');
    await fillSignup();
    expect(await alertText()).toBe('Email này đã được đăng ký.');
    // Said once: in the banner, not again under the e-mail field.
    expect(screen.getAllByText('Email này đã được đăng ký.')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('reset password (SPEC §4, §8)', () => {
  async function fillReset() {
    await typeInto(/^Mật khẩu mới/, 'Thuoc-Tot-2026');
    await typeInto(/^Nhập lại mật khẩu/, 'Thuoc-Tot-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
  }

  it('posts password, confirmation, uid and token, then goes to /login without signing in', async () => {
    api.on('POST reset-password', {
      body: { message: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.' },
    });
    const { router } = renderAuth('/reset-password?uid=u-42&token=123456');
    await fillReset();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST reset-password')[0]?.body).toEqual({
      password: 'Thuoc-Tot-2026',
      password_confirmation: 'Thuoc-Tot-2026',
      uid: 'u-42',
      token: '123456',
    });
    expect(await alertText()).toBe('Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.');
    expect(getToken()).toBeNull();
  });

  it('failure shows the server message', async () => {
    api.on('POST reset-password', {
      status: 400,
      body: { code: 'token_invalid', message: 'Liên kết đặt lại mật khẩu đã hết hạn.' },
    });
    const { router } = renderAuth('/reset-password?uid=u-42&token=abc');
    await fillReset();
    expect(await alertText()).toBe('Liên kết đặt lại mật khẩu đã hết hạn.');
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('account activation (SPEC §4, §8)', () => {
  it('shows a spinner, confirms once, stores the session and goes to /setup-store', async () => {
    let release!: () => void;
    api.on('POST confirm', { body: { data: session }, wait: new Promise<void>((resolve) => (release = resolve)) });
    const { router } = renderAuth('/confirm?uid=u1&token=tok-1');
    expect(await screen.findByText('Đang xác nhận tài khoản của bạn…')).toBeVisible();
    expect(screen.getByRole('status')).toBeVisible();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-store'));
    expect(api.calls('POST confirm')).toHaveLength(1);
    expect(api.calls('POST confirm')[0]?.body).toEqual({ uid: 'u1', token: 'tok-1' });
    expect(getToken()).toBe('access-1');
    expect(getRoles()).toEqual(['admin']);
  });

  it('failure says so and goes to /login', async () => {
    api.on('POST confirm', { status: 400, body: { code: 'token_invalid', message: 'Liên kết không hợp lệ.' } });
    const { router } = renderAuth('/confirm?uid=u1&token=used');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await alertText()).toBe('Không thể xác nhận tài khoản!');
    expect(getToken()).toBeNull();
  });
});

describe('invitations (SPEC §4, §8)', () => {
  async function fillInvitation() {
    await typeInto(/^Họ/, 'Trần Văn');
    await typeInto(/^Tên/, 'Hùng');
    await typeInto(/Số điện thoại/, '0987654321');
    await typeInto(/^Mật khẩu/, 'Ban-Thuoc-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
  }

  it('accepting posts the fields with accepted true, then goes to /login', async () => {
    api.on('GET invitations', { body: { data: { email: 'hung@example.vn', accepted: false } } });
    api.on('POST invitations', { body: { data: { email: 'hung@example.vn', accepted: true } } });
    const { router } = renderAuth('/invitations?key=inv-1');
    expect(await screen.findByTestId('invited-email')).toHaveTextContent('hung@example.vn');
    expect(api.calls('GET invitations')[0]?.query.get('key')).toBe('inv-1');
    await fillInvitation();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST invitations')[0]?.body).toEqual({
      key: 'inv-1',
      accepted: true,
      last_name: 'Trần Văn',
      first_name: 'Hùng',
      tel: '0987654321',
      password: 'Ban-Thuoc-2026',
    });
  });

  it('an accept failure shows the fixed alert and stays', async () => {
    api.on('GET invitations', { body: { data: { email: 'hung@example.vn', accepted: false } } });
    api.on('POST invitations', {
      status: 400,
      body: { code: 'invitation_invalid', message: 'Lời mời không tồn tại.' },
    });
    const { router } = renderAuth('/invitations?key=inv-1');
    await screen.findByTestId('invited-email');
    await fillInvitation();
    expect(await alertText()).toBe('Không thể đăng kí người dùng!');
    expect(router.state.location.pathname).toBe('/invitations');
  });

  it('an invitation already accepted goes to /login', async () => {
    api.on('GET invitations', { body: { data: { email: 'hung@example.vn', accepted: true } } });
    const { router } = renderAuth('/invitations?key=inv-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a failed lookup goes to /500', async () => {
    api.on('GET invitations', { status: 400, body: { code: 'invitation_invalid', message: 'Lời mời không tồn tại.' } });
    const { router } = renderAuth('/invitations?key=nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/500'));
  });

  it('declining posts accepted false once, then goes to `/` (and on to /login without a session)', async () => {
    api.on('POST invitations', { body: { data: { email: 'hung@example.vn', accepted: false } } });
    const { router } = renderAuth('/invitations/reject?key=inv-2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST invitations').map((r) => r.body)).toEqual([{ key: 'inv-2', accepted: false }]);
    expect(await alertText()).toBe('Đã từ chối lời mời.');
  });
});
