import { seedShop, type SeededShop } from '../fixtures';
import { ownerQuery } from '../test-app';
import { bearer, createMailTestApp, signUpAndConfirm, type MailTestApp } from './helpers';

let t: MailTestApp;
let shop: SeededShop;
let other: SeededShop;
beforeAll(async () => {
  t = await createMailTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Bên Cạnh');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

const setup = {
  name: 'Nhà thuốc An Khang',
  address: '45 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội',
  phone: '024 3825 1234',
  tax_code: '0101234565',
  gpp_certificate_number: '123/GPP-SYT',
  pharmacist_name: 'DS. Nguyễn Văn An',
};

describe('GET /tenants', () => {
  it('a new shop: its store, setup not done, and a 14-day trial', async () => {
    const session = await signUpAndConfirm(t);
    const res = await get('/api/v1/tenants', bearer(session.access_token));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: session.user.tenant_id,
      name: 'Nhà thuốc Minh Châu',
      setup_done: false,
      store: {
        name: 'Nhà thuốc Minh Châu',
        phone: '0903123456',
        email: session.email,
        setup_done_at: null,
        tax_code: null,
      },
      subscription: { plan: 'trial', state: 'TRIAL', days_left: 14, current_period_end: null },
    });
    const ends = new Date(data.subscription.trial_ends_at).getTime();
    expect(Math.abs(ends - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
  });

  it('turns an ended trial into TRIAL_EXPIRED with 0 days left, and records it', async () => {
    await ownerQuery(
      t.database,
      `update subscriptions set trial_ends_at = now() - interval '1 minute' where tenant_id = $1`,
      [other.tenantId],
    );
    const res = await get('/api/v1/tenants', other.cashier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toMatchObject({ state: 'TRIAL_EXPIRED', days_left: 0 });
    const [row] = await ownerQuery<{ state: string }>(
      t.database,
      'select state from subscriptions where tenant_id = $1',
      [other.tenantId],
    );
    expect(row?.state).toBe('TRIAL_EXPIRED');
    // Nothing is restricted (SPEC §1): the shop keeps working.
    expect((await get('/api/v1/me', other.cashier.headers)).statusCode).toBe(200);
    expect((await get('/api/v1/staffs', other.admin.headers)).statusCode).toBe(200);
  });

  it('shows each tenant only itself', async () => {
    expect((await get('/api/v1/tenants', shop.admin.headers)).json().data.id).toBe(shop.tenantId);
    expect((await get('/api/v1/tenants', other.admin.headers)).json().data.id).toBe(other.tenantId);
  });

  it('needs a valid token', async () => {
    const res = await get('/api/v1/tenants', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
});

describe('PUT /tenants/setup', () => {
  it('saves the /setup-store form and marks setup done', async () => {
    const session = await signUpAndConfirm(t);
    const res = await put('/api/v1/tenants/setup', bearer(session.access_token), setup);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: setup.name,
      setup_done: true,
      store: { ...setup, setup_done_at: expect.any(String) },
    });
    expect((await get('/api/v1/tenants', bearer(session.access_token))).json().data.setup_done).toBe(true);
  });

  it('validates required fields', async () => {
    const res = await put('/api/v1/tenants/setup', shop.admin.headers, { name: '', address: '', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['Yêu cầu nhập tên cửa hàng.'],
      address: ['Yêu cầu nhập địa chỉ.'],
      phone: ['Số điện thoại không hợp lệ.'],
    });
  });

  it('is for admins: a cashier gets 403', async () => {
    const res = await put('/api/v1/tenants/setup', shop.cashier.headers, setup);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
  });
});

describe('GET|PUT /settings/store', () => {
  const full = {
    ...setup,
    name: 'Nhà thuốc Thử Nghiệm 2',
    email: 'LienHe@NhaThuoc.vn',
    business_licence_number: '0312345678',
    pharmacist_certificate_number: '1234/CCHN-D-SYT-HCM',
    national_facility_code: '79-0001234',
  };

  it('reads and writes every store field', async () => {
    const res = await put('/api/v1/settings/store', shop.admin.headers, full);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...full, email: 'lienhe@nhathuoc.vn' });
    const read = await get('/api/v1/settings/store', shop.admin.headers);
    expect(read.json().data).toEqual({
      ...full,
      email: 'lienhe@nhathuoc.vn',
      setup_done_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await get('/api/v1/tenants', shop.admin.headers)).json().data.name).toBe(full.name);
    // Clearing an optional field stores null.
    const cleared = await put('/api/v1/settings/store', shop.admin.headers, { ...full, tax_code: '' });
    expect(cleared.json().data.tax_code).toBeNull();
    // The other shop is untouched.
    expect((await get('/api/v1/settings/store', other.admin.headers)).json().data.name).toBe('Nhà thuốc Bên Cạnh');
  });

  it('validates the e-mail and refuses cashiers', async () => {
    const bad = await put('/api/v1/settings/store', shop.admin.headers, { ...full, email: 'sai' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: ['Định dạng email không đúng. Vui lòng kiểm tra lại.'] });
    expect((await get('/api/v1/settings/store', shop.cashier.headers)).statusCode).toBe(403);
    expect((await put('/api/v1/settings/store', shop.cashier.headers, full)).statusCode).toBe(403);
  });

  it('checks the shop tax code: 10 or 13 digits with the check digit', async () => {
    const message = 'Mã số thuế gồm 10 chữ số (hoặc 13 chữ số với đơn vị phụ thuộc) và chữ số kiểm tra phải đúng.';
    for (const tax_code of ['0101234567', '010123456', '0101234565-000', 'MST0101234']) {
      const bad = await put('/api/v1/settings/store', shop.admin.headers, { ...full, tax_code });
      expect(bad.statusCode, tax_code).toBe(400);
      expect(bad.json().errors).toEqual({ tax_code: [message] });
    }
    for (const tax_code of ['0100109106', '0100109106-001', '0100109106001']) {
      const good = await put('/api/v1/settings/store', shop.admin.headers, { ...full, tax_code });
      expect(good.statusCode, tax_code).toBe(200);
    }
  });
});
