/**
 * A customer's "Tổng chi tiêu" on GET /customers and /customers/{id}: the grand totals of their
 * paid till orders pushed through order.create, a return taking its amount back; parked and
 * cancelled orders count nothing; the list sorts by it.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, openRegister, order, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
const dao = v7();
const binh = v7();
const chau = v7();
let sale1: ReturnType<typeof order>;
let sale2: ReturnType<typeof order>;
let ret: ReturnType<typeof order>;
let binhSale: ReturnType<typeof order>;

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: pos.shop.admin.headers });

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  for (const [id, full_name] of [
    [dao, 'Nguyễn Thị Hồng Đào'],
    [binh, 'Trần Văn Bình'],
    [chau, 'Lê Minh Châu'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: pos.shop.cashier.headers,
      payload: { id, full_name },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const sessionId = await openRegister(t, pos);
  let n = 0;
  const sell = async (
    customerId: string,
    lines: ReturnType<typeof line>[],
    extra: Partial<Parameters<typeof order>[1]> = {},
  ) => {
    const o = order(pos, {
      code: `${extra.type === 'return' ? 'TH' : 'HD'}-Q1-${String(++n).padStart(6, '0')}`,
      sessionId,
      seller: pos.shop.cashier,
      customerId,
      lines,
      ...extra,
    });
    await applied(t, pos.shop.cashier, 'order.create', o);
    return o;
  };
  const para = (quantity: number) =>
    line({
      product_id: pos.para.id,
      product_name: 'Paracetamol 500mg',
      quantity,
      price: 1_000,
      tracking_type: 'lot',
    });
  const vitamin = (quantity: number) =>
    line({ product_id: pos.vitamin.id, product_name: 'Vitamin C 500mg', quantity, price: 2_000 });

  sale1 = await sell(dao, [para(5)]);
  sale2 = await sell(dao, [vitamin(2)]);
  ret = await sell(dao, [{ ...para(2), is_return: true, return_of_line_id: sale1.lines[0]!.id }], {
    type: 'return',
    returnFor: sale1.id,
  });
  binhSale = await sell(binh, [vitamin(4)]);
  // A parked and a cancelled copy of Bình's sale: neither is money spent.
  for (const status of ['parked', 'cancelled'])
    await ownerQuery(
      t.database,
      `insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, customer_id,
         discount_type, discount_percent, discount_amount, subtotal, grand_total, total_paid, total_return, ordered_at, ordered_on)
       select tenant_id, $3, code || '-' || $4, type, $4, pos_setting_id, register_session_id, sold_by, customer_id,
         discount_type, discount_percent, discount_amount, subtotal, grand_total, total_paid, total_return, ordered_at, ordered_on
         from pos_orders where tenant_id = $1 and id = $2`,
      [pos.shop.tenantId, binhSale.id, v7(), status],
    );
});
afterAll(async () => t.close());

describe('a customer’s total spent', () => {
  it('is sale 1 + sale 2 − the return, in the list and the detail', async () => {
    expect(sale1.grand_total).toBe(5_000);
    expect(sale2.grand_total).toBe(4_000);
    expect(ret.grand_total).toBe(-2_000);
    const spent = 5_000 + 4_000 - 2_000;
    expect((await get(`/customers/${dao}`)).json().data).toMatchObject({ id: dao, total_spent: spent });
    const list = (await get('/customers?sort=full_name')).json().data as { id: string; total_spent: number }[];
    expect(Object.fromEntries(list.map((c) => [c.id, c.total_spent]))).toEqual({
      [dao]: spent,
      [binh]: binhSale.grand_total,
      [chau]: 0,
    });
    expect((await get(`/customers/${binh}`)).json().data.total_spent).toBe(8_000);
    expect((await get(`/customers/${chau}`)).json().data.total_spent).toBe(0);
  });

  it('sorts the list by it both ways, and pages in that order', async () => {
    const ids = async (query: string) =>
      ((await get(`/customers?${query}`)).json().data as { id: string }[]).map((c) => c.id);
    // Without the return Đào's 9.000 would top Bình's 8.000.
    expect(await ids('sort=-total_spent')).toEqual([binh, dao, chau]);
    expect(await ids('sort=total_spent')).toEqual([chau, dao, binh]);
    expect(await ids('sort=-total_spent&page_size=1&page=2')).toEqual([dao]);
  });
});
