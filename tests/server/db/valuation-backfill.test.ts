/**
 * Migration 0033's backfill: every product with moves gets its folded valuation row, pending, under
 * an owner that is not a superuser (forced row-level security lifted for the statement and forced
 * again) as under one that bypasses it; the next dashboard read folds it into the report's value.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import { todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { allForced, managedOwner, rowSecurityForced, runAs, type ManagedOwner } from '../managed-owner';
import { migrationStatements } from '../migration-statements';
import { stockShop } from '../stock/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const TABLES = ['stock_moves', 'product_valuations'];

let t: TestApp;
let owner: ManagedOwner;
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
  owner = await managedOwner(t, TABLES);
});
afterAll(() => owner.closeApp());

const rows = () =>
  ownerQuery<{ pending: boolean; through: Date | null }>(
    t.database,
    'select pending, through from product_valuations where tenant_id = $1',
    [shop.tenantId],
  );

it.each([
  ['an owner that is not a superuser', true],
  ['an owner that bypasses row-level security', false],
])('gives every product with moves a pending row under %s', async (_label, managed) => {
  await ownerQuery(t.database, 'delete from product_valuations where tenant_id = $1', [shop.tenantId]);
  await runAs(t.database, managed ? owner.role : null, migrationStatements('product-valuations', { customOnly: true }));
  expect(await rows()).toEqual([{ pending: true, through: null }]);
  expect(await rowSecurityForced(t.database, TABLES)).toEqual(allForced(TABLES));

  const dashboard = (await s.http.get('/reports/dashboard?period=day', shop.admin.headers)).json().data;
  const report = (await s.http.get(`/reports/inventory-valuations?date=${todayInShop()}`, shop.admin.headers)).json()
    .data;
  expect(dashboard.stock_value.total).toBe(120_000);
  expect(report.totals.value).toBe(120_000);
  expect((await rows())[0]).toMatchObject({ pending: false });
});
