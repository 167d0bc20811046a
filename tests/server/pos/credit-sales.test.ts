/**
 * Sales on credit (ghi nợ) pushed by a till: the debt is kept on the order and read back; a debt
 * with no customer the server knows, a wrong debt and a sale paid short without credit are stored
 * as sold and flagged for the back office. A return deducts from the debt what it does not pay back.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, mutation, openRegister, order, push, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;
const lan = v7();
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: pos.shop.cashier.headers,
    payload: { id: lan, full_name: 'Nguyễn Thị Lan' },
  });
  expect(res.statusCode, res.body).toBe(201);
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

/** One vitamin C at 2.000 ₫, `cash` tendered. */
const sale = (cash: number, extra: Partial<Parameters<typeof order>[1]> = {}) =>
  order(pos, {
    code: `HD-Q1-${String(++n).padStart(6, '0')}`,
    sessionId,
    seller: pos.shop.cashier,
    lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    cash,
    ...extra,
  });

const stored = async (id: string) =>
  (
    await ownerQuery<{ debt_amount: string; total_return: string; customer_id: string | null }>(
      t.database,
      'select debt_amount, total_return, customer_id from pos_orders where id = $1',
      [id],
    )
  )[0]!;

describe('a sale on credit', () => {
  it('is stored with its debt, unflagged, and read back on the order', async () => {
    const credit = sale(800, { customerId: lan, debt: 1_200 });
    expect(credit).toMatchObject({ total_paid: 800, total_return: 0, debt_amount: 1_200 });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', credit);
    expect(result.review_flags).toEqual([]);
    expect(await stored(credit.id)).toMatchObject({ debt_amount: '1200', total_return: '0', customer_id: lan });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pos-orders/${credit.id}`,
      headers: pos.shop.cashier.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ grand_total: 2_000, total_paid: 800, debt_amount: 1_200 });
  });

  it('with no customer, or one the server does not know, is kept and flagged', async () => {
    const walkIn = sale(0, { payments: [], debt: 2_000 });
    expect(
      (await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', walkIn)).review_flags,
    ).toEqual([{ kind: 'debt_without_customer', amount: 2_000 }]);
    const stranger = sale(200, { customerId: v7(), debt: 1_800 });
    const flags = (await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', stranger))
      .review_flags;
    expect(flags).toEqual(
      expect.arrayContaining([
        { kind: 'customer_unknown', id: stranger.customer_id },
        { kind: 'debt_without_customer', amount: 1_800 },
      ]),
    );
    expect(await stored(stranger.id)).toMatchObject({ debt_amount: '1800', customer_id: null });
  });

  it('with a debt other than what was left unpaid is kept as recorded and flagged', async () => {
    const wrong = { ...sale(800, { customerId: lan, debt: 1_200 }), debt_amount: 1_000, total_return: -200 };
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', wrong);
    expect(result.review_flags).toEqual([
      { kind: 'totals_mismatch', field: 'debt_amount', recorded: 1_000, computed: 1_200 },
    ]);
    expect((await stored(wrong.id)).debt_amount).toBe('1000');
  });

  it('a sale paid short without credit (a till before credit sales) owes nothing and is flagged', async () => {
    const short = sale(1_400, { customerId: lan });
    expect(short).toMatchObject({ debt_amount: 0, total_return: -600 });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', short);
    expect(result.review_flags).toEqual([
      { kind: 'totals_mismatch', field: 'debt_amount', recorded: 0, computed: 600 },
    ]);
    expect((await stored(short.id)).debt_amount).toBe('0');
  });

  it('a return deducts from the debt what it does not pay back', async () => {
    const credit = sale(800, { customerId: lan, debt: 1_200 });
    await applied(t, pos.shop.cashier, 'order.create', credit);
    const back = order(pos, {
      code: `TH-Q1-${String(++n).padStart(6, '0')}`,
      type: 'return',
      returnFor: credit.id,
      sessionId,
      seller: pos.shop.cashier,
      customerId: lan,
      lines: [
        line({
          product_id: pos.vitamin.id,
          quantity: 1,
          price: 2_000,
          is_return: true,
          return_of_line_id: credit.lines[0]!.id,
        }),
      ],
      payments: [{ id: v7(), method: 'cash', amount: -800, reference: null }],
      debt: -1_200,
    });
    expect(back).toMatchObject({ grand_total: -2_000, total_paid: -800, total_return: 0, debt_amount: -1_200 });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', back);
    expect(result.review_flags).toEqual([]);
    expect((await stored(back.id)).debt_amount).toBe('-1200');
  });
});

describe('a refund taken off the debt', () => {
  const customer = async (full_name: string) => {
    const id = v7();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: pos.shop.cashier.headers,
      payload: { id, full_name },
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  };
  /** A return of the vitamin C line of `sold`: `cash` paid back, `debt` (negative) taken off the debt. */
  const refund = (sold: ReturnType<typeof sale>, customerId: string, cash: number, debt: number) =>
    order(pos, {
      code: `TH-Q1-${String(++n).padStart(6, '0')}`,
      type: 'return',
      returnFor: sold.id,
      sessionId,
      seller: pos.shop.cashier,
      customerId,
      lines: [
        line({
          product_id: pos.vitamin.id,
          quantity: 1,
          price: 2_000,
          is_return: true,
          return_of_line_id: sold.lines[0]!.id,
        }),
      ],
      payments: cash === 0 ? [] : [{ id: v7(), method: 'cash', amount: -cash, reference: null }],
      debt,
    });
  /** `quantity` vitamin C, all of it on credit. */
  const onCredit = (customerId: string, quantity: number) =>
    order(pos, {
      code: `HD-Q1-${String(++n).padStart(6, '0')}`,
      sessionId,
      seller: pos.shop.cashier,
      customerId,
      lines: [line({ product_id: pos.vitamin.id, quantity, price: 2_000 })],
      payments: [],
      debt: quantity * 2_000,
    });
  const flagsOf = async (pushed: ReturnType<typeof sale>) =>
    (await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', pushed)).review_flags;

  it('may take what the sale still owes; past that it is kept as recorded and flagged', async () => {
    const hoa = await customer('Trần Thị Hoa');
    const two = onCredit(hoa, 2);
    expect(await flagsOf(two)).toEqual([]);
    // Two returns of one unit each, pushed together: the second sees what the first took.
    const results = await push(t, pos.shop.cashier, [
      mutation('order.create', refund(two, hoa, 0, -2_000)),
      mutation('order.create', refund(two, hoa, 0, -2_000)),
    ]);
    expect(results.map((r) => (r as { result: { review_flags: unknown[] } }).result.review_flags)).toEqual([[], []]);
    // Nothing is left owing on the sale: another deduction (a till that counted twice) is flagged.
    const third = refund(two, hoa, 0, -2_000);
    expect(await flagsOf(third)).toContainEqual({ kind: 'debt_deduction_over', amount: 2_000, allowed: 0 });
    expect((await stored(third.id)).debt_amount).toBe('-2000');
  });

  it('from a sale not on credit, or from a debt the customer has paid, is flagged', async () => {
    const minh = await customer('Lê Văn Minh');
    const paidInFull = sale(2_000, { customerId: minh });
    await flagsOf(paidInFull);
    expect(await flagsOf(refund(paidInFull, minh, 0, -2_000))).toEqual([
      { kind: 'debt_deduction_over', amount: 2_000, allowed: 0 },
    ]);

    const thu = await customer('Phạm Thu');
    const credit = onCredit(thu, 1);
    await flagsOf(credit);
    const collected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${thu}/payments`,
      headers: pos.shop.cashier.headers,
      payload: { amount: 1_500, method: 'cash' },
    });
    expect(collected.statusCode, collected.body).toBe(201);
    // The sale still owes 2.000, but the customer owes only 500 now.
    expect(await flagsOf(refund(credit, thu, 0, -2_000))).toEqual([
      { kind: 'debt_deduction_over', amount: 2_000, allowed: 500 },
    ]);
  });
});

