import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { mismatches, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let para: StockProduct;
let monitor: StockProduct;
let gauze: StockProduct;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  para = await s.product('Paracetamol 500mg', 'lot', 10);
  monitor = await s.product('Máy đo huyết áp Omron', 'serial', 2);
  gauze = await s.product('Bông gòn Bạch Tuyết', 'basic', 10);
});
afterAll(() => t.close());

const admin = () => shop.admin.headers;

describe('purchase orders', () => {
  let id: string;

  it('creates a draft with a PN code, totals, discount and the default tax from settings', async () => {
    await s.http.put('/settings/general', { purchase_order_default_tax_id: s.tax }, admin());
    const res = await s.http.post(
      '/purchase-orders',
      {
        vendor_id: s.vendor,
        order_date: '2026-11-20',
        lines: [
          { product_id: para.id, unit_id: para.box, quantity: 10, unit_cost: 20_000, discount: 10_000 },
          { product_id: gauze.id, unit_id: gauze.base, quantity: 50, unit_cost: 2_000, tax_id: null },
        ],
      },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const po = res.json().data;
    id = po.id;
    expect(po).toMatchObject({
      code: 'PN000001',
      state: 'draft',
      subtotal: 300_000,
      discount_total: 10_000,
      tax_total: 9_500,
      total: 299_500,
      debt: 0,
      vendor_name: 'Công ty Dược Hậu Giang',
    });
    expect(po.lines[0]).toMatchObject({
      tax_id: s.tax,
      tax_rate: 5,
      subtotal: 190_000,
      tax_amount: 9_500,
      total: 199_500,
      unit_name: 'Hộp',
      factor: 10,
      // What the box sells at now, beside what it costs.
      sale_price: 9_000,
    });
    expect(po.lines[1]).toMatchObject({ tax_id: null, total: 100_000 });
  });

  it('refuses to receive a draft (409) and reads the state machine reason in Vietnamese', async () => {
    const res = await s.http.post(`/purchase-orders/${id}/receive`, { lines: [{ line_id: id, quantity: 1 }] }, admin());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Nháp');
  });

  it('orders, then receives in two parts with two lots; stock, lots, cost and vendor debt follow', async () => {
    expect((await s.http.post(`/purchase-orders/${id}/order`, {}, admin())).json().data.state).toBe('ordered');
    expect((await s.http.post(`/purchase-orders/${id}/order`, {}, admin())).statusCode).toBe(409);
    const po = (await s.http.get(`/purchase-orders/${id}`, admin())).json().data;
    const [paraLine, gauzeLine] = po.lines;
    const missingLot = await s.http.post(
      `/purchase-orders/${id}/receive`,
      { lines: [{ line_id: paraLine.id, quantity: 4 }] },
      admin(),
    );
    expect(missingLot.statusCode).toBe(400);
    expect(missingLot.json().errors['lines.0.lot_number']).toBeDefined();
    const first = await s.http.post(
      `/purchase-orders/${id}/receive`,
      {
        lines: [
          { line_id: paraLine.id, quantity: 4, lot_number: 'A1', expiry_date: '2027-01-31' },
          { line_id: paraLine.id, quantity: 2, lot_number: 'B2', expiry_date: '2027-06-30' },
        ],
      },
      admin(),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ state: 'ordered', received_value: 119_700, debt: 119_700 });
    expect(
      first
        .json()
        .data.receipts.map((r: { lot_number: string; base_quantity: number; unit_cost: number }) => [
          r.lot_number,
          r.base_quantity,
          r.unit_cost,
        ]),
    ).toEqual([
      ['A1', 40, 1900],
      ['B2', 20, 1900],
    ]);
    const over = await s.http.post(
      `/purchase-orders/${id}/receive`,
      { lines: [{ line_id: paraLine.id, quantity: 5, lot_number: 'C3', expiry_date: '2027-06-30' }] },
      admin(),
    );
    expect(over.statusCode).toBe(400);
    expect((await s.http.post(`/purchase-orders/${id}/cancel`, {}, admin())).statusCode).toBe(409);
    const last = await s.http.post(
      `/purchase-orders/${id}/receive`,
      {
        lines: [
          { line_id: paraLine.id, quantity: 4, lot_number: 'B2', expiry_date: '2027-06-30' },
          { line_id: gauzeLine.id, quantity: 50 },
        ],
      },
      admin(),
    );
    expect(last.json().data).toMatchObject({ state: 'received', received_value: 299_500 });
    expect(
      (
        await s.http.post(
          `/purchase-orders/${id}/receive`,
          { lines: [{ line_id: gauzeLine.id, quantity: 1 }] },
          admin(),
        )
      ).statusCode,
    ).toBe(409);
    const product = (await s.http.get(`/products/${para.id}`, admin())).json().data;
    expect(product).toMatchObject({ stock_on_hand: 100, cost_price: 1900 });
    const vendor = (await s.http.get(`/vendors/${s.vendor}`, admin())).json().data;
    expect(vendor.debt).toBe(299_500);
    const paid = await s.http.post(`/purchase-orders/${id}/payments`, { amount: 100_000, method: 'cash' }, admin());
    expect(paid.json().data).toMatchObject({ paid_amount: 100_000, debt: 199_500 });
    expect(
      (await s.http.post(`/purchase-orders/${id}/payments`, { amount: 300_000, method: 'cash' }, admin())).statusCode,
    ).toBe(400);
    expect((await s.http.get(`/vendors/${s.vendor}`, admin())).json().data.debt).toBe(199_500);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('updates the moving-average cost on a second receipt at another price', async () => {
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          lines: [{ product_id: para.id, unit_id: para.base, quantity: 100, unit_cost: 2500, tax_id: null }],
        },
        admin(),
      )
    ).json().data;
    await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
    await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 100, lot_number: 'C3', expiry_date: '2028-01-01' }] },
      admin(),
    );
    // (100 × 1900 + 100 × 2500) / 200 = 2200
    expect((await s.http.get(`/products/${para.id}`, admin())).json().data.cost_price).toBe(2200);
  });

  it('asks serials for serial-tracked lines', async () => {
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          lines: [{ product_id: monitor.id, unit_id: monitor.base, quantity: 2, unit_cost: 800_000 }],
        },
        admin(),
      )
    ).json().data;
    await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
    const bad = await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 2, serials: ['SN1', 'SN1'] }] },
      admin(),
    );
    expect(bad.statusCode).toBe(400);
    const ok = await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 2, serials: ['SN1', 'SN2'] }] },
      admin(),
    );
    expect(ok.json().data.lines[0].serials).toEqual(['SN1', 'SN2']);
  });

  it('cancels a draft; lists with search and filters; guards tenants and roles', async () => {
    const draft = (
      await s.http.post(
        '/purchase-orders',
        { vendor_id: s.vendor, lines: [{ product_id: gauze.id, unit_id: gauze.base, quantity: 1, unit_cost: 1 }] },
        admin(),
      )
    ).json().data;
    expect((await s.http.post(`/purchase-orders/${draft.id}/cancel`, {}, admin())).json().data.state).toBe('cancelled');
    expect((await s.http.post(`/purchase-orders/${draft.id}/order`, {}, admin())).statusCode).toBe(409);
    expect(
      (
        await s.http.put(
          `/purchase-orders/${draft.id}`,
          { vendor_id: s.vendor, lines: [{ product_id: gauze.id, unit_id: gauze.base, quantity: 1, unit_cost: 1 }] },
          admin(),
        )
      ).statusCode,
    ).toBe(409);
    const list = (await s.http.get('/purchase-orders?search=hau giang&state=received', admin())).json();
    expect(list.meta.total).toBe(3);
    expect(list.data.map((p: { code: string }) => p.code)).toEqual(['PN000003', 'PN000002', 'PN000001']);
    expect((await s.http.get(`/purchase-orders/${draft.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.get('/purchase-orders', shop.cashier.headers)).statusCode).toBe(403);
    const bad = await s.http.post(
      '/purchase-orders',
      { vendor_id: s.vendor, lines: [{ product_id: gauze.id, unit_id: para.base, quantity: 0, unit_cost: -1 }] },
      admin(),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('counts a payment made ahead of the goods only against what arrives; vendor debt never goes negative', async () => {
    const debt = async () => (await s.http.get(`/vendors/${s.vendor}`, admin())).json().data.debt as number;
    const before = await debt();
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          paid_amount: 30_000,
          lines: [{ product_id: gauze.id, unit_id: gauze.base, quantity: 20, unit_cost: 2_000, tax_id: null }],
        },
        admin(),
      )
    ).json().data;
    await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
    expect(await debt()).toBe(before);
    await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 10 }] },
      admin(),
    );
    expect(await debt()).toBe(before); // 20,000 received, 30,000 paid
    const done = (
      await s.http.post(
        `/purchase-orders/${po.id}/receive`,
        { lines: [{ line_id: po.lines[0].id, quantity: 10 }] },
        admin(),
      )
    ).json().data;
    expect(done).toMatchObject({ state: 'received', debt: 10_000 });
    expect(await debt()).toBe(before + 10_000);
  });
});

describe('purchase order audit', () => {
  it('refuses a line discount above the line amount, or below 0, with a field error', async () => {
    const body = (discount: number) => ({
      vendor_id: s.vendor,
      lines: [
        { product_id: gauze.id, unit_id: gauze.base, quantity: 1, unit_cost: 1_000, tax_id: null },
        { product_id: gauze.id, unit_id: gauze.base, quantity: 2, unit_cost: 1_000, discount, tax_id: null },
      ],
    });
    const over = await s.http.post('/purchase-orders', body(2_001), admin());
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors['lines.1.discount']).toEqual(['Chiết khấu không được lớn hơn thành tiền của dòng.']);
    const negative = await s.http.post('/purchase-orders', body(-1), admin());
    expect(negative.statusCode, negative.body).toBe(400);
    expect(negative.json().errors['lines.1.discount']).toBeDefined();
    const whole = await s.http.post('/purchase-orders', body(2_000), admin());
    expect(whole.statusCode, whole.body).toBe(201);
  });

  it('keeps the saved totals consistent: subtotal before discount, subtotal − discount + tax = total', async () => {
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          lines: [
            { product_id: para.id, unit_id: para.box, quantity: 3, unit_cost: 33_333, discount: 1_001, tax_id: s.tax },
            { product_id: gauze.id, unit_id: gauze.base, quantity: 7, unit_cost: 1_500, discount: 500, tax_id: null },
          ],
        },
        admin(),
      )
    ).json().data;
    expect(po.subtotal).toBe(3 * 33_333 + 7 * 1_500);
    expect(po.discount_total).toBe(1_501);
    expect(po.subtotal - po.discount_total).toBe(po.lines[0].subtotal + po.lines[1].subtotal);
    expect(po.subtotal - po.discount_total + po.tax_total).toBe(po.total);
  });

  it('refuses to receive a lot whose expiry has passed, and adds no stock', async () => {
    const stock = async () => (await s.http.get(`/products/${para.id}`, admin())).json().data.stock_on_hand;
    const before = await stock();
    const po = (
      await s.http.post(
        '/purchase-orders',
        { vendor_id: s.vendor, lines: [{ product_id: para.id, unit_id: para.box, quantity: 2, unit_cost: 10_000 }] },
        admin(),
      )
    ).json().data;
    await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin());
    const expired = await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 1, lot_number: 'OLD1', expiry_date: '2020-01-01' }] },
      admin(),
    );
    expect(expired.statusCode, expired.body).toBe(400);
    expect(expired.json().errors['lines.0.expiry_date']).toEqual(['Hạn dùng đã qua: không nhận hàng đã hết hạn.']);
    expect(await stock()).toBe(before);
    const fresh = await s.http.post(
      `/purchase-orders/${po.id}/receive`,
      { lines: [{ line_id: po.lines[0].id, quantity: 1, lot_number: 'NEW1', expiry_date: '2099-12-31' }] },
      admin(),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await stock()).toBe(before + 10);
  });
});
