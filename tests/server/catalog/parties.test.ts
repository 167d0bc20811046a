import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { api } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
});
afterAll(() => t.close());

describe('customers', () => {
  let id: string;
  let groupId: string;

  it('creates with a KH code as the cashier, reads and updates', async () => {
    groupId = (
      await http.post('/customer-groups', { name: 'Khách quen', discount_percent: 5 }, shop.admin.headers)
    ).json().data.id;
    const res = await http.post(
      '/customers',
      {
        full_name: 'Nguyễn Thị Hồng Đào',
        phone: '0912 345 678',
        gender: 'female',
        date_of_birth: '1985-04-12',
        province: 'Hà Nội',
        district: 'Cầu Giấy',
        customer_group_id: groupId,
        allergies: 'Dị ứng penicillin',
      },
      shop.cashier.headers,
    );
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      code: 'KH000001',
      phone: '0912345678',
      customer_group_name: 'Khách quen',
      total_spent: 0,
    });
    const upd = await http.put(
      `/customers/${id}`,
      { full_name: 'Nguyễn Thị Hồng Đào', phone: '0912345678', street: '12 Trần Duy Hưng' },
      shop.cashier.headers,
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ code: 'KH000001', street: '12 Trần Duy Hưng', customer_group_id: null });
  });

  it('accepts a client id (made at the counter) and refuses it twice', async () => {
    const clientId = '0190f000-0000-7000-8000-0000000000c1';
    expect(
      (await http.post('/customers', { id: clientId, full_name: 'Trần Văn Bình' }, shop.cashier.headers)).statusCode,
    ).toBe(201);
    expect(
      (await http.post('/customers', { id: clientId, full_name: 'Trần Văn Bình' }, shop.cashier.headers)).statusCode,
    ).toBe(409);
  });

  it('searches with and without diacritics and by phone; filters by group; sorts and pages', async () => {
    for (const term of ['hong dao', 'Hồng Đào', '0912345678', 'kh000001']) {
      expect(
        (await http.get(`/customers?search=${encodeURIComponent(term)}`, shop.cashier.headers))
          .json()
          .data.map((c: { id: string }) => c.id),
        term,
      ).toEqual([id]);
    }
    await http.put(
      `/customers/${id}`,
      { full_name: 'Nguyễn Thị Hồng Đào', phone: '0912345678', customer_group_id: groupId },
      shop.admin.headers,
    );
    expect((await http.get(`/customers?customer_group_id=${groupId}`, shop.admin.headers)).json().meta.total).toBe(1);
    const sorted = (await http.get('/customers?sort=full_name&page_size=1&page=2', shop.admin.headers)).json();
    expect(sorted).toMatchObject({ meta: { page: 2, page_size: 1, total: 2 } });
    expect(sorted.data[0].full_name).toBe('Trần Văn Bình');
  });

  it('refuses a phone already used as a field error, and bad input', async () => {
    const dup = await http.post('/customers', { full_name: 'Lê Văn C', phone: '0912.345.678' }, shop.admin.headers);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.phone).toEqual(['Số điện thoại này đã được dùng cho khách hàng khác.']);
    const bad = await http.post(
      '/customers',
      { full_name: '', email: 'not-an-email', gender: 'x', date_of_birth: '31/12/2000' },
      shop.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date_of_birth', 'email', 'full_name', 'gender']);
    const code = await http.post('/customers', { full_name: 'Lê Văn D', code: 'KH000001' }, shop.admin.headers);
    expect(code.json().errors.code).toBeDefined();
  });

  it('refuses a date of birth after today, with a Vietnamese field message', async () => {
    const future = await http.post(
      '/customers',
      { full_name: 'Lê Văn E', date_of_birth: '2999-01-01' },
      shop.admin.headers,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.date_of_birth).toEqual(['Ngày sinh không được sau ngày hôm nay.']);
    const past = await http.post(
      '/customers',
      { full_name: 'Lê Văn E', date_of_birth: '1950-03-04' },
      shop.admin.headers,
    );
    expect(past.statusCode).toBe(201);
  });

  it('refuses a tax code whose check digit is wrong, and keeps a branch code dashed', async () => {
    const bad = await http.post('/customers', { full_name: 'Công ty A', tax_code: '0100108657' }, shop.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.tax_code).toEqual([
      'Mã số thuế gồm 10 chữ số (hoặc thêm dấu gạch và 3 chữ số của chi nhánh) với chữ số kiểm tra đúng.',
    ]);
    const branch = await http.post(
      '/customers',
      { full_name: 'Công ty B', tax_code: '0100108656001' },
      shop.admin.headers,
    );
    expect(branch.statusCode).toBe(201);
    expect(branch.json().data.tax_code).toBe('0100108656-001');
  });

  it('archives only as admin; another shop gets 404', async () => {
    expect((await http.get(`/customers/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.put(`/customers/${id}`, { full_name: 'X' }, other.admin.headers)).statusCode).toBe(404);
    expect((await http.del(`/customers/${id}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.del(`/customers/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect((await http.get(`/customers/${id}`, shop.admin.headers)).statusCode).toBe(404);
    // The phone is free again once its customer is archived.
    expect(
      (await http.post('/customers', { full_name: 'Lê Văn C', phone: '0912345678' }, shop.admin.headers)).statusCode,
    ).toBe(201);
  });

  it("saves a customer whose form left the gender on its 'none' option", async () => {
    const res = await http.post(
      '/customers',
      { full_name: 'Lê Văn Tám', phone: '', gender: '', email: '', customer_group_id: '' },
      shop.cashier.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ full_name: 'Lê Văn Tám', gender: null, customer_group_id: null });
  });
});

describe('doctors', () => {
  it('creates, finds without diacritics, filters by specialization, updates and archives', async () => {
    const spec = (await http.post('/specializations', { name: 'Nhi khoa' }, shop.admin.headers)).json().data.id;
    const res = await http.post(
      '/doctors',
      {
        name: 'BS. Phạm Đức Thắng',
        specialization_id: spec,
        workplace: 'Bệnh viện Nhi Trung ương',
        certificate_number: '001234/HNO-CCHN',
        phone: '0987654321',
      },
      shop.cashier.headers,
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data.specialization_name).toBe('Nhi khoa');
    expect((await http.get('/doctors?search=duc thang', shop.cashier.headers)).json().data[0].id).toBe(id);
    expect((await http.get(`/doctors?specialization_id=${spec}`, shop.cashier.headers)).json().meta.total).toBe(1);
    expect(
      (
        await http.put(
          `/doctors/${id}`,
          { name: 'BS. Phạm Đức Thắng', workplace: 'Phòng khám Nhi Hà Nội' },
          shop.cashier.headers,
        )
      ).json().data.workplace,
    ).toBe('Phòng khám Nhi Hà Nội');
    expect(
      (
        await http.post(
          '/doctors',
          { name: 'BS. X', specialization_id: '0190f000-0000-7000-8000-000000000000' },
          shop.admin.headers,
        )
      ).json().errors.specialization_id,
    ).toBeDefined();
    expect((await http.get(`/doctors/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.del(`/doctors/${id}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.del(`/doctors/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect((await http.get('/doctors', shop.admin.headers)).json().meta.total).toBe(0);
  });
});

describe('vendors', () => {
  it('creates NCC codes, refuses the cashier, clashes on code, searches, archives', async () => {
    const res = await http.post(
      '/vendors',
      { name: 'Công ty CP Dược phẩm Trung ương 2', tax_code: '0100108656', phone: '02438255678' },
      shop.admin.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toBe('NCC0001');
    const id = res.json().data.id;
    expect((await http.post('/vendors', { name: 'Zuellig Pharma' }, shop.admin.headers)).json().data.code).toBe(
      'NCC0002',
    );
    expect((await http.get('/vendors', shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.post('/vendors', { name: 'X' }, shop.cashier.headers)).statusCode).toBe(403);
    expect(
      (await http.post('/vendors', { name: 'Y', code: 'NCC0001' }, shop.admin.headers)).json().errors.code,
    ).toBeDefined();
    expect(
      (await http.get('/vendors?search=duoc pham trung uong', shop.admin.headers))
        .json()
        .data.map((v: { id: string }) => v.id),
    ).toEqual([id]);
    expect((await http.get('/vendors?sort=-code', shop.admin.headers)).json().data[0].code).toBe('NCC0002');
    expect(
      (await http.put(`/vendors/${id}`, { name: 'Dược TW2', email: 'bad' }, shop.admin.headers)).json().errors.email,
    ).toBeDefined();
    expect((await http.get(`/vendors/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.del(`/vendors/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect((await http.get(`/vendors/${id}`, shop.admin.headers)).statusCode).toBe(404);
  });

  it('refuses a malformed tax code and phone with Vietnamese field messages', async () => {
    for (const tax_code of ['12345', '0100109107', '0100109106-000', 'MST0100109106']) {
      const bad = await http.post('/vendors', { name: 'Công ty A', tax_code }, shop.admin.headers);
      expect(bad.statusCode, tax_code).toBe(400);
      expect(bad.json().errors).toEqual({
        tax_code: ['Mã số thuế gồm 10 chữ số (hoặc thêm dấu gạch và 3 chữ số của chi nhánh) với chữ số kiểm tra đúng.'],
      });
    }
    const phone = await http.post('/vendors', { name: 'Công ty A', phone: '09-abc' }, shop.admin.headers);
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ phone: ['Số điện thoại không hợp lệ.'] });
    const branch = await http.post(
      '/vendors',
      { name: 'Công ty A – CN', tax_code: '0100109106001' },
      shop.admin.headers,
    );
    expect(branch.statusCode, branch.body).toBe(201);
    expect(branch.json().data.tax_code).toBe('0100109106-001');
  });

  it("refuses a tax code another of the shop's live vendors holds, on the field", async () => {
    const taken = ['Mã số thuế này đã được dùng cho nhà cung cấp khác.'];
    const first = await http.post(
      '/vendors',
      { name: 'Công ty Minh Khang', tax_code: '0101234565' },
      shop.admin.headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await http.post(
      '/vendors',
      { name: 'Minh Khang (trùng)', tax_code: '0101234565' },
      shop.admin.headers,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ tax_code: taken });
    // Another shop may deal with the same firm; a branch has its own code.
    expect(
      (await http.post('/vendors', { name: 'Minh Khang', tax_code: '0101234565' }, other.admin.headers)).statusCode,
    ).toBe(201);
    const branch = await http.post(
      '/vendors',
      { name: 'Minh Khang CN', tax_code: '0101234565-002' },
      shop.admin.headers,
    );
    expect(branch.statusCode).toBe(201);
    // Saved before codes were checked, without the branch dash: still the same code.
    await ownerQuery(t.database, `update vendors set tax_code = '0101234565002' where id = $1`, [
      branch.json().data.id,
    ]);
    const dashed = await http.post(
      '/vendors',
      { name: 'Minh Khang CN2', tax_code: '0101234565-002' },
      shop.admin.headers,
    );
    expect(dashed.json().errors).toEqual({ tax_code: taken });
    // A vendor keeps its own code when edited, but cannot take another's.
    const id = first.json().data.id;
    expect(
      (
        await http.put(
          `/vendors/${id}`,
          { name: 'Công ty TNHH Minh Khang', tax_code: '0101234565' },
          shop.admin.headers,
        )
      ).statusCode,
    ).toBe(200);
    const edited = await http.put(
      `/vendors/${branch.json().data.id}`,
      { name: 'Minh Khang CN', tax_code: '0101234565' },
      shop.admin.headers,
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ tax_code: taken });
    // An archived vendor's code is free again.
    expect((await http.del(`/vendors/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect(
      (await http.post('/vendors', { name: 'Minh Khang mới', tax_code: '0101234565' }, shop.admin.headers)).statusCode,
    ).toBe(201);
  });
});
