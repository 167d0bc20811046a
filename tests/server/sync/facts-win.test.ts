/**
 * Facts win (issue: no paid sale stranded): codes made by two devices on one till and by a device
 * whose storage was cleared are distinct by construction; a sale of an archived product or at a
 * price the server no longer has is recorded once and flagged, in the orders list, the ledger and
 * the dashboard; a mutation id reused with other content is a conflict; what cannot be recorded is
 * kept with its payload.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderCode } from '../../../src/domain/order-codes';
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
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/dashboard?period=day&date=${todayInShop()}`,
      headers: pos.shop.admin.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(JSON.stringify(dashboard.json())).toContain('2000');
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
});
