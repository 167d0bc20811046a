/**
 * Migration 0036's backfill: every order paid before the vendor's money book existed (placed,
 * received, or cancelled after it was placed; never a draft) gets one PC voucher for its paid
 * amount, numbered in order of creation, and the tenant's counter goes on after them. It runs
 * under an owner that is not a superuser (forced row-level security lifted for the statements and
 * forced again) as under one that bypasses it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { migrationStatements } from '../migration-statements';
import { bookMismatches, stockShop } from '../stock/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const TABLES = ['purchase_orders', 'vendor_payments', 'vendor_payment_lines', 'code_sequences'];
const OWNER = `pt_managed_${randomBytes(4).toString('hex')}`;

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
const orders: { id: string; code: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  const product = await s.product('Amoxicillin 500mg', 'basic');
  const place = async (paid: number, then: 'order' | 'draft' | 'cancel') => {
    const po = (
      await s.http.post(
        '/purchase-orders',
        {
          vendor_id: s.vendor,
          paid_amount: paid,
          lines: [{ product_id: product.id, unit_id: product.box, quantity: 5, unit_cost: 10_000, tax_id: null }],
        },
        shop.admin.headers,
      )
    ).json().data as { id: string; code: string };
    if (then !== 'draft') await s.http.post(`/purchase-orders/${po.id}/order`, {}, shop.admin.headers);
    if (then === 'cancel') await s.http.post(`/purchase-orders/${po.id}/cancel`, {}, shop.admin.headers);
    orders.push(po);
  };
  await place(20_000, 'order');
  await place(15_000, 'draft');
  await place(10_000, 'cancel');
  await place(0, 'order');
  await ownerQuery(t.database, `create role ${OWNER} nosuperuser nobypassrls`);
  for (const table of TABLES) await ownerQuery(t.database, `alter table ${table} owner to ${OWNER}`);
});
afterAll(async () => {
  await ownerQuery(t.database, `reassign owned by ${OWNER} to current_user`);
  await ownerQuery(t.database, `drop owned by ${OWNER}`);
  await t.close();
  const admin = new pg.Client({ connectionString: t.database.ownerUrl });
  await admin.connect();
  await admin.query(`drop role if exists ${OWNER}`).finally(() => admin.end());
});

/** Runs statements in one transaction as `role` (the migrator's transaction). */
async function runAs(role: string | null, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: t.database.ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    if (role) await client.query(`set local role ${role}`);
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** The database as it stood before 0036: no vouchers, no PC counter. */
async function beforeTheBook() {
  await ownerQuery(t.database, 'delete from vendor_payment_lines');
  await ownerQuery(t.database, 'delete from vendor_payments');
  await ownerQuery(t.database, `delete from code_sequences where kind = 'vendor_payment'`);
}

it.each([
  ['an owner that is not a superuser', OWNER],
  ['an owner that bypasses row-level security', null],
])('writes a voucher for each paid order under %s', async (_label, role) => {
  await beforeTheBook();
  await runAs(role, migrationStatements('vendor-payments', { customOnly: true }));
  const vouchers = await ownerQuery<{ code: string; amount: string; order_id: string; created_by: string }>(
    t.database,
    `select p.code, p.amount, l.purchase_order_id as order_id, p.created_by from vendor_payments p
       join vendor_payment_lines l on l.tenant_id = p.tenant_id and l.payment_id = p.id
      where p.tenant_id = $1 order by p.code`,
    [shop.tenantId],
  );
  expect(vouchers).toEqual([
    { code: 'PC000001', amount: '20000', order_id: orders[0]!.id, created_by: shop.admin.id },
    { code: 'PC000002', amount: '10000', order_id: orders[2]!.id, created_by: shop.admin.id },
  ]);
  expect(await bookMismatches(t, shop.tenantId)).toEqual([]);
  const [forced] = await ownerQuery<{ forced: boolean }>(
    t.database,
    `select bool_and(relforcerowsecurity) as forced from pg_class
      where relnamespace = 'public'::regnamespace and relname = any($1)`,
    [TABLES],
  );
  expect(forced).toEqual({ forced: true });

  const paid = await s.http.post(
    `/purchase-orders/${orders[3]!.id}/payments`,
    { amount: 5_000, method: 'cash' },
    shop.admin.headers,
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const book = (await s.http.get(`/purchase-orders/${orders[3]!.id}/payments`, shop.admin.headers)).json().data;
  expect(book.map((v: { code: string }) => v.code)).toEqual(['PC000003']);
  // The next run starts from the same orders.
  await ownerQuery(t.database, `update purchase_orders set paid_amount = 0 where id = $1`, [orders[3]!.id]);
});
