/**
 * Searching, sorting and paging the stock lists: low stock (services never listed) and near expiry
 * (diacritics-insensitive search, sort fields, bad sort 400), and the valuation report's product rows paged on the server
 * with categories and totals of the whole (searched) result; the .xlsx follows the search.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { receive, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
const inDays = (n: number) => addDays(todayInShop(), n);
const today10 = inDays(0);

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  // Low stock (minimum 50): on hand 5, 20, 40. Not low: Vitamin (100 on hand).
  const duong = await s.product('Đường glucose 5%', 'lot', 10, { min_stock: 50 });
  const thuoc = await s.product('Thuốc ho Bảo Thanh', 'lot', 10, { min_stock: 50 });
  const an = await s.product('An thần Rotunda', 'basic', 10, { min_stock: 50 });
  const vitamin = await s.product('Vitamin C 500mg', 'basic', 10, { min_stock: 50 });
  // A service keeps no stock: never low.
  const service = await s.http.post(
    '/products',
    {
      name: 'Dịch vụ đo huyết áp',
      tracking_type: 'none',
      min_stock: 5,
      units: [{ uom_id: s.units.Viên, factor: 1, price: 20_000 }],
    },
    shop.admin.headers,
  );
  expect(service.statusCode, service.body).toBe(201);
  await receive(s, shop.admin.headers, duong, [{ quantity: 5, lot: 'ĐG-01', expiry: inDays(10) }], 2000);
  await receive(s, shop.admin.headers, thuoc, [{ quantity: 20, lot: 'BT-02', expiry: inDays(40) }], 3000);
  await receive(s, shop.admin.headers, an, [{ quantity: 40 }], 500);
  await receive(s, shop.admin.headers, vitamin, [{ quantity: 100 }], 100);
});
afterAll(() => t.close());

const admin = () => shop.admin.headers;
const get = async (url: string) => {
  const res = await s.http.get(url, admin());
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('low stock and near expiry', () => {
  it('low stock: searches without diacritics, sorts by each field', async () => {
    const names = async (query: string) =>
      (await get(`/stock/low-stock?${query}`)).data.map((r: { name: string }) => r.name);
    expect(await names('')).toEqual(['Đường glucose 5%', 'Thuốc ho Bảo Thanh', 'An thần Rotunda']);
    expect(await names('search=duong')).toEqual(['Đường glucose 5%']);
    expect(await names('search=THUOC%20HO')).toEqual(['Thuốc ho Bảo Thanh']);
    expect(await names('search=an%20than')).toEqual(['An thần Rotunda']);
    expect(await names('sort=name')).toEqual(['An thần Rotunda', 'Đường glucose 5%', 'Thuốc ho Bảo Thanh']);
    expect(await names('sort=-on_hand')).toEqual(['An thần Rotunda', 'Thuốc ho Bảo Thanh', 'Đường glucose 5%']);
    const paged = await get('/stock/low-stock?sort=name&page=2&page_size=2');
    expect(paged.data.map((r: { name: string }) => r.name)).toEqual(['Thuốc ho Bảo Thanh']);
    expect(paged.meta).toEqual({ page: 2, page_size: 2, total: 3 });
    expect((await s.http.get('/stock/low-stock?sort=price', admin())).statusCode).toBe(400);
  });

  it('near expiry: searches the product or the lot number, sorts by expiry, name, lot and quantity', async () => {
    const lots = async (query: string) =>
      (await get(`/stock/near-expiry?${query}`)).data.map((r: { lot_number: string }) => r.lot_number);
    expect(await lots('')).toEqual(['ĐG-01', 'BT-02']);
    expect(await lots('sort=-expiry_date')).toEqual(['BT-02', 'ĐG-01']);
    expect(await lots('sort=product_name')).toEqual(['ĐG-01', 'BT-02']);
    expect(await lots('sort=-quantity')).toEqual(['BT-02', 'ĐG-01']);
    expect(await lots('sort=lot_number')).toEqual(['BT-02', 'ĐG-01']);
    expect(await lots('search=bao%20thanh')).toEqual(['BT-02']);
    expect(await lots('search=dg-01')).toEqual(['ĐG-01']);
    expect((await get('/stock/near-expiry?search=vitamin')).meta.total).toBe(0);
    expect((await s.http.get('/stock/near-expiry?sort=days', admin())).statusCode).toBe(400);
  });
});

describe('inventory valuation pages', () => {
  type Row = { name: string; quantity: number; value: number };
  it('pages the product rows on the server; categories and totals cover the whole result', async () => {
    const all = await get(`/reports/inventory-valuations?date=${today10}&sort=name`);
    expect(all.data.products.map((r: Row) => [r.name, r.quantity, r.value])).toEqual([
      ['An thần Rotunda', 40, 20_000],
      ['Đường glucose 5%', 5, 10_000],
      ['Thuốc ho Bảo Thanh', 20, 60_000],
      ['Vitamin C 500mg', 100, 10_000],
    ]);
    const totals = { quantity: 165, value: 100_000 };
    expect(all.data.totals).toEqual(totals);
    expect(all.meta).toEqual({ page: 1, page_size: 20, total: 4 });

    const second = await get(`/reports/inventory-valuations?date=${today10}&sort=name&page=2&page_size=3`);
    expect(second.data.products.map((r: Row) => r.name)).toEqual(['Vitamin C 500mg']);
    expect(second.meta).toEqual({ page: 2, page_size: 3, total: 4 });
    expect(second.data.totals).toEqual(totals);
    expect(second.data.categories).toEqual([
      { category_id: s.category, category_name: 'Thuốc giảm đau', quantity: 165, value: 100_000 },
    ]);

    const byValue = await get(`/reports/inventory-valuations?date=${today10}&sort=-value&page_size=2`);
    expect(byValue.data.products.map((r: Row) => r.value)).toEqual([60_000, 20_000]);

    const searched = await get(`/reports/inventory-valuations?date=${today10}&search=thuoc&sort=code`);
    expect(searched.data.products.map((r: Row) => r.name)).toEqual(['Thuốc ho Bảo Thanh']);
    expect(searched.data.totals).toEqual({ quantity: 20, value: 60_000 });
    expect(searched.meta.total).toBe(1);

    expect((await s.http.get(`/reports/inventory-valuations?date=${today10}&page_size=101`, admin())).statusCode).toBe(
      400,
    );
    expect((await s.http.get(`/reports/inventory-valuations?date=${today10}&sort=cost`, admin())).statusCode).toBe(400);
    // Stock is known up to today: a later date would show today's figures under it.
    const ahead = await s.http.get(`/reports/inventory-valuations?date=${inDays(1)}`, admin());
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors.date).toEqual(['Ngày không được sau hôm nay.']);
    const aheadExport = await s.http.get(`/reports/inventory-valuations/export?date=${inDays(1)}`, admin());
    expect(aheadExport.statusCode).toBe(400);
  });

  it('exports every row the search finds, not one page', async () => {
    const res = await s.http.get(`/reports/inventory-valuations/export?date=${today10}&search=an`, admin());
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string');
    // "an" (no diacritics) finds "An thần" and "Bảo Thanh".
    expect(cells).toEqual(expect.arrayContaining(['An thần Rotunda', 'Thuốc ho Bảo Thanh']));
    expect(cells).not.toContain('Vitamin C 500mg');
  });
});
