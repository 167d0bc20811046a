import { todayInShop } from '../../../src/domain/shop-clock';
import { makeSelfSignedPkcs12 } from '../../../server/modules/einvoices/signing/certificate';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { api, seedUnits } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let http: ReturnType<typeof api>;
let productId: string;
let unitIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  const units = await seedUnits(t, shop);
  const product = await http.post(
    '/products',
    {
      name: 'Amoxicillin 500mg',
      drug_class: 'rx',
      units: [
        { uom_id: units.Viên, factor: 1, price: 2000 },
        { uom_id: units.Vỉ, factor: 10, price: 19000 },
      ],
    },
    shop.admin.headers,
  );
  productId = product.json().data.id;
  unitIds = product.json().data.units.map((u: { id: string }) => u.id);
});
afterAll(() => t.close());

describe('general settings', () => {
  it('answers the defaults, saves and reads as admin (the cashier may not read: SPEC §6)', async () => {
    expect((await http.get('/settings/general', shop.cashier.headers)).statusCode).toBe(403);
    const first = (await http.get('/settings/general', shop.admin.headers)).json().data;
    expect(first).toMatchObject({
      expiry_warning_days: 90,
      fefo_enabled: true,
      allow_negative_stock: false,
      cash_rounding: 0,
      vietqr_bank_bin: null,
    });
    const body = {
      expiry_warning_days: 60,
      low_stock_threshold: 5,
      fefo_enabled: true,
      allow_negative_stock: true,
      cash_rounding: 500,
      vietqr_bank_bin: '970436',
      vietqr_account_number: '0011004455667',
      vietqr_account_name: 'NHA THUOC DEMO',
    };
    const saved = await http.put('/settings/general', body, shop.admin.headers);
    expect(saved.statusCode).toBe(200);
    expect((await http.get('/settings/general', shop.admin.headers)).json().data).toMatchObject(body);
    expect((await http.get('/settings/general', other.admin.headers)).json().data.expiry_warning_days).toBe(90);
  });

  it('refuses the cashier and bad values', async () => {
    expect((await http.put('/settings/general', {}, shop.cashier.headers)).statusCode).toBe(403);
    const bad = await http.put(
      '/settings/general',
      {
        cash_rounding: 300,
        vietqr_bank_bin: '12',
        expiry_warning_days: -1,
        purchase_order_default_tax_id: '0190f000-0000-7000-8000-000000000000',
      },
      shop.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cash_rounding', 'expiry_warning_days', 'vietqr_bank_bin']);
  });
});

const YEAR = Number(todayInShop().slice(0, 4));
const YY = String(YEAR % 100).padStart(2, '0');

describe('e-invoice settings', () => {
  it('refuses a series of another year, a malformed series and a template not 1–6, in Vietnamese', async () => {
    const last = `C${String((YEAR - 1) % 100).padStart(2, '0')}TAA`;
    const res = await http.put(
      '/settings/einvoices',
      { template_code: '01GTKT', series: last, cash_register_series: 'ABC', cash_register_template: '7' },
      shop.admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      template_code: ['Mẫu số là một chữ số từ 1 đến 6 (1: hóa đơn GTGT, 2: hóa đơn bán hàng).'],
      series: [`Ký hiệu phải mang năm phát hành ${YEAR} (2 số ${YY}).`],
      cash_register_series: [
        'Ký hiệu gồm 6 ký tự: C hoặc K, 2 số cuối của năm, một chữ cái loại hóa đơn (T, D, L, M, N, B, G, H) và 2 chữ cái in hoa, ví dụ C26TAA.',
      ],
      cash_register_template: ['Mẫu số là một chữ số từ 1 đến 6 (1: hóa đơn GTGT, 2: hóa đơn bán hàng).'],
    });
    const abc = await http.put('/settings/einvoices', { template_code: '1', series: 'ABC' }, shop.admin.headers);
    expect(abc.json().errors.series).toEqual([
      'Ký hiệu gồm 6 ký tự: C hoặc K, 2 số cuối của năm, một chữ cái loại hóa đơn (T, D, L, M, N, B, G, H) và 2 chữ cái in hoa, ví dụ C26TAA.',
    ]);
  });

  it("refuses the seller's e-mail and phone that are not one, and keeps the phone without its dots", async () => {
    // They are printed on every invoice the shop issues: a typo would go out on all of them.
    const bad = await http.put(
      '/settings/einvoices',
      { seller_email: 'nhathuoc.demo.vn', seller_phone: '028 38 abc' },
      shop.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      seller_email: ['Định dạng email không đúng. Vui lòng kiểm tra lại.'],
      seller_phone: ['Số điện thoại không hợp lệ.'],
    });
    const good = await http.put(
      '/settings/einvoices',
      { seller_email: 'hoadon@nhathuocdemo.vn', seller_phone: '028.3829.1234' },
      shop.admin.headers,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ seller_email: 'hoadon@nhathuocdemo.vn', seller_phone: '02838291234' });
  });

  it('takes a signing certificate only with its password, and answers its subject and expiry, never the file', async () => {
    const made = makeSelfSignedPkcs12('Nhà thuốc Thử', '0100109106');
    const wrong = await http.put(
      '/settings/einvoices/certificate',
      { p12_base64: made.p12Base64, password: 'sai' },
      shop.admin.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      p12_base64: ['Không mở được tệp chứng thư số (PKCS#12) với mật khẩu này.'],
    });
    expect((await http.put('/settings/einvoices/certificate', made, shop.cashier.headers)).statusCode).toBe(403);
    const ok = await http.put(
      '/settings/einvoices/certificate',
      { p12_base64: made.p12Base64, password: made.password },
      shop.admin.headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.certificate.subject).toBe('CN=Nhà thuốc Thử, OU=MST:0100109106, C=VN');
    expect(new Date(ok.json().data.certificate.not_after).getTime()).toBeGreaterThan(Date.now());
    expect(ok.body).not.toContain(made.p12Base64.slice(0, 40));
    expect(ok.body).not.toContain(made.password);
  });

  it('keeps the provider password sealed and never answers it', async () => {
    const res = await http.put(
      '/settings/einvoices',
      { provider: 'gateway', api_url: 'http://127.0.0.1:9/api', username: 'shop', password: 'bí mật' },
      shop.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.has_password).toBe(true);
    expect(res.body).not.toContain('bí mật');
    expect(res.body).not.toContain('password_sealed');
  });

  it('is admin only and keeps template and series', async () => {
    expect((await http.get('/settings/einvoices', shop.cashier.headers)).statusCode).toBe(403);
    const saved = await http.put(
      '/settings/einvoices',
      {
        provider: 'viettel',
        enabled: true,
        template_code: '1',
        series: `C${YY}TAA`,
        seller_name: 'Nhà thuốc Demo',
        seller_tax_code: '0312345673',
      },
      shop.admin.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect((await http.get('/settings/einvoices', shop.admin.headers)).json().data).toMatchObject({
      provider: 'viettel',
      template_code: '1',
      series: `C${YY}TAA`,
    });
    expect(
      (await http.put('/settings/einvoices', { provider: 'acme' }, shop.admin.headers)).json().errors.provider,
    ).toBeDefined();
  });
});

