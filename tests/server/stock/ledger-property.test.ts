/**
 * Property: any sequence of receipts, sales, returns, counts and scraps keeps every cached balance
 * (lots.quantity, products.stock_on_hand) equal to the sum of the ledger, matches a simple model
 * of on-hand per lot, and writes exactly one move per change (none lost). Sales and returns are
 * posted the way the POS order handler posts them (the ledger's writer, stock/ledger.ts).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { mismatches, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
});
afterAll(() => t.close());

const LOTS = ['L0', 'L1', 'L2'] as const;
const lot = fc.integer({ min: 0, max: 2 });
const qty = fc.integer({ min: 1, max: 40 });
const op = fc.oneof(
  fc.record({ kind: fc.constant('receive' as const), lot, qty }),
  fc.record({ kind: fc.constant('sale' as const), lot, qty }),
  fc.record({ kind: fc.constant('return' as const), lot, qty }),
  fc.record({ kind: fc.constant('count' as const), lot, qty: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant('scrap' as const), lot, qty }),
);

/** A POS sale or return as order-write.ts posts it: through the ledger's one writer. */
async function posMove(tenantId: string, productId: string, lotId: string, quantity: number) {
  await withTenant(t.database.db, tenantId, (tx) =>
    postMoves(tx, tenantId, [
      {
        productId,
        lotId,
        quantity,
        unitCost: 1000,
        reason: quantity < 0 ? 'sale' : 'return',
        documentType: 'pos_order',
        documentId: v7(),
        documentCode: 'HD-TEST',
        userId: shop.cashier.id,
      },
    ]),
  );
}

describe('stock ledger property', () => {
  it('keeps balances equal to the ledger and to the model, one move per change', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        run += 1;
        const who = shop.admin.headers;
        const product: StockProduct = await s.product(`Thuốc thử ${run}`, 'lot');
        const model = [0, 0, 0];
        const sold = [0, 0, 0];
        const lotIds: Array<string | null> = [null, null, null];
        let moves = 0;
        for (const o of ops) {
          const id = lotIds[o.lot];
          if (o.kind === 'receive') {
            const po = await receive(s, who, product, [{ quantity: o.qty, lot: LOTS[o.lot], expiry: '2030-01-01' }]);
            lotIds[o.lot] = po.receipts[0]!.lot_id;
            model[o.lot]! += o.qty;
            moves += 1;
          } else if (o.kind === 'sale' && id && model[o.lot]! > 0) {
            const n = Math.min(o.qty, model[o.lot]!);
            await posMove(shop.tenantId, product.id, id, -n);
            model[o.lot]! -= n;
            sold[o.lot]! += n;
            moves += 1;
          } else if (o.kind === 'return' && id && sold[o.lot]! > 0) {
            const n = Math.min(o.qty, sold[o.lot]!);
            await posMove(shop.tenantId, product.id, id, n);
            model[o.lot]! += n;
            sold[o.lot]! -= n;
            moves += 1;
          } else if (o.kind === 'count' && id) {
            const inv = (
              await s.http.post('/inventories', { scope: 'products', product_ids: [product.id] }, who)
            ).json().data;
            const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, who)).json().data;
            const line = started.lines.find((l: { lot_id: string | null }) => l.lot_id === id);
            if (!line) {
              expect(model[o.lot]).toBe(0);
              await s.http.post(`/inventories/${inv.id}/cancel`, {}, who);
              continue;
            }
            expect(line.expected).toBe(model[o.lot]);
            await s.http.put(`/inventories/${inv.id}/counts`, { lines: [{ line_id: line.id, counted: o.qty }] }, who);
            expect((await s.http.post(`/inventories/${inv.id}/finish`, {}, who)).statusCode).toBe(200);
            if (o.qty !== model[o.lot]) moves += 1;
            model[o.lot] = o.qty;
          } else if (o.kind === 'scrap' && id) {
            const draft = (
              await s.http.post(
                '/scraps',
                { reason: 'damaged', lines: [{ product_id: product.id, lot_id: id, quantity: o.qty }] },
                who,
              )
            ).json().data;
            const done = await s.http.post(`/scraps/${draft.id}/done`, {}, who);
            if (o.qty <= model[o.lot]!) {
              expect(done.statusCode).toBe(200);
              model[o.lot]! -= o.qty;
              moves += 1;
            } else expect(done.statusCode).toBe(409);
          }
        }
        expect(await mismatches(t, shop.tenantId)).toEqual([]);
        const stock = (await s.http.get(`/stock/products/${product.id}`, who)).json().data;
        const byLot = Object.fromEntries(
          stock.lots.map((l: { lot_number: string; quantity: number }) => [l.lot_number, l.quantity]),
        );
        LOTS.forEach((name, i) => expect(byLot[name] ?? 0).toBe(model[i]));
        expect(stock.on_hand).toBe(model.reduce((a, b) => a + b, 0));
        const ledger = await withTenant(t.database.db, shop.tenantId, (tx) =>
          tx.execute<{ n: number; total: string | null }>(
            sql`select count(*)::int as n, sum(quantity) as total from stock_moves where tenant_id = ${shop.tenantId} and product_id = ${product.id}`,
          ),
        );
        expect(ledger.rows[0]!.n).toBe(moves);
        expect(Number(ledger.rows[0]!.total ?? 0)).toBe(stock.on_hand);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
