/**
 * A device sold by its serial is found in the sales history by that serial (a warranty claim),
 * typed in any case; a serial never sold finds nothing, and another shop's sale of the same
 * serial is not found. The sale's detail carries the line's serials.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { seedShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { applied, line, openRegister, order, seedPos, type PosShop } from './helpers';

let t: TestApp;
let pos: PosShop;
let other: PosShop;

/** A serial-tracked monitor in the shop, sold once with its serial. */
async function sellMonitor(shop: PosShop, code: string, serial: string) {
  const monitor = v7();
  await withTenant(t.database.db, shop.shop.tenantId, (tx) =>
    tx.insert(products).values({
      tenantId: shop.shop.tenantId,
      id: monitor,
      code: `SP-${code}`,
      name: 'Máy đo huyết áp Omron HEM-7121',
      trackingType: 'serial',
      drugClass: 'none',
      salePrice: 950_000,
    }),
  );
  const sessionId = await openRegister(t, shop);
  const sale = order(shop, {
    code,
    sessionId,
    seller: shop.shop.cashier,
    lines: [
      line({
        product_id: monitor,
        product_name: 'Máy đo huyết áp Omron HEM-7121',
        unit_name: 'Cái',
        quantity: 1,
        price: 950_000,
        drug_class: 'none',
        tracking_type: 'serial',
        serials: [serial],
      }),
    ],
    cash: 950_000,
  });
  await applied(t, shop.shop.cashier, 'order.create', sale);
  return sale;
}

let sale: Awaited<ReturnType<typeof sellMonitor>>;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  other = await seedPos(t, await seedShop(t, 'Nhà thuốc Khác'), 'Q9');
  sale = await sellMonitor(pos, 'HD-Q1-000001', 'HEM7121-A0042');
  await applied(
    t,
    pos.shop.cashier,
    'order.create',
    order(pos, {
      code: 'HD-Q1-000002',
      sessionId: sale.register_session_id!,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
      cash: 2_000,
    }),
  );
  await sellMonitor(other, 'HD-Q9-000001', 'HEM7121-B0007');
}, 60_000);
afterAll(async () => t.close());

const codes = async (shop: PosShop, search: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/pos-orders?search=${encodeURIComponent(search)}`,
        headers: shop.shop.admin.headers,
      })
    ).json().data as { code: string }[]
  ).map((o) => o.code);

describe('the sales history by serial', () => {
  it('finds the sale of a serial, typed in any case, and nothing for one never sold here', async () => {
    expect(await codes(pos, 'HEM7121-A0042')).toEqual(['HD-Q1-000001']);
    expect(await codes(pos, ' hem7121-a0042 ')).toEqual(['HD-Q1-000001']);
    expect(await codes(pos, 'HEM7121-A0043')).toEqual([]);
    // Another shop's sale of a serial stays its own.
    expect(await codes(pos, 'HEM7121-B0007')).toEqual([]);
    expect(await codes(other, 'HEM7121-B0007')).toEqual(['HD-Q9-000001']);
  });

  it("gives the line's serials in the sale's detail", async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pos-orders/${sale.id}`,
      headers: pos.shop.admin.headers,
    });
    expect(detail.json().data.order_items[0].serials).toEqual(['HEM7121-A0042']);
  });
});