describe('prescription templates', () => {
  it('creates with items, answers product and unit names, validates products, archives', async () => {
    const body = {
      name: 'Viêm họng cấp',
      diagnosis: 'J02 - Viêm họng cấp',
      items: [{ product_id: productId, unit_id: unitIds[1], quantity: 2, dosage: 'Sáng 1 viên, tối 1 viên sau ăn' }],
    };
    const res = await http.post('/prescription-templates', body, shop.admin.headers);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data.items[0]).toMatchObject({ product_name: 'Amoxicillin 500mg', unit_name: 'Vỉ', quantity: 2 });
    expect((await http.get('/prescription-templates?search=viem hong', shop.admin.headers)).json().data[0].id).toBe(id);
    expect((await http.get('/prescription-templates', shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.post('/prescription-templates', body, shop.cashier.headers)).statusCode).toBe(403);
    const bad = await http.post(
      '/prescription-templates',
      { name: 'X', items: [{ product_id: '0190f000-0000-7000-8000-000000000000', quantity: 0 }] },
      shop.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['items.0.quantity']).toBeDefined();
    const missing = await http.post(
      '/prescription-templates',
      { name: 'X', items: [{ product_id: '0190f000-0000-7000-8000-000000000000', quantity: 1 }] },
      shop.admin.headers,
    );
    expect(missing.json().errors['items.0.product_id']).toBeDefined();
    const upd = await http.put(
      `/prescription-templates/${id}`,
      { ...body, items: [{ product_id: productId, quantity: 10 }] },
      shop.admin.headers,
    );
    expect(upd.json().data.items).toEqual([expect.objectContaining({ quantity: 10, unit_id: null })]);
    expect((await http.get(`/prescription-templates/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await http.del(`/prescription-templates/${id}`, shop.admin.headers)).statusCode).toBe(204);
    expect((await http.get(`/prescription-templates/${id}`, shop.admin.headers)).statusCode).toBe(404);
  });

  it('refuses a template naming the same medicine twice, on the repeated line', async () => {
    const res = await http.post(
      '/prescription-templates',
      {
        name: 'Viêm họng lặp',
        items: [
          { product_id: productId, quantity: 1 },
          { product_id: productId, unit_id: unitIds[1], quantity: 2 },
        ],
      },
      shop.admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['items.1.product_id']).toEqual(['Thuốc này đã có trong đơn mẫu.']);
  });
});

describe('pos settings (tills)', () => {
  it('creates a till with receipt layout and a POS layout of products and folders', async () => {
    const customer = (await http.post('/customers', { full_name: 'Khách lẻ' }, shop.admin.headers)).json().data.id;
    const layout = {
      categories: [
        {
          id: '0190f000-0000-7000-8000-0000000000a1',
          name: 'Kháng sinh',
          items: [
            { type: 'product', product_id: productId },
            {
              type: 'folder',
              id: '0190f000-0000-7000-8000-0000000000b1',
              name: 'Nhóm beta-lactam',
              items: [{ type: 'product', product_id: productId }],
            },
          ],
        },
      ],
    };
    const body = {
      name: 'Quầy 1',
      order_code_prefix: 'q1',
      payment_methods: ['cash', 'bank_transfer'],
      receipt_layout: '58mm',
      receipt_footer: 'Cảm ơn quý khách!',
      default_customer_id: customer,
      layout,
    };
    const res = await http.post('/pos-settings', body, shop.admin.headers);
    expect(res.statusCode).toBe(201);
    const till = res.json().data;
    expect(till).toMatchObject({
      order_code_prefix: 'Q1',
      receipt_layout: '58mm',
      default_customer_name: 'Khách lẻ',
      allow_negative_stock: false,
    });
    expect(till.layout.categories[0].items[0]).toMatchObject({
      type: 'product',
      product_name: 'Amoxicillin 500mg',
      price: 2000,
    });
    expect(till.layout.categories[0].items[1].items[0].product_name).toBe('Amoxicillin 500mg');
    expect((await http.get(`/pos-settings/${till.id}`, shop.admin.headers)).statusCode).toBe(200);
    expect((await http.get(`/pos-settings/${till.id}`, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.post('/pos-settings', body, shop.cashier.headers)).statusCode).toBe(403);
    expect((await http.get(`/pos-settings/${till.id}`, other.admin.headers)).statusCode).toBe(404);
    // Reorder: the folder first.
    const reordered = {
      ...body,
      layout: {
        categories: [
          { ...layout.categories[0], items: [layout.categories[0]!.items[1], layout.categories[0]!.items[0]] },
        ],
      },
    };
    const upd = await http.put(`/pos-settings/${till.id}`, reordered, shop.admin.headers);
    expect(upd.json().data.layout.categories[0].items.map((i: { type: string }) => i.type)).toEqual([
      'folder',
      'product',
    ]);
  });

  it('refuses unknown products, bad receipt layouts and payment methods', async () => {
    const bad = await http.post(
      '/pos-settings',
      {
        name: 'Quầy 2',
        order_code_prefix: 'Q 2',
        payment_methods: ['bitcoin'],
        receipt_layout: 'a4',
        layout: { categories: [] },
      },
      shop.admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['order_code_prefix', 'payment_methods.0', 'receipt_layout']);
    const missing = await http.post(
      '/pos-settings',
      {
        name: 'Quầy 2',
        order_code_prefix: 'Q2',
        payment_methods: ['cash'],
        layout: {
          categories: [
            {
              id: '0190f000-0000-7000-8000-0000000000a2',
              name: 'A',
              items: [{ type: 'product', product_id: '0190f000-0000-7000-8000-000000000000' }],
            },
          ],
        },
      },
      shop.admin.headers,
    );
    expect(missing.json().errors['layout.categories.0.items.0.product_id']).toBeDefined();
  });
});

describe('till list', () => {
  it('searches without diacritics, sorts and pages', async () => {
    for (const name of ['Quầy thuốc tầng 2', 'Quầy đông y']) {
      expect(
        (
          await http.post(
            '/pos-settings',
            { name, order_code_prefix: 'Q9', payment_methods: ['cash'] },
            shop.admin.headers,
          )
        ).statusCode,
      ).toBe(201);
    }
    expect((await http.get('/pos-settings', shop.cashier.headers)).statusCode).toBe(403);
    const found = (await http.get('/pos-settings?search=quay dong y', shop.admin.headers)).json();
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Quầy đông y']);
    const page = (await http.get('/pos-settings?sort=-name&page_size=1&page=1', shop.admin.headers)).json();
    expect(page.meta).toEqual({ page: 1, page_size: 1, total: 3 });
    expect(page.data[0].name).toBe('Quầy thuốc tầng 2');
    expect((await http.get('/pos-settings?sort=prefix', shop.admin.headers)).statusCode).toBe(400);
  });
});
