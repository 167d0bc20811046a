/**
 * Facts win (issue: no paid sale stranded): codes made by two devices on one till and by a device
 * whose storage was cleared are distinct by construction; a sale of an archived product or at a
 * price the server no longer has is recorded once and flagged, in the orders list, the ledger and
 * the dashboard; a mutation id reused with other content is a conflict; what cannot be recorded is
 * kept with its payload. Case by case (archived, deleted, repriced product, reused code, missing
 * stock, a return of a sale not seen yet, unknown till or session): each paid sale ends up once in
 * /pos-orders with its flags, once in the stock ledger and once in the dashboard's exact figures,
 * the refused ones by way of the sync-problems page and the manager's correction.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { reusedCode } from '../../../server/modules/orders/order-plan';
import { postMoves } from '../../../server/modules/stock/ledger';
import { formatOrderCode } from '../../../src/domain/order-codes';
import type { PosOrderDetail, PosOrderSummary } from '../../../src/domain/pos-orders-api';
import type { DashboardReport } from '../../../src/domain/reports/dashboard';
import type { SyncProblem } from '../../../src/domain/sync-problems';
import { posOrdersVi } from '../../../src/i18n/pos-orders';
import { todayInShop } from '../../../src/domain/shop-clock';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { line, mutation, openRegister, order, push, seedPos, type PosShop } from '../pos/helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

async function segmentOf(deviceId: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/devices',
    headers: pos.shop.cashier.headers,
    payload: { device_id: deviceId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { segment: number } }).data.segment;
}

/** Today's dashboard figures of a shop that say how many sales, returns and how much money. */
async function dayFigures(shop: PosShop) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/dashboard?period=day&date=${todayInShop()}`,
    headers: shop.shop.admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const d = (res.json() as { data: DashboardReport }).data;
  return {
    order_count: d.order_count,
    gross_sales: d.gross_sales,
    net_revenue: d.net_revenue,
    returns: d.returns,
    cash: d.by_payment_method.find((m) => m.method === 'cash')!.amount,
  };
}

const sale = (code: string, extra: Partial<Parameters<typeof line>[0]> = {}) =>
  order(pos, {
    code,
    sessionId,
    seller: pos.shop.cashier,
    lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000, ...extra })],
  });

describe('order codes without coordination', () => {
  it('gives each device its own segment once, so two tablets on one till and a cleared tablet never share a code', async () => {
    const tabletA = await segmentOf('tablet-a');
    const tabletB = await segmentOf('tablet-b');
    expect(tabletB).not.toBe(tabletA);
    expect(await segmentOf('tablet-a')).toBe(tabletA);
    // Both tablets sell offline on "Q1" with their counters at 1, 2, 3: six distinct codes.
    const orders = [tabletA, tabletB].flatMap((segment) =>
      [1, 2, 3].map((counter) => sale(formatOrderCode('sale', 'Q1', counter, String(segment)))),
    );
    const pushes = await Promise.all([
      push(
        t,
        pos.shop.cashier,
        orders.slice(0, 3).map((o) => mutation('order.create', o)),
        'tablet-a',
      ),
      push(
        t,
        pos.shop.cashier,
        orders.slice(3).map((o) => mutation('order.create', o)),
        'tablet-b',
      ),
    ]);
    expect(pushes.flat().map((r) => r.status)).toEqual(Array(6).fill('applied'));
    // Tablet A's storage is cleared: a new device id, a new segment, its counter from 1 again.
    const cleared = await segmentOf('tablet-a-after-clear');
    expect([tabletA, tabletB]).not.toContain(cleared);
    const again = sale(formatOrderCode('sale', 'Q1', 1, String(cleared)));
    const [result] = await push(t, pos.shop.cashier, [mutation('order.create', again)], 'tablet-a-after-clear');
    expect(result).toMatchObject({ status: 'applied', result: { code: again.code, review_flags: [] } });
    const stored = await ownerQuery<{ code: string }>(
      t.database,
      'select code from pos_orders where tenant_id = $1 and id = any($2)',
      [pos.shop.tenantId, [...orders, again].map((o) => o.id)],
    );
    expect(new Set(stored.map((r) => r.code)).size).toBe(7);
  });

  it('refuses a device id that is not one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/devices',
      headers: pos.shop.cashier.headers,
      payload: { device_id: '' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('facts win', () => {
  it('records a sale of an archived product at an old price once, flagged, in the list, the ledger and the dashboard', async () => {
    await ownerQuery(t.database, 'update products set is_active = false, sale_price = 2500 where id = $1', [
      pos.vitamin.id,
    ]);
    const offline = sale('HD-Q1-9-000001');
    const pushed = mutation('order.create', offline);
    const before = await dayFigures(pos);
    const [first] = await push(t, pos.shop.cashier, [pushed]);
    const [replay] = await push(t, pos.shop.cashier, [pushed]);
    expect(replay).toEqual(first);
    expect(first).toMatchObject({
      status: 'applied',
      result: {
        review_flags: [
          { kind: 'product_inactive', product_id: pos.vitamin.id, state: 'archived' },
          { kind: 'price_changed', product_id: pos.vitamin.id, recorded: 2_000, current: 2_500 },
        ],
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pos-orders?flagged=true&code=HD-Q1-9-000001',
      headers: pos.shop.admin.headers,
    });
    expect(list.json().data.map((o: { code: string }) => o.code)).toEqual(['HD-Q1-9-000001']);
    const moves = await ownerQuery<{ n: string }>(
      t.database,
      'select count(*) as n from stock_moves where tenant_id = $1 and document_id = $2',
      [pos.shop.tenantId, offline.id],
    );
    expect(Number(moves[0]!.n)).toBe(1);
    // Counted once on the dashboard (the replay added nothing): one more sale of 2.000 ₫, paid in cash.
    expect(await dayFigures(pos)).toEqual({
      ...before,
      order_count: before.order_count + 1,
      gross_sales: before.gross_sales + 2_000,
      net_revenue: before.net_revenue + 2_000,
      cash: before.cash + 2_000,
    });
  });

  it('refuses a mutation id pushed again with other content as a conflict, keeping the stored result', async () => {
    const original = sale('HD-Q1-9-000002');
    const pushed = mutation('order.create', original);
    const [first] = await push(t, pos.shop.cashier, [pushed]);
    expect(first!.status).toBe('applied');
    const changed = { ...pushed, args: { ...original, note: 'khác' } };
    const [second] = await push(t, pos.shop.cashier, [changed]);
    expect(second).toMatchObject({ status: 'rejected', code: 'mutation_id_reused' });
    const [stored] = await ownerQuery<{ note: string }>(t.database, 'select note from pos_orders where id = $1', [
      original.id,
    ]);
    expect(stored!.note).toBe('');
    const [kept] = await ownerQuery<{ code: string }>(t.database, 'select code from sync_rejections where id = $1', [
      pushed.id,
    ]);
    expect(kept).toEqual({ code: 'mutation_id_reused' });
  });

  it('keeps a sale it cannot record, and marks it resolved when a retry applies it', async () => {
    const registerId = v7();
    const early = order(pos, {
      code: 'HD-Q1-9-000003',
      sessionId: registerId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const open = mutation('register.open', {
      id: registerId,
      pos_setting_id: pos.tillId,
      opened_at: new Date().toISOString(),
      opening_cash: 0,
    });
    const saleMutation = mutation('order.create', early);
    // The register's opening has not reached the server yet: the sale waits among the rejections.
    const [refused] = await push(t, pos.shop.cashier, [saleMutation]);
    expect(refused).toMatchObject({ status: 'rejected', code: 'unknown_register_session' });
    const results = await push(t, pos.shop.cashier, [open, saleMutation]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [kept] = await ownerQuery<{ resolution: string | null }>(
      t.database,
      'select resolution from sync_rejections where id = $1',
      [saleMutation.id],
    );
    expect(kept).toEqual({ resolution: 'applied_on_retry' });
  });

  it("keeps a manager's void final: the till's retry after the register arrives is refused and records nothing", async () => {
    const registerId = v7();
    const early = order(pos, {
      code: 'HD-Q1-9-000004',
      sessionId: registerId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const saleMutation = mutation('order.create', early);
    const [refused] = await push(t, pos.shop.cashier, [saleMutation]);
    expect(refused).toMatchObject({ status: 'rejected', code: 'unknown_register_session' });
    const voided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync-problems/resolve',
      headers: pos.shop.admin.headers,
      payload: { kind: 'rejected', id: saleMutation.id, action: 'void', note: 'Đơn bán thử' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const before = await dayFigures(pos);
    const open = mutation('register.open', {
      id: registerId,
      pos_setting_id: pos.tillId,
      opened_at: new Date().toISOString(),
      opening_cash: 0,
    });
    const results = await push(t, pos.shop.cashier, [open, saleMutation]);
    expect(results.find((r) => r.id === open.id)).toMatchObject({ status: 'applied' });
    expect(results.find((r) => r.id === saleMutation.id)).toMatchObject({
      status: 'rejected',
      code: 'voided_by_manager',
      message: expect.stringContaining('Quản lý đã hủy'),
    });
    const stored = await ownerQuery<{ n: string }>(t.database, 'select count(*) as n from pos_orders where id = $1', [
      early.id,
    ]);
    expect(Number(stored[0]!.n)).toBe(0);
    const [kept] = await ownerQuery<{ resolution: string | null }>(
      t.database,
      'select resolution from sync_rejections where id = $1',
      [saleMutation.id],
    );
    expect(kept).toEqual({ resolution: 'void' });
    expect(await dayFigures(pos)).toEqual(before);
  });

  it('notices a device whose sequence skips (an outbox entry lost on the device)', async () => {
    const at = (seq: number, code: string) => ({ ...mutation('order.create', sale(code)), seq });
    await push(t, pos.shop.cashier, [at(1, 'HD-Q1-8-000001'), at(2, 'HD-Q1-8-000002')], 'gap-device');
    // Seq 3 and 4 never arrive; 5 does. A replay of 1 and 2 changes nothing.
    await push(t, pos.shop.cashier, [at(5, 'HD-Q1-8-000005')], 'gap-device');
    await push(t, pos.shop.cashier, [at(6, 'HD-Q1-8-000006')], 'gap-device');
    const gaps = await ownerQuery<{ from_seq: number; to_seq: number }>(
      t.database,
      "select from_seq, to_seq from sync_gaps where tenant_id = $1 and device_id = 'gap-device'",
      [pos.shop.tenantId],
    );
    expect(gaps).toEqual([{ from_seq: 3, to_seq: 4 }]);
  });
});

describe('the sync-problems page', () => {
  const get = (url: string, who = pos.shop.admin) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const resolve = (payload: Record<string, unknown>, who = pos.shop.admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sync-problems/resolve', headers: who.headers, payload });

  it('lists flagged orders, refused mutations and gaps with Vietnamese reasons, and records each resolution', async () => {
    const open = (await get('/api/v1/sync-problems?page_size=100')).json();
    const kinds = new Set(open.data.map((p: { kind: string }) => p.kind));
    expect(kinds).toEqual(new Set(['flagged_order', 'rejected', 'gap']));
    const flagged = open.data.find((p: { code: string | null }) => p.code === 'HD-Q1-9-000001');
    expect(flagged).toMatchObject({ kind: 'flagged_order', amount: 2_000, device_id: 'till-1' });
    expect(flagged.reasons.join(' ')).toContain('Giá bán khác với giá hiện tại');
    const gap = open.data.find((p: { kind: string }) => p.kind === 'gap');
    expect(gap).toMatchObject({ id: 'gap-device:3', reasons: [expect.stringContaining('số 3–4')] });
    const count = (await get('/api/v1/sync-problems/count')).json().data.open;
    expect(count).toBe(open.meta.total);

    expect(
      (await resolve({ kind: 'flagged_order', id: flagged.id, action: 'accept', note: 'Giá cũ, đã báo' })).statusCode,
    ).toBe(200);
    // Voiding needs a reason; a sold order is never voided from here.
    const noReason = await resolve({ kind: 'gap', id: gap.id, action: 'void' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.note).toEqual(['Nhập lý do khi hủy bỏ.']);
    expect((await resolve({ kind: 'flagged_order', id: flagged.id, action: 'void', note: 'x' })).statusCode).toBe(400);
    expect(
      (await resolve({ kind: 'gap', id: gap.id, action: 'void', note: 'Máy tính bảng bị cài lại' })).statusCode,
    ).toBe(200);
    expect((await resolve({ kind: 'gap', id: gap.id, action: 'void', note: 'lần hai' })).statusCode).toBe(404);

    const resolved = (await get('/api/v1/sync-problems?status=resolved&page_size=100')).json().data;
    expect(resolved.find((p: { id: string }) => p.id === flagged.id)).toMatchObject({
      resolution: 'accept',
      note: 'Giá cũ, đã báo',
      resolved_by: expect.any(String),
    });
    expect((await get('/api/v1/sync-problems/count')).json().data.open).toBe(count - 2);
  });

  it('is for admins only', async () => {
    expect((await get('/api/v1/sync-problems', pos.shop.cashier)).statusCode).toBe(403);
    expect((await resolve({ kind: 'gap', id: 'x:1', action: 'accept' }, pos.shop.cashier)).statusCode).toBe(403);
  });

  it("records a refused sale in the register session a manager names, and answers the till's retry as applied", async () => {
    const lost = order(pos, {
      code: 'HD-Q1-9-000010',
      sessionId: v7(),
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const pushed = mutation('order.create', lost);
    const [refused] = await push(t, pos.shop.cashier, [pushed]);
    expect(refused).toMatchObject({ status: 'rejected', code: 'unknown_register_session' });
    const noSession = await resolve({ kind: 'rejected', id: pushed.id, action: 'correct' });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().errors.register_session_id).toEqual(['Chọn ca bán hàng của đơn.']);
    const corrected = await resolve({
      kind: 'rejected',
      id: pushed.id,
      action: 'correct',
      register_session_id: sessionId,
      note: 'Ca mở trên máy khác',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [stored] = await ownerQuery<{ register_session_id: string }>(
      t.database,
      'select register_session_id from pos_orders where id = $1',
      [lost.id],
    );
    expect(stored).toEqual({ register_session_id: sessionId });
    // The till still has it refused; its retry of the same content is answered as applied.
    const [retry] = await push(t, pos.shop.cashier, [pushed]);
    expect(retry, JSON.stringify(retry)).toMatchObject({
      status: 'applied',
      result: { id: lost.id, code: 'HD-Q1-9-000010' },
    });
    expect(
      (await resolve({ kind: 'rejected', id: pushed.id, action: 'correct', register_session_id: sessionId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('facts win, case by case: once in /pos-orders, once in the ledger, once on the dashboard', () => {
  let shop: PosShop;
  let shopSession: string;
  let made = 0;

  beforeAll(async () => {
    shop = await seedPos(t, await seedShop(t, 'Nhà thuốc Sự Thật'));
    shopSession = await openRegister(t, shop);
  });

  const admin = () => shop.shop.admin;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin().headers });

  /** A product of its own per case, counted without lots, with `stock` on hand from the ledger. */
  async function freshProduct(stock: number): Promise<string> {
    const id = v7();
    made += 1;
    await withTenant(t.database.db, shop.shop.tenantId, async (tx) => {
      await tx.insert(products).values({
        tenantId: shop.shop.tenantId,
        id,
        code: `SP8${String(made).padStart(5, '0')}`,
        name: `Sản phẩm thử ${made}`,
        trackingType: 'basic',
        salePrice: 2_000,
      });
      if (stock > 0)
        await postMoves(tx, shop.shop.tenantId, [
          {
            productId: id,
            lotId: null,
            quantity: stock,
            unitCost: 0,
            reason: 'opening',
            documentType: 'opening',
            documentId: null,
            documentCode: null,
            userId: admin().id,
          },
        ]);
    });
    return id;
  }

  const setProduct = (id: string, set: string) =>
    ownerQuery(t.database, `update products set ${set} where id = $1`, [id]);

  type Sold = ReturnType<typeof order>;
  interface Ctx {
    product: string;
    code: string;
  }
  const sell = (ctx: Ctx, quantity = 1, extra: Partial<Parameters<typeof order>[1]> = {}) =>
    order(shop, {
      code: ctx.code,
      sessionId: shopSession,
      seller: shop.shop.cashier,
      lines: [line({ product_id: ctx.product, quantity, price: 2_000 })],
      ...extra,
    });

  interface FactCase {
    name: string;
    /** On hand before the sale (10 by default). */
    stock?: number;
    /** What changed on the server while the till was offline; answers the order the till pushes. */
    arrange: (ctx: Ctx) => Promise<Sold>;
    /** The review flags it is recorded with (partial objects, in order). */
    flags: Record<string, unknown>[];
    /** The code it is stored under (its own by default). */
    storedCode?: (sold: Sold) => string;
    /** Refused but kept by design: the code and Vietnamese reason, then the manager corrects it. */
    refused?: { code: string; reason: string; beforeCorrecting?: () => Promise<void> };
  }

  let original: Sold | null = null;
  const cases: FactCase[] = [
    {
      name: 'a product archived meanwhile',
      arrange: async (ctx) => {
        await setProduct(ctx.product, 'is_active = false');
        return sell(ctx);
      },
      flags: [{ kind: 'product_inactive', state: 'archived' }],
    },
    {
      name: 'a product deleted meanwhile',
      arrange: async (ctx) => {
        await setProduct(ctx.product, 'deleted_at = now()');
        return sell(ctx);
      },
      flags: [{ kind: 'product_inactive', state: 'deleted' }],
    },
    {
      name: 'a price changed meanwhile',
      arrange: async (ctx) => {
        await setProduct(ctx.product, 'sale_price = 2500');
        return sell(ctx);
      },
      flags: [{ kind: 'price_changed', recorded: 2_000, current: 2_500 }],
    },
    {
      name: 'a code another order already has',
      arrange: async (ctx) => {
        const [first] = await push(t, shop.shop.cashier, [mutation('order.create', sell(ctx))]);
        expect(first).toMatchObject({ status: 'applied', result: { code: ctx.code, review_flags: [] } });
        return sell(ctx);
      },
      flags: [{ kind: 'code_reused' }],
      storedCode: (sold) => reusedCode(sold),
    },
    {
      name: 'stock that is not there',
      stock: 0,
      arrange: async (ctx) => sell(ctx, 3),
      flags: [{ kind: 'stock_discrepancy', reason: 'overdraw', quantity: 3 }],
    },
    {
      name: 'a return of a sale the server has not seen yet',
      arrange: async (ctx) => {
        original = sell({ ...ctx, code: formatOrderCode('sale', 'Q1', made, '6') }, 2);
        return order(shop, {
          code: formatOrderCode('return', 'Q1', made, '7'),
          type: 'return',
          returnFor: original.id,
          sessionId: shopSession,
          seller: shop.shop.cashier,
          lines: [
            line({
              product_id: ctx.product,
              quantity: 1,
              price: 2_000,
              is_return: true,
              return_of_line_id: original.lines[0]!.id,
            }),
          ],
        });
      },
      flags: [],
      refused: {
        code: 'unknown_original_order',
        reason: posOrdersVi.reasons.unknownOriginal,
        // The sale it returns reaches the server (from the other tablet) before the manager looks.
        beforeCorrecting: async () => {
          const [sold] = await push(t, shop.shop.cashier, [mutation('order.create', original!)], 'tablet-goc');
          expect(sold).toMatchObject({ status: 'applied' });
        },
      },
    },
    {
      name: 'a till the server does not know',
      arrange: async (ctx) => ({ ...sell(ctx), pos_setting_id: v7() }),
      flags: [],
      refused: { code: 'unknown_till', reason: posOrdersVi.reasons.unknownTill },
    },
    {
      name: 'a register session the server does not know',
      arrange: async (ctx) => sell(ctx, 1, { sessionId: v7() }),
      flags: [],
      refused: { code: 'unknown_register_session', reason: posOrdersVi.reasons.unknownSession },
    },
  ];

  async function ledgerOf(orderId: string) {
    const [row] = await ownerQuery<{ n: string; total: string | null }>(
      t.database,
      'select count(*) as n, sum(quantity) as total from stock_moves where tenant_id = $1 and document_id = $2',
      [shop.shop.tenantId, orderId],
    );
    return { moves: Number(row!.n), quantity: Number(row!.total ?? 0) };
  }

  async function onHand(productId: string): Promise<number> {
    const [row] = await ownerQuery<{ stock_on_hand: string }>(
      t.database,
      'select stock_on_hand from products where id = $1',
      [productId],
    );
    return Number(row!.stock_on_hand);
  }

  const listed = async (code: string, flagged = false) =>
    (
      (
        await get(`/api/v1/pos-orders?code=${encodeURIComponent(code)}&page_size=100${flagged ? '&flagged=true' : ''}`)
      ).json() as {
        data: PosOrderSummary[];
      }
    ).data;

  const problem = async (kind: string, id: string) =>
    ((await get(`/api/v1/sync-problems?kind=${kind}&page_size=100`)).json() as { data: SyncProblem[] }).data.find(
      (p) => p.id === id,
    );

  it.each(cases)('$name: recorded once, flagged where needed', async (c) => {
    const ctx = { product: await freshProduct(c.stock ?? 10), code: formatOrderCode('sale', 'Q1', made, '7') };
    const sold = await c.arrange(ctx);
    let stock = await onHand(ctx.product);
    const pushed = mutation('order.create', sold);
    let before = await dayFigures(shop);
    const [first] = await push(t, shop.shop.cashier, [pushed]);

    if (c.refused) {
      expect(first).toMatchObject({ status: 'rejected', code: c.refused.code, message: c.refused.reason });
      // Nothing of it is recorded, but it is kept and shown to the manager with its reason.
      expect(await ledgerOf(sold.id)).toEqual({ moves: 0, quantity: 0 });
      expect((await listed(sold.code)).filter((o) => o.id === sold.id)).toEqual([]);
      expect(await dayFigures(shop)).toEqual(before);
      expect(await problem('rejected', pushed.id)).toMatchObject({
        kind: 'rejected',
        code: sold.code,
        amount: sold.grand_total,
        device_id: 'till-1',
        reasons: [c.refused.reason],
        resolved_at: null,
      });
      await c.refused.beforeCorrecting?.();
      [before, stock] = [await dayFigures(shop), await onHand(ctx.product)];
      const corrected = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sync-problems/resolve',
        headers: admin().headers,
        payload: {
          kind: 'rejected',
          id: pushed.id,
          action: 'correct',
          register_session_id: shopSession,
          note: 'Đã kiểm tra với thu ngân',
        },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(await problem('rejected', pushed.id)).toBeUndefined();
      // The till still holds it refused; its retry is answered as applied, and records nothing more.
      const [retry] = await push(t, shop.shop.cashier, [pushed]);
      expect(retry).toMatchObject({ status: 'applied', result: { id: sold.id, code: sold.code } });
    } else {
      expect(first).toMatchObject({ status: 'applied', result: { id: sold.id } });
      const flags = (first as { result: { review_flags: Record<string, unknown>[] } }).result.review_flags;
      expect(flags).toHaveLength(c.flags.length);
      expect(flags).toMatchObject(c.flags);
      // The same push again (a lost answer): the same result, nothing twice.
      const [replay] = await push(t, shop.shop.cashier, [pushed]);
      expect(replay).toEqual(first);
    }

    // /pos-orders: listed once, under its code, with its flags.
    const code = c.storedCode?.(sold) ?? sold.code;
    const rows = (await listed(code)).filter((o) => o.id === sold.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code, type: sold.type, grand_total: sold.grand_total });
    expect(rows[0]!.review_flag_count).toBe(c.flags.length);
    expect((await listed(code, true)).some((o) => o.id === sold.id)).toBe(c.flags.length > 0);
    const detail = (await get(`/api/v1/pos-orders/${sold.id}`)).json() as { data: PosOrderDetail };
    expect(detail.data.review_flags).toHaveLength(c.flags.length);
    expect(detail.data.review_flags).toMatchObject(c.flags);

    // The stock ledger: its move once, and the product's on-hand moved by it exactly.
    const quantity = sold.lines[0]!.base_quantity * (sold.type === 'return' ? 1 : -1);
    expect(await ledgerOf(sold.id)).toEqual({ moves: 1, quantity });
    expect(await onHand(ctx.product)).toBe(stock + quantity);

    // The dashboard: exactly one more sale (or return) of its amount, paid (or refunded) in cash.
    const total = sold.grand_total;
    expect(await dayFigures(shop)).toEqual(
      sold.type === 'return'
        ? {
            ...before,
            net_revenue: before.net_revenue + total,
            returns: { count: before.returns.count + 1, amount: before.returns.amount - total },
            cash: before.cash + total,
          }
        : {
            ...before,
            order_count: before.order_count + 1,
            gross_sales: before.gross_sales + total,
            net_revenue: before.net_revenue + total,
            cash: before.cash + total,
          },
    );

    // A flagged sale waits on the sync-problems page with a Vietnamese reason per flag.
    if (c.flags.length > 0) {
      const shown = await problem('flagged_order', sold.id);
      expect(shown).toMatchObject({ kind: 'flagged_order', code, amount: total, resolved_at: null });
      expect(shown!.reasons).toHaveLength(c.flags.length);
      expect(shown!.reasons.every((reason) => /[À-ỹ]/.test(reason))).toBe(true);
    }
  });
});
