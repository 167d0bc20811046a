/**
 * Customer export and import through the API: a customer named like a formula comes out
 * neutralised in CSV and XLSX, and either file imported into an empty shop gives back the same
 * customers; a `;`-delimited CSV with commas and line breaks in quoted cells imports right.
 */
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { api } from './helpers';

let t: TestApp;
let http: ReturnType<typeof api>;
let source: SeededShop;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  source = await seedShop(t, 'Nhà thuốc Nguồn');
  for (const payload of [
    { full_name: '=HYPERLINK("http://x.vn","Bấm")', phone: '+84901000009', note: '@ghi chú' },
    {
      full_name: 'Nguyễn Văn An',
      phone: '0901000001',
      street: 'Số 12, ngõ 34, phố Huế',
      note: 'Dòng một\nDòng hai, "có ngoặc"',
    },
    { full_name: 'Trần Thị Bình', phone: '0901000002', province: 'Thừa Thiên Huế', allergies: '-' },
  ])
    expect((await http.post('/customers', payload, source.admin.headers)).statusCode).toBe(201);
});
afterAll(() => t.close());

type Customer = Record<string, string | null>;
const FIELDS = ['code', 'full_name', 'phone', 'street', 'province', 'allergies', 'note'] as const;

async function customersOf(shop: SeededShop): Promise<Customer[]> {
  const res = await http.get('/customers?page_size=100&sort=code', shop.admin.headers);
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.map((c: Customer) => Object.fromEntries(FIELDS.map((f) => [f, c[f]])))
    .sort((a: Customer, b: Customer) => a.code!.localeCompare(b.code!));
}

async function exported(format: 'csv' | 'xlsx') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/imports/customers/export?format=${format}`,
    headers: source.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function importInto(shop: SeededShop, file: Buffer, name: string) {
  const boundary = '----pharmatill-round-trip';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/v1/imports/customers/preview',
    headers: { ...shop.admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(preview.statusCode, preview.body).toBe(201);
  expect(preview.json().data.errors).toEqual([]);
  const commit = await http.post(`/imports/jobs/${preview.json().data.id}/commit`, undefined, shop.admin.headers);
  expect(commit.json().data).toMatchObject({ status: 'done' });
}

describe('customer export', () => {
  it('writes a formula-like name with a leading apostrophe in CSV, and text starting with + - @ too', async () => {
    const lines = (await exported('csv')).toString('utf8').split('\r\n');
    const row = lines.find((l) => l.includes('HYPERLINK'));
    expect(row).toBe(`KH000001,"'=HYPERLINK(""http://x.vn"",""Bấm"")",'+84901000009,,,,,,,,,,,,'@ghi chú`);
    expect(lines.find((l) => l.includes('Bình'))).toBe(`KH000003,Trần Thị Bình,0901000002,,,,Thừa Thiên Huế,,,,,,,'-,`);
  });

  it('writes it as a text cell in text format in XLSX, never as a formula', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const cell = sheet.getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x.vn","Bấm")');
    expect(cell.numFmt).toBe('@');
    let formulas = 0;
    sheet.eachRow((row) => row.eachCell((c) => void (c.type === ExcelJS.ValueType.Formula && (formulas += 1))));
    expect(formulas).toBe(0);
  });

  it('imports back unchanged into an empty shop, from CSV and from XLSX', async () => {
    const expected = await customersOf(source);
    expect(expected.map((c) => c.full_name)).toEqual([
      '=HYPERLINK("http://x.vn","Bấm")',
      'Nguyễn Văn An',
      'Trần Thị Bình',
    ]);
    for (const format of ['csv', 'xlsx'] as const) {
      const target = await seedShop(t, `Nhà thuốc Đích ${format}`);
      await importInto(target, await exported(format), `khach-hang.${format}`);
      expect(await customersOf(target), format).toEqual(expected);
    }
  });
});

describe('customer import from a CSV saved with semicolons', () => {
  it('reads quoted cells full of commas and line breaks in their own columns', async () => {
    const shop = await seedShop(t, 'Nhà thuốc Chấm Phẩy');
    const file = Buffer.from(
      '\ufeffHọ và tên;Số điện thoại;Địa chỉ;Tỉnh/Thành phố;Ghi chú\r\n' +
        '"Lê Văn Cường";"0902000001";"Số 5, ngách 6, ngõ 7, phố Kim Mã, phường Kim Mã, quận Ba Đình";"Hà Nội";"Hay mua, thuốc ho, vitamin"\r\n' +
        '"Phạm Thị Dung";"0902000002";"";"Đà Nẵng";"Gọi trước khi giao,\r\nsau 17 giờ"\r\n',
    );
    await importInto(shop, file, 'khach-hang.csv');
    expect(
      (await customersOf(shop)).map(({ full_name, phone, street, province, note }) => ({
        full_name,
        phone,
        street,
        province,
        note,
      })),
    ).toEqual([
      {
        full_name: 'Lê Văn Cường',
        phone: '0902000001',
        street: 'Số 5, ngách 6, ngõ 7, phố Kim Mã, phường Kim Mã, quận Ba Đình',
        province: 'Hà Nội',
        note: 'Hay mua, thuốc ho, vitamin',
      },
      {
        full_name: 'Phạm Thị Dung',
        phone: '0902000002',
        street: null,
        province: 'Đà Nẵng',
        note: 'Gọi trước khi giao,\r\nsau 17 giờ',
      },
    ]);
  });
});
