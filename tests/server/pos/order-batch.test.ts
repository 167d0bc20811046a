/**
 * `order.create` applied a push at a time (one savepoint, one write): a batch gives exactly what
 * one push per order gives; a rejected order in the middle leaves no trace; a replayed or
 * concurrently repeated batch applies once; a sale and its returns in one batch see each other.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { ledgerMismatches } from '../../../server/modules/stock/ledger';
import { pushStats } from '../../../server/modules/sync/push';
import type { MutationResult } from '../../../src/sync/protocol';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { line, mutation, openRegister, order, push, seedPos, type PosShop } from './helpers';

let t: TestApp;
let fallbacks: number;

beforeAll(async () => {
  t = await createTestApp();
  fallbacks = pushStats.batchFallbacks;
});
afterAll(async () => {
  // Every batch of this file went the batched way: none fell back to one at a time.
  expect(pushStats.batchFallbacks).toBe(fallbacks);
  await t.close();
});

async function shop(prefix: string) {
  const pos = await seedPos(t, await seedShop(t, `Nhà thuốc ${prefix}`), prefix);
  return { pos, sessionId: await openRegister(t, pos) };
}

async function stockOf(pos: PosShop) {
  const rows = await ownerQuery<{ id: string; q: string }>(
    t.database,
    'select id, stock_on_hand as q from products where tenant_id = $1 union all select id, quantity as q from lots where tenant_id = $1',
    [pos.shop.tenantId],
  );
  const q = Object.fromEntries(rows.map((r) => [r.id, Number(r.q)]));
  return {
    para: q[pos.para.id],
    lotA: q[pos.para.lotA],
    lotB: q[pos.para.lotB],
    vitamin: q[pos.vitamin.id],
    amox: q[pos.amox.id],
  };
}

const counts = async (pos: PosShop) =>
  (
    await ownerQuery<{ orders: number; moves: number; claims: number }>(
      t.database,
      `select (select count(*)::int from pos_orders where tenant_id = $1) as orders, (select count(*)::int from stock_moves where tenant_id = $1) as moves,
        (select count(*)::int from sync_mutations where tenant_id = $1) as claims`,
      [pos.shop.tenantId],
    )
  )[0]!;

/** A day of sales and returns, built for one shop: FEFO, a short lot, an overdraw, a refusal, a reused code, a sale returned twice. */
function scenario(pos: PosShop, sessionId: string, prefix: string) {
  const code = (n: number, type = 'HD') => `${type}-${prefix}-${String(n).padStart(6, '0')}`;
  const seller = pos.shop.cashier;
  const para = (quantity: number, extra: Partial<Parameters<typeof line>[0]> = {}) =>
    line({
      product_id: pos.para.id,
      product_name: 'Paracetamol 500mg',
      quantity,
      price: 1_000,
      tracking_type: 'lot',
      ...extra,
    });
  const soldLine = para(25);
  const first = order(pos, { code: code(1), sessionId, seller, lines: [soldLine] });
  const lotA = { lot_id: pos.para.lotA, lot_number: 'A-2701', expiry_date: '2027-01-31', quantity: 10 };
  return [
    first,
    // Lot A has 5 left after the first sale: 5 from it, 5 short and taken from lot B.
    order(pos, {
      code: code(2),
      sessionId,
      seller,
      lines: [para(10, { lots: [lotA] }), line({ product_id: pos.amox.id, quantity: 1, price: 3_000 })],
    }),
    // 10 on hand: 2 overdrawn, accepted.
    order(pos, {
      code: code(3),
      sessionId,
      seller,
      lines: [line({ product_id: pos.vitamin.id, quantity: 12, price: 2_000 })],
    }),
    // In the middle: a product of no shop (refused), then a code already used by this batch (kept).
    order(pos, { code: code(4), sessionId, seller, lines: [line({ product_id: v7(), quantity: 1, price: 1_000 })] }),
    order(pos, {
      code: code(1),
      sessionId,
      seller,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    }),
    // Returns of the first sale, in the same batch: back into lot A; the second exceeds what is left.
    order(pos, {
      code: code(5, 'TH'),
      type: 'return',
      returnFor: first.id,
      sessionId,
      seller,
      lines: [para(5, { is_return: true, return_of_line_id: soldLine.id })],
    }),
    order(pos, {
      code: code(6, 'TH'),
      type: 'return',
      returnFor: first.id,
      sessionId,
      seller,
      lines: [para(21, { is_return: true, return_of_line_id: soldLine.id })],
    }),
    order(pos, { code: code(7), sessionId, seller, lines: [para(60)] }),
  ];
}

