import { seedShop, SEED_PASSWORD, type SeededShop } from '../fixtures';
import { ownerQuery } from '../test-app';
import { createMailTestApp, linkParams, signupBody, uniqueEmail, type MailTestApp } from './helpers';

let t: MailTestApp;
let shop: SeededShop;
let other: SeededShop;
beforeAll(async () => {
  t = await createMailTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const PASSWORD = 'Thu-Ngan-Gioi-123';

async function invite(email: string, role: 'admin' | 'cashier' = 'cashier', headers = shop.admin.headers) {
  const since = t.smtp.messages.length;
  const res = await call('POST', '/staffs', headers, { email, last_name: 'Võ Thị', first_name: 'Mai', role });
  expect(res.statusCode).toBe(201);
  const mail = await t.smtp.waitFor(email, { since });
  return { staff: res.json().data, mail, key: linkParams(t.smtp.linkOf(mail)).key! };
}

describe('inviting staff', () => {
  it('invites by e-mail, mails the link, and lists the person as invited', async () => {
    const email = uniqueEmail('thungan');
    const { staff, mail, key } = await invite(email);
    expect(staff).toEqual({
      id: expect.any(String),
      email,
      first_name: 'Mai',
      last_name: 'Võ Thị',
      full_name: 'Võ Thị Mai',
      tel: null,
      role: 'cashier',
      is_active: false,
      state: 'invited',
      invited_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(mail.subject).toBe('Lời mời tham gia cửa hàng "Nhà thuốc Thử Nghiệm" trên PharmaTill');
    expect(mail.text).toContain('vai trò Thu ngân');
    expect(t.smtp.linkOf(mail)).toBe(
      `http://pharmatill.test/invitations?key=${encodeURIComponent(key)}`.replace(/%2E/g, '.'),
    );

    const list = await call('GET', '/staffs', shop.admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, page_size: 20, total: 3 });
    expect(list.json().data.map((s: { email: string; state: string }) => [s.email, s.state])).toEqual(
      expect.arrayContaining([
        [shop.admin.email, 'active'],
        [shop.cashier.email, 'active'],
        [email, 'invited'],
      ]),
    );
    const searched = await call('GET', '/staffs?search=thungan&page_size=5', shop.admin.headers);
    expect(searched.json()).toMatchObject({ data: [{ email }], meta: { page: 1, page_size: 5, total: 1 } });
    // Names are found with or without diacritics, in the order people say them.
    for (const words of ['vo thi mai', 'Võ Thị', 'MAI']) {
      const byName = await call('GET', `/staffs?search=${encodeURIComponent(words)}`, shop.admin.headers);
      expect(
        byName.json().data.map((s: { email: string }) => s.email),
        words,
      ).toEqual([email]);
    }
  });

  it('refuses an e-mail already registered anywhere (400 errors.email) and bad input', async () => {
    const taken = await call('POST', '/staffs', shop.admin.headers, {
      email: other.cashier.email,
      last_name: 'A',
      first_name: 'B',
      role: 'cashier',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({
      email: ['Email này đã có tài khoản PharmaTill. Vui lòng mời bằng email khác.'],
    });
    const bad = await call('POST', '/staffs', shop.admin.headers, {
      email: '',
      last_name: '',
      first_name: '',
      role: 'boss',
    });
    expect(bad.json().errors).toEqual({
      email: ['Yêu cầu nhập email.'],
      last_name: ['Yêu cầu nhập họ.'],
      first_name: ['Yêu cầu nhập tên.'],
      role: ['Yêu cầu chọn vai trò.'],
    });
  });

  it('the invited person reads, accepts, and logs in as a cashier', async () => {
    const email = uniqueEmail('nhanvien');
    const { staff, key } = await invite(email);
    const read = await call('GET', `/invitations?key=${encodeURIComponent(key)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { email, accepted: false } });

    const invalid = await call(
      'POST',
      '/invitations',
      {},
      { key, accepted: true, last_name: '', first_name: 'Mai', tel: '0901111222', password: '12345678' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      last_name: ['Yêu cầu nhập họ.'],
      password: ['Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.'],
    });

    const accept = await call(
      'POST',
      '/invitations',
      {},
      { key, accepted: true, last_name: 'Võ Thị', first_name: 'Mai', tel: '0901111222', password: PASSWORD },
    );
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ data: { email, accepted: true } });
    expect((await call('GET', `/invitations?key=${encodeURIComponent(key)}`)).json()).toEqual({
      data: { email, accepted: true },
    });
    const twice = await call(
      'POST',
      '/invitations',
      {},
      { key, accepted: true, last_name: 'X', first_name: 'Y', tel: '0901111222', password: PASSWORD },
    );
    expect(twice.statusCode).toBe(400);

    const login = await call('POST', '/login', {}, { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      id: staff.id,
      roles: ['cashier'],
      tenant_id: shop.tenantId,
      tel: '0901111222',
    });
    const cashier = { authorization: `Bearer ${login.json().data.access_token}` };
    expect((await call('GET', '/staffs', cashier)).statusCode).toBe(403);
    expect((await call('GET', `/staffs/${staff.id}`, shop.admin.headers)).json().data.state).toBe('active');
  });

  it('declining frees the e-mail; the key then answers 404', async () => {
    const email = uniqueEmail('tuchoi');
    const { staff, key } = await invite(email);
    const decline = await call('POST', '/invitations', {}, { key, accepted: false });
    expect(decline.statusCode).toBe(200);
    expect(decline.json()).toEqual({ data: { email, accepted: false } });
    expect((await call('GET', `/invitations?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect((await call('GET', `/staffs/${staff.id}`, shop.admin.headers)).statusCode).toBe(404);
    expect((await call('POST', '/tenants/register', {}, signupBody(email))).statusCode).toBe(201);
  });

  it('unknown, forged and expired keys answer 404 on lookup and 400 on answer', async () => {
    expect((await call('GET', '/invitations?key=abc')).statusCode).toBe(404);
    expect((await call('GET', `/invitations?key=${shop.tenantId}.${'B'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', '/invitations')).statusCode).toBe(400);
    const { key, staff } = await invite(uniqueEmail('hethan'));
    await ownerQuery(t.database, `update invitations set expires_at = now() - interval '1 second' where user_id = $1`, [
      staff.id,
    ]);
    expect((await call('GET', `/invitations?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    const late = await call(
      'POST',
      '/invitations',
      {},
      { key, accepted: true, last_name: 'A', first_name: 'B', tel: '0901111222', password: PASSWORD },
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'invalid_token',
      message: 'Lời mời không tồn tại, đã được trả lời hoặc đã hết hạn.',
    });
  });

  it('resending replaces the old key with a new one', async () => {
    const email = uniqueEmail('guilai');
    const { staff, key } = await invite(email);
    const since = t.smtp.messages.length;
    const res = await call('POST', `/staffs/${staff.id}/resend-invitation`, shop.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('invited');
    const newKey = linkParams(t.smtp.linkOf(await t.smtp.waitFor(email, { since }))).key!;
    expect(newKey).not.toBe(key);
    expect((await call('GET', `/invitations?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect((await call('GET', `/invitations?key=${encodeURIComponent(newKey)}`)).statusCode).toBe(200);
    const active = await call('POST', `/staffs/${shop.cashier.id}/resend-invitation`, shop.admin.headers);
    expect(active.statusCode).toBe(409);
  });
});

describe('managing staff', () => {
  it("another shop's staff ids answer 404, cashiers get 403", async () => {
    for (const [method, url] of [
      ['GET', `/staffs/${other.cashier.id}`],
      ['PUT', `/staffs/${other.cashier.id}`],
      ['DELETE', `/staffs/${other.cashier.id}`],
      ['POST', `/staffs/${other.cashier.id}/resend-invitation`],
    ] as const) {
      const res = await call(method, url, shop.admin.headers, method === 'PUT' ? { first_name: 'X' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
      const cashier = await call(
        method,
        url.replace(other.cashier.id, shop.admin.id),
        shop.cashier.headers,
        method === 'PUT' ? { first_name: 'X' } : undefined,
      );
      expect(cashier.statusCode, `cashier ${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/staffs', shop.cashier.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/staffs', shop.cashier.headers, {
          email: uniqueEmail(),
          last_name: 'A',
          first_name: 'B',
          role: 'cashier',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/staffs/not-a-uuid', shop.admin.headers)).statusCode).toBe(400);
    const [row] = await ownerQuery<{ first_name: string }>(t.database, 'select first_name from users where id = $1', [
      other.cashier.id,
    ]);
    expect(row?.first_name).toBe('Hùng');
  });

  it('edits name and role; a changed role takes effect on the next refresh', async () => {
    const shop2 = await seedShop(t, 'Nhà thuốc Phân Quyền');
    const session = (await call('POST', '/login', {}, { email: shop2.cashier.email, password: SEED_PASSWORD })).json()
      .data;
    const res = await call('PUT', `/staffs/${shop2.cashier.id}`, shop2.admin.headers, {
      first_name: 'Dũng',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Dũng',
      full_name: 'Trần Văn Dũng',
      role: 'admin',
      state: 'active',
    });
    expect((await call('GET', '/me', { authorization: `Bearer ${session.access_token}` })).statusCode).toBe(401);
    const refreshed = await call('POST', '/token/refresh', {}, { refresh_token: session.refresh_token });
    expect(refreshed.json().data.user.roles).toEqual(['admin']);
  });

  it('deactivating ends the sessions at once; the last active admin cannot be removed', async () => {
    const shop3 = await seedShop(t, 'Nhà thuốc Một Quản Trị');
    const del = await call('DELETE', `/staffs/${shop3.cashier.id}`, shop3.admin.headers);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toMatchObject({ is_active: false, state: 'inactive' });
    expect((await call('GET', '/me', shop3.cashier.headers)).statusCode).toBe(401);
    const login = await call('POST', '/login', {}, { email: shop3.cashier.email, password: SEED_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: 'not_active_account',
      message: 'Tài khoản đã bị vô hiệu hóa. Vui lòng liên hệ quản trị viên cửa hàng.',
    });

    for (const attempt of [
      call('DELETE', `/staffs/${shop3.admin.id}`, shop3.admin.headers),
      call('PUT', `/staffs/${shop3.admin.id}`, shop3.admin.headers, { role: 'cashier' }),
      call('PUT', `/staffs/${shop3.admin.id}`, shop3.admin.headers, { is_active: false }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'last_active_admin',
        message: 'Không thể gỡ quản trị viên đang hoạt động cuối cùng của cửa hàng.',
      });
    }
    // With a second admin, the first can step down.
    await call('PUT', `/staffs/${shop3.cashier.id}`, shop3.admin.headers, { is_active: true, role: 'admin' });
    expect((await call('PUT', `/staffs/${shop3.admin.id}`, shop3.admin.headers, { role: 'cashier' })).statusCode).toBe(
      200,
    );
  });

  it('removing an invited person withdraws the invitation', async () => {
    const { staff, key } = await invite(uniqueEmail('rut'));
    const res = await call('DELETE', `/staffs/${staff.id}`, shop.admin.headers);
    expect(res.json().data.state).toBe('inactive');
    expect((await call('GET', `/invitations?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    const enable = await call('PUT', `/staffs/${staff.id}`, shop.admin.headers, { is_active: true });
    expect(enable.statusCode).toBe(400);
  });
});
