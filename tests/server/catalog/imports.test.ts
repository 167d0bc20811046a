import ExcelJS from 'exceljs';
import { addDays, formatDay, todayInShop } from '../../../src/domain/shop-clock';
import { catalogText } from '../../../src/i18n/catalog-screens';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { mismatches } from '../stock/helpers';
import { api } from './helpers';

let t: TestApp;
let shop: SeededShop;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  shop = await seedShop(t);
  await http.post('/vendors', { name: 'Công ty Dược Hậu Giang', code: 'NCC0001' }, shop.admin.headers);
});
afterAll(() => t.close());

const PRODUCT_HEADER = [
  'Mã sản phẩm',
  'Tên sản phẩm',
  'Nhóm sản phẩm',
  'Loại thuốc',
  'Hoạt chất',
  'Hàm lượng',
  'Quản lý tồn kho',
  'Thuế GTGT (%)',
  'Giá vốn',
  'Đơn vị cơ bản',
  'Giá bán',
  'Mã vạch',
  'Đơn vị 2',
  'Quy đổi 2',
  'Giá bán 2',
  'Mã vạch 2',
  'Đơn vị 3',
  'Quy đổi 3',
  'Giá bán 3',
  'Nhà cung cấp',
  'Số lô',
  'Hạn dùng',
  'Tồn đầu kỳ',
];