describe('a credit limit', () => {
  it('is kept on the customer; a negative one is refused on the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: pos.shop.admin.headers,
      payload: { full_name: 'Hạn Mức Âm', credit_limit: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['credit_limit']);
  });

  it('is the admin’s to set: a cashier can neither set nor change it, but edits the rest', async () => {
    const send = (method: 'POST' | 'PUT', url: string, who: { headers: Record<string, string> }, payload: object) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: who.headers, payload });
    const refused = await send('POST', 'customers', pos.shop.cashier, { full_name: 'Khách A', credit_limit: 500_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Chỉ quản trị viên được đặt hoặc đổi hạn mức nợ của khách.');
    const created = await send('POST', 'customers', pos.shop.admin, { full_name: 'Khách B', credit_limit: 500_000 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(
      (await send('PUT', `customers/${id}`, pos.shop.cashier, { full_name: 'Khách B', credit_limit: 900_000 }))
        .statusCode,
    ).toBe(403);
    const edited = await send('PUT', `customers/${id}`, pos.shop.cashier, {
      full_name: 'Khách B',
      phone: '0912000111',
      credit_limit: 500_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ phone: '0912000111', credit_limit: 500_000 });
    const raised = await send('PUT', `customers/${id}`, pos.shop.admin, {
      full_name: 'Khách B',
      credit_limit: 900_000,
    });
    expect(raised.json().data.credit_limit).toBe(900_000);
  });

  it('a sale that takes the customer past it is kept as sold and flagged; one within it is not', async () => {
    const id = v7();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: pos.shop.admin.headers,
      payload: { id, full_name: 'Đỗ Văn Hạn', credit_limit: 3_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ credit_limit: 3_000, debt: 0 });
    const onCredit = () =>
      order(pos, {
        code: `HD-Q1-${String(++n).padStart(6, '0')}`,
        sessionId,
        seller: pos.shop.cashier,
        customerId: id,
        lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
        payments: [],
        debt: 2_000,
      });
    // Two pushed together: the second sees the first's debt.
    const results = await push(t, pos.shop.cashier, [
      mutation('order.create', onCredit()),
      mutation('order.create', onCredit()),
    ]);
    expect(results.map((r) => (r as { result: { review_flags: unknown[] } }).result.review_flags)).toEqual([
      [],
      [{ kind: 'credit_over_limit', amount: 2_000, owed: 2_000, limit: 3_000 }],
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: pos.shop.admin.headers });
    expect(read.json().data).toMatchObject({ debt: 4_000, credit_limit: 3_000 });
  });
});
