/**
 * Lots found while counting: a new lot number with its expiry (created on finish, the positive
 * adjustment moved into it), a known lot the frozen list lacked (emptied before the start), the
 * checks (state, scope, tracking, duplicates), removing a found line, tenants and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { mismatches, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let para: StockProduct;
let gauze: StockProduct;
let emptied: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  para = await s.product('Paracetamol 500mg', 'lot');
  gauze = await s.product('Bông gòn Bạch Tuyết', 'basic');
  const got = await receive(
    s,
    shop.admin.headers,
    para,
    [
      { quantity: 20, lot: 'P-OLD', expiry: '2027-03-31' },
      { quantity: 5, lot: 'P-EMPTY', expiry: '2027-01-31' },
    ],
    1200,
  );
  emptied = got.receipts.find((r) => r.lot_number === 'P-EMPTY')!.lot_id!;
  await receive(s, shop.admin.headers, gauze, [{ quantity: 10 }]);
  // P-EMPTY is scrapped to zero, so a count started now does not list it.
  const scrap = (
    await s.http.post(
      '/scraps',
      { reason: 'damaged', lines: [{ product_id: para.id, lot_id: emptied, quantity: 5 }] },
      shop.admin.headers,
    )
  ).json().data;
  await s.http.post(`/scraps/${scrap.id}/done`, {}, shop.admin.headers);
});
afterAll(() => t.close());

const admin = () => shop.admin.headers;
type Line = {
  id: string;
  product_id: string;
  lot_id: string | null;
  lot_number: string | null;
  expiry_date: string | null;
  expected: number;
  counted: number | null;
  found: boolean;
};
const lotsOf = async (id: string) =>
  (await s.http.get(`/products/${id}/lots`, admin())).json().data as Array<{
    id: string;
    lot_number: string;
    expiry_date: string | null;
    quantity: number;
  }>;

describe('lots found while counting', () => {
  it('adds a new lot and a known unlisted lot; finishing creates the new lot and moves the differences into both', async () => {
    const inv = (await s.http.post('/inventories', { scope: 'products', product_ids: [para.id] }, admin())).json().data;
    const found = { product_id: para.id, lot_number: 'P-NEW', expiry_date: '2028-06-30', counted: 12 };
    // Not while a draft.
    expect((await s.http.post(`/inventories/${inv.id}/lines`, found, admin())).statusCode).toBe(409);
    const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).json().data;
    expect(started.lines.map((l: Line) => [l.lot_number, l.expected, l.found])).toEqual([['P-OLD', 20, false]]);

    const added = await s.http.post(`/inventories/${inv.id}/lines`, found, admin());
    expect(added.statusCode, added.body).toBe(200);
    const newLine = (added.json().data.lines as Line[]).find((l) => l.lot_number === 'P-NEW')!;
    expect(newLine).toMatchObject({ lot_id: null, expiry_date: '2028-06-30', expected: 0, counted: 12, found: true });
    // The lot is not in the books until the count is finished.
    expect((await lotsOf(para.id)).map((l) => l.lot_number)).not.toContain('P-NEW');

    const known = (
      await s.http.post(
        `/inventories/${inv.id}/lines`,
        { product_id: para.id, lot_number: 'P-EMPTY', expiry_date: '2027-01-31', counted: 2 },
        admin(),
      )
    ).json().data;
    expect((known.lines as Line[]).find((l) => l.lot_number === 'P-EMPTY')).toMatchObject({
      lot_id: emptied,
      expected: 0,
      counted: 2,
      found: true,
    });

    // The same lot twice, a product the count does not cover, a product without lots.
    const again = await s.http.post(`/inventories/${inv.id}/lines`, { ...found, counted: 1 }, admin());
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.lot_number).toEqual(['Lô này đã có trong phiếu kiểm kê.']);
    expect(
      (await s.http.post(`/inventories/${inv.id}/lines`, { ...found, lot_number: 'P-OLD' }, admin())).statusCode,
    ).toBe(400);
    expect(
      (await s.http.post(`/inventories/${inv.id}/lines`, { ...found, product_id: gauze.id }, admin())).json().errors
        .product_id,
    ).toEqual(['Sản phẩm không thuộc phạm vi của phiếu kiểm kê này.']);
    expect((await s.http.post(`/inventories/${inv.id}/lines`, { ...found, lot_number: ' ' }, admin())).statusCode).toBe(
      400,
    );
    expect(
      (await s.http.post(`/inventories/${inv.id}/lines`, { ...found, expiry_date: '30/06/2028' }, admin())).statusCode,
    ).toBe(400);

    // Counted quantities of found lines are saved like any other.
    const oldLine = (known.lines as Line[]).find((l) => l.lot_number === 'P-OLD')!;
    await s.http.put(
      `/inventories/${inv.id}/counts`,
      {
        lines: [
          { line_id: oldLine.id, counted: 20 },
          { line_id: newLine.id, counted: 10 },
        ],
      },
      admin(),
    );
    const done = await s.http.post(`/inventories/${inv.id}/finish`, {}, admin());
    expect(done.statusCode, done.body).toBe(200);
    const lines = done.json().data.lines as Line[];
    const created = (await lotsOf(para.id)).find((l) => l.lot_number === 'P-NEW')!;
    expect(created).toMatchObject({ expiry_date: '2028-06-30', quantity: 10 });
    expect(lines.find((l) => l.lot_number === 'P-NEW')).toMatchObject({
      lot_id: created.id,
      found: true,
      expected: 0,
      counted: 10,
    });
    expect((await lotsOf(para.id)).find((l) => l.id === emptied)?.quantity).toBe(2);
    expect((await s.http.get(`/products/${para.id}`, admin())).json().data.stock_on_hand).toBe(20 + 10 + 2);
    const moves = (await s.http.get(`/stock/moves?product_id=${para.id}&reason=count_adjustment`, admin())).json()
      .data as Array<{ lot_id: string; quantity: number; unit_cost: number }>;
    expect(moves.map((m) => [m.lot_id, m.quantity]).sort()).toEqual(
      [
        [created.id, 10],
        [emptied, 2],
      ].sort(),
    );
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
    // Done: no more lines.
    expect(
      (await s.http.post(`/inventories/${inv.id}/lines`, { ...found, lot_number: 'P-LATE' }, admin())).statusCode,
    ).toBe(409);
  });

  it('removes a found line (only a found one); a count of all products accepts any lot product', async () => {
    const inv = (await s.http.post('/inventories', { scope: 'all' }, admin())).json().data;
    const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).json().data;
    const listed = (started.lines as Line[])[0]!;
    const withFound = (
      await s.http.post(
        `/inventories/${inv.id}/lines`,
        { product_id: para.id, lot_number: 'P-TYPO', expiry_date: '2028-01-31', counted: 3 },
        admin(),
      )
    ).json().data;
    const typo = (withFound.lines as Line[]).find((l) => l.lot_number === 'P-TYPO')!;
    expect((await s.http.del(`/inventories/${inv.id}/lines/${listed.id}`, admin())).statusCode).toBe(409);
    expect((await s.http.del(`/inventories/${inv.id}/lines/${typo.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.del(`/inventories/${inv.id}/lines/${typo.id}`, shop.cashier.headers)).statusCode).toBe(403);
    const removed = await s.http.del(`/inventories/${inv.id}/lines/${typo.id}`, admin());
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data.lines as Line[]).some((l) => l.lot_number === 'P-TYPO')).toBe(false);
    expect(
      (
        await s.http.post(
          `/inventories/${inv.id}/lines`,
          { product_id: gauze.id, lot_number: 'G-1', expiry_date: '2028-01-31', counted: 1 },
          admin(),
        )
      ).json().errors.product_id,
    ).toEqual(['Sản phẩm không quản lý theo lô.']);
    expect(
      (
        await s.http.post(
          `/inventories/${inv.id}/lines`,
          { product_id: para.id, lot_number: 'X', expiry_date: '2028-01-31', counted: 1 },
          other.admin.headers,
        )
      ).statusCode,
    ).toBe(404);
    // Cancelling leaves no lot behind.
    await s.http.post(
      `/inventories/${inv.id}/lines`,
      { product_id: para.id, lot_number: 'P-GONE', expiry_date: '2028-01-31', counted: 4 },
      admin(),
    );
    expect((await s.http.post(`/inventories/${inv.id}/cancel`, {}, admin())).json().data.state).toBe('cancelled');
    expect((await lotsOf(para.id)).map((l) => l.lot_number)).not.toContain('P-GONE');
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });
});