function productRow(n: number, overrides: Record<number, unknown> = {}): unknown[] {
  const row: unknown[] = [
    '',
    `Thuốc thử ${n} 500mg`,
    n % 2 ? 'Thuốc giảm đau' : 'Kháng sinh',
    n % 2 ? 'Không kê đơn' : 'Kê đơn',
    'Paracetamol',
    '500mg',
    'Lô và hạn dùng',
    5,
    600,
    'Viên',
    1000 + n,
    `89300${String(n).padStart(8, '0')}`,
    'Vỉ',
    10,
    '9.500',
    '',
    'Hộp',
    100,
    90000,
    'NCC0001',
    `L${n}`,
    // Far ahead: an expired lot is refused, so a near day would fail the suite once it passed.
    '31/12/2099',
    200,
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v;
  return row;
}

async function xlsx(header: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sản phẩm');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(kind: string, file: Buffer, name: string, who = shop.admin.headers) {
  const boundary = '----pharmatill-import';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${kind}/preview`,
    headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const countProducts = async () =>
  (
    await ownerQuery<{ n: number }>(t.database, 'select count(*)::int as n from products where tenant_id = $1', [
      shop.tenantId,
    ])
  )[0]!.n;

describe('product import', () => {
  it('a file with one bad row commits nothing and reports that row and column', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => productRow(i + 1));
    rows[6] = productRow(7, { 10: 'mười nghìn' });
    const preview = await upload('products', await xlsx(PRODUCT_HEADER, rows), 'san-pham.xlsx');
    expect(preview.statusCode).toBe(201);
    const job = preview.json().data;
    expect(job).toMatchObject({ kind: 'products', status: 'previewed', total: 20, valid_rows: 19 });
    expect(job.errors).toEqual([{ row: 8, column: 'Giá bán', message: 'Giá trị phải là số nguyên không âm.' }]);
    const commit = await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers);
    expect(commit.statusCode).toBe(400);
    expect(await countProducts()).toBe(0);
  });

  it('a good file commits every row with units, lots and opening stock moves', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => productRow(i + 1));
    rows[0] = productRow(1, { 0: 'SP900001' });
    const preview = await upload('products', await xlsx(PRODUCT_HEADER, rows), 'san-pham.xlsx');
    const job = preview.json().data;
    expect(job.errors).toEqual([]);
    const [{ started }] = (await ownerQuery<{ started: Date }>(t.database, 'select clock_timestamp() as started')) as [
      { started: Date },
    ];
    const commit = await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers);
    expect(commit.statusCode).toBe(200);
    expect(commit.json().data).toMatchObject({ status: 'done', processed: 60, total: 60 });
    expect(await countProducts()).toBe(60);
    const found = (await http.get('/products?search=thuoc thu 2 500&page_size=100', shop.admin.headers))
      .json()
      .data.find((p: { name: string }) => p.name === 'Thuốc thử 2 500mg');
    expect(found).toMatchObject({
      drug_class: 'rx',
      category_name: 'Kháng sinh',
      tax_rate: 5,
      stock_on_hand: 200,
      default_vendor_name: 'Công ty Dược Hậu Giang',
      sale_price: 1002,
    });
    expect(
      found.units.map((u: { uom_name: string; factor: number; price: number }) => [u.uom_name, u.factor, u.price]),
    ).toEqual([
      ['Viên', 1, 1002],
      ['Vỉ', 10, 9500],
      ['Hộp', 100, 90000],
    ]);
    expect((await http.get(`/products/${found.id}/lots`, shop.admin.headers)).json().data[0]).toMatchObject({
      lot_number: 'L2',
      expiry_date: '2099-12-31',
      quantity: 200,
    });
    // Opening stock went through the ledger's writer: one move per product by the importing user,
    // every product and lot written by the commit, caches equal to the ledger.
    const moves = await ownerQuery<{ n: number; ours: number }>(
      t.database,
      `select count(*)::int as n, (count(*) filter (where user_id = $2 and document_type = 'import'))::int as ours
       from stock_moves where reason = 'opening' and tenant_id = $1`,
      [shop.tenantId, shop.admin.id],
    );
    expect(moves[0]).toEqual({ n: 60, ours: 60 });
    const stale = await ownerQuery<{ n: number }>(
      t.database,
      `select ((select count(*) from products where tenant_id = $1 and updated_at < $2)
        + (select count(*) from lots where tenant_id = $1 and updated_at < $2))::int as n`,
      [shop.tenantId, started],
    );
    expect(stale[0]!.n).toBe(0);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
    expect((await http.get('/products?search=SP900001', shop.admin.headers)).json().meta.total).toBe(1);
    // Committing twice is refused.
    expect((await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(409);
    expect((await http.get(`/imports/jobs/${job.id}`, shop.admin.headers)).json().data.processed).toBe(60);
  });

  it('reports clashes with the shop, repeated barcodes, missing columns and unknown vendors', async () => {
    const rows = [
      productRow(1),
      productRow(100, { 11: '8930000000999', 19: 'NCC9999' }),
      productRow(101, { 11: '8930000000999' }),
    ];
    const job = (await upload('products', await xlsx(PRODUCT_HEADER, rows), 'a.xlsx')).json().data;
    const pairs = job.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`);
    expect(pairs).toEqual(expect.arrayContaining(['2:Mã vạch', '3:Nhà cung cấp', '4:Mã vạch']));
    const noName = (
      await upload('products', await xlsx(['Mã sản phẩm', 'Đơn vị cơ bản', 'Giá bán'], [['', 'Viên', 1]]), 'b.xlsx')
    ).json().data;
    expect(noName.errors).toEqual([{ row: 1, column: 'Tên sản phẩm', message: 'Thiếu cột "Tên sản phẩm".' }]);
  });

  it('reads CSV, refuses other files and the cashier', async () => {
    const csv = Buffer.from(
      '\ufeffTên sản phẩm,Đơn vị cơ bản,Giá bán,Hạn dùng\n"Vitamin C 500mg, DHG",Viên,"1.200",\nKẹo ngậm,Viên,500,31/02/2027\n',
    );
    const job = (await upload('products', csv, 'a.csv')).json().data;
    expect(job).toMatchObject({ total: 2, valid_rows: 1 });
    expect(job.errors).toEqual([{ row: 3, column: 'Hạn dùng', message: 'Ngày không hợp lệ (định dạng DD/MM/YYYY).' }]);
    expect((await upload('products', Buffer.from('x'), 'a.pdf')).json().errors.file).toBeDefined();
    expect((await upload('products', csv, 'a.csv', shop.cashier.headers)).statusCode).toBe(403);
  });

  it('serves a Vietnamese template and exports what it imports', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/products/import-template',
      headers: shop.admin.headers,
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sản phẩm', 'Hướng dẫn']);
    expect(book.worksheets[0]!.getRow(1).getCell(2).value).toBe('Tên sản phẩm');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/products/export?format=csv',
      headers: shop.admin.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(61);
    expect(csv.body).toContain('Thuốc thử 2 500mg');
  });
});

