/**
 * The ledger's one writer (server/modules/stock/ledger.ts#postMoves), called directly and through
 * every path that changes stock: a sale push, a purchase receipt, a count, a scrap and opening
 * stock on the product page (the product import is checked in catalog/imports.test.ts). Each must
 * write its moves, give every product and lot it moved a new `updated_at` and a new sync version
 * (so tills pull them), and leave the caches equal to the ledger.
 */
import { sql } from 'drizzle-orm';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves, type NewMove } from '../../../server/modules/stock/ledger';
import { seedShop } from '../fixtures';
import { applied, line, mutation, openRegister, order, push, seedPos, type PosShop } from '../pos/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { mismatches, receive, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let pos: PosShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  s = await stockShop(t, pos.shop);
  sessionId = await openRegister(t, pos);
});
afterAll(() => t.close());

const tenantId = () => pos.shop.tenantId;
const admin = () => pos.shop.admin.headers;

type Stamp = { updated_at: Date; version: number; cached: number };

/** updated_at, sync version and cached balance of products and lots, by id. */
async function stamps(ids: string[]): Promise<Map<string, Stamp>> {
  const rows = await ownerQuery<{ id: string; updated_at: Date; version: string; cached: string }>(
    t.database,
    `select id, updated_at, version, stock_on_hand as cached from products where tenant_id = $1 and id = any($2)
     union all select id, updated_at, version, quantity from lots where tenant_id = $1 and id = any($2)`,
    [tenantId(), ids],
  );
  return new Map(
    rows.map((r) => [r.id, { updated_at: r.updated_at, version: Number(r.version), cached: Number(r.cached) }]),
  );
}

type MoveRow = { product_id: string; lot_id: string | null; quantity: number; reason: string; user_id: string | null };

/** The moves of one document, in the order they were written. */
async function movesOf(documentId: string): Promise<MoveRow[]> {
  return ownerQuery<MoveRow>(
    t.database,
    `select product_id, lot_id, quantity::int as quantity, reason, user_id from stock_moves
     where tenant_id = $1 and document_id = $2 order by id`,
    [tenantId(), documentId],
  );
}

/**
 * Runs one stock change and checks what the writer must leave behind: each product and lot in
 * `moved` has an `updated_at` from the change's transaction and a newer sync version than before
 * (rows the change created only the former), and no cache differs from the ledger.
 */
async function expectPosted(moved: () => string[], change: () => Promise<unknown>): Promise<Map<string, Stamp>> {
  const before = await stamps(moved().filter(Boolean));
  const [{ started }] = (await ownerQuery<{ started: Date }>(t.database, 'select clock_timestamp() as started')) as [
    { started: Date },
  ];
  await change();
  const ids = moved();
  const after = await stamps(ids);
  expect(after.size).toBe(ids.length);
  for (const id of ids) {
    const now = after.get(id)!;
    expect(now.updated_at.getTime(), `updated_at of ${id}`).toBeGreaterThanOrEqual(started.getTime());
    if (before.has(id)) expect(now.version, `version of ${id}`).toBeGreaterThan(before.get(id)!.version);
  }
  expect(await mismatches(t, tenantId())).toEqual([]);
  return after;
}

