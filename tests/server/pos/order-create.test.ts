/** `order.create` pushed by a till: exactly once, stock per lot, returns, exchanges, and facts that win with a flag. */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { applied, line, mutation, openRegister, order, push, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;
let counter = 0;
const code = (prefix = 'HD') => `${prefix}-Q1-${String(++counter).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

async function stock() {
  const rows = await ownerQuery<{ id: string; q: string }>(
    t.database,
    'select id, stock_on_hand as q from products where tenant_id = $1 union all select id, quantity as q from lots where tenant_id = $1',
    [pos.shop.tenantId],
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.q)]));
}

const paraLine = (quantity: number, extra: Parameters<typeof line>[0] extends infer L ? Partial<L> : never = {}) =>
  line({
    product_id: pos.para.id,
    product_name: 'Paracetamol 500mg',
    quantity,
    price: 1_000,
    tracking_type: 'lot',
    ...extra,
  });

describe('order.create', () => {
  it('applies a sale pushed twice once: one order, one set of stock moves', async () => {
    const before = await stock();
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 2, price: 2_000 })],
      cash: 10_000,
    });
    const m = mutation('order.create', sale);
    const [first] = await push(t, pos.shop.cashier, [m]);
    const [again] = await push(t, pos.shop.cashier, [m]);
    expect(first).toMatchObject({ status: 'applied', result: { id: sale.id, code: sale.code, review_flags: [] } });
    expect(again).toEqual(first);
    const orders = await ownerQuery(t.database, 'select id from pos_orders where id = $1', [sale.id]);
    const moves = await ownerQuery<{ quantity: string; reason: string }>(
      t.database,
      'select quantity, reason from stock_moves where document_id = $1',
      [sale.id],
    );
    expect(orders).toHaveLength(1);
    expect(moves).toEqual([{ quantity: '-2', reason: 'sale' }]);
    expect((await stock())[pos.vitamin.id]).toBe(before[pos.vitamin.id]! - 2);
  });

  it('takes the lot the till names, and first-expiry-first-out where it names none', async () => {
    const before = await stock();
    const named = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [
        paraLine(5, {
          lots: [{ lot_id: pos.para.lotB, lot_number: 'B-2712', expiry_date: '2027-12-31', quantity: 5 }],
        }),
      ],
    });
    expect((await applied(t, pos.shop.cashier, 'order.create', named)).review_flags).toEqual([]);
    const unnamed = order(pos, { code: code(), sessionId, seller: pos.shop.cashier, lines: [paraLine(4)] });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', unnamed);
    expect(result.review_flags).toEqual([
      expect.objectContaining({ kind: 'stock_discrepancy', reason: 'lotsMissing', quantity: 4 }),
    ]);
    const after = await stock();
    expect(after[pos.para.lotB]).toBe(before[pos.para.lotB]! - 5);
    expect(after[pos.para.lotA]).toBe(before[pos.para.lotA]! - 4);
    expect(after[pos.para.id]).toBe(before[pos.para.id]! - 9);
    const lotsOfLine = await ownerQuery(
      t.database,
      'select lot_number, base_quantity from pos_order_line_lots where order_id = $1',
      [unnamed.id],
    );
    expect(lotsOfLine).toEqual([{ lot_number: 'A-2701', base_quantity: 4 }]);
  });

  it('sells by the vỉ in base units, spilling over to the next lot when the first runs short', async () => {
    const before = await stock();
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [paraLine(3, { factor: 10, unit_name: 'Vỉ', base_quantity: 30, price: 9_500 })],
    });
    await applied(t, pos.shop.cashier, 'order.create', sale);
    const after = await stock();
    const fromA = before[pos.para.lotA]!;
    expect(after[pos.para.lotA]).toBe(0);
    expect(after[pos.para.lotB]).toBe(before[pos.para.lotB]! - (30 - fromA));
    expect(after[pos.para.id]).toBe(before[pos.para.id]! - 30);
  });

  it('puts returned goods back into the lots they came from, within what was sold', async () => {
    const saleLine = paraLine(6, {
      lots: [{ lot_id: pos.para.lotB, lot_number: 'B-2712', expiry_date: '2027-12-31', quantity: 6 }],
    });
    const sale = order(pos, { code: code(), sessionId, seller: pos.shop.cashier, lines: [saleLine] });
    await applied(t, pos.shop.cashier, 'order.create', sale);
    const before = await stock();
    const back = paraLine(2, { is_return: true, return_of_line_id: saleLine.id });
    const ret = order(pos, {
      code: code('TH'),
      type: 'return',
      returnFor: sale.id,
      sessionId,
      seller: pos.shop.cashier,
      lines: [back],
    });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', ret);
    expect(result.review_flags).toEqual([]);
    const after = await stock();
    expect(after[pos.para.lotB]).toBe(before[pos.para.lotB]! + 2);
    expect(after[pos.para.id]).toBe(before[pos.para.id]! + 2);
    const [stored] = await ownerQuery<{ grand_total: string; type: string }>(
      t.database,
      'select grand_total, type from pos_orders where id = $1',
      [ret.id],
    );
    expect(stored).toEqual({ grand_total: '-2000', type: 'return' });

    // Five more back, when only four are left to return: kept, flagged.
    const tooMany = order(pos, {
      code: code('TH'),
      type: 'return',
      returnFor: sale.id,
      sessionId,
      seller: pos.shop.cashier,
      lines: [paraLine(5, { is_return: true, return_of_line_id: saleLine.id })],
    });
    const flagged = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', tooMany);
    expect(flagged.review_flags).toEqual([
      { kind: 'return_exceeds_sold', line_id: tooMany.lines[0]!.id, return_of_line_id: saleLine.id, quantity: 1 },
    ]);
    expect((await stock())[pos.para.lotB]).toBe(after[pos.para.lotB]! + 5);
  });

  it('stores an exchange: the returned line back in stock, the new line out', async () => {
    const saleLine = line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 });
    const sale = order(pos, { code: code(), sessionId, seller: pos.shop.cashier, lines: [saleLine] });
    await applied(t, pos.shop.cashier, 'order.create', sale);
    const before = await stock();
    const exchange = order(pos, {
      code: code('TH'),
      type: 'exchange',
      returnFor: sale.id,
      sessionId,
      seller: pos.shop.cashier,
      lines: [
        line({
          product_id: pos.vitamin.id,
          quantity: 1,
          price: 2_000,
          is_return: true,
          return_of_line_id: saleLine.id,
        }),
        paraLine(3),
      ],
    });
    const result = await applied<{ review_flags: { kind: string; reason?: string }[] }>(
      t,
      pos.shop.cashier,
      'order.create',
      exchange,
    );
    expect(result.review_flags.map((f) => f.reason ?? f.kind)).toEqual(['lotsMissing']);
    const after = await stock();
    expect(after[pos.vitamin.id]).toBe(before[pos.vitamin.id]! + 1);
    expect(after[pos.para.id]).toBe(before[pos.para.id]! - 3);
    const [stored] = await ownerQuery<{ grand_total: string }>(
      t.database,
      'select grand_total from pos_orders where id = $1',
      [exchange.id],
    );
    expect(stored!.grand_total).toBe('1000');
  });

  it('accepts a sale that overdraws stock and flags it', async () => {
    const before = await stock();
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: before[pos.vitamin.id]! + 3, price: 2_000 })],
    });
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', sale);
    expect(result.review_flags).toEqual([
      expect.objectContaining({ kind: 'stock_discrepancy', reason: 'overdraw', quantity: 3 }),
    ]);
    expect((await stock())[pos.vitamin.id]).toBe(-3);
    const [stored] = await ownerQuery<{ review_flags: unknown[] }>(
      t.database,
      'select review_flags from pos_orders where id = $1',
      [sale.id],
    );
    expect(stored!.review_flags).toEqual(result.review_flags);
  });

  it('stores totals as the till recorded them and flags the mismatch', async () => {
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.amox.id, quantity: 2, price: 3_000 })],
    });
    const recorded = { ...sale, subtotal: 5_000, grand_total: 5_000, total_return: 1_000 };
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', recorded);
    expect(result.review_flags).toEqual(
      expect.arrayContaining([
        { kind: 'totals_mismatch', field: 'subtotal', recorded: 5_000, computed: 6_000 },
        { kind: 'totals_mismatch', field: 'grand_total', recorded: 5_000, computed: 6_000 },
        { kind: 'rx_without_prescription', product_id: pos.amox.id },
      ]),
    );
    const [stored] = await ownerQuery<{ subtotal: string; grand_total: string }>(
      t.database,
      'select subtotal, grand_total from pos_orders where id = $1',
      [sale.id],
    );
    expect(stored).toEqual({ subtotal: '5000', grand_total: '5000' });
  });

  it('keeps an order whose till or register session is not the shop’s among the rejections, and stores one with a reused code under another code, flagged', async () => {
    const other = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'K1');
    const otherSession = await openRegister(t, other);
    const lines = () => [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })];
    const foreignTill = {
      ...order(pos, { code: code(), sessionId, seller: pos.shop.cashier, lines: lines() }),
      pos_setting_id: other.tillId,
    };
    const foreignSession = order(pos, {
      code: code(),
      sessionId: otherSession,
      seller: pos.shop.cashier,
      lines: lines(),
    });
    const reused = order(pos, { code: 'HD-Q1-000001', sessionId, seller: pos.shop.cashier, lines: lines() });
    const results = await push(t, pos.shop.cashier, [
      mutation('order.create', foreignTill),
      mutation('order.create', foreignSession),
      mutation('order.create', reused),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? r.code : r.status))).toEqual([
      'unknown_till',
      'unknown_register_session',
      'applied',
    ]);
    expect(results[0]).toMatchObject({ message: 'Không tìm thấy quầy bán hàng của thao tác này.' });
    const stored = await ownerQuery(t.database, 'select id, code, review_flags from pos_orders where id = any($1)', [
      [foreignTill.id, foreignSession.id, reused.id],
    ]);
    const storedCode = `HD-Q1-000001-${reused.id.replace(/-/g, '').slice(-4).toUpperCase()}`;
    expect(stored).toEqual([
      {
        id: reused.id,
        code: storedCode,
        // The vitamin had run out in the tests before: the overdraw is flagged too.
        review_flags: [
          { kind: 'code_reused', code: 'HD-Q1-000001', stored_code: storedCode },
          expect.objectContaining({ kind: 'stock_discrepancy', reason: 'overdraw' }),
        ],
      },
    ]);
    // The two that cannot be recorded are kept whole, with their reasons, for a manager.
    const kept = await ownerQuery<{ id: string; code: string; message: string; args: { id: string } }>(
      t.database,
      "select id, code, message, args from sync_rejections where args->>'id' = any($1) order by seq",
      [[foreignTill.id, foreignSession.id]],
    );
    expect(kept.map((k) => [k.code, k.args.id])).toEqual([
      ['unknown_till', foreignTill.id],
      ['unknown_register_session', foreignSession.id],
    ]);
    // The other shop's product is unknown here too.
    const foreignProduct = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: other.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const [rejected] = await push(t, pos.shop.cashier, [mutation('order.create', foreignProduct)]);
    expect(rejected).toMatchObject({ status: 'rejected', code: 'unknown_product' });
  });

  it('keeps a sale whose customer never reached the server, without the customer, flagged', async () => {
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      customerId: v7(),
      lines: [line({ product_id: pos.amox.id, quantity: 1, price: 3_000 })],
    });
    const prescription = {
      id: v7(),
      source: 'offline' as const,
      date: '2026-11-22',
      doctor_name: 'BS. Lê Văn An',
      facility: 'Phòng khám Đa khoa Hà Nội',
      diagnosis: 'Viêm họng cấp',
      patient_name: 'Nguyễn Thị Mai',
      items: [
        {
          product_id: pos.amox.id,
          product_name: 'Amoxicillin 500mg',
          quantity: 1,
          unit_name: 'Viên',
          dosage: 'Ngày 2 lần, mỗi lần 1 viên',
        },
      ],
    };
    const result = await applied<{ review_flags: unknown[] }>(t, pos.shop.cashier, 'order.create', {
      ...sale,
      prescription,
    });
    expect(result.review_flags).toEqual([{ kind: 'customer_unknown', id: sale.customer_id }]);
    const [stored] = await ownerQuery<{ customer_id: string | null; prescription: { diagnosis: string } }>(
      t.database,
      'select customer_id, prescription from pos_orders where id = $1',
      [sale.id],
    );
    expect(stored).toMatchObject({ customer_id: null, prescription: { diagnosis: 'Viêm họng cấp' } });
  });

  it('refuses a prescription whose patient age is not a number, naming the field, and stores nothing', async () => {
    const sale = order(pos, {
      code: code(),
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.amox.id, quantity: 1, price: 3_000 })],
    });
    const prescription = {
      id: v7(),
      source: 'offline' as const,
      date: '2026-11-22',
      doctor_name: 'BS. Lê Văn An',
      facility: 'Phòng khám Đa khoa Hà Nội',
      diagnosis: 'Viêm họng cấp',
      patient_name: 'Nguyễn Thị Mai',
      patient_age: 'abc',
    };
    const [result] = await push(t, pos.shop.cashier, [mutation('order.create', { ...sale, prescription })]);
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'invalid_args',
      message: expect.stringContaining('prescription.patient_age'),
    });
    expect(await ownerQuery(t.database, 'select id from pos_orders where id = $1', [sale.id])).toEqual([]);
  });
});
