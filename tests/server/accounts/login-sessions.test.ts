import { SignJWT } from 'jose';
import { THROTTLE } from '../../../server/modules/auth/throttle';
import { seedShop, SEED_PASSWORD, type SeededShop } from '../fixtures';
import { ownerQuery } from '../test-app';
import { bearer, createMailTestApp, signUpAndConfirm, type MailTestApp } from './helpers';

let t: MailTestApp;
let shop: SeededShop;
beforeAll(async () => {
  t = await createMailTestApp();
  shop = await seedShop(t);
});
afterAll(() => t.close());

let address = 0;
/** Each test logs in from its own client address, so per-address throttling does not leak between tests. */
function from() {
  address += 1;
  return { 'x-forwarded-for': `203.0.113.${address}` };
}

const login = (payload: object, headers: Record<string, string> = from()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh_token } });

describe('POST /login', () => {
  it('answers the access token, refresh token and the user with roles', async () => {
    const res = await login({ email: shop.cashier.email.toUpperCase(), password: SEED_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(new RegExp(`^${shop.tenantId}\\.`)),
      expires_in: 900,
      user: {
        id: shop.cashier.id,
        email: shop.cashier.email,
        first_name: 'Hùng',
        last_name: 'Trần Văn',
        full_name: 'Trần Văn Hùng',
        tel: '0912345678',
        roles: ['cashier'],
        tenant_id: shop.tenantId,
      },
    });
    const who = await me(bearer(res.json().data.access_token));
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({
      id: shop.cashier.id,
      roles: ['cashier'],
      tenant: { id: shop.tenantId, name: 'Nhà thuốc Thử Nghiệm' },
    });
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login({ email: shop.admin.email, password: 'sai-mat-khau-1' });
    const unknown = await login({ email: 'khong-ton-tai@example.vn', password: SEED_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Đăng nhập sai email hoặc mật khẩu!' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the payload with the messages of SPEC §5', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { email: ['Yêu cầu nhập email.'], password: ['Yêu cầu nhập mật khẩu.'] },
    });
    const bad = await login({ email: 'abc', password: 'x' });
    expect(bad.json().errors).toEqual({ email: ['Định dạng email không đúng. Vui lòng kiểm tra lại.'] });
  });

  it('throttles an account after repeated failures, even with the right password then (429)', async () => {
    const { email } = await signUpAndConfirm(t);
    for (let i = 0; i < THROTTLE.accountLimit; i += 1) {
      expect((await login({ email, password: `sai-${i}-mat-khau` })).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: 'Duoc-Si-GPP-2025' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(THROTTLE.blockSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.blockSeconds);
    // Another account from another address is not affected; the block is stored in PostgreSQL.
    expect((await login({ email: shop.admin.email, password: SEED_PASSWORD })).statusCode).toBe(200);
    const rows = await ownerQuery(
      t.database,
      'select failures from login_throttles where key = $1 and blocked_until > now()',
      [`account:${email}`],
    );
    expect(rows).toEqual([{ failures: THROTTLE.accountLimit }]);
  });

  it('throttles a client address that tries many accounts (429)', async () => {
    const headers = from();
    for (let i = 0; i < THROTTLE.addressLimit; i += 1) {
      expect((await login({ email: `doan-${i}@example.vn`, password: 'sai-mat-khau' }, headers)).statusCode).toBe(401);
    }
    const blocked = await login({ email: shop.admin.email, password: SEED_PASSWORD }, headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect((await login({ email: shop.admin.email, password: SEED_PASSWORD })).statusCode).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const { email } = await signUpAndConfirm(t);
    for (let i = 0; i < THROTTLE.accountLimit - 1; i += 1) await login({ email, password: 'sai-mat-khau' });
    expect((await login({ email, password: 'Duoc-Si-GPP-2025' })).statusCode).toBe(200);
    expect((await login({ email, password: 'sai-mat-khau' })).statusCode).toBe(401);
    expect((await login({ email, password: 'Duoc-Si-GPP-2025' })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);
  const claims = () => ({ tid: shop.tenantId, roles: ['admin'], sid: shop.admin.sessionId });

  async function expectRejected(token: string) {
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'token_not_valid',
      message: 'Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại.',
    });
  }

  it('the seeded token is accepted', async () => {
    expect((await me(shop.admin.headers)).statusCode).toBe(200);
  });

  it('rejects a missing or malformed header', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
    await expectRejected('not-a-jwt');
  });

  it('rejects an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shop.admin.id)
      .setIssuer('pharmatill')
      .setAudience('pharmatill-api')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(secret());
    await expectRejected(token);
  });

  it('rejects a token signed with another secret', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shop.admin.id)
      .setIssuer('pharmatill')
      .setAudience('pharmatill-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expectRejected(token);
  });

  it('rejects alg "none" and a tampered payload', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const payload = {
      ...claims(),
      sub: shop.cashier.id,
      iss: 'pharmatill',
      aud: 'pharmatill-api',
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    await expectRejected(`${enc({ alg: 'none', typ: 'JWT' })}.${enc(payload)}.`);
    const [header, , signature] = shop.cashier.token.split('.');
    await expectRejected(`${header}.${enc({ ...payload, roles: ['admin'] })}.${signature}`);
  });

  it('rejects the tokens of a logged-out session', async () => {
    const session = (await login({ email: shop.cashier.email, password: SEED_PASSWORD })).json().data;
    expect((await me(bearer(session.access_token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(session.access_token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Đã đăng xuất.' });
    await expectRejected(session.access_token);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('rejects a token whose role no longer matches the user', async () => {
    const other = await seedShop(t, 'Nhà thuốc Đổi Vai');
    await ownerQuery(t.database, `update users set role = 'admin' where id = $1`, [other.cashier.id]);
    await expectRejected(other.cashier.token);
  });
});

describe('POST /token/refresh', () => {
  it('rotates: a new pair each time; the old refresh token stops working', async () => {
    const first = (await login({ email: shop.admin.email, password: SEED_PASSWORD })).json().data;
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const next = second.json().data;
    expect(next).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: { id: shop.admin.id, roles: ['admin'] },
    });
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(bearer(next.access_token))).statusCode).toBe(200);
    const third = await refresh(next.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const first = (await login({ email: shop.admin.email, password: SEED_PASSWORD })).json().data;
    const rotated = (await refresh(first.refresh_token)).json().data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('token_not_valid');
    // The thief's reuse ended the legitimate holder's session too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(bearer(rotated.access_token))).statusCode).toBe(401);
    const [session] = await ownerQuery<{ revoke_reason: string }>(
      t.database,
      'select revoke_reason from sessions where revoked_at is not null order by revoked_at desc limit 1',
    );
    expect(session?.revoke_reason).toBe('refresh_token_reuse');
  });

  it('two concurrent refreshes with one token: exactly one succeeds', async () => {
    const data = (await login({ email: shop.admin.email, password: SEED_PASSWORD })).json().data;
    const answers = await Promise.all([refresh(data.refresh_token), refresh(data.refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects forged, malformed and expired refresh tokens', async () => {
    expect((await refresh('nonsense')).statusCode).toBe(401);
    expect((await refresh(`${shop.tenantId}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    const data = (await login({ email: shop.admin.email, password: SEED_PASSWORD })).json().data;
    const otherTenant = data.refresh_token.replace(shop.tenantId, '0190a8f0-0000-7000-8000-0000000000aa');
    expect((await refresh(otherTenant)).statusCode).toBe(401);
    await ownerQuery(
      t.database,
      `update refresh_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await refresh(data.refresh_token)).statusCode).toBe(401);
  });

  it('logout with only the refresh token (access token expired) ends the session', async () => {
    const data = (await login({ email: shop.admin.email, password: SEED_PASSWORD })).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { refresh_token: data.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(bearer(data.access_token))).statusCode).toBe(401);
    const nothing = await t.app.inject({ method: 'POST', url: '/api/v1/logout' });
    expect(nothing.statusCode).toBe(401);
  });
});