describe('postMoves', () => {
  it('writes many moves in one call, sums them per product and lot, skips zero moves', async () => {
    const product = await s.product('Cồn 70 độ', 'lot');
    const got = await receive(s, admin(), product, [
      { quantity: 40, lot: 'C1', expiry: '2030-01-31' },
      { quantity: 10, lot: 'C2', expiry: '2030-06-30' },
    ]);
    const [c1, c2] = ['C1', 'C2'].map((n) => got.receipts.find((r) => r.lot_number === n)!.lot_id!) as [string, string];
    const documentId = '0190f000-0000-7000-8000-0000000000a1';
    const move = (lotId: string | null, quantity: number): NewMove => ({
      productId: product.id,
      lotId,
      quantity,
      unitCost: 500,
      reason: 'count_adjustment',
      documentType: 'test',
      documentId,
      documentCode: 'TEST',
      userId: pos.shop.admin.id,
    });
    const after = await expectPosted(
      () => [product.id, c1, c2],
      () =>
        withTenant(t.database.db, tenantId(), (tx) =>
          postMoves(tx, tenantId(), [move(c1, -3), move(c2, 5), move(c1, -4), move(c2, 0), move(null, 2)]),
        ),
    );
    expect((await movesOf(documentId)).map((m) => [m.lot_id, m.quantity, m.user_id])).toEqual([
      [c1, -3, pos.shop.admin.id],
      [c2, 5, pos.shop.admin.id],
      [c1, -4, pos.shop.admin.id],
      [null, 2, pos.shop.admin.id],
    ]);
    expect([after.get(product.id)!.cached, after.get(c1)!.cached, after.get(c2)!.cached]).toEqual([50, 33, 15]);
  });

  it('moves the average cost by each receipt in turn when one call holds several', async () => {
    const product = await s.product('Băng keo cá nhân', 'basic');
    await receive(s, admin(), product, [{ quantity: 10 }], 1000);
    const receipt = (quantity: number, unitCost: number): NewMove => ({
      productId: product.id,
      lotId: null,
      quantity,
      unitCost,
      reason: 'purchase_receipt',
      documentType: 'test',
      documentId: null,
      documentCode: null,
      userId: null,
    });
    await withTenant(t.database.db, tenantId(), (tx) =>
      postMoves(tx, tenantId(), [receipt(10, 2000), receipt(20, 500)]),
    );
    // (10 × 1000 + 10 × 2000) / 20 = 1500, then (20 × 1500 + 20 × 500) / 40 = 1000.
    const [row] = await withTenant(t.database.db, tenantId(), (tx) =>
      tx.execute<{ cost_price: string; stock_on_hand: string }>(
        sql`select cost_price, stock_on_hand from products where id = ${product.id}`,
      ),
    ).then((r) => r.rows);
    expect([Number(row!.stock_on_hand), Number(row!.cost_price)]).toEqual([40, 1000]);
    expect(await mismatches(t, tenantId())).toEqual([]);
  });
});

