/**
 * Migration 0033's backfill: every product with moves gets its folded valuation row, pending, under
 * an owner that is not a superuser (forced row-level security lifted for the statement and forced
 * again) as under one that bypasses it; the next dashboard read folds it into the report's value.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import { todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { migrationStatements } from '../migration-statements';
import { stockShop } from '../stock/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const TABLES = ['stock_moves', 'product_valuations'];
const OWNER = `pt_managed_${randomBytes(4).toString('hex')}`;

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  const product = await s.product('Amoxicillin 500mg', 'basic');
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    postMoves(tx, shop.tenantId, [
      {
        productId: product.id,
        lotId: null,
        quantity: 100,
        unitCost: 1200,
        reason: 'opening',
        documentType: 'test',
        documentId: null,
        documentCode: null,
        userId: shop.admin.id,
      },
    ]),
  );
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

const rows = () =>
  ownerQuery<{ pending: boolean; through: Date | null }>(
    t.database,
    'select pending, through from product_valuations where tenant_id = $1',
    [shop.tenantId],
  );

it.each([
  ['an owner that is not a superuser', OWNER],
  ['an owner that bypasses row-level security', null],
])('gives every product with moves a pending row under %s', async (_label, role) => {
  await ownerQuery(t.database, 'delete from product_valuations where tenant_id = $1', [shop.tenantId]);
  await runAs(role, migrationStatements('product-valuations', { customOnly: true }));
  expect(await rows()).toEqual([{ pending: true, through: null }]);
  const [forced] = await ownerQuery<{ forced: boolean }>(
    t.database,
    `select bool_and(relforcerowsecurity) as forced from pg_class
      where relnamespace = 'public'::regnamespace and relname = any($1)`,
    [TABLES],
  );
  expect(forced).toEqual({ forced: true });

  const dashboard = (await s.http.get('/reports/dashboard?period=day', shop.admin.headers)).json().data;
  const report = (await s.http.get(`/reports/inventory-valuations?date=${todayInShop()}`, shop.admin.headers)).json()
    .data;
  expect(dashboard.stock_value.total).toBe(120_000);
  expect(report.totals.value).toBe(120_000);
  expect((await rows())[0]).toMatchObject({ pending: false });
});
