/** GET /pos-orders (filters, search, sort, paging) and /pos-orders/{id} (lines, lots, payments, prescription, flags) for admin and cashier. */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, openRegister, order, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;
const customerId = v7();
let sale: ReturnType<typeof order>;
let ret: ReturnType<typeof order>;
let adminSale: ReturnType<typeof order>;

const get = (url: string, headers = pos.shop.cashier.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const codes = async (query: string) =>
  ((await get(`/pos-orders${query}`)).json().data as { code: string }[]).map((o) => o.code);

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  await withTenant(t.database.db, pos.shop.tenantId, (tx) =>
    tx.insert(customers).values({
      tenantId: pos.shop.tenantId,
      id: customerId,
      code: 'KH000001',
      fullName: 'Trần Thị Hồng',
      phone: '0912000111',
    }),
  );
  sessionId = await openRegister(t, pos);
  const saleLine = line({
    product_id: pos.para.id,
    product_name: 'Paracetamol 500mg',
    quantity: 2,
    factor: 10,
    unit_name: 'Vỉ',
    price: 9_500,
    tracking_type: 'lot',
    note: 'Uống sau ăn',
    lots: [{ lot_id: pos.para.lotA, lot_number: 'A-2701', expiry_date: '2027-01-31', quantity: 20 }],
  });
  const prescription = {
    id: v7(),
    source: 'offline' as const,
    date: '2026-11-20',
    doctor_name: 'BS. Lê Văn An',
    facility: 'Bệnh viện Bạch Mai',
    diagnosis: 'Viêm phế quản cấp',
    patient_name: 'Trần Thị Hồng',
    instructions: 'Tái khám sau 5 ngày',
    items: [
      {
        product_id: pos.amox.id,
        product_name: 'Amoxicillin 500mg',
        quantity: 10,
        unit_name: 'Viên',
        dosage: 'Ngày 2 lần, mỗi lần 1 viên',
      },
    ],
  };
  sale = order(pos, {
    code: 'HD-Q1-000001',
    sessionId,
    seller: pos.shop.cashier,
    customerId,
    discountPercent: 10,
    lines: [
      saleLine,
      line({
        product_id: pos.amox.id,
        product_name: 'Amoxicillin 500mg',
        quantity: 10,
        price: 3_000,
        drug_class: 'rx',
      }),
    ],
    prescription,
    cash: 50_000,
  });
  await applied(t, pos.shop.cashier, 'order.create', sale);
  ret = order(pos, {
    code: 'TH-Q1-000002',
    type: 'return',
    returnFor: sale.id,
    sessionId,
    seller: pos.shop.cashier,
    discountPercent: 10,
    lines: [
      {
        ...saleLine,
        id: v7(),
        quantity: 1,
        base_quantity: 10,
        lots: [],
        is_return: true,
        return_of_line_id: saleLine.id,
      },
    ],
  });
  await applied(t, pos.shop.cashier, 'order.create', ret);
  adminSale = order(pos, {
    code: 'HD-Q1-000003',
    sessionId,
    seller: pos.shop.admin,
    lines: [line({ product_id: pos.vitamin.id, quantity: 20, price: 2_000 })],
  });
  await applied(t, pos.shop.admin, 'order.create', adminSale);
  // One sale made on an earlier day.
  await ownerQuery(
    t.database,
    "update pos_orders set ordered_at = '2026-11-01T03:00:00Z', ordered_on = '2026-11-01' where id = $1",
    [adminSale.id],
  );
});
afterAll(async () => t.close());

describe('GET /pos-orders', () => {
  it('lists newest first with paging, and filters by type, code, customer, till, cashier, date and flags', async () => {
    const res = await get('/pos-orders');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ page: 1, page_size: 20, total: 3 });
    expect(res.json().data[0]).toMatchObject({
      code: 'TH-Q1-000002',
      type: 'return',
      status: 'paid',
      grand_total: -8_550,
      return_for: sale.id,
      seller: { id: pos.shop.cashier.id },
    });
    expect(await codes('?type=return')).toEqual(['TH-Q1-000002']);
    expect(await codes('?code=000001')).toEqual(['HD-Q1-000001']);
    expect(await codes(`?customer_id=${customerId}`)).toEqual(['HD-Q1-000001']);
    expect(await codes('?search=hong')).toEqual(['HD-Q1-000001']);
    expect(await codes(`?sold_by=${pos.shop.admin.id}`)).toEqual(['HD-Q1-000003']);
    expect(await codes(`?pos_setting_id=${pos.tillId}&sort=code`)).toEqual([
      'HD-Q1-000001',
      'HD-Q1-000003',
      'TH-Q1-000002',
    ]);
    expect(await codes(`?pos_setting_id=${v7()}`)).toEqual([]);
    expect(await codes('?date_from=2026-11-01&date_to=2026-11-02')).toEqual(['HD-Q1-000003']);
    expect(await codes('?flagged=true')).toEqual(['HD-Q1-000003']);
    expect(await codes('?status=cancelled')).toEqual([]);
    const page2 = (await get('/pos-orders?page=2&page_size=2&sort=-grand_total')).json();
    expect(page2.meta).toEqual({ page: 2, page_size: 2, total: 3 });
    expect(page2.data.map((o: { code: string }) => o.code)).toEqual(['TH-Q1-000002']);
  });

  it('answers 400 with field messages for a bad filter, 401 without a token', async () => {
    const bad = await get('/pos-orders?type=gift&date_from=01/11/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: { type: [expect.any(String)], date_from: [expect.any(String)] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pos-orders' })).statusCode).toBe(401);
  });
});

