/**
 * The national drug codes screen's calls: the products the link-up needs without a code (a
 * registered drug, or one in a held message), suggestions from a catalogue file by registration
 * number then active ingredient and strength, and saving the chosen codes.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import type { Jobs } from '../../../server/jobs/queue';
import { seedShop, type SeededShop } from '../fixtures';
import { receive, stockShop } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { connectLinkup, messages, until } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let sim: LinkupSimulator;
let jobs: Jobs;
let ids: { amlo: string; metf: string; gauze: string; coded: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
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
afterAll(async () => {
  await jobs?.stop();
  await sim?.close();
  await t?.close();
});

function upload(name: string, content: string | Buffer, action = 'match', who = shop.admin.headers) {
  const boundary = '----linkup-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/link-ups/national-codes/${action}`,
    headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** A national catalogue as the Cục's export lays it out: a real .xlsx workbook. */
async function catalogueXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Danh mục thuốc');
  sheet.addRow(['STT', 'Mã thuốc', 'Tên thuốc', 'Số đăng ký', 'Hoạt chất', 'Nồng độ, hàm lượng']);
  rows.forEach((row, i) => sheet.addRow([i + 1, ...row]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook with names and registration numbers but no code column. */
async function catalogueXlsxWithout(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Danh mục thuốc');
  sheet.addRow(['Tên thuốc', 'Số đăng ký']);
  sheet.addRow(['Losartan 50mg', 'VD-40001-21']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Matches = { product: { id: string }; suggestions: { national_drug_code: string; by: string }[] }[];

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

  it('reads a real .xlsx catalogue: suggestions by registration number and by ingredient', async () => {
    const file = await catalogueXlsx([
      ['VN-20001-17', 'Glucophage 500mg', 'VN-20001-17', 'Metformin hydroclorid', '500mg'],
      ['VD-30000-18', 'Metformin 850', 'VD-30000-18', 'Metformin hydroclorid', '850mg'],
      ['VD-00001-99', 'Glucofine 500', 'VD-00001-99', 'Metformin hydroclorid', '500 mg'],
    ]);
    const res = await upload('danh-muc-thuoc.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const matches = res.json().data as Matches;
    expect(matches.map((m) => [m.product.id, m.suggestions.map((x) => [x.national_drug_code, x.by])])).toEqual([
      [
        ids.metf,
        [
          ['VD-00001-99', 'registration'],
          ['VN-20001-17', 'ingredient'],
        ],
      ],
    ]);
    // A workbook without the code column, and a file that only claims to be a workbook.
    const noCode = await upload('danh-muc.xlsx', await catalogueXlsxWithout());
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors.file).toEqual(['File cần cột "Mã thuốc" và cột "Số đăng ký" hoặc "Hoạt chất".']);
    expect((await upload('danh-muc.xlsx', 'không phải excel')).statusCode).toBe(400);
  });

  it(
    'applies every suggestion by registration number at once, leaves the ambiguous and ingredient ones, and sends what they held',
    { timeout: 60_000 },
    async () => {
      sim = await startLinkupSimulator();
      await connectLinkup(t, shop, sim.url);
      jobs = await startTestJobs(t);
      const losartan = await s.product('Losartan 50mg', 'lot', 10, {
        registration_number: 'VD-40001-21',
        active_ingredient: 'Losartan kali',
        strength: '50mg',
      });
      const atorva = await s.product('Atorvastatin 20mg', 'lot', 10, { registration_number: 'VN-40002-22' });
      const ingredientOnly = await s.product('Amlodipin 10mg', 'lot', 10, {
        registration_number: 'VD-40004-24',
        active_ingredient: 'Amlodipin',
        strength: '10mg',
      });
      // Losartan is received without a code: its message waits for one.
      const po = await receive(s, shop.admin.headers, losartan, [
        { quantity: 10, lot: 'L-2805', expiry: '2028-05-31' },
      ]);
      await drained(jobs, 'linkup-delivery');
      const held = (await messages(t, shop.tenantId)).find((m) => m.documentId === po.id)!;
      expect(held.problem).toBe('Thiếu mã thuốc quốc gia: Losartan 50mg.');

      const file = await catalogueXlsx([
        ['VD-40001-21', 'Losartan 50mg', 'VD-40001-21', 'Losartan kali', '50mg'],
        ['VD-40001-21', 'Losartan 50mg (dòng lặp)', 'VD-40001-21', 'Losartan kali', '50mg'],
        // One registration number under two codes: the admin chooses.
        ['VN-40002-22', 'Atorvastatin 20mg', 'VN-40002-22', 'Atorvastatin', '20mg'],
        ['VN-40002-22-A', 'Atorvastatin 20mg (đóng gói khác)', 'VN-40002-22', 'Atorvastatin', '20mg'],
        // Same ingredient and strength, another registration: a suggestion, never applied in bulk.
        ['VD-50000-25', 'Amlodipin 10mg Stada', 'VD-50000-25', 'Amlodipin', '10mg'],
        ['VN-20001-17', 'Glucophage 500mg', 'VN-20001-17', 'Metformin hydroclorid', '500mg'],
      ]);
      expect((await upload('danh-muc.xlsx', file, 'apply-registration', shop.cashier.headers)).statusCode).toBe(403);
      expect((await upload('danh-muc.pdf', file, 'apply-registration')).statusCode).toBe(400);
      const res = await upload('danh-muc.xlsx', file, 'apply-registration');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ updated: 1, queued: 1, ambiguous: 1 });

      const code = async (id: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}`, headers: shop.admin.headers })).json().data
          .national_drug_code;
      expect(await code(losartan.id)).toBe('VD-40001-21');
      expect(await code(atorva.id)).toBeNull();
      expect(await code(ingredientOnly.id)).toBeNull();
      expect(await code(ids.metf)).toBeNull();
      const rows = await until(t, shop.tenantId, (r) => r.some((m) => m.id === held.id && m.status === 'accepted'));
      expect(rows.find((m) => m.id === held.id)!.lines[0]!.national_drug_code).toBe('VD-40001-21');
      expect(sim.stats().keys).toEqual([held.key]);

      // Applied again: nothing left to apply by registration number.
      const again = await upload('danh-muc.xlsx', file, 'apply-registration');
      expect(again.json().data).toEqual({ updated: 0, queued: 0, ambiguous: 1 });
    },
  );
});
