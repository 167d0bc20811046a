import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers = shop.admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers, payload: body as object });
const get = (path: string, headers = shop.admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });

describe.each([
  { path: '/categories', body: { name: 'Thuốc giảm đau' }, search: 'giam dau', permission: 'viewCategoryList' },
  { path: '/tags', body: { name: 'Bán chạy', color: 'red' }, search: 'ban chay', permission: 'viewTagList' },
  { path: '/uoms', body: { name: 'Viên đặt' }, search: 'vien dat', permission: 'viewUOMList' },
  { path: '/specializations', body: { name: 'Nội tiết' }, search: 'noi tiet', permission: 'viewSpecializationList' },
  {
    path: '/customer-groups',
    body: { name: 'Khách sỉ', discount_percent: 5 },
    search: 'khach si',
    permission: 'viewCustomerGroupList',
  },
  { path: '/taxes', body: { name: 'Thuế GTGT đặc biệt', rate: 8 }, search: 'thue gtgt dac', permission: 'viewTaxList' },
])('$path', ({ path, body, search }) => {
  let id: string;

  it('creates, reads and updates', async () => {
    const created = await post(path, body);
    expect(created.statusCode).toBe(201);
    id = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...body, deleted_at: null });
    expect((await get(`${path}/${id}`)).json().data.name).toBe(body.name);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1${path}/${id}`,
      headers: shop.admin.headers,
      payload: { ...body, note: 'Đã sửa' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.note).toBe('Đã sửa');
  });

  it('finds it with and without diacritics; the cashier may not read it (SPEC §6)', async () => {
    expect((await get(`${path}?search=${encodeURIComponent(search)}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await get(`${path}/${id}`, shop.cashier.headers)).statusCode).toBe(403);
    for (const term of [search, body.name]) {
      const res = await get(`${path}?search=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: { id: string }) => r.id)).toContain(id);
    }
    expect((await get(`${path}?search=zzzz`)).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses a duplicate name as a field error', async () => {
    const res = await post(path, { ...body, name: body.name.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', errors: { name: [expect.any(String)] } });
  });

  it('refuses the cashier a write (403) and bad input (400)', async () => {
    expect((await post(path, { ...body, name: 'Khác' }, shop.cashier.headers)).statusCode).toBe(403);
    const bad = await post(path, { ...body, name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toBeDefined();
  });

  it('hides it from another shop (404)', async () => {
    expect((await get(`${path}/${id}`, other.admin.headers)).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1${path}/${id}`,
      headers: other.admin.headers,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1${path}/${id}`, headers: other.admin.headers })).statusCode,
    ).toBe(404);
  });

  it('archives it: gone from the list and the detail', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1${path}/${id}`, headers: shop.admin.headers });
    expect(res.statusCode).toBe(204);
    expect((await get(`${path}/${id}`)).statusCode).toBe(404);
    expect((await get(path)).json().data.map((r: { id: string }) => r.id)).not.toContain(id);
  });
});

describe('list conventions', () => {
  beforeAll(async () => {
    for (const name of ['Đơn vị A', 'Đơn vị B', 'Đơn vị C', 'Đơn vị D', 'Đơn vị E']) await post('/uoms', { name });
  });

  it('pages and sorts', async () => {
    const first = (await get('/uoms?page=1&page_size=2&sort=-name&search=don vi')).json();
    expect(first.meta).toEqual({ page: 1, page_size: 2, total: 5 });
    expect(first.data.map((r: { name: string }) => r.name)).toEqual(['Đơn vị E', 'Đơn vị D']);
    const third = (await get('/uoms?page=3&page_size=2&sort=-name&search=don vi')).json();
    expect(third.data.map((r: { name: string }) => r.name)).toEqual(['Đơn vị A']);
    expect(third.meta.total).toBe(5);
    const beyond = (await get('/uoms?page=9&page_size=2&search=don vi')).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: 5 } });
  });

  it("'d' finds 'đ'", async () => {
    expect((await get('/uoms?search=d')).json().meta.total).toBe(5);
  });

  it('refuses a bad page, page size or sort field with field messages', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
      ['sort=password', 'sort'],
    ]) {
      const res = await get(`/uoms?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field!]).toBeDefined();
    }
  });

  it('refuses a tax rate other than 0, 5, 8, 10', async () => {
    const res = await post('/taxes', { name: 'Lạ', rate: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.rate).toBeDefined();
  });

  it('two simultaneous creates or renames to one name: exactly one wins, the other gets the name message', async () => {
    const creates = await Promise.all([post('/tags', { name: 'Cùng lúc' }), post('/tags', { name: 'cùng lúc' })]);
    expect(creates.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(creates.find((r) => r.statusCode === 400)!.json()).toMatchObject({
      code: 'validation_error',
      errors: { name: [expect.any(String)] },
    });
    const ids = await Promise.all(
      ['Một', 'Hai'].map(async (name) => (await post('/tags', { name })).json().data.id as string),
    );
    const put = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/tags/${id}`,
        headers: shop.admin.headers,
        payload: { name: 'Đổi cùng lúc' },
      });
    const renames = await Promise.all(ids.map(put));
    expect(renames.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(renames.find((r) => r.statusCode === 400)!.json().errors.name).toBeDefined();
  });
});
