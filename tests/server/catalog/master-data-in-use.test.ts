import { catalogVi } from '../../../src/i18n/catalog-errors';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { api } from './helpers';

let t: TestApp;
let shop: SeededShop;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t);
});
afterAll(() => t.close());

const create = async (path: string, body: Record<string, unknown>) => {
  const res = await http.post(path, body, shop.admin.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};
const del = (path: string) => http.del(path, shop.admin.headers);

async function expectInUse(path: string) {
  const res = await del(path);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(catalogVi.errors.inUse);
  expect((await http.get(path, shop.admin.headers)).statusCode).toBe(200);
}

describe('a named list entry in use cannot be archived', () => {
  const ids: Record<string, string> = {};
  let productId: string;
  let doctorId: string;
  let customerId: string;

  beforeAll(async () => {
    ids.categories = await create('/categories', { name: 'Kháng sinh' });
    ids.tags = await create('/tags', { name: 'Hàng mới', color: 'red' });
    ids.uoms = await create('/uoms', { name: 'Gói' });
    ids.taxes = await create('/taxes', { name: 'Thuế 5%', rate: 5 });
    ids.specializations = await create('/specializations', { name: 'Nhi khoa' });
    ids['customer-groups'] = await create('/customer-groups', { name: 'Khách quen', discount_percent: 3 });
    productId = await create('/products', {
      name: 'Amoxicillin 500mg',
      category_id: ids.categories,
      tag_ids: [ids.tags],
      tax_id: ids.taxes,
      drug_class: 'rx',
      units: [{ uom_id: ids.uoms, factor: 1, price: 2000 }],
    });
    doctorId = await create('/doctors', { name: 'BS. Trần Thị Lan', specialization_id: ids.specializations });
    customerId = await create('/customers', { full_name: 'Phạm Văn Hùng', customer_group_id: ids['customer-groups'] });
  });

  it.each(['categories', 'tags', 'uoms', 'taxes', 'specializations', 'customer-groups'])(
    '/%s: 409 while a live record uses it',
    async (name) => {
      await expectInUse(`/${name}/${ids[name]}`);
    },
  );

  it.each([
    ['/categories', { name: 'Vitamin' }],
    ['/tags', { name: 'Khuyến mãi', color: 'blue' }],
    ['/uoms', { name: 'Chai' }],
    ['/taxes', { name: 'Thuế 10%', rate: 10 }],
    ['/specializations', { name: 'Da liễu' }],
    ['/customer-groups', { name: 'Khách sỉ', discount_percent: 5 }],
  ])('%s: an unused entry is archived (204)', async (path, body) => {
    const id = await create(path, body);
    expect((await del(`${path}/${id}`)).statusCode).toBe(204);
    expect((await http.get(`${path}/${id}`, shop.admin.headers)).statusCode).toBe(404);
  });

  it('an archived record no longer holds its category, tags, tax, specialization or group', async () => {
    expect((await del(`/products/${productId}`)).statusCode).toBe(204);
    expect((await del(`/doctors/${doctorId}`)).statusCode).toBe(204);
    expect((await del(`/customers/${customerId}`)).statusCode).toBe(204);
    for (const name of ['categories', 'tags', 'taxes', 'specializations', 'customer-groups']) {
      expect((await del(`/${name}/${ids[name]}`)).statusCode, name).toBe(204);
    }
  });
});
