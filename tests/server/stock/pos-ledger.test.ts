/**
 * The POS test shop (tests/server/pos/helpers.ts) seeds its opening stock as ledger moves, so the
 * ledger check holds from the start and through sales (FEFO), returns and a count made after them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../catalog/helpers';
import { seedShop } from '../fixtures';
import { applied, line, openRegister, order, seedPos, type PosShop } from '../pos/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { mismatches } from './helpers';

let t: TestApp;
let pos: PosShop;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

const lotQuantity = async (id: string) =>
  Number((await ownerQuery<{ q: string }>(t.database, 'select quantity as q from lots where id = $1', [id]))[0]!.q);

describe('the POS seed and the ledger', () => {
  it('seeds opening stock as moves: every cached balance equals its ledger', async () => {
    const moves = await ownerQuery<{ reason: string; n: string; total: string }>(
      t.database,
      'select reason, count(*) as n, sum(quantity) as total from stock_moves where tenant_id = $1 group by reason',
      [pos.shop.tenantId],
    );
    expect(moves).toEqual([{ reason: 'opening', n: '4', total: String(30 + 50 + 10 + 100) }]);
    expect(await mismatches(t, pos.shop.tenantId)).toEqual([]);
  });

  it('keeps the ledger check through a FEFO sale, a return and a count', async () => {
    const paraLine = line({
      product_id: pos.para.id,
      product_name: 'Paracetamol 500mg',
      quantity: 4,
      price: 1_000,
      tracking_type: 'lot',
    });
    const sale = order(pos, {
      code: 'HD-Q1-000001',
      sessionId,
      seller: pos.shop.cashier,
      lines: [paraLine, line({ product_id: pos.vitamin.id, quantity: 2, price: 2_000 })],
    });
    await applied(t, pos.shop.cashier, 'order.create', sale);
    // FEFO: the lot expiring first gives the four.
    expect(await lotQuantity(pos.para.lotA)).toBe(26);
    expect(await lotQuantity(pos.para.lotB)).toBe(50);
    expect(await mismatches(t, pos.shop.tenantId)).toEqual([]);

    const back = order(pos, {
      code: 'TH-Q1-000002',
      type: 'return',
      returnFor: sale.id,
      sessionId,
      seller: pos.shop.cashier,
      lines: [
        line({
          product_id: pos.para.id,
          quantity: 1,
          price: 1_000,
          tracking_type: 'lot',
          is_return: true,
          return_of_line_id: paraLine.id,
        }),
      ],
    });
    await applied(t, pos.shop.cashier, 'order.create', back);
    expect(await lotQuantity(pos.para.lotA)).toBe(27);
    expect(await mismatches(t, pos.shop.tenantId)).toEqual([]);

    const { post, put } = api(t);
    const http = (method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
      (method === 'POST' ? post : put)(url, payload, pos.shop.admin.headers);
    const inv = (await http('POST', '/inventories', { scope: 'products', product_ids: [pos.para.id] })).json().data;
    const started = (await http('POST', `/inventories/${inv.id}/start`)).json().data;
    const lineA = started.lines.find((l: { lot_id: string | null }) => l.lot_id === pos.para.lotA);
    expect(lineA.expected).toBe(27);
    await http('PUT', `/inventories/${inv.id}/counts`, { lines: [{ line_id: lineA.id, counted: 25 }] });
    expect((await http('POST', `/inventories/${inv.id}/finish`)).json().data.state).toBe('done');
    expect(await lotQuantity(pos.para.lotA)).toBe(25);
    expect(await mismatches(t, pos.shop.tenantId)).toEqual([]);
  });
});
