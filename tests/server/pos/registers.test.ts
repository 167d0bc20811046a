/**
 * register.open / register.close pushed by a till, and the /pos-registers list and detail; wrong
 * cash is refused saying what is wrong with it.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atShopTime } from '../../../src/domain/shop-clock';
import { seedShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { applied, line, mutation, openRegister, order, push, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
});
afterAll(async () => t.close());

const get = (url: string, headers = pos.shop.cashier.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('register sessions', () => {
  it('closes with expected cash = opening + cash sales − change − cash refunds, and the difference', async () => {
    const sessionId = await openRegister(t, pos, 500_000);
    const seller = pos.shop.cashier;
    const vitamin = (quantity: number, extra = {}) =>
      line({ product_id: pos.vitamin.id, quantity, price: 2_000, ...extra });
    const cashSale = order(pos, {
      code: 'HD-Q1-000001',
      sessionId,
      seller,
      lines: [vitamin(3), line({ product_id: pos.para.id, quantity: 31, price: 1_000, tracking_type: 'lot' })],
      cash: 100_000,
    });
    const cardSale = order(pos, {
      code: 'HD-Q1-000002',
      sessionId,
      seller,
      lines: [vitamin(5)],
      payments: [{ id: v7(), method: 'card', amount: 10_000, reference: 'POS 1234' }],
    });
    const refund = order(pos, {
      code: 'TH-Q1-000003',
      type: 'return',
      returnFor: cashSale.id,
      sessionId,
      seller,
      lines: [vitamin(1, { is_return: true, return_of_line_id: cashSale.lines[0]!.id })],
      cash: -2_000,
    });
    expect(cashSale.total_return).toBe(63_000);
    const results = await push(t, seller, [
      mutation('order.create', cashSale),
      mutation('order.create', cardSale),
      mutation('order.create', refund),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    const openRes = await get(`/pos-registers/${sessionId}`);
    expect(openRes.statusCode, openRes.body).toBe(200);
    const open = openRes.json().data;
    expect(open).toMatchObject({
      state: 'open',
      opening_cash: 500_000,
      expected_cash_now: 535_000,
      order_count: 3,
      totals_by_method: { cash: 35_000, card: 10_000, bank_transfer: 0, e_wallet: 0 },
    });
    expect(open.orders.map((o: { code: string }) => o.code)).toEqual(
      expect.arrayContaining(['HD-Q1-000001', 'HD-Q1-000002', 'TH-Q1-000003']),
    );

    const closed = await applied(t, seller, 'register.close', {
      id: sessionId,
      closed_at: new Date().toISOString(),
      counted_cash: 534_000,
      expected_cash: 535_000,
      note: '  Thiếu 1.000 ₫ tiền lẻ  ',
    });
    expect(closed).toEqual({
      id: sessionId,
      state: 'closed',
      expected_cash: 535_000,
      counted_cash: 534_000,
      difference: -1_000,
    });
    const detail = (await get(`/pos-registers/${sessionId}`)).json().data;
    expect(detail).toMatchObject({
      state: 'closed',
      expected_cash: 535_000,
      till_expected_cash: 535_000,
      counted_cash: 534_000,
      difference: -1_000,
      closed_by: { id: seller.id },
      closing_note: 'Thiếu 1.000 ₫ tiền lẻ',
    });

    const [again] = await push(t, seller, [
      mutation('register.close', {
        id: sessionId,
        closed_at: new Date().toISOString(),
        counted_cash: 1,
        expected_cash: 1,
      }),
    ]);
    expect(again).toMatchObject({ status: 'rejected', code: 'session_closed', message: 'Ca bán hàng đã được đóng.' });

    // A sale from another device reaching the closed session later still counts in its figures.
    const late = order(pos, { code: 'HD-Q1-000004', sessionId, seller, lines: [vitamin(1)] });
    await applied(t, seller, 'order.create', late);
    expect((await get(`/pos-registers/${sessionId}`)).json().data).toMatchObject({
      expected_cash: 537_000,
      difference: -3_000,
      order_count: 4,
    });
  });

  it('lists sessions with filters; another shop’s session is 404; a till of another shop cannot be opened', async () => {
    const second = await openRegister(t, pos, 0);
    const list = (await get('/pos-registers?state=open')).json();
    expect(list.data.map((s: { id: string }) => s.id)).toEqual([second]);
    expect(list.meta).toEqual({ page: 1, page_size: 20, total: 1 });
    expect((await get('/pos-registers?sort=-opened_at')).json().meta.total).toBe(2);
    expect((await get(`/pos-registers?pos_setting_id=${v7()}`)).json().data).toEqual([]);
    expect((await get('/pos-registers?state=nope')).statusCode).toBe(400);

    const other = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'K1');
    const otherSession = await openRegister(t, other);
    const res = await get(`/pos-registers/${otherSession}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const [rejected] = await push(t, pos.shop.cashier, [
      mutation('register.open', {
        id: v7(),
        pos_setting_id: other.tillId,
        opened_at: new Date().toISOString(),
        opening_cash: 0,
      }),
    ]);
    expect(rejected).toMatchObject({ status: 'rejected', code: 'unknown_till' });
    const [closeForeign] = await push(t, pos.shop.cashier, [
      mutation('register.close', {
        id: otherSession,
        closed_at: new Date().toISOString(),
        counted_cash: 0,
        expected_cash: 0,
      }),
    ]);
    expect(closeForeign).toMatchObject({ status: 'rejected', code: 'unknown_register_session' });
  });

  it('filters by shop day: a session opened at 23:59:59 belongs to that day, one at 00:00 to the next', async () => {
    const openAt = async (local: string) => {
      const id = v7();
      await applied(t, pos.shop.cashier, 'register.open', {
        id,
        pos_setting_id: pos.tillId,
        opened_at: atShopTime(local).toISOString(),
        opening_cash: 0,
      });
      return id;
    };
    const late = await openAt('2025-03-09T23:59:59');
    const early = await openAt('2025-03-10T00:00:00');
    const ids = async (query: string) =>
      (await get(`/pos-registers?${query}&sort=opened_at`)).json().data.map((s: { id: string }) => s.id);
    expect(await ids('date_from=2025-03-09&date_to=2025-03-09')).toEqual([late]);
    expect(await ids('date_from=2025-03-10&date_to=2025-03-10')).toEqual([early]);
    expect(await ids('date_from=2025-03-09&date_to=2025-03-10')).toEqual([late, early]);
    expect((await get('/pos-registers?date_from=2025-02-30')).statusCode).toBe(400);
  });

  it('refuses wrong register cash saying what is wrong with it: missing, not a number, fraction, negative, too large', async () => {
    const opening = (opening_cash: unknown) =>
      mutation('register.open', {
        id: v7(),
        pos_setting_id: pos.tillId,
        opened_at: new Date().toISOString(),
        ...(opening_cash === undefined ? {} : { opening_cash }),
      });
    const sessions = async () => (await get('/pos-registers')).json().meta.total;
    const before = await sessions();
    const results = await push(t, pos.shop.cashier, [
      opening(undefined),
      opening('500000'),
      opening(10.5),
      opening(-1),
      opening(200_000_000_000),
      mutation('register.close', { id: v7(), closed_at: new Date().toISOString(), counted_cash: -1, expected_cash: 0 }),
    ]);
    const invalid = 'Dữ liệu của thao tác không hợp lệ.';
    expect(results.map((result) => (result.status === 'rejected' ? [result.code, result.message] : result))).toEqual([
      ['invalid_args', `${invalid} (opening_cash: Vui lòng nhập tiền đầu ca.)`],
      ['invalid_args', `${invalid} (opening_cash: Vui lòng nhập số.)`],
      ['invalid_args', `${invalid} (opening_cash: Số tiền phải là số đồng chẵn, không có phần lẻ.)`],
      ['invalid_args', `${invalid} (opening_cash: Số tiền không được âm.)`],
      ['invalid_args', `${invalid} (opening_cash: Số tiền tối đa là 99.999.999.999 ₫.)`],
      ['invalid_args', `${invalid} (counted_cash: Số tiền không được âm.)`],
    ]);
    expect(await sessions()).toBe(before);
  });
});
