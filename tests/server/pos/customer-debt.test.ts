/**
 * A customer's "Công nợ" on GET /customers and /customers/{id}: what their paid orders left owing
 * (a return's refund taken off) minus what was collected, computed when read (the unused
 * `customers.debt` column is ignored); the list sorts and filters by it; and
 * GET /customers/{id}/debt-history lists the credit orders and the collections newest first
 * with the running balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { createCustomer, creditOrder, type CreditOrder } from './debt-helpers';
import { openRegister, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let an: string;
let binh: string;
let chi: string;
let anSale: CreditOrder;
let anReturn: CreditOrder;
let paymentCode: string;

const get = (url: string, headers = pos.shop.admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  an = await createCustomer(t, pos.shop.cashier, 'Phạm Thị An');
  binh = await createCustomer(t, pos.shop.cashier, 'Trần Văn Bình');
  chi = await createCustomer(t, pos.shop.cashier, 'Lê Minh Chi');
  const sessionId = await openRegister(t, pos);
  // An takes 15 on credit (30.000 owed), brings 5 back (10.000 off the debt).
  anSale = await creditOrder(t, pos, sessionId, an, 15, 30_000);
  anReturn = await creditOrder(t, pos, sessionId, an, 5, -10_000, anSale);
  // Bình pays 15.000 of a 40.000 sale; Chi pays in full.
  await creditOrder(t, pos, sessionId, binh, 20, 25_000);
  await creditOrder(t, pos, sessionId, chi, 2, 0);
  // The stored column is not the debt: a stale figure there must not show.
  await ownerQuery(t.database, `update customers set debt = 999999 where tenant_id = $1 and id = $2`, [
    pos.shop.tenantId,
    chi,
  ]);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/v1/customers/${an}/payments`,
    headers: pos.shop.cashier.headers,
    payload: { amount: 5_000, method: 'bank_transfer', note: 'Chuyển khoản Vietcombank' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  paymentCode = paid.json().data.payment.code;
});
afterAll(async () => t.close());

describe('a customer’s debt', () => {
  it('is the credit left on paid orders, less returns and collections, in the list and the detail', async () => {
    expect((await get(`/customers/${an}`)).json().data).toMatchObject({ id: an, debt: 30_000 - 10_000 - 5_000 });
    expect((await get(`/customers/${binh}`)).json().data.debt).toBe(25_000);
    expect((await get(`/customers/${chi}`)).json().data.debt).toBe(0);
    const list = (await get('/customers')).json().data as { id: string; debt: number }[];
    expect(Object.fromEntries(list.map((c) => [c.id, c.debt]))).toEqual({ [an]: 15_000, [binh]: 25_000, [chi]: 0 });
  });

  it('sorts the list by it both ways', async () => {
    const ids = async (query: string) =>
      ((await get(`/customers?${query}`)).json().data as { id: string }[]).map((c) => c.id);
    expect(await ids('sort=-debt')).toEqual([binh, an, chi]);
    expect(await ids('sort=debt')).toEqual([chi, an, binh]);
    expect(await ids('sort=-debt&page_size=1&page=2')).toEqual([an]);
  });

  it('filters the customers who still owe something', async () => {
    const res = await get('/customers?has_debt=true&sort=full_name');
    expect(res.json()).toMatchObject({ meta: { total: 2 } });
    expect((res.json().data as { id: string }[]).map((c) => c.id)).toEqual([an, binh]);
    expect(((await get('/customers?has_debt=false')).json().data as unknown[]).length).toBe(3);
    expect((await get('/customers?has_debt=yes')).statusCode).toBe(400);
  });
});

describe('the debt history', () => {
  it('lists credit orders and collections newest first, each with the debt after it', async () => {
    const res = await get(`/customers/${an}/debt-history`, pos.shop.cashier.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ page: 1, page_size: 20, total: 3 });
    expect(res.json().data).toMatchObject([
      {
        kind: 'payment',
        code: paymentCode,
        change: -5_000,
        balance: 15_000,
        method: 'bank_transfer',
        note: 'Chuyển khoản Vietcombank',
        created_by_name: 'Trần Văn Hùng',
        grand_total: null,
      },
      {
        kind: 'order',
        id: anReturn.id,
        code: anReturn.code,
        grand_total: -10_000,
        total_paid: 0,
        change: -10_000,
        balance: 20_000,
      },
      { kind: 'order', id: anSale.id, grand_total: 30_000, total_paid: 0, change: 30_000, balance: 30_000 },
    ]);
  });

  it('pages with the same balances, and leaves out orders that moved nothing', async () => {
    const page2 = (await get(`/customers/${an}/debt-history?page=2&page_size=1`)).json();
    expect(page2.meta).toEqual({ page: 2, page_size: 1, total: 3 });
    expect(page2.data).toMatchObject([{ id: anReturn.id, balance: 20_000 }]);
    const chiHistory = (await get(`/customers/${chi}/debt-history`)).json();
    expect(chiHistory).toEqual({ data: [], meta: { page: 1, page_size: 20, total: 0 } });
  });

  it('answers 404 for an unknown customer and another shop’s', async () => {
    expect((await get('/customers/0190f3a0-0000-7000-8000-000000000000/debt-history')).statusCode).toBe(404);
    const other = await seedShop(t, 'Nhà thuốc Khác');
    expect((await get(`/customers/${an}/debt-history`, other.admin.headers)).statusCode).toBe(404);
    expect((await get(`/customers/${an}`, other.admin.headers)).statusCode).toBe(404);
  });
});
