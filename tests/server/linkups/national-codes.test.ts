/**
 * The national drug codes screen's calls: the products the link-up needs without a code (a
 * registered drug, or one in a held message), suggestions from a catalogue file by registration
 * number then active ingredient and strength, and saving the chosen codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { stockShop } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
let ids: { amlo: string; metf: string; gauze: string; coded: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  const s = await stockShop(t, shop);
  ids = {
    amlo: (
      await s.product('Amlodipin Stella 5mg', 'lot', 10, {
        registration_number: 'VD-18855-13',
        active_ingredient: 'Amlodipin',
        strength: '5mg',
      })
    ).id,
    metf: (
      await s.product('Glucofine 500', 'lot', 10, {
        registration_number: 'VD-00001-99',
        active_ingredient: 'Metformin hydroclorid',
        strength: '500 mg',
      })
    ).id,
    // Not a registered drug and no stock: the link-up does not need its code.
    gauze: (await s.product('Gạc y tế', 'basic')).id,
    coded: (
      await s.product('Paracetamol 500mg', 'lot', 10, {
        registration_number: 'VD-21139-14',
        national_drug_code: 'VD-21139-14',
      })
    ).id,
  };
}, 60_000);
afterAll(async () => t?.close());

function upload(name: string, content: string) {
  const boundary = '----linkup-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/link-ups/national-codes/match',
    headers: { ...shop.admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('national drug codes', () => {
  it('lists the products the link-up needs without a code, with search', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/link-ups/national-codes',
      headers: shop.admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([ids.amlo, ids.metf].sort());
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/v1/link-ups/national-codes?search=amlodipin',
      headers: shop.admin.headers,
    });
    expect(found.json().data.map((p: { name: string }) => p.name)).toEqual(['Amlodipin Stella 5mg']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/link-ups/national-codes', headers: shop.cashier.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('suggests codes from a catalogue file by registration number, then active ingredient and strength', async () => {
    const csv = [
      'Mã thuốc,Tên thuốc,Số đăng ký,Hoạt chất,Hàm lượng',
      'VD-18855-13,Amlodipin Stella 5mg,VD-18855-13,Amlodipin,5mg',
      'VN-20001-17,Glucophage 500mg,VN-20001-17,Metformin hydroclorid,500mg',
      'VD-30000-18,Metformin 850,VD-30000-18,Metformin hydroclorid,850mg',
      'MA SAI,Thuốc sai mã,VD-1,Amlodipin,5mg',
    ].join('\n');
    const res = await upload('danh-muc.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const matches = res.json().data as {
      product: { id: string };
      suggestions: { national_drug_code: string; by: string }[];
    }[];
    const of = (id: string) =>
      matches.find((m) => m.product.id === id)?.suggestions.map((s) => [s.national_drug_code, s.by]);
    expect(of(ids.amlo)).toEqual([['VD-18855-13', 'registration']]);
    // Same ingredient and strength ("500 mg" = "500mg"), another registration: offered by ingredient only.
    expect(of(ids.metf)).toEqual([['VN-20001-17', 'ingredient']]);
    const bad = await upload('danh-muc.csv', 'Tên thuốc,Giá\nA,1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.file).toEqual(['File cần cột "Mã thuốc" và cột "Số đăng ký" hoặc "Hoạt chất".']);
    expect((await upload('danh-muc.pdf', csv)).statusCode).toBe(400);
  });

  it('saves the chosen codes: the products leave the list', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/link-ups/national-codes',
      headers: shop.admin.headers,
      payload: { codes: [{ product_id: ids.amlo, national_drug_code: 'VD-18855-13' }] },
    });
    expect(res.json().data).toEqual({ updated: 1, queued: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/link-ups/national-codes',
      headers: shop.admin.headers,
    });
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([ids.metf]);
    const product = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${ids.amlo}`,
      headers: shop.admin.headers,
    });
    expect(product.json().data.national_drug_code).toBe('VD-18855-13');
  });
});
