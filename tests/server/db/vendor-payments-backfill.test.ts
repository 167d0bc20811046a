/**
 * Migration 0036's backfill: every order paid before the vendor's money book existed (placed,
 * received, or cancelled after it was placed; never a draft) gets one PC voucher for its paid
 * amount, numbered in order of creation, and the tenant's counter goes on after them. It runs
 * under an owner that is not a superuser (forced row-level security lifted for the statements and
 * forced again) as under one that bypasses it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { allForced, managedOwner, rowSecurityForced, runAs, type ManagedOwner } from '../managed-owner';
import { migrationStatements } from '../migration-statements';
import { bookMismatches, stockShop } from '../stock/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const TABLES = ['purchase_orders', 'vendor_payments', 'vendor_payment_lines', 'code_sequences'];

let t: TestApp;
let owner: ManagedOwner;
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
  owner = await managedOwner(t, TABLES);
});
afterAll(() => owner.closeApp());

/** The database as it stood before 0036: no vouchers, no PC counter. */
async function beforeTheBook() {
  await ownerQuery(t.database, 'delete from vendor_payment_lines');
  await ownerQuery(t.database, 'delete from vendor_payments');
  await ownerQuery(t.database, `delete from code_sequences where kind = 'vendor_payment'`);
}

it.each([
  ['an owner that is not a superuser', true],
  ['an owner that bypasses row-level security', false],
])('writes a voucher for each paid order under %s', async (_label, managed) => {
  await beforeTheBook();
  await runAs(t.database, managed ? owner.role : null, migrationStatements('vendor-payments', { customOnly: true }));
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
  expect(await rowSecurityForced(t.database, TABLES)).toEqual(allForced(TABLES));

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
