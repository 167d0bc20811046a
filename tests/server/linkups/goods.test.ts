/**
 * Goods that are not drugs (drug class "none": a plaster, a cosmetic, a supplement) are not the
 * national link-up's: their lines stay out of its messages, a document of such goods alone makes
 * none, and the national drug codes screen does not ask for their code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, order } from '../pos/helpers';
import { receive, type StockProduct } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { connectLinkup, linkupShop, messages, type LinkupShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let L: LinkupShop;
let plaster: StockProduct;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  // The account is on file and the link-up off: messages are recorded and wait (none is sent).
  await connectLinkup(t, shop, 'http://127.0.0.1:9/api', false);
  L = await linkupShop(t, shop);
  plaster = await L.s.product('Băng cá nhân Urgo (hộp 102 miếng)', 'basic', 10, { drug_class: 'none' });
}, 60_000);
afterAll(() => t?.close());

const admin = () => shop.admin.headers;
const sell = (code: string, products: { p: StockProduct; name: string; tracking: 'lot' | 'basic' }[]) =>
  applied(
    t,
    shop.cashier,
    'order.create',
    order(L.pos, {
      code,
      sessionId: L.sessionId,
      seller: shop.cashier,
      lines: products.map(({ p, name, tracking }) =>
        line({
          product_id: p.id,
          product_name: name,
          unit_id: p.base,
          unit_name: 'Hộp',
          quantity: 1,
          price: 10_000,
          tracking_type: tracking,
        }),
      ),
    }),
  );

describe('goods that are not drugs and the link-up', () => {
  it('leaves their lines out of a message, and makes none for a document of them alone', async () => {
    await receive(L.s, admin(), plaster, [{ quantity: 20 }], 5_000);
    await receive(L.s, admin(), L.para, [{ quantity: 30, lot: 'P-0101', expiry: '2028-01-31' }], 700);
    expect((await messages(t, shop.tenantId)).map((m) => m.kind)).toEqual(['receipt']);

    await sell('HD-Q1-000001', [
      { p: L.para, name: 'Paracetamol 500mg', tracking: 'lot' },
      { p: plaster, name: 'Băng cá nhân Urgo (hộp 102 miếng)', tracking: 'basic' },
    ]);
    await sell('HD-Q1-000002', [{ p: plaster, name: 'Băng cá nhân Urgo (hộp 102 miếng)', tracking: 'basic' }]);

    const sales = (await messages(t, shop.tenantId)).filter((m) => m.kind === 'sale');
    expect(sales.map((m) => m.key)).toEqual(['HD-Q1-000001']);
    expect(sales[0]!.lines.map((l) => l.product_id)).toEqual([L.para.id]);
    // The plaster has no national drug code, and the message is not held for one.
    expect(sales[0]!.problem).toBeNull();
  });

  it('does not list them among the products that need a national drug code', async () => {
    // A drug in stock without a code is listed (its receipt is held for the code); the plaster is not.
    await receive(L.s, admin(), L.vitamin, [{ quantity: 10 }], 1_500);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/link-ups/national-codes?page_size=100',
      headers: admin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as { id: string }[]).map((p) => p.id);
    expect(ids).toContain(L.vitamin.id);
    expect(ids).not.toContain(plaster.id);
  });
});
