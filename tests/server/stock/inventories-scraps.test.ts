import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { backdateExpiry, mismatches, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let para: StockProduct;
let gauze: StockProduct;
let lotA: string;
let lotB: string;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  para = await s.product('Paracetamol 500mg', 'lot');
  gauze = await s.product('Bông gòn Bạch Tuyết', 'basic');
  const got = await receive(s, shop.admin.headers, para, [
    { quantity: 30, lot: 'EXP1', expiry: '2030-01-31' },
    { quantity: 50, lot: 'OK2', expiry: '2030-12-31' },
  ]);
  await backdateExpiry(t, shop.tenantId, 'EXP1', '2024-01-31');
  lotA = got.receipts.find((r) => r.lot_number === 'EXP1')!.lot_id!;
  lotB = got.receipts.find((r) => r.lot_number === 'OK2')!.lot_id!;
  await receive(s, shop.admin.headers, gauze, [{ quantity: 20 }]);
});
afterAll(() => t.close());

const admin = () => shop.admin.headers;
const onHand = async (id: string) => (await s.http.get(`/products/${id}`, admin())).json().data.stock_on_hand as number;

describe('inventory counts', () => {
  it('freezes expected per lot at start, takes counts, posts differences on finish', async () => {
    const created = await s.http.post(
      '/inventories',
      { scope: 'category', category_id: s.category, note: 'Kiểm kê cuối tháng' },
      admin(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const inv = created.json().data;
    expect(inv).toMatchObject({ code: 'KK000001', state: 'draft', lines: [] });
    // A draft has no lines yet; it says what starting will count.
    expect(inv.scope_detail).toEqual({ category_name: 'Thuốc giảm đau', product_count: 2, products: [] });
    expect((await s.http.post(`/inventories/${inv.id}/finish`, {}, admin())).statusCode).toBe(409);
    expect(
      (await s.http.put(`/inventories/${inv.id}/counts`, { lines: [{ line_id: inv.id, counted: 1 }] }, admin()))
        .statusCode,
    ).toBe(409);
    const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).json().data;
    expect(started.state).toBe('counting');
    // Expected and counted quantities are in the product's base unit, which each line names.
    expect(started.lines[0].unit_name).toBe('Viên');
    const lines = started.lines.map((l: { product_id: string; lot_number: string | null; expected: number }) => [
      l.product_id === para.id ? 'para' : 'gauze',
      l.lot_number,
      l.expected,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['para', 'EXP1', 30],
        ['para', 'OK2', 50],
        ['gauze', null, 20],
      ]),
    );
    expect(lines).toHaveLength(3);
    // A receipt after the start does not change what was expected.
    await receive(s, admin(), gauze, [{ quantity: 5 }]);
    const byLot = (n: string | null) => started.lines.find((l: { lot_number: string | null }) => l.lot_number === n).id;
    const counted = await s.http.put(
      `/inventories/${inv.id}/counts`,
      {
        lines: [
          { line_id: byLot('OK2'), counted: 47 },
          { line_id: byLot(null), counted: 20 },
        ],
      },
      admin(),
    );
    expect(counted.json().data.lines.find((l: { lot_number: string | null }) => l.lot_number === 'OK2')).toMatchObject({
      counted: 47,
      difference: -3,
    });
    expect((await s.http.put(`/inventories/${inv.id}`, { scope: 'all' }, admin())).statusCode).toBe(409);
    const done = (await s.http.post(`/inventories/${inv.id}/finish`, {}, admin())).json().data;
    expect(done.state).toBe('done');
    expect(await onHand(para.id)).toBe(77);
    expect(await onHand(gauze.id)).toBe(25);
    expect((await s.http.post(`/inventories/${inv.id}/cancel`, {}, admin())).statusCode).toBe(409);
    expect((await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).statusCode).toBe(409);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('cancels a draft or a count without touching stock; lists, tenants and roles', async () => {
    const inv = (await s.http.post('/inventories', { scope: 'products', product_ids: [gauze.id] }, admin())).json()
      .data;
    expect(inv.scope_detail).toEqual({
      category_name: null,
      product_count: 1,
      products: [{ id: gauze.id, code: 'SP000002', name: 'Bông gòn Bạch Tuyết' }],
    });
    await s.http.post(`/inventories/${inv.id}/start`, {}, admin());
    expect((await s.http.post(`/inventories/${inv.id}/cancel`, {}, admin())).json().data.state).toBe('cancelled');
    expect(await onHand(gauze.id)).toBe(25);
    expect((await s.http.post('/inventories', { scope: 'products', product_ids: [] }, admin())).statusCode).toBe(400);
    // A count or a scrap is dated the day it happened: not after today.
    const tomorrow = addDays(todayInShop(), 1);
    const future = await s.http.post(
      '/inventories',
      { scope: 'products', product_ids: [gauze.id], count_date: tomorrow },
      admin(),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ count_date: ['Ngày không được sau hôm nay.'] });
    const futureScrap = await s.http.post(
      '/scraps',
      { scrap_date: tomorrow, reason: 'damaged', lines: [{ product_id: gauze.id, quantity: 1 }] },
      admin(),
    );
    expect(futureScrap.statusCode).toBe(400);
    expect(futureScrap.json().errors).toEqual({ scrap_date: ['Ngày không được sau hôm nay.'] });
    const list = (await s.http.get('/inventories?state=done&search=cuoi thang', admin())).json();
    expect(list.data.map((i: { code: string }) => i.code)).toEqual(['KK000001']);
    expect((await s.http.get(`/inventories/${inv.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.get('/inventories', shop.cashier.headers)).statusCode).toBe(403);
  });
});

describe('scraps', () => {
  it('drafts every expired lot in one call and posts scrap moves when done', async () => {
    const res = await s.http.post('/scraps/draft-expired', {}, admin());
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({ code: 'XH000001', reason: 'expired', state: 'draft' });
    expect(draft.lines.map((l: { lot_id: string; quantity: number }) => [l.lot_id, l.quantity])).toEqual([[lotA, 30]]);
    expect(draft.lines[0].unit_name).toBe('Viên');
    const done = (await s.http.post(`/scraps/${draft.id}/done`, {}, admin())).json().data;
    expect(done).toMatchObject({ state: 'done', approved_by: shop.admin.id });
    expect((await s.http.get(`/scraps/${draft.id}`, admin())).json().data).toMatchObject({
      approved_by_name: 'Nguyễn Thị Lan',
      done_at: expect.any(String),
    });
    expect(await onHand(para.id)).toBe(47);
    expect((await s.http.post(`/scraps/${draft.id}/done`, {}, admin())).statusCode).toBe(409);
    expect((await s.http.post(`/scraps/${draft.id}/cancel`, {}, admin())).statusCode).toBe(409);
    expect((await s.http.post('/scraps/draft-expired', {}, admin())).statusCode).toBe(409);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('refuses to scrap more than the lot holds (409), a lot of another product (400), a lot-less line of a lot product (400)', async () => {
    const tooMuch = (
      await s.http.post(
        '/scraps',
        {
          reason: 'damaged',
          lines: [
            { product_id: gauze.id, quantity: 1 },
            { product_id: para.id, lot_id: lotB, quantity: 48 },
          ],
        },
        admin(),
      )
    ).json().data;
    const res = await s.http.post(`/scraps/${tooMuch.id}/done`, {}, admin());
    expect(res.statusCode).toBe(409);
    // The refusal names the line: its number, product and lot, and what the lot still holds.
    const message = 'Dòng 2 – Paracetamol 500mg, lô OK2: tồn kho không đủ để xuất hủy (còn 47).';
    expect(res.json()).toMatchObject({ message, errors: { 'lines.1.quantity': ['Vượt quá tồn kho (còn 47).'] } });
    expect(await onHand(gauze.id)).toBe(25);
    expect(await onHand(para.id)).toBe(47);
    expect(
      (
        await s.http.post(
          '/scraps',
          { reason: 'damaged', lines: [{ product_id: gauze.id, lot_id: lotB, quantity: 1 }] },
          admin(),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await s.http.post('/scraps', { reason: 'damaged', lines: [{ product_id: para.id, quantity: 1 }] }, admin()))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await s.http.post(
          '/scraps',
          { reason: 'stolen', lines: [{ product_id: para.id, lot_id: lotB, quantity: 1 }] },
          admin(),
        )
      ).statusCode,
    ).toBe(400);
    const edited = await s.http.put(
      `/scraps/${tooMuch.id}`,
      { reason: 'recalled', lines: [{ product_id: para.id, lot_id: lotB, quantity: 7 }] },
      admin(),
    );
    expect(edited.json().data).toMatchObject({ reason: 'recalled', lines: [{ quantity: 7 }] });
    await s.http.post(`/scraps/${tooMuch.id}/done`, {}, admin());
    expect(await onHand(para.id)).toBe(40);
    const cancelled = (
      await s.http.post('/scraps', { reason: 'other', lines: [{ product_id: gauze.id, quantity: 1 }] }, admin())
    ).json().data;
    expect((await s.http.post(`/scraps/${cancelled.id}/cancel`, {}, admin())).json().data.state).toBe('cancelled');
    expect(await onHand(gauze.id)).toBe(25);
    expect((await s.http.get('/scraps?state=done&reason=recalled', admin())).json().meta.total).toBe(1);
    expect((await s.http.get(`/scraps/${cancelled.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.post('/scraps/draft-expired', {}, shop.cashier.headers)).statusCode).toBe(403);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('refuses "Hết hạn" for a lot still in date, on the line, and takes it for an expired lot', async () => {
    const inDate = await s.http.post(
      '/scraps',
      {
        reason: 'expired',
        lines: [
          { product_id: para.id, lot_id: lotA, quantity: 1 },
          { product_id: para.id, lot_id: lotB, quantity: 1 },
        ],
      },
      admin(),
    );
    expect(inDate.statusCode).toBe(400);
    expect(inDate.json().errors).toEqual({
      'lines.1.lot_id': ['Lô này chưa hết hạn (hạn dùng 31/12/2030): chọn lý do hủy khác, hoặc chọn lô đã hết hạn.'],
    });
    // A draft of another reason cannot be turned into "Hết hạn" with that lot either.
    const damaged = (
      await s.http.post(
        '/scraps',
        { reason: 'damaged', lines: [{ product_id: para.id, lot_id: lotB, quantity: 1 }] },
        admin(),
      )
    ).json().data;
    const edited = await s.http.put(
      `/scraps/${damaged.id}`,
      { reason: 'expired', lines: [{ product_id: para.id, lot_id: lotB, quantity: 1 }] },
      admin(),
    );
    expect(edited.statusCode).toBe(400);
    expect((await s.http.post(`/scraps/${damaged.id}/cancel`, {}, admin())).statusCode).toBe(200);
    // A lot without a lot number (basic goods) has no expiry to judge; an expired lot is taken.
    const fine = await s.http.post(
      '/scraps',
      {
        reason: 'expired',
        lines: [
          { product_id: para.id, lot_id: lotA, quantity: 1 },
          { product_id: gauze.id, quantity: 1 },
        ],
      },
      admin(),
    );
    expect(fine.statusCode, fine.body).toBe(201);
    expect((await s.http.post(`/scraps/${fine.json().data.id}/cancel`, {}, admin())).statusCode).toBe(200);
  });
});

describe('drafting expired lots twice', () => {
  it('answers the open draft instead of a second one, even for two calls at once', async () => {
    const got = await receive(s, admin(), para, [{ quantity: 12, lot: 'EXP3', expiry: '2031-03-31' }]);
    await backdateExpiry(t, shop.tenantId, 'EXP3', '2024-03-31');
    const lot = got.receipts.find((r) => r.lot_number === 'EXP3')!.lot_id!;
    const [a, b] = await Promise.all([
      s.http.post('/scraps/draft-expired', {}, admin()),
      s.http.post('/scraps/draft-expired', {}, admin()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(a.json().data.lines.map((l: { lot_id: string; quantity: number }) => [l.lot_id, l.quantity])).toEqual([
      [lot, 12],
    ]);
    const again = await s.http.post('/scraps/draft-expired', {}, admin());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(a.json().data.id);
    expect((await s.http.get('/scraps?state=draft&reason=expired', admin())).json().meta.total).toBe(1);
    // Once that draft is cancelled its lots can be drafted again.
    await s.http.post(`/scraps/${a.json().data.id}/cancel`, {}, admin());
    const fresh = await s.http.post('/scraps/draft-expired', {}, admin());
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.id).not.toBe(a.json().data.id);
  });
});