describe('GET /pos-orders/cashiers', () => {
  it('names the shop’s users who made orders, for a cashier too, and no other shop’s', async () => {
    const other = await seedPos(t, await seedShop(t, 'Nhà thuốc Bên Cạnh'), 'N1');
    const otherSession = await openRegister(t, other);
    await applied(
      t,
      other.shop.admin,
      'order.create',
      order(other, {
        code: 'HD-N1-000001',
        sessionId: otherSession,
        seller: other.shop.admin,
        lines: [line({ product_id: other.vitamin.id, quantity: 1, price: 2_000 })],
      }),
    );
    const res = await get('/pos-orders/cashiers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: pos.shop.admin.id, name: 'Nguyễn Thị Lan' },
        { id: pos.shop.cashier.id, name: 'Trần Văn Hùng' },
      ],
    });
    // The other shop: only its admin sold there.
    expect((await get('/pos-orders/cashiers', other.shop.cashier.headers)).json().data).toEqual([
      { id: other.shop.admin.id, name: 'Nguyễn Thị Lan' },
    ]);
  });

  it('is open to whoever may list orders, a cashier who may not list staff included; not without a token', async () => {
    expect((await get('/staffs')).statusCode).toBe(403);
    expect((await get('/pos-orders/cashiers')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pos-orders/cashiers' })).statusCode).toBe(401);
  });
});

describe('GET /pos-orders/{id}', () => {
  it('gives the cashier the order with lines, lots, payments, prescription, flags and its returns', async () => {
    const res = await get(`/pos-orders/${sale.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      code: 'HD-Q1-000001',
      discount_type: 'percent',
      discount_percent: 10,
      subtotal: 49_000,
      discount_amount: 4_900,
      grand_total: 44_100,
      total_paid: 50_000,
      total_return: 5_900,
      customer: { id: customerId, name: 'Trần Thị Hồng', code: 'KH000001' },
      prescription: {
        diagnosis: 'Viêm phế quản cấp',
        instructions: 'Tái khám sau 5 ngày',
        items: [{ dosage: 'Ngày 2 lần, mỗi lần 1 viên' }],
      },
      payments: [{ method: 'cash', amount: 50_000 }],
      review_flags: [],
      returns: [{ id: ret.id, code: 'TH-Q1-000002', type: 'return' }],
    });
    expect(data.order_items).toEqual([
      expect.objectContaining({
        product_name: 'Paracetamol 500mg',
        product_code: 'SP000001',
        product_qty: 2,
        unit_name: 'Vỉ',
        factor: 10,
        base_quantity: 20,
        price: 9_500,
        note: 'Uống sau ăn',
        is_return: false,
        item_lots: [{ lot_id: pos.para.lotA, lot_number: 'A-2701', expiry_date: '2027-01-31', quantity: 20 }],
      }),
      expect.objectContaining({ product_name: 'Amoxicillin 500mg', product_qty: 10, drug_class: 'rx', item_lots: [] }),
    ]);
    const returned = (await get(`/pos-orders/${ret.id}`, pos.shop.admin.headers)).json().data;
    expect(returned).toMatchObject({
      type: 'return',
      return_for_code: 'HD-Q1-000001',
      order_items: [{ is_return: true, item_lots: [{ lot_number: 'A-2701', quantity: 10 }] }],
    });
    const flagged = (await get(`/pos-orders/${adminSale.id}`)).json().data;
    expect(flagged.review_flags).toEqual([
      expect.objectContaining({ kind: 'stock_discrepancy', reason: 'overdraw', quantity: 10 }),
    ]);
  });

  it('answers 404 for an unknown id and for another shop’s order', async () => {
    const other = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'K1');
    const otherSession = await openRegister(t, other);
    const foreign = order(other, {
      code: 'HD-K1-000001',
      sessionId: otherSession,
      seller: other.shop.cashier,
      lines: [line({ product_id: other.vitamin.id, quantity: 1, price: 2_000 })],
    });
    await applied(t, other.shop.cashier, 'order.create', foreign);
    expect((await get(`/pos-orders/${foreign.id}`, other.shop.cashier.headers)).statusCode).toBe(200);
    const res = await get(`/pos-orders/${foreign.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await get(`/pos-orders/${v7()}`)).statusCode).toBe(404);
    expect(await codes('?code=K1')).toEqual([]);
  });
});
