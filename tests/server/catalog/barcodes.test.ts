/**
 * POST /products/next-barcode: the shop's next internal EAN-13 (20…), one after another, never a
 * number a live unit already carries (typed by hand), counted per shop; a product saved with it
 * is found by that barcode; a cashier may not ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalBarcode, isEan13 } from '../../../src/domain/catalog/barcodes';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { api, seedUnits } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let http: ReturnType<typeof api>;
let units: Awaited<ReturnType<typeof seedUnits>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  http = api(t);
  units = await seedUnits(t, shop);
}, 60_000);
afterAll(async () => t?.close());

const next = async (who: SeededShop = shop) => {
  const res = await http.post('/products/next-barcode', {}, who.admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.barcode as string;
};

const productWith = (name: string, barcode: string) =>
  http.post(
    '/products',
    { name, units: [{ uom_id: units.Viên, factor: 1, price: 1_000, barcode }] },
    shop.admin.headers,
  );

describe('internal barcodes', () => {
  it('hand out EAN-13 numbers of the in-store range, one after another', async () => {
    const first = await next();
    const second = await next();
    expect(first).toBe(internalBarcode(1));
    expect(second).toBe(internalBarcode(2));
    expect(isEan13(first)).toBe(true);
  });

  it('skip a number a unit already carries, and count per shop', async () => {
    const typed = internalBarcode(3);
    expect((await productWith('Vỉ Berberin', typed)).statusCode).toBe(201);
    expect(await next()).toBe(internalBarcode(4));
    expect(await next(other)).toBe(internalBarcode(1));
  });

  it('find a product saved with its internal barcode by that barcode', async () => {
    const barcode = await next();
    expect((await productWith('Vỉ Paracetamol', barcode)).statusCode).toBe(201);
    const found = (await http.get(`/products?search=${barcode}`, shop.admin.headers)).json().data as {
      name: string;
    }[];
    expect(found.map((p) => p.name)).toEqual(['Vỉ Paracetamol']);
  });

  it('refuse a cashier', async () => {
    expect((await http.post('/products/next-barcode', {}, shop.cashier.headers)).statusCode).toBe(403);
  });
});
