/**
 * POST /customers/{id}/payments: a cashier collects a customer's debt at the counter (PT000001
 * codes, the debt after it), never more than the debt (even two collections at once), with
 * Vietnamese field messages for bad input, into an open register session of the shop only, and a
 * retry with the same id changing nothing. Cash collected counts in the session's expected cash.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX } from '../../../src/domain/money';
import { formatMoney } from '../../../src/i18n/format';
import { seedShop, type SeededUser } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { createCustomer, creditOrder, debtor as debtorOf } from './debt-helpers';
import { applied, openRegister, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;

const collect = (customerId: string, payload: Record<string, unknown>, who: SeededUser = pos.shop.cashier) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customers/${customerId}/payments`, headers: who.headers, payload });
const debtOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: pos.shop.admin.headers })).json().data
    .debt as number;

const debtor = (name: string, debt: number) => debtorOf(t, pos, sessionId, name, debt);

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

describe('collecting a customer’s debt', () => {
  it('takes part of the debt from a cashier, with a PT code, and answers the debt left', async () => {
    const dao = await debtor('Nguyễn Thị Hồng Đào', 150_000);
    const id = v7();
    const res = await collect(dao, { id, amount: 50_000, method: 'cash', register_session_id: sessionId, note: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      payment: {
        id,
        code: 'PT000001',
        customer_id: dao,
        method: 'cash',
        amount: 50_000,
        note: '',
        register_session_id: sessionId,
        created_by: { id: pos.shop.cashier.id, name: 'Trần Văn Hùng' },
      },
      debt: 100_000,
    });
    expect(await debtOf(dao)).toBe(100_000);

    // The rest, by card and without a session: the next code, nothing owed.
    const rest = await collect(dao, { amount: 100_000, method: 'card' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ payment: { code: 'PT000002', register_session_id: null }, debt: 0 });
  });

  it('refuses more than the debt, saying how much is owed', async () => {
    const em = await debtor('Võ Văn Em', 150_000);
    const res = await collect(em, { amount: 150_001, method: 'cash' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { amount: [`Số tiền thu lớn hơn công nợ hiện tại (${formatMoney(150_000)}).`] },
    });
    expect(formatMoney(150_000)).toBe('150.000 ₫');
    const none = await createCustomer(t, pos.shop.cashier, 'Khách không nợ');
    expect((await collect(none, { amount: 1_000, method: 'cash' })).json().errors.amount).toEqual([
      'Số tiền thu lớn hơn công nợ hiện tại (0 ₫).',
    ]);
    expect(await debtOf(em)).toBe(150_000);
  });

  it('answers bad input with Vietnamese messages on the fields', async () => {
    const giang = await debtor('Đỗ Thị Giang', 10_000);
    const errorsOf = async (payload: Record<string, unknown>) => {
      const res = await collect(giang, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf({ amount: 0, method: 'cash' })).amount).toEqual(['Số tiền thu phải lớn hơn 0.']);
    expect((await errorsOf({ amount: -5_000, method: 'cash' })).amount).toEqual(['Số tiền thu phải lớn hơn 0.']);
    expect((await errorsOf({ amount: 1_000.5, method: 'cash' })).amount).toEqual([
      'Số tiền thu phải là số nguyên (đồng).',
    ]);
    expect((await errorsOf({ amount: MONEY_MAX + 1, method: 'cash' })).amount).toEqual([
      `Số tiền thu không được vượt quá ${formatMoney(MONEY_MAX)}.`,
    ]);
    const missing = await errorsOf({ amount: '5000', method: 'cheque' });
    expect(missing.amount).toEqual(['Vui lòng nhập số tiền thu.']);
    expect(missing.method).toEqual(['Vui lòng chọn hình thức thanh toán.']);
    expect(Object.keys(await errorsOf({ amount: 1_000, method: 'cash', register_session_id: 'abc' }))).toEqual([
      'register_session_id',
    ]);
    expect(await debtOf(giang)).toBe(10_000);
  });

  it('takes cash only into an open session of this shop', async () => {
    const hoa = await debtor('Bùi Thị Hoa', 20_000);
    const closed = await openRegister(t, pos);
    await applied(t, pos.shop.cashier, 'register.close', {
      id: closed,
      closed_at: new Date().toISOString(),
      counted_cash: 500_000,
      expected_cash: 500_000,
    });
    const otherPos = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'Q9');
    const foreign = await openRegister(t, otherPos);
    for (const session of [closed, foreign, v7()]) {
      const res = await collect(hoa, { amount: 5_000, method: 'cash', register_session_id: session });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ register_session_id: ['Ca thu ngân này không tồn tại hoặc đã đóng.'] });
    }
    expect(await debtOf(hoa)).toBe(20_000);
  });

  // Without the row lock on the customer, two or more of these pass the debt check together.
  it('lets only one of several collections of the whole debt at once through', async () => {
    const khanh = await debtor('Hoàng Văn Khánh', 40_000);
    const all = await Promise.all(
      [pos.shop.cashier, pos.shop.admin, pos.shop.cashier, pos.shop.admin, pos.shop.cashier].map((who) =>
        collect(khanh, { amount: 40_000, method: 'cash', register_session_id: sessionId }, who),
      ),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of all.filter((r) => r.statusCode === 400))
      expect(refused.json().errors.amount).toEqual(['Số tiền thu lớn hơn công nợ hiện tại (0 ₫).']);
    expect(await debtOf(khanh)).toBe(0);
  });

  it('answers a retry with the same id with what was stored, taking nothing more', async () => {
    const lan = await debtor('Ngô Thị Lan', 30_000);
    const id = v7();
    const first = await collect(lan, { id, amount: 10_000, method: 'e_wallet' });
    const again = await collect(lan, { id, amount: 10_000, method: 'e_wallet' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await debtOf(lan)).toBe(20_000);
    expect((await collect(lan, { id, amount: 5_000, method: 'e_wallet' })).statusCode).toBe(409);
  });

  it('is 404 for an unknown customer and for another shop’s', async () => {
    const minh = await debtor('Lý Văn Minh', 10_000);
    const other = await seedShop(t, 'Nhà thuốc Bên Kia');
    expect((await collect(minh, { amount: 1_000, method: 'cash' }, other.admin)).statusCode).toBe(404);
    expect((await collect(v7(), { amount: 1_000, method: 'cash' })).statusCode).toBe(404);
    expect(await debtOf(minh)).toBe(10_000);
  });
});

describe('cash collected into a register session', () => {
  it('counts in its expected cash, shown apart; other methods do not', async () => {
    const session = await openRegister(t, pos, 500_000);
    const nga = await createCustomer(t, pos.shop.cashier, 'Trịnh Thị Nga');
    // A 4.000 sale paid in full in cash, and 60.000 owed from a credit sale in another session.
    await creditOrder(t, pos, session, nga, 2, 0);
    await creditOrder(t, pos, sessionId, nga, 30, 60_000);
    expect((await collect(nga, { amount: 30_000, method: 'cash', register_session_id: session })).statusCode).toBe(201);
    expect(
      (await collect(nga, { amount: 20_000, method: 'bank_transfer', register_session_id: session })).statusCode,
    ).toBe(201);
    const detail = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/pos-registers/${session}`, headers: pos.shop.admin.headers })
      ).json().data;
    expect(await detail()).toMatchObject({ cash_collections: 30_000, expected_cash_now: 500_000 + 4_000 + 30_000 });
    const closed = await applied<{ expected_cash: number; difference: number }>(t, pos.shop.cashier, 'register.close', {
      id: session,
      closed_at: new Date().toISOString(),
      counted_cash: 534_000,
      expected_cash: 504_000,
    });
    expect(closed).toMatchObject({ expected_cash: 534_000, difference: 0 });
    expect(await detail()).toMatchObject({ expected_cash: 534_000, cash_collections: 30_000 });
  });
});