describe('product import, a larger unit without a price', () => {
  it('takes the base price times the factor for an empty "Giá bán 2", and keeps a typed 0', async () => {
    // Columns 14 and 18 are "Giá bán 2" and "Giá bán 3"; the base price of row n is 1000 + n.
    const rows = [productRow(500, { 14: '', 18: '' }), productRow(501, { 14: 0, 18: '' })];
    const job = (await upload('products', await xlsx(PRODUCT_HEADER, rows), 'gia-trong.xlsx')).json().data;
    expect(job).toMatchObject({ total: 2, valid_rows: 2, errors: [] });
    const commit = await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers);
    expect(commit.json().data).toMatchObject({ status: 'done', processed: 2 });

    const prices = async (name: string) => {
      const found = (await http.get(`/products?search=${encodeURIComponent(name)}&page_size=100`, shop.admin.headers))
        .json()
        .data.find((p: { name: string }) => p.name === name);
      return found.units.map((u: { uom_name: string; factor: number; price: number }) => [
        u.uom_name,
        u.factor,
        u.price,
      ]);
    };
    expect(await prices('Thuốc thử 500 500mg')).toEqual([
      ['Viên', 1, 1500],
      ['Vỉ', 10, 15_000],
      ['Hộp', 100, 150_000],
    ]);
    expect(await prices('Thuốc thử 501 500mg')).toEqual([
      ['Viên', 1, 1501],
      ['Vỉ', 10, 0],
      ['Hộp', 100, 150_100],
    ]);
  });

  it('refuses a row whose base price is missing rather than price its units at 0 ₫', async () => {
    const job = (
      await upload('products', await xlsx(PRODUCT_HEADER, [productRow(502, { 10: '', 14: '' })]), 'khong-gia.xlsx')
    ).json().data;
    expect(job).toMatchObject({ total: 1, valid_rows: 0 });
    expect(job.errors).toEqual([{ row: 2, column: 'Giá bán', message: 'Trường này là bắt buộc.' }]);
  });

  it('reads what a manager writes: the form’s tracking words, Excel date cells, "2,5" as one error, no expired lot', async () => {
    const file = async (rows: Array<{ row: unknown[]; dateFormat?: boolean }>) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sản phẩm');
      sheet.addRow(PRODUCT_HEADER);
      // The template formats every column as text; a date pasted into it stays a date cell.
      sheet.getColumn(22).numFmt = '@';
      for (const { row, dateFormat } of rows) {
        const added = sheet.addRow(row);
        if (dateFormat) added.getCell(22).numFmt = 'dd/mm/yyyy';
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const good = [
      { row: productRow(601, { 6: 'Theo lô và hạn dùng', 3: 'Kê đơn (Rx)', 21: new Date(Date.UTC(2099, 11, 31)) }) },
      { row: productRow(602, { 21: new Date(Date.UTC(2099, 0, 15)) }), dateFormat: true },
    ];
    const bad = [{ row: productRow(603, { 13: '2,5' }) }, { row: productRow(604, { 21: '01/01/2020' }) }];
    const refused = (await upload('products', await file([...good, ...bad]), 'cua-quan-ly.xlsx')).json().data;
    expect(refused).toMatchObject({ total: 4, valid_rows: 2 });
    expect(refused.errors).toEqual([
      {
        row: 4,
        column: 'Quy đổi 2',
        message:
          'Quy đổi là số nguyên: số đơn vị cơ bản trong một đơn vị này (ví dụ 10). Không nhập số thập phân; nếu lẻ, hãy chọn đơn vị cơ bản nhỏ hơn.',
      },
      {
        row: 5,
        column: 'Hạn dùng',
        message: 'Lô đã hết hạn (01/01/2020): không nhập làm tồn đầu kỳ. Hàng hết hạn không được bán và phải xuất hủy.',
      },
    ]);
    // The good rows alone commit, with their lots' days as written.
    const job = (await upload('products', await file(good), 'cua-quan-ly-2.xlsx')).json().data;
    expect(job).toMatchObject({ total: 2, valid_rows: 2, errors: [] });
    expect((await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(200);
    const lots = await ownerQuery<{ lot_number: string; expiry: string; tracking: string; drug_class: string }>(
      t.database,
      `select l.lot_number, to_char(l.expiry_date, 'YYYY-MM-DD') as expiry, p.tracking_type as tracking, p.drug_class
         from lots l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
        where l.tenant_id = $1 and l.lot_number in ('L601', 'L602') order by l.lot_number`,
      [shop.tenantId],
    );
    expect(lots).toEqual([
      { lot_number: 'L601', expiry: '2099-12-31', tracking: 'lot', drug_class: 'rx' },
      { lot_number: 'L602', expiry: '2099-01-15', tracking: 'lot', drug_class: 'rx' },
    ]);
  });
});

describe('product import, a sheet titled with the product form’s labels', () => {
  it('finds "Theo dõi tồn kho", "Danh mục", "Thuế GTGT" and "Giá bán (đơn vị cơ bản)" as their columns', async () => {
    const formTitles: Record<string, string> = {
      'Nhóm sản phẩm': 'Danh mục',
      'Quản lý tồn kho': 'Theo dõi tồn kho',
      'Thuế GTGT (%)': 'Thuế GTGT',
      'Giá bán': 'Giá bán (đơn vị cơ bản)',
    };
    const header = PRODUCT_HEADER.map((title) => formTitles[title] ?? title);
    const row = productRow(801, { 6: 'Theo lô và hạn dùng', 7: 8, 10: '12.000' });
    const job = (await upload('products', await xlsx(header, [row]), 'nhan-man-hinh.xlsx')).json().data;
    expect(job).toMatchObject({ total: 1, valid_rows: 1, errors: [] });
    expect((await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(200);
    const [saved] = await ownerQuery<{ tracking: string; price: string; category: string; tax: string }>(
      t.database,
      `select p.tracking_type as tracking, p.sale_price::text as price, c.name as category, tx.rate::text as tax
         from products p
         left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
         left join taxes tx on tx.tenant_id = p.tenant_id and tx.id = p.tax_id
        where p.tenant_id = $1 and p.name = 'Thuốc thử 801 500mg'`,
      [shop.tenantId],
    );
    expect(saved).toMatchObject({ tracking: 'lot', category: 'Thuốc giảm đau' });
    expect(Number(saved!.price)).toBe(12000);
    expect(Number(saved!.tax)).toBe(8);
  });
});

describe('product import, goods by their number', () => {
  it('takes an empty class with a supplement’s or cosmetic’s number as goods, and says how many', async () => {
    const header = [...PRODUCT_HEADER, 'Số đăng ký'];
    const rows = [
      [...productRow(901, { 1: 'Viên uống Omega-3 901', 3: '' }), '4521/2023/ĐKSP'],
      [...productRow(902, { 1: 'Kem chống nắng 902', 3: '' }), '123456/24/CBMP-QLD'],
      // Named in the file: the file's word wins over the number.
      [...productRow(903, { 1: 'Men vi sinh 903', 3: 'Không kê đơn' }), '7788/2022/ĐKSP'],
      [...productRow(904, { 1: 'Paracetamol 904', 3: '' }), 'VD-12345-19'],
    ];
    const job = (await upload('products', await xlsx(header, rows), 'hang-hoa.xlsx')).json().data;
    expect(job).toMatchObject({ total: 4, valid_rows: 4, goods_by_number: 2, errors: [] });
    expect((await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(200);
    const saved = await ownerQuery<{ name: string; drug_class: string }>(
      t.database,
      `select name, drug_class from products where tenant_id = $1 and name ~ ' 90[1-4]$' order by name`,
      [shop.tenantId],
    );
    expect(saved).toEqual([
      { name: 'Kem chống nắng 902', drug_class: 'none' },
      { name: 'Men vi sinh 903', drug_class: 'otc' },
      { name: 'Paracetamol 904', drug_class: 'otc' },
      { name: 'Viên uống Omega-3 901', drug_class: 'none' },
    ]);
  });
});

describe('product import, what a manager writes for tracking and expiry', () => {
  it('takes a lot expiring today, as a date cell or as text, and refuses one that expired yesterday', async () => {
    const today = todayInShop();
    const yesterday = addDays(today, -1);
    const dateCell = (day: string) => new Date(`${day}T00:00:00Z`);
    const rows = [
      productRow(701, { 21: dateCell(today) }),
      productRow(702, { 21: formatDay(today) }),
      productRow(703, { 21: dateCell(yesterday) }),
    ];
    const job = (await upload('products', await xlsx(PRODUCT_HEADER, rows), 'han-dung.xlsx')).json().data;
    expect(job).toMatchObject({ total: 3, valid_rows: 2 });
    expect(job.errors).toEqual([
      {
        row: 4,
        column: 'Hạn dùng',
        message: `Lô đã hết hạn (${formatDay(yesterday)}): không nhập làm tồn đầu kỳ. Hàng hết hạn không được bán và phải xuất hủy.`,
      },
    ]);
  });

  it('stores each tracking the product form names, however it is cased or accented', async () => {
    const form = catalogText.products.tracking;
    const bare = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd');
    // Products without lots have no lot, expiry or opening stock in the file.
    const noLot = { 20: '', 21: '', 22: '' };
    const rows = [
      productRow(711, { 6: form.lot.toUpperCase() }),
      productRow(712, { 6: bare(form.basic) }),
      productRow(713, { 6: form.none, ...noLot }),
      productRow(714, { 6: bare(form.serial).toLowerCase(), ...noLot }),
    ];
    const job = (await upload('products', await xlsx(PRODUCT_HEADER, rows), 'theo-doi.xlsx')).json().data;
    expect(job).toMatchObject({ total: 4, valid_rows: 4, errors: [] });
    expect((await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(200);
    const stored = await ownerQuery<{ name: string; tracking: string }>(
      t.database,
      `select name, tracking_type as tracking from products
        where tenant_id = $1 and name like 'Thuốc thử 71_ 500mg' order by name`,
      [shop.tenantId],
    );
    expect(stored.map((p) => p.tracking)).toEqual(['lot', 'basic', 'none', 'serial']);
  });

  it('says in the template’s guide what the columns take', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/products/import-template',
      headers: shop.admin.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const guide = new Map<string, string>();
    book
      .getWorksheet('Hướng dẫn')!
      .eachRow((row) => guide.set(String(row.getCell(1).value), String(row.getCell(2).value)));
    for (const words of Object.values(catalogText.products.tracking))
      expect(guide.get('Quản lý tồn kho')).toContain(words);
    expect(guide.get('Đơn vị 2')).toContain('số nguyên');
    expect(guide.get('Hạn dùng')).toContain('ô kiểu ngày của Excel');
    expect(guide.get('Hạn dùng')).toContain('từ hôm nay trở đi');
  });
});

describe('customer import', () => {
  const HEADER = ['Họ và tên', 'Số điện thoại', 'Giới tính', 'Ngày sinh', 'Nhóm khách hàng', 'Tỉnh/Thành phố'];
  it('commits a good file and refuses a file with a bad row', async () => {
    const rows = [
      ['Nguyễn Văn An', '0901000001', 'Nam', '01/02/1980', 'Khách quen', 'Hà Nội'],
      ['Trần Thị Bình', '0901000002', 'Nữ', '', '', 'Huế'],
    ];
    const good = (await upload('customers', await xlsx(HEADER, rows), 'kh.xlsx')).json().data;
    expect(good.errors).toEqual([]);
    expect((await http.post(`/imports/jobs/${good.id}/commit`, undefined, shop.admin.headers)).json().data.status).toBe(
      'done',
    );
    const list = (await http.get('/customers?search=nguyen van an', shop.admin.headers)).json().data;
    expect(list[0]).toMatchObject({
      code: 'KH000001',
      gender: 'male',
      date_of_birth: '1980-02-01',
      customer_group_name: 'Khách quen',
    });
    const bad = (
      await upload(
        'customers',
        await xlsx(HEADER, [
          ['Lê Văn Cường', '0901000003'],
          ['Phạm Thị Dung', '0901000001'],
        ]),
        'kh2.xlsx',
      )
    ).json().data;
    expect(bad.errors).toEqual([
      { row: 3, column: 'Số điện thoại', message: 'Số điện thoại này đã được dùng cho khách hàng khác.' },
    ]);
    expect((await http.post(`/imports/jobs/${bad.id}/commit`, undefined, shop.admin.headers)).statusCode).toBe(400);
    expect((await http.get('/customers', shop.admin.headers)).json().meta.total).toBe(2);
    expect((await upload('customers', await xlsx(HEADER, rows), 'kh.xlsx', shop.cashier.headers)).statusCode).toBe(403);
  });
});

describe('a large product file', () => {
  it('imports 10,000 rows in one go, with progress reaching the total', { timeout: 300_000 }, async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      productRow(20_000 + i, { 11: `89391${String(i).padStart(8, '0')}`, 19: '' }),
    );
    const preview = await upload('products', await xlsx(PRODUCT_HEADER, rows), 'lon.xlsx');
    expect(preview.statusCode).toBe(201);
    const job = preview.json().data;
    expect(job).toMatchObject({ total: 10_000, valid_rows: 10_000, errors: [] });
    const before = await countProducts();
    const commit = await http.post(`/imports/jobs/${job.id}/commit`, undefined, shop.admin.headers);
    expect(commit.statusCode).toBe(200);
    expect(commit.json().data).toMatchObject({ status: 'done', processed: 10_000 });
    expect((await countProducts()) - before).toBe(10_000);
  });
});
