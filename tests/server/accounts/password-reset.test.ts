import { THROTTLE } from '../../../server/modules/auth/throttle';
import { seedShop, SEED_PASSWORD, type SeededShop } from '../fixtures';
import { ownerQuery } from '../test-app';
import { bearer, createMailTestApp, linkParams, type MailTestApp } from './helpers';

let t: MailTestApp;
let shop: SeededShop;
beforeAll(async () => {
  t = await createMailTestApp();
  shop = await seedShop(t);
});
afterAll(() => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
const NEW_PASSWORD = 'Nha-Thuoc-Moi-789';

async function resetLink(email: string): Promise<Record<string, string>> {
  const since = t.smtp.messages.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await t.smtp.waitFor(email, { since });
  expect(mail.subject).toBe('Đặt lại mật khẩu PharmaTill');
  const link = t.smtp.linkOf(mail);
  expect(link).toMatch(/^http:\/\/pharmatill\.test\/reset-password\?uid=[0-9a-f-]{36}&token=/);
  return linkParams(link);
}

describe('POST /forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const since = t.smtp.messages.length;
    const known = await forgot(shop.cashier.email);
    const unknown = await forgot('khong-co-ai@example.vn');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ data: { message: expect.stringContaining('Nếu email này đã được đăng ký') } });
    await t.smtp.waitFor(shop.cashier.email, { since });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.slice(since).map((m) => m.envelopeTo[0])).toEqual([shop.cashier.email]);
  });

  it('limits requests per e-mail with the same 429 whether or not it exists', async () => {
    const other = await seedShop(t, 'Nhà thuốc Giới Hạn');
    for (const email of [other.admin.email, 'chua-dang-ky@example.vn']) {
      for (let i = 0; i < THROTTLE.forgotAccountLimit; i += 1) {
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/forgot-password',
              payload: { email },
              headers: { 'x-forwarded-for': `198.51.100.${i}` },
            })
          ).statusCode,
        ).toBe(200);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        payload: { email },
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'rate_limited',
        message: 'Bạn đã yêu cầu khôi phục mật khẩu quá nhiều lần. Vui lòng thử lại sau ít phút.',
      });
    }
  });

  it('validates the e-mail', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Yêu cầu nhập email.'] });
  });
});

describe('POST /reset-password', () => {
  it('sets the new password once, ends every session, and does not sign in', async () => {
    const session = (await login(shop.admin.email, SEED_PASSWORD)).json().data;
    const params = await resetLink(shop.admin.email);
    const res = await reset({ ...params, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.' });
    expect(res.body).not.toContain('access_token');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access_token) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: shop.admin.headers })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/token/refresh',
          payload: { refresh_token: session.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(shop.admin.email, SEED_PASSWORD)).statusCode).toBe(401);
    expect((await login(shop.admin.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ ...params, password: 'Mot-Lan-Nua-456', password_confirmation: 'Mot-Lan-Nua-456' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_token',
      message: 'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn.',
    });
  });

  it('a reset link expires after an hour', async () => {
    const params = await resetLink(shop.cashier.email);
    const [row] = await ownerQuery<{ seconds: number }>(
      t.database,
      `select extract(epoch from expires_at - created_at)::int as seconds from one_time_tokens where user_id = $1 and used_at is null`,
      [params.uid],
    );
    expect(Math.abs(row!.seconds - 3600)).toBeLessThanOrEqual(2);
    await ownerQuery(
      t.database,
      `update one_time_tokens set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' where user_id = $1`,
      [params.uid],
    );
    const res = await reset({ ...params, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it('rejects a forged token and an unknown uid', async () => {
    const params = await resetLink(shop.cashier.email);
    expect(
      (await reset({ ...params, token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await reset({ ...params, uid: shop.admin.id, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    // The real link still works afterwards.
    expect((await reset({ ...params, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('validates the new password and its confirmation (SPEC §5)', async () => {
    const base = { uid: shop.cashier.id, token: 'abc' };
    const mismatch = await reset({ ...base, password: NEW_PASSWORD, password_confirmation: 'khac-nhau-123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Mật khẩu không trùng khớp. Vui lòng nhập lại mật khẩu.'],
    });
    const missing = await reset({ ...base, password: '', password_confirmation: '' });
    expect(missing.json().errors).toEqual({
      password: ['Yêu cầu nhập mật khẩu.'],
      password_confirmation: ['Yêu cầu nhập lại mật khẩu.'],
    });
  });
});

describe('POST /me/password and PUT /me', () => {
  it('changes the password after checking the current one and ends the other sessions', async () => {
    const other = await seedShop(t, 'Nhà thuốc Đổi Mật Khẩu');
    const second = (await login(other.admin.email, SEED_PASSWORD)).json().data;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: other.admin.headers,
      payload: { current_password: 'khong-dung-1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['Mật khẩu hiện tại không đúng.'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: other.admin.headers,
      payload: { current_password: SEED_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Đổi mật khẩu thành công.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: other.admin.headers })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(second.access_token) })).statusCode,
    ).toBe(401);
    expect((await login(other.admin.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('updates name and phone, and validates them', async () => {
    const other = await seedShop(t, 'Nhà thuốc Hồ Sơ');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: other.cashier.headers,
      payload: { last_name: 'Lê', first_name: 'Bình', tel: '0987 654 321' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: other.cashier.id,
      full_name: 'Lê Bình',
      tel: '0987 654 321',
      roles: ['cashier'],
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers: other.cashier.headers,
      payload: { last_name: '', first_name: '', tel: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      last_name: ['Yêu cầu nhập họ.'],
      first_name: ['Yêu cầu nhập tên.'],
      tel: ['Số điện thoại không hợp lệ.'],
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/me', payload: { last_name: 'A', first_name: 'B' } }))
        .statusCode,
    ).toBe(401);
  });
});
