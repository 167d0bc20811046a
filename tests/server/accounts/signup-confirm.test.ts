import { STARTER_UOMS } from '../../../server/modules/tenants/starter-lists';
import { ownerQuery } from '../test-app';
import { createMailTestApp, linkParams, signupBody, STRONG_PASSWORD, uniqueEmail, type MailTestApp } from './helpers';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tenants/register', payload: payload as object });
const confirm = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/confirm', payload: payload as object });

describe('POST /tenants/register', () => {
  it('creates the shop with a 14-day trial and an inactive admin, and mails a Vietnamese activation link', async () => {
    const email = uniqueEmail();
    const res = await register(signupBody(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email, message: expect.stringContaining('kích hoạt') } });

    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Kích hoạt tài khoản PharmaTill của bạn');
    expect(mail.text).toContain('Xin chào Hoa,');
    expect(mail.text).toContain('Nhà thuốc Minh Châu');
    const link = t.smtp.linkOf(mail);
    expect(link).toMatch(/^http:\/\/pharmatill\.test\/confirm\?uid=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}$/);

    const [user] = await ownerQuery<{ is_active: boolean; role: string; password_hash: string; tenant_id: string }>(
      t.database,
      'select is_active, role, password_hash, tenant_id from users where email = $1',
      [email],
    );
    expect(user).toMatchObject({ is_active: false, role: 'admin' });
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [sub] = await ownerQuery<{ state: string; days: number }>(
      t.database,
      `select state, round(extract(epoch from trial_ends_at - created_at) / 86400) as days from subscriptions where tenant_id = $1`,
      [user!.tenant_id],
    );
    expect(sub).toEqual({ state: 'TRIAL', days: '14' });
    // Lists to start with: the first product and the first sale need none set up first.
    const lists = await ownerQuery<{ uoms: string[]; taxes: string[]; tills: string[] }>(
      t.database,
      `select (select array_agg(name order by name) from uoms where tenant_id = $1) as uoms,
              (select array_agg(name || ':' || rate || ':' || vat_category order by rate, name) from taxes where tenant_id = $1) as taxes,
              (select array_agg(name || ':' || order_code_prefix || ':' || array_to_string(payment_methods, ','))
                 from pos_settings where tenant_id = $1) as tills`,
      [user!.tenant_id],
    );
    expect(lists[0]!.uoms.sort()).toEqual([...STARTER_UOMS].sort());
    expect(lists[0]!.taxes).toEqual(['Không chịu thuế:0:kct', 'VAT 5%:5:rate', 'VAT 8%:8:rate', 'VAT 10%:10:rate']);
    expect(lists[0]!.tills).toEqual(['Quầy 1:Q1:cash,bank_transfer']);
    // The token is stored hashed: the link's secret appears nowhere in the database.
    const { token } = linkParams(link);
    const hits = await ownerQuery(t.database, 'select 1 from one_time_tokens where token_hash = $1', [token]);
    expect(hits).toEqual([]);
  });

  it('answers 400 with errors.email for an e-mail already registered (any case)', async () => {
    const email = uniqueEmail();
    expect((await register(signupBody(email))).statusCode).toBe(201);
    const again = await register(signupBody(email.toUpperCase()));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'validation_error',
      errors: { email: ['Email này đã được đăng ký. Vui lòng dùng email khác hoặc đăng nhập.'] },
    });
  });

  it('two simultaneous sign-ups with one e-mail: one shop, one 400', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([
      register(signupBody(email)),
      register({ ...signupBody(email), name: 'Nhà thuốc Thứ Hai' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const shops = await ownerQuery(t.database, 'select u.tenant_id from users u where u.email = $1', [email]);
    expect(shops).toHaveLength(1);
  });

  it('validates every field with the messages of SPEC §5', async () => {
    const res = await register({ email: 'khong-phai-email', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['Yêu cầu nhập tên cửa hàng.'],
      last_name: ['Yêu cầu nhập họ.'],
      first_name: ['Yêu cầu nhập tên.'],
      email: ['Định dạng email không đúng. Vui lòng kiểm tra lại.'],
      tel: ['Yêu cầu nhập số điện thoại.'],
      password: ['Mật khẩu phải có ít nhất 8 ký tự.'],
    });
    const empty = await register({ ...signupBody(''), password: '' });
    expect(empty.json().errors).toEqual({ email: ['Yêu cầu nhập email.'], password: ['Yêu cầu nhập mật khẩu.'] });
    const long = await register(signupBody(`${'a'.repeat(316)}@x.vn`));
    expect(long.json().errors.email).toEqual(['Email không được dài quá 320 ký tự.']);
  });

  it('refuses a common password with a clear Vietnamese message', async () => {
    const res = await register({ ...signupBody(uniqueEmail()), password: 'Password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([
      'Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.',
    ]);
  });
});

describe('POST /confirm', () => {
  it('activates the account once and answers tokens and the user with roles', async () => {
    const email = uniqueEmail();
    await register(signupBody(email));
    const params = linkParams(t.smtp.linkOf(await t.smtp.waitFor(email)));

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      code: 'not_active_account',
      message: 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.',
    });

    const res = await confirm(params);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      user: {
        id: params.uid,
        email,
        first_name: 'Hoa',
        last_name: 'Phạm Thị',
        full_name: 'Phạm Thị Hoa',
        tel: '0903123456',
        roles: ['admin'],
        tenant_id: expect.any(String),
      },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.tenant.name).toBe('Nhà thuốc Minh Châu');

    const reused = await confirm(params);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid_token',
      message: 'Liên kết kích hoạt không hợp lệ, đã được dùng hoặc đã hết hạn.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('the right password on a never-activated account re-sends the activation mail (at most every 10 minutes)', async () => {
    const email = uniqueEmail();
    await register(signupBody(email));
    const first = linkParams(t.smtp.linkOf(await t.smtp.waitFor(email)));
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: STRONG_PASSWORD } });
    let since = t.smtp.messages.length;
    expect((await login()).json().code).toBe('not_active_account');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(email))).toHaveLength(0);

    await ownerQuery(
      t.database,
      `update one_time_tokens set created_at = created_at - interval '11 minutes', expires_at = now() - interval '1 second' where user_id = $1`,
      [first.uid],
    );
    since = t.smtp.messages.length;
    expect((await login()).statusCode).toBe(403);
    const fresh = linkParams(t.smtp.linkOf(await t.smtp.waitFor(email, { since })));
    expect(fresh.token).not.toBe(first.token);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(fresh)).statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 400 for a forged token, an unknown uid and an expired token', async () => {
    const email = uniqueEmail();
    await register(signupBody(email));
    const params = linkParams(t.smtp.linkOf(await t.smtp.waitFor(email)));
    const forged = await confirm({ uid: params.uid, token: `${params.token!.slice(0, -2)}AA` });
    expect(forged.statusCode).toBe(400);
    const unknown = await confirm({ uid: '0190a8f0-0000-7000-8000-0000000000ff', token: params.token });
    expect(unknown.statusCode).toBe(400);
    const notUuid = await confirm({ uid: 'abc', token: params.token });
    expect(notUuid.statusCode).toBe(400);
    await ownerQuery(
      t.database,
      `update one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [params.uid],
    );
    const expired = await confirm(params);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
  });
});
