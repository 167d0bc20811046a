import { ownerQuery, createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { api, seedUnits } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let units: Awaited<ReturnType<typeof seedUnits>>;
let http: ReturnType<typeof api>;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  units = await seedUnits(t, shop);
  categoryId = (await http.post('/categories', { name: 'Thuốc giảm đau, hạ sốt' }, shop.admin.headers)).json().data.id;
});
afterAll(() => t.close());

function paracetamol(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Paracetamol 500mg Stada',
    category_id: categoryId,
    drug_class: 'otc',
    active_ingredient: 'Paracetamol',
    strength: '500mg',
    dosage_form: 'Viên nén',
    registration_number: 'VD-23456-15',
    manufacturer: 'Stada Việt Nam',
    packaging: 'Hộp 10 vỉ x 10 viên',
    cost_price: 400,
    tracking_type: 'lot',
    units: [
      { uom_id: units.Viên, factor: 1, price: 1000, barcode: '8930000000011' },
      { uom_id: units.Vỉ, factor: 10, price: 9500, barcode: '8930000000012' },
      { uom_id: units.Hộp, factor: 100, price: 90000, barcode: '8930000000013' },
    ],
    ...overrides,
  };
}

describe('products', () => {
  let id: string;

  it('creates a product with three units, a generated SP code and the base price', async () => {
    const res = await http.post('/products', paracetamol(), shop.admin.headers);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      code: 'SP000001',
      sale_price: 1000,
      category_name: 'Thuốc giảm đau, hạ sốt',
      stock_on_hand: 0,
      deleted_at: null,
    });
    expect(
      data.units.map((u: { uom_name: string; factor: number; is_base: boolean }) => [u.uom_name, u.factor, u.is_base]),
    ).toEqual([
      ['Viên', 1, true],
      ['Vỉ', 10, false],
      ['Hộp', 100, false],
    ]);
    const second = await http.post(
      '/products',
      paracetamol({ name: 'Efferalgan 500mg', units: [{ uom_id: units.Viên, factor: 1, price: 3000 }] }),
      shop.admin.headers,
    );
    expect(second.json().data.code).toBe('SP000002');
  });

  it('reads it as the admin (the cashier may not: SPEC §6) and finds it without diacritics, by code and by barcode', async () => {
    expect((await http.get(`/products/${id}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.get('/products', shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.get(`/products/${id}`, shop.admin.headers)).json().data.name).toBe('Paracetamol 500mg Stada');
    for (const term of ['paracetamol', 'stada viet nam', 'Stada Việt Nam', 'SP000001', '8930000000012', 'vd-23456']) {
      const list = (await http.get(`/products?search=${encodeURIComponent(term)}`, shop.admin.headers)).json();
      expect(
        list.data.map((p: { id: string }) => p.id),
        term,
      ).toContain(id);
      expect(list.data.find((p: { id: string }) => p.id === id).units).toHaveLength(3);
    }
  });

  it('updates fields and units in place, archiving a removed unit', async () => {
    const current = (await http.get(`/products/${id}`, shop.admin.headers)).json().data;
    const [vien, vi] = current.units;
    const res = await http.put(
      `/products/${id}`,
      paracetamol({
        code: current.code,
        name: 'Paracetamol 500mg Stada (mới)',
        units: [
          { id: vien.id, uom_id: units.Viên, factor: 1, price: 1200, barcode: '8930000000012' },
          { id: vi.id, uom_id: units.Vỉ, factor: 10, price: 11000, barcode: null },
        ],
      }),
      shop.admin.headers,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Paracetamol 500mg Stada (mới)', sale_price: 1200 });
    expect(data.units.map((u: { id: string; barcode: string | null }) => [u.id, u.barcode])).toEqual([
      [vien.id, '8930000000012'],
      [vi.id, null],
    ]);
    const archived = await ownerQuery(
      t.database,
      'select count(*)::int as n from product_units where product_id = $1 and deleted_at is not null',
      [id],
    );
    expect(archived[0]!.n).toBe(1);
  });

  it('refuses a clash of code or barcode with a field message', async () => {
    const code = await http.post(
      '/products',
      paracetamol({ code: 'SP000001', units: [{ uom_id: units.Viên, factor: 1, price: 1 }] }),
      shop.admin.headers,
    );
    expect(code.statusCode).toBe(400);
    expect(code.json().errors.code).toEqual(['Mã này đã được sử dụng.']);
    const barcode = await http.post(
      '/products',
      paracetamol({ units: [{ uom_id: units.Viên, factor: 1, price: 1, barcode: '8930000000012' }] }),
      shop.admin.headers,
    );
    expect(barcode.statusCode).toBe(400);
    expect(barcode.json().errors['units.0.barcode']).toEqual(['Mã vạch này đã được dùng cho sản phẩm khác.']);
  });

  it('refuses bad input with field messages, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ drug_class: 'xyz' }, 'drug_class'],
      [{ tracking_type: 'bulk' }, 'tracking_type'],
      [{ units: [] }, 'units'],
      [{ units: [{ uom_id: units.Vỉ, factor: 10, price: 1 }] }, 'units'],
      [{ units: [{ uom_id: units.Viên, factor: 1, price: -5 }] }, 'units.0.price'],
      [{ units: [{ uom_id: units.Viên, factor: 1.5, price: 5 }] }, 'units.0.factor'],
      // The API does not guess a price: a unit sent without one is refused, not stored at 0 ₫.
      [
        {
          units: [
            { uom_id: units.Viên, factor: 1, price: 1000 },
            { uom_id: units.Vỉ, factor: 10 },
          ],
        },
        'units.1.price',
      ],
      [{ category_id: 'not-a-uuid' }, 'category_id'],
      [{ category_id: '01900000-0000-7000-8000-000000000000' }, 'category_id'],
      [{ units: [{ uom_id: '01900000-0000-7000-8000-000000000000', factor: 1, price: 5 }] }, 'units.0.uom_id'],
    ];
    for (const [override, field] of cases) {
      const res = await http.post('/products', paracetamol({ ...override }), shop.admin.headers);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
  });

  it('lets only the admin write (cashier 403) and hides it from another shop (404)', async () => {
    expect((await http.post('/products', paracetamol({ code: 'X1' }), shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.put(`/products/${id}`, paracetamol(), shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.del(`/products/${id}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.get(`/products/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.del(`/products/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.get('/products?search=paracetamol', other.admin.headers)).json().meta.total).toBe(0);
  });

  it('records an opening lot as a stock move and lists lots by expiry', async () => {
    const res = await http.post(
      `/products/${id}/lots`,
      { lot_number: 'L2301', expiry_date: '2027-06-30', cost: 400, quantity: 500 },
      shop.admin.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ lot_number: 'L2301', quantity: 500 });
    await http.post(
      `/products/${id}/lots`,
      { lot_number: 'L2201', expiry_date: '2026-12-31', quantity: 20 },
      shop.admin.headers,
    );
    const dup = await http.post(`/products/${id}/lots`, { lot_number: 'L2301', quantity: 1 }, shop.admin.headers);
    expect(dup.json().errors.lot_number).toBeDefined();
    expect((await http.get(`/products/${id}/lots`, shop.cashier.headers)).statusCode).toBe(403);
    const lots = (await http.get(`/products/${id}/lots`, shop.admin.headers)).json().data;
    expect(lots.map((l: { lot_number: string }) => l.lot_number)).toEqual(['L2201', 'L2301']);
    expect((await http.get(`/products/${id}`, shop.admin.headers)).json().data.stock_on_hand).toBe(520);
    const moves = await ownerQuery(
      t.database,
      'select quantity::int, reason from stock_moves where product_id = $1 order by quantity',
      [id],
    );
    expect(moves).toEqual([
      { quantity: 20, reason: 'opening' },
      { quantity: 500, reason: 'opening' },
    ]);
  });

  it('stores, serves and caches an image', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0c1f70000000049454e44ae426082',
      'hex',
    );
    const boundary = '----pharmatill';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...shop.admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const up = await t.app.inject({ method: 'PUT', url: `/api/v1/products/${id}/image`, headers, payload: body });
    expect(up.statusCode).toBe(200);
    const url = up.json().data.image_url as string;
    expect((await http.get(`/products/${id}`, shop.admin.headers)).json().data.image_url).toBe(url);
    expect((await t.app.inject({ method: 'GET', url, headers: shop.cashier.headers })).statusCode).toBe(403);
    const img = await t.app.inject({ method: 'GET', url, headers: shop.admin.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...shop.admin.headers, 'if-none-match': String(img.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const text = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ),
    ]);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/products/${id}/image`, headers, payload: text });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.file).toBeDefined();
  });

  it('archives instead of deleting: the row and its moves stay, the code is free again', async () => {
    expect((await http.del(`/products/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect((await http.get(`/products/${id}`, shop.admin.headers)).statusCode).toBe(404);
    const rows = await ownerQuery(t.database, 'select deleted_at is not null as archived from products where id = $1', [
      id,
    ]);
    expect(rows).toEqual([{ archived: true }]);
    const reuse = await http.post(
      '/products',
      paracetamol({ code: 'SP000001', units: [{ uom_id: units.Viên, factor: 1, price: 1, barcode: '8930000000012' }] }),
      shop.admin.headers,
    );
    expect(reuse.statusCode).toBe(201);
  });
});

