/**
 * POST /customers/{id}/payments/{paymentId}/cancel: a manager cancels a collection made by
 * mistake with a reason. It stays in the history, marked and counting nothing; its amount is owed
 * again; cash taken into a register session leaves the session's expected cash, and a session
 * closed since has its figures computed again. A retry changes nothing; a cashier is refused.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededUser } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { debtor as debtorOf } from './debt-helpers';
import { applied, openRegister, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;

const collect = async (customerId: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/customers/${customerId}/payments`,
    headers: pos.shop.cashier.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment as { id: string; code: string };
};
const cancel = (customerId: string, paymentId: string, payload: unknown, who: SeededUser = pos.shop.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/customers/${customerId}/payments/${paymentId}/cancel`,
    headers: who.headers,
    payload: payload as Record<string, unknown>,
  });
const read = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: pos.shop.admin.headers })).json();
const debtOf = async (id: string) => (await read(`customers/${id}`)).data.debt as number;

const debtor = (name: string, debt: number) => debtorOf(t, pos, sessionId, name, debt);

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

describe('cancelling a collection', () => {
  it('keeps it in the history, marked, and puts its amount back on the debt', async () => {
    const dao = await debtor('Nguyễn Thị Hồng Đào', 150_000);
    const first = await collect(dao, { amount: 50_000, method: 'bank_transfer' });
    const second = await collect(dao, { amount: 30_000, method: 'card' });
    expect(await debtOf(dao)).toBe(70_000);

    const res = await cancel(dao, first.id, { reason: '  Khách chưa chuyển khoản  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, debt } = res.json().data;
    expect(debt).toBe(120_000);
    expect(payment).toMatchObject({
      id: first.id,
      code: first.code,
      amount: 50_000,
      cancelled: { by: { id: pos.shop.admin.id }, reason: 'Khách chưa chuyển khoản' },
    });
    expect(Date.now() - Date.parse(payment.cancelled.at)).toBeLessThan(60_000);
    expect(await debtOf(dao)).toBe(120_000);

    // Newest first: the second collection's balance no longer counts the cancelled one.
    const history = (await read(`customers/${dao}/debt-history`)).data;
    expect(
      history.map((e: { code: string; change: number; balance: number }) => [e.code, e.change, e.balance]),
    ).toEqual([
      [second.code, -30_000, 120_000],
      [first.code, -50_000, 150_000],
      [expect.stringMatching(/^HD-/), 150_000, 150_000],
    ]);
    expect(history[1].cancelled).toMatchObject({ reason: 'Khách chưa chuyển khoản' });
    expect(history[0].cancelled).toBeNull();

    // The list's sort and filter count the debt the same way.
    const owing = (await read(`customers?has_debt=true&page_size=100`)).data.map((c: { id: string }) => c.id);
    expect(owing).toContain(dao);
  });

  it('answers a retry with the cancelled collection unchanged', async () => {
    const em = await debtor('Võ Văn Em', 40_000);
    const paid = await collect(em, { amount: 40_000, method: 'cash' });
    const first = await cancel(em, paid.id, { reason: 'Nhầm khách' });
    const again = await cancel(em, paid.id, { reason: 'Lần nữa' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await debtOf(em)).toBe(40_000);
    // The debt it gave back can be collected again.
    await collect(em, { amount: 40_000, method: 'cash' });
    expect(await debtOf(em)).toBe(0);
  });

  it('takes cash out of the open register session it went into', async () => {
    const session = await openRegister(t, pos, 500_000);
    const giang = await debtor('Phạm Thị Giang', 60_000);
    const cash = await collect(giang, { amount: 60_000, method: 'cash', register_session_id: session });
    expect((await read(`pos-registers/${session}`)).data).toMatchObject({
      cash_collections: 60_000,
      expected_cash_now: 560_000,
    });
    // The history says which drawer the cash went into.
    const [entry] = (await read(`customers/${giang}/debt-history`)).data;
    expect(entry).toMatchObject({ kind: 'payment', id: cash.id, register_session_id: session });
    expect((await cancel(giang, cash.id, { reason: 'Khách chưa đưa tiền' })).statusCode).toBe(200);
    expect((await read(`pos-registers/${session}`)).data).toMatchObject({
      cash_collections: 0,
      expected_cash_now: 500_000,
      drawer_vouchers: [
        {
          kind: 'collection',
          id: cash.id,
          party: { id: giang, name: 'Phạm Thị Giang' },
          amount: 60_000,
          cancelled: true,
        },
      ],
    });
    const closed = await applied<{ expected_cash: number; difference: number }>(t, pos.shop.cashier, 'register.close', {
      id: session,
      closed_at: new Date().toISOString(),
      counted_cash: 500_000,
      expected_cash: 500_000,
    });
    expect(closed).toMatchObject({ expected_cash: 500_000, difference: 0 });
  });

  it('computes a session closed since again: the count is compared without that cash', async () => {
    const session = await openRegister(t, pos, 500_000);
    const hoa = await debtor('Bùi Thị Hoa', 20_000);
    const cash = await collect(hoa, { amount: 20_000, method: 'cash', register_session_id: session });
    // The drawer held only the opening cash: the collection was keyed but never handed over.
    await applied(t, pos.shop.cashier, 'register.close', {
      id: session,
      closed_at: new Date().toISOString(),
      counted_cash: 500_000,
      expected_cash: 520_000,
    });
    expect((await read(`pos-registers/${session}`)).data).toMatchObject({
      expected_cash: 520_000,
      difference: -20_000,
    });
    expect((await cancel(hoa, cash.id, { reason: 'Khách chưa đưa tiền' })).statusCode).toBe(200);
    expect((await read(`pos-registers/${session}`)).data).toMatchObject({
      state: 'closed',
      expected_cash: 500_000,
      difference: 0,
      cash_collections: 0,
    });
  });

  it('needs a reason, in Vietnamese on the field', async () => {
    const khanh = await debtor('Hoàng Văn Khánh', 10_000);
    const paid = await collect(khanh, { amount: 10_000, method: 'cash' });
    for (const [payload, message] of [
      [{}, 'Vui lòng nhập lý do hủy phiếu.'],
      [{ reason: '   ' }, 'Vui lòng nhập lý do hủy phiếu.'],
      [{ reason: 'x'.repeat(501) }, 'Lý do hủy không được dài quá 500 ký tự.'],
    ] as const) {
      const res = await cancel(khanh, paid.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ reason: [message] });
    }
    expect((await cancel(khanh, 'abc', { reason: 'x' })).statusCode).toBe(400);
    expect(await debtOf(khanh)).toBe(0);
  });

  it('is the manager’s: a cashier gets 403; another shop, another customer or no such payment 404', async () => {
    const lan = await debtor('Ngô Thị Lan', 30_000);
    const other = await debtor('Lý Văn Minh', 10_000);
    const paid = await collect(lan, { amount: 30_000, method: 'cash' });
    expect((await cancel(lan, paid.id, { reason: 'x' }, pos.shop.cashier)).statusCode).toBe(403);
    const stranger = await seedShop(t, 'Nhà thuốc Bên Kia');
    expect((await cancel(lan, paid.id, { reason: 'x' }, stranger.admin)).statusCode).toBe(404);
    expect((await cancel(other, paid.id, { reason: 'x' })).statusCode).toBe(404);
    expect((await cancel(lan, v7(), { reason: 'x' })).statusCode).toBe(404);
    expect(await debtOf(lan)).toBe(0);
  });
});
