/** Stock test helpers: a shop with units, a vendor, a VAT tax and products of each tracking type. */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { ledgerMismatches } from '../../../server/modules/stock/ledger';
import { withTenant } from '../../../server/db/tenancy';
import { api, seedUnits, type Who } from '../catalog/helpers';
import type { SeededShop } from '../fixtures';
import { ownerQuery, type TestApp } from '../test-app';

export interface StockProduct {
  id: string;
  /** Unit ids by name: Viên (1), Hộp (factor given). */
  base: string;
  box: string;
}

export async function stockShop(t: TestApp, shop: SeededShop) {
  const http = api(t);
  const units = await seedUnits(t, shop);
  const vendor = (await http.post('/vendors', { name: 'Công ty Dược Hậu Giang' }, shop.admin.headers)).json().data
    .id as string;
  const tax = (await http.post('/taxes', { name: 'VAT 5%', rate: 5 }, shop.admin.headers)).json().data.id as string;
  const category = (await http.post('/categories', { name: 'Thuốc giảm đau' }, shop.admin.headers)).json().data
    .id as string;
  const product = async (
    name: string,
    tracking: 'none' | 'basic' | 'lot' | 'serial',
    boxFactor = 10,
    extra: Record<string, unknown> = {},
  ): Promise<StockProduct> => {
    const res = await http.post(
      '/products',
      {
        name,
        tracking_type: tracking,
        category_id: category,
        units: [
          { uom_id: units.Viên, factor: 1, price: 1000 },
          { uom_id: units.Hộp, factor: boxFactor, price: 9000 },
        ],
        ...extra,
      },
      shop.admin.headers,
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    const data = res.json().data as { id: string; units: Array<{ id: string; factor: number }> };
    return {
      id: data.id,
      base: data.units.find((u) => u.factor === 1)!.id,
      box: data.units.find((u) => u.factor !== 1)!.id,
    };
  };
  return { http, units, vendor, tax, category, product };
}

export async function mismatches(t: TestApp, tenantId: string) {
  return withTenant(t.database.db, tenantId, (tx) => ledgerMismatches(tx, tenantId));
}

type Shop = Awaited<ReturnType<typeof stockShop>>;

/** Buys base units of a product into the given lots (or no lot) through a purchase order. */
export async function receive(
  s: Shop,
  who: { authorization: string },
  product: StockProduct,
  entries: Array<{ quantity: number; lot?: string; expiry?: string }>,
  unitCost = 1000,
) {
  const total = entries.reduce((n, e) => n + e.quantity, 0);
  const po = (
    await s.http.post(
      '/purchase-orders',
      {
        vendor_id: s.vendor,
        lines: [{ product_id: product.id, unit_id: product.base, quantity: total, unit_cost: unitCost, tax_id: null }],
      },
      who,
    )
  ).json().data;
  await s.http.post(`/purchase-orders/${po.id}/order`, {}, who);
  const res = await s.http.post(
    `/purchase-orders/${po.id}/receive`,
    {
      lines: entries.map((e) => ({
        line_id: po.lines[0].id,
        quantity: e.quantity,
        lot_number: e.lot ?? null,
        expiry_date: e.expiry ?? null,
      })),
    },
    who,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string; receipts: Array<{ lot_id: string | null; lot_number: string | null }> };
}

/**
 * A lot that has passed its expiry since it came in: a receipt refuses an expired lot, so a test
 * receives it good and then moves its expiry date back.
 */
export async function backdateExpiry(t: TestApp, tenantId: string, lotNumber: string, expiry: string): Promise<void> {
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.execute(
      sql`update lots set expiry_date = ${expiry} where tenant_id = ${tenantId} and lot_number = ${lotNumber}`,
    ),
  );
}

/** A GPP book's sheet (GET `/api/v1${url}`): its three title rows, its header and its data rows, from column A. */
export async function readBook(t: TestApp, url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const rows = [];
  for (let n = 6; n <= sheet.rowCount; n += 1) rows.push(values(n));
  return { res, sheet, titles: [values(1), values(2), values(3)], header: values(5), rows };
}

/**
 * Where the vendor's money book and the orders disagree: an order whose paid amount (placed,
 * received, or cancelled after it was placed) is not its payments less its refunds, or a vendor
 * whose debt is not the sum of its orders' max(0, received − paid).
 */
export async function bookMismatches(t: TestApp, tenantId: string) {
  const orders = await ownerQuery<{ code: string; paid: string; book: string }>(
    t.database,
    `select o.code, o.paid_amount as paid, coalesce(sum(case when p.id is null then 0 when p.direction = 'out' then l.amount else -l.amount end), 0) as book
       from purchase_orders o
       left join vendor_payment_lines l on l.tenant_id = o.tenant_id and l.purchase_order_id = o.id
       left join vendor_payments p on p.tenant_id = l.tenant_id and p.id = l.payment_id and p.cancelled_at is null
      where o.tenant_id = $1 and (o.state <> 'draft' and (o.state <> 'cancelled' or o.ordered_at is not null))
      group by o.id, o.code, o.paid_amount having o.paid_amount <> coalesce(sum(case when p.id is null then 0 when p.direction = 'out' then l.amount else -l.amount end), 0)`,
    [tenantId],
  );
  const vendors = await ownerQuery<{ name: string; debt: string; owed: string }>(
    t.database,
    `select v.name, v.debt, coalesce(sum(greatest(o.received_value - o.paid_amount, 0)), 0) as owed
       from vendors v left join purchase_orders o on o.tenant_id = v.tenant_id and o.vendor_id = v.id
      where v.tenant_id = $1 group by v.id, v.name, v.debt having v.debt <> coalesce(sum(greatest(o.received_value - o.paid_amount, 0)), 0)`,
    [tenantId],
  );
  return [...orders, ...vendors];
}

export type StockShop = Awaited<ReturnType<typeof stockShop>>;

/**
 * A purchase order of `boxes` boxes of `product` at 10,000 from `vendorId`, placed by `who` with
 * `paid` paid, and its goods received unless told otherwise.
 */
export async function placedOrder(
  s: StockShop,
  who: Who,
  product: StockProduct,
  vendorId: string,
  boxes: number,
  { receive = true, paid = 0 } = {},
) {
  const created = await s.http.post(
    '/purchase-orders',
    {
      vendor_id: vendorId,
      paid_amount: paid,
      lines: [{ product_id: product.id, unit_id: product.box, quantity: boxes, unit_cost: 10_000, tax_id: null }],
    },
    who,
  );
  expect(created.statusCode, created.body).toBe(201);
  const po = created.json().data as { id: string; code: string; lines: { id: string }[] };
  expect((await s.http.post(`/purchase-orders/${po.id}/order`, {}, who)).statusCode).toBe(200);
  if (receive) {
    const lines = [{ line_id: po.lines[0]!.id, quantity: boxes }];
    const res = await s.http.post(`/purchase-orders/${po.id}/receive`, { lines }, who);
    expect(res.statusCode, res.body).toBe(200);
  }
  return po;
}