describe('product list', () => {
  beforeAll(async () => {
    const make = (name: string, extra: Record<string, unknown>) =>
      http.post(
        '/products',
        {
          name,
          units: [{ uom_id: units.Viên, factor: 1, price: Number(extra.price ?? 1000) }],
          ...extra,
          price: undefined,
        },
        shop.admin.headers,
      );
    await make('Amoxicillin 500mg', { drug_class: 'rx', tracking_type: 'lot', price: 2500 });
    await make('Cefuroxim 250mg', { drug_class: 'rx', tracking_type: 'lot', price: 8000 });
    await make('Máy đo huyết áp Omron', { tracking_type: 'serial', price: 850000 });
    await make('Khẩu trang y tế', { tracking_type: 'basic', is_active: false, price: 500 });
  });

  it('filters by drug class, tracking type, active flag and category', async () => {
    const names = async (query: string) =>
      (await http.get(`/products?${query}&page_size=100`, shop.admin.headers))
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort();
    expect(await names('drug_class=rx')).toEqual(['Amoxicillin 500mg', 'Cefuroxim 250mg']);
    expect(await names('tracking_type=serial')).toEqual(['Máy đo huyết áp Omron']);
    expect(await names('active=false')).toEqual(['Khẩu trang y tế']);
    expect(await names(`category_id=${categoryId}`)).toContain('Efferalgan 500mg');
    expect(await names('search=may do huyet ap')).toEqual(['Máy đo huyết áp Omron']);
  });

  it('sorts by price both ways and pages', async () => {
    const page = (await http.get('/products?sort=-sale_price&page_size=2&page=1', shop.admin.headers)).json();
    expect(page.data.map((p: { sale_price: number }) => p.sale_price)).toEqual([850000, 8000]);
    expect(page.meta).toMatchObject({ page: 1, page_size: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(6);
    const asc = (await http.get('/products?sort=sale_price&page_size=1', shop.admin.headers)).json();
    expect(asc.data[0].sale_price).toBe(1);
    expect((await http.get('/products?sort=cost', shop.admin.headers)).statusCode).toBe(400);
    expect((await http.get('/products?drug_class=abc', shop.admin.headers)).json().errors.drug_class).toBeDefined();
  });
});