/** Results without the ids that differ from shop to shop. */
function shape(results: MutationResult[]) {
  return results.map((r) =>
    r.status === 'rejected'
      ? { status: r.status, code: r.code }
      : {
          status: r.status,
          flags: (r.result as { review_flags: Record<string, unknown>[] }).review_flags.map((flag) =>
            Object.fromEntries(
              Object.entries(flag)
                .filter(([key]) => !['line_id', 'product_id', 'return_of_line_id'].includes(key))
                // Codes differ by the shop's till prefix; a stored code ends with part of the order's id.
                .map(([key, value]) =>
                  key === 'code' || key === 'stored_code'
                    ? [
                        key,
                        String(value)
                          .replace(/-(B1|S1)-/, '-X-')
                          .slice(0, 11),
                      ]
                    : [key, value],
                ),
            ),
          ),
        },
  );
}

describe('order.create in batches', () => {
  it('applies a batch exactly as one push per order would, a refused order in the middle leaving no trace and a reused code stored under another', async () => {
    const batched = await shop('B1');
    const single = await shop('S1');
    const batchResults = await push(
      t,
      batched.pos.shop.cashier,
      scenario(batched.pos, batched.sessionId, 'B1').map((o) => mutation('order.create', o)),
    );
    const singleResults: MutationResult[] = [];
    for (const o of scenario(single.pos, single.sessionId, 'S1'))
      singleResults.push(...(await push(t, single.pos.shop.cashier, [mutation('order.create', o)])));

    expect(shape(batchResults)).toEqual(shape(singleResults));
    expect(shape(batchResults).map((r) => ('code' in r ? r.code : r.status))).toEqual([
      'applied',
      'applied',
      'applied',
      'unknown_product',
      // A reused code is a fact too: stored under another code and flagged.
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(shape(batchResults)[1]!.flags).toEqual([
      { kind: 'rx_without_prescription' },
      { kind: 'stock_discrepancy', reason: 'lotShort', lot_number: 'A-2701', quantity: 5 },
    ]);
    expect(shape(batchResults)[6]!.flags).toEqual([{ kind: 'return_exceeds_sold', quantity: 1 }]);
    // Lots A 30, B 50: -25 A; -5 A, -5 B; +5 A; +21 A; -60: 26 A, 34 B.
    // The order with the reused code sold one more vitamin: 10 - 12 - 1.
    expect(await stockOf(batched.pos)).toEqual({ para: 11, lotA: 0, lotB: 11, vitamin: -3, amox: 99 });
    expect(await stockOf(batched.pos)).toEqual(await stockOf(single.pos));
    expect(await counts(batched.pos)).toEqual(await counts(single.pos));
    const lotLines = (pos: PosShop) =>
      ownerQuery(
        t.database,
        `select o.code, x.lot_number, x.base_quantity from pos_order_line_lots x join pos_orders o on o.tenant_id = x.tenant_id and o.id = x.order_id
         where x.tenant_id = $1 order by o.code, x.lot_number`,
        [pos.shop.tenantId],
      );
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map((r) => ({ ...r, code: String(r.code).replace(/-(B1|S1)-/, '-') }));
    expect(strip(await lotLines(batched.pos))).toEqual(strip(await lotLines(single.pos)));
    for (const pos of [batched.pos, single.pos])
      expect(
        await withTenant(t.database.db, pos.shop.tenantId, (tx) => ledgerMismatches(tx, pos.shop.tenantId)),
      ).toEqual([]);
    // The refused order was not applied and its mutation id is not recorded (a retry is checked
    // again); it is kept whole among the rejections for the back office.
    const refused = await ownerQuery(
      t.database,
      'select id from sync_mutations where tenant_id = $1 and id = any($2)',
      [batched.pos.shop.tenantId, [batchResults[3]!.id]],
    );
    expect(refused).toEqual([]);
    const kept = await ownerQuery<{ code: string; args: { code: string } }>(
      t.database,
      'select code, args from sync_rejections where tenant_id = $1 and id = $2',
      [batched.pos.shop.tenantId, batchResults[3]!.id],
    );
    expect(kept).toEqual([{ code: 'unknown_product', args: expect.objectContaining({ code: 'HD-B1-000004' }) }]);
  });

  it('answers a replayed batch with the stored results and changes nothing, applying only its new mutations', async () => {
    const { pos, sessionId } = await shop('R1');
    const seller = pos.shop.cashier;
    const sales = [1, 2, 3].map((n) =>
      order(pos, {
        code: `HD-R1-00000${n}`,
        sessionId,
        seller,
        lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
      }),
    );
    const batch = sales.map((s) => mutation('order.create', s));
    const first = await push(t, seller, batch);
    const before = { stock: await stockOf(pos), counts: await counts(pos) };
    expect(await push(t, seller, batch)).toEqual(first);
    expect({ stock: await stockOf(pos), counts: await counts(pos) }).toEqual(before);

    const extra = mutation(
      'order.create',
      order(pos, {
        code: 'HD-R1-000004',
        sessionId,
        seller,
        lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
      }),
    );
    const mixed = await push(t, seller, [...batch, extra]);
    expect(mixed.slice(0, 3)).toEqual(first);
    expect(mixed[3]).toMatchObject({ id: extra.id, status: 'applied' });
    expect((await stockOf(pos)).vitamin).toBe(before.stock.vitamin! - 1);
    // The same mutation twice in one push: applied once, answered twice.
    const twice = mutation(
      'order.create',
      order(pos, {
        code: 'HD-R1-000005',
        sessionId,
        seller,
        lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
      }),
    );
    const [a, b] = await push(t, seller, [twice, { ...twice, seq: twice.seq + 1 }]);
    expect(a).toMatchObject({ status: 'applied' });
    expect(b).toEqual(a);
    expect((await stockOf(pos)).vitamin).toBe(before.stock.vitamin! - 2);
  });

  it('applies a batch once when two connections push it at the same time', async () => {
    const { pos, sessionId } = await shop('C1');
    const seller = pos.shop.cashier;
    for (let round = 0; round < 3; round += 1) {
      // Twelve: a push large enough to re-plan its connection's statements first.
      const batch = Array.from({ length: 12 }, (_, n) =>
        mutation(
          'order.create',
          order(pos, {
            code: `HD-C1-${String(round * 100 + n + 1).padStart(6, '0')}`,
            sessionId,
            seller,
            lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
          }),
        ),
      );
      const before = await stockOf(pos);
      const [x, y] = await Promise.all([push(t, seller, batch, 'till-a'), push(t, seller, batch, 'till-a')]);
      expect(x).toEqual(y);
      expect(x.every((r) => r.status === 'applied')).toBe(true);
      expect((await stockOf(pos)).vitamin).toBe(before.vitamin! - 12);
    }
    expect((await counts(pos)).orders).toBe(36);
  });

  it('refuses an order reusing a line or payment id, in the batch or stored, and keeps the others', async () => {
    const { pos, sessionId } = await shop('D1');
    const seller = pos.shop.cashier;
    const shared = line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 });
    const first = order(pos, { code: 'HD-D1-000001', sessionId, seller, lines: [shared] });
    const sameLine = order(pos, { code: 'HD-D1-000002', sessionId, seller, lines: [{ ...shared }] });
    const samePayment = {
      ...order(pos, {
        code: 'HD-D1-000003',
        sessionId,
        seller,
        lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
      }),
      payments: first.payments,
    };
    const fine = order(pos, {
      code: 'HD-D1-000004',
      sessionId,
      seller,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const results = await push(
      t,
      seller,
      [first, sameLine, samePayment, fine].map((o) => mutation('order.create', o)),
    );
    expect(results.map((r) => (r.status === 'rejected' ? r.code : r.status))).toEqual([
      'applied',
      'conflict',
      'conflict',
      'applied',
    ]);
    expect(results[1]).toMatchObject({
      message: 'Mã định danh của một dòng hàng hoặc khoản thanh toán trong đơn đã được dùng cho đơn khác.',
    });
    const later = order(pos, { code: 'HD-D1-000005', sessionId, seller, lines: [{ ...shared }] });
    expect((await push(t, seller, [mutation('order.create', later)]))[0]).toMatchObject({
      status: 'rejected',
      code: 'conflict',
    });
    expect((await counts(pos)).orders).toBe(2);
  });
});
