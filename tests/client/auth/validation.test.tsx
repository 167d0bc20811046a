import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApiServer } from './api-server';
import { renderAuth } from './render-auth';

const api = useApiServer();

const submit = async (name: RegExp | string) => userEvent.click(await screen.findByRole('button', { name }));

describe('SPEC §5 validation on the login screen', () => {
  it('asks for the e-mail and the password, and sends nothing', async () => {
    renderAuth('/login');
    await submit('Đăng nhập');
    expect(await screen.findByText('Yêu cầu nhập email.')).toBeVisible();
    expect(screen.getByText('Yêu cầu nhập mật khẩu.')).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });

  it('rejects a malformed e-mail and one longer than 320 characters', async () => {
    renderAuth('/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'mai@nha-thuoc');
    await submit('Đăng nhập');
    expect(await screen.findByText('Định dạng email không đúng. Vui lòng kiểm tra lại.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.click(screen.getByLabelText(/Email/));
    await userEvent.paste(`${'a'.repeat(310)}@example.vn`);
    expect(await screen.findByText('Email không được dài quá 320 ký tự.')).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });

  it('drops a message as soon as the field is fixed', async () => {
    renderAuth('/login');
    await submit('Đăng nhập');
    await screen.findByText('Yêu cầu nhập email.');
    await userEvent.type(await screen.findByLabelText(/Email/), 'mai@nhathuoc.vn');
    await waitFor(() => expect(screen.queryByText('Yêu cầu nhập email.')).toBeNull());
    expect(screen.getByText('Yêu cầu nhập mật khẩu.')).toBeVisible();
  });
});

describe('SPEC §5 validation on the sign-up screen', () => {
  it('asks for the store name, last name, first name, e-mail, phone and password', async () => {
    renderAuth('/signup');
    await submit('Đăng ký');
    for (const message of [
      'Yêu cầu nhập tên cửa hàng.',
      'Yêu cầu nhập họ.',
      'Yêu cầu nhập tên.',
      'Yêu cầu nhập email.',
      'Yêu cầu nhập số điện thoại.',
      'Yêu cầu nhập mật khẩu.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.seen).toHaveLength(0);
  });

  it('checks the e-mail format there too', async () => {
    renderAuth('/signup');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'khong-phai-email');
    await submit('Đăng ký');
    expect(await screen.findByText('Định dạng email không đúng. Vui lòng kiểm tra lại.')).toBeVisible();
  });
});

describe('SPEC §5 validation on the forgot-password screen', () => {
  it('asks for the e-mail and checks its format', async () => {
    renderAuth('/forgot-password');
    await submit('Gửi hướng dẫn');
    expect(await screen.findByText('Yêu cầu nhập email.')).toBeVisible();
    await userEvent.type(await screen.findByLabelText(/Email/), 'mai@');
    expect(await screen.findByText('Định dạng email không đúng. Vui lòng kiểm tra lại.')).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });
});

describe('SPEC §5 validation on the reset-password screen', () => {
  it('asks for the new password and its confirmation', async () => {
    renderAuth('/reset-password?uid=u1&token=t1');
    await submit('Đặt lại mật khẩu');
    expect(await screen.findByText('Yêu cầu nhập mật khẩu.')).toBeVisible();
    expect(screen.getByText('Yêu cầu nhập lại mật khẩu.')).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });

  it('says when the confirmation does not match', async () => {
    renderAuth('/reset-password?uid=u1&token=t1');
    await userEvent.type(await screen.findByLabelText(/^Mật khẩu mới/), 'Thuoc-Tot-2026');
    await userEvent.type(await screen.findByLabelText(/^Nhập lại mật khẩu/), 'Thuoc-Tot-2025');
    await submit('Đặt lại mật khẩu');
    expect(await screen.findByText('Mật khẩu không trùng khớp. Vui lòng nhập lại mật khẩu.')).toBeVisible();
    expect(api.seen).toHaveLength(0);
  });
});

describe('SPEC §5 validation on the invitation form', () => {
  it('asks for last name, first name, phone and password', async () => {
    api.on('GET invitations', { body: { data: { email: 'thu.ngan@example.vn', accepted: false } } });
    renderAuth('/invitations?key=k1');
    expect(await screen.findByText('thu.ngan@example.vn')).toBeVisible();
    await submit('Tạo tài khoản');
    for (const message of [
      'Yêu cầu nhập họ.',
      'Yêu cầu nhập tên.',
      'Yêu cầu nhập số điện thoại.',
      'Yêu cầu nhập mật khẩu.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.calls('POST invitations')).toHaveLength(0);
  });
});