describe('every path that changes stock goes through the writer', () => {
  it('a push of sales: every order of the batch, the lots FEFO took and the counted product', async () => {
    const sale = (code: string, quantity: number) =>
      order(pos, {
        code,
        sessionId,
        seller: pos.shop.cashier,
        lines: [
          line({ product_id: pos.para.id, quantity, price: 1_000, tracking_type: 'lot' }),
          line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 }),
        ],
      });
    const first = sale('HD-Q1-100001', 3);
    const second = sale('HD-Q1-100002', 2);
    await expectPosted(
      () => [pos.para.id, pos.para.lotA, pos.vitamin.id],
      async () => {
        const results = await push(t, pos.shop.cashier, [
          mutation('order.create', first),
          mutation('order.create', second),
        ]);
        expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
      },
    );
    for (const sold of [first, second])
      expect((await movesOf(sold.id)).map((m) => [m.reason, m.user_id])).toEqual([
        ['sale', pos.shop.cashier.id],
        ['sale', pos.shop.cashier.id],
      ]);
  });

  it('a push whose sales move no stock (a service) still writes its orders', async () => {
    const service = await s.product('Đo huyết áp', 'none');
    const sold = order(pos, {
      code: 'HD-Q1-100010',
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: service.id, quantity: 1, price: 20_000, tracking_type: 'none' })],
    });
    await applied(t, pos.shop.cashier, 'order.create', sold);
    const stored = await ownerQuery<{ n: number }>(
      t.database,
      'select count(*)::int as n from pos_orders where tenant_id = $1 and id = $2',
      [tenantId(), sold.id],
    );
    expect(stored[0]!.n).toBe(1);
    expect(await movesOf(sold.id)).toEqual([]);
  });

  it('a return pushed by the till', async () => {
    const paraLine = line({ product_id: pos.para.id, quantity: 2, price: 1_000, tracking_type: 'lot' });
    const sold = order(pos, { code: 'HD-Q1-100003', sessionId, seller: pos.shop.cashier, lines: [paraLine] });
    await applied(t, pos.shop.cashier, 'order.create', sold);
    const back = order(pos, {
      code: 'TH-Q1-100004',
      type: 'return',
      returnFor: sold.id,
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
          lots: [{ lot_id: pos.para.lotA, lot_number: 'A-2701', expiry_date: '2027-01-31', quantity: 1 }],
        }),
      ],
    });
    await expectPosted(
      () => [pos.para.id, pos.para.lotA],
      () => applied(t, pos.shop.cashier, 'order.create', back),
    );
    expect((await movesOf(back.id)).map((m) => [m.reason, m.lot_id, m.quantity])).toEqual([
      ['return', pos.para.lotA, 1],
    ]);
  });

  let product: StockProduct;
  let lotId = '';

  it('a purchase receipt into a lot already on the shelf', async () => {
    product = await s.product('Amlodipin 5mg', 'lot');
    lotId = (await receive(s, admin(), product, [{ quantity: 30, lot: 'AM1', expiry: '2030-03-31' }])).receipts[0]!
      .lot_id!;
    let receiptId = '';
    await expectPosted(
      () => [product.id, lotId],
      async () => {
        receiptId = (await receive(s, admin(), product, [{ quantity: 20, lot: 'AM1', expiry: '2030-03-31' }])).id;
      },
    );
    expect((await movesOf(receiptId)).map((m) => [m.reason, m.lot_id, m.quantity])).toEqual([
      ['purchase_receipt', lotId, 20],
    ]);
  });

  it('a count that finds fewer than the books', async () => {
    const inv = (await s.http.post('/inventories', { scope: 'products', product_ids: [product.id] }, admin())).json()
      .data;
    const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).json().data;
    const sheetLine = started.lines.find((l: { lot_id: string | null }) => l.lot_id === lotId);
    await s.http.put(`/inventories/${inv.id}/counts`, { lines: [{ line_id: sheetLine.id, counted: 46 }] }, admin());
    await expectPosted(
      () => [product.id, lotId],
      async () => expect((await s.http.post(`/inventories/${inv.id}/finish`, {}, admin())).statusCode).toBe(200),
    );
    expect((await movesOf(inv.id)).map((m) => [m.reason, m.quantity, m.user_id])).toEqual([
      ['count_adjustment', -4, pos.shop.admin.id],
    ]);
  });

  it('a scrap', async () => {
    const draft = (
      await s.http.post(
        '/scraps',
        { reason: 'damaged', lines: [{ product_id: product.id, lot_id: lotId, quantity: 6 }] },
        admin(),
      )
    ).json().data;
    await expectPosted(
      () => [product.id, lotId],
      async () => expect((await s.http.post(`/scraps/${draft.id}/done`, {}, admin())).statusCode).toBe(200),
    );
    expect((await movesOf(draft.id)).map((m) => [m.reason, m.quantity])).toEqual([['scrap', -6]]);
    expect((await stamps([product.id, lotId])).get(lotId)!.cached).toBe(40);
  });

  it('opening stock of a lot added on the product page', async () => {
    let created = '';
    const after = await expectPosted(
      () => [product.id, created],
      async () => {
        const res = await s.http.post(
          `/products/${product.id}/lots`,
          { lot_number: 'AM-OPEN', expiry_date: '2031-01-31', cost: 700, quantity: 15 },
          admin(),
        );
        expect(res.statusCode, res.body).toBe(201);
        created = res.json().data.id;
      },
    );
    expect([after.get(product.id)!.cached, after.get(created)!.cached]).toEqual([55, 15]);
    const opening = await ownerQuery<MoveRow>(
      t.database,
      "select product_id, lot_id, quantity::int as quantity, reason, user_id from stock_moves where tenant_id = $1 and reason = 'opening' and lot_id = $2",
      [tenantId(), created],
    );
    expect(opening).toEqual([
      { product_id: product.id, lot_id: created, quantity: 15, reason: 'opening', user_id: pos.shop.admin.id },
    ]);
  });
});
