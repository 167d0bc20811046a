/**
 * The GPP books of the stock documents as .xlsx (quality control, complaints, scrapping): the
 * rows of a period in order with real date cells, nothing of another shop or of a draft, a bad
 * period refused on its field and a caller without the list's permission refused.
 */
import { addMonths, todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import type { Who } from '../catalog/helpers';
import { readBook, receive, stockShop, type StockProduct } from './helpers';
import { MAX_BOOK_ROWS, wholeBook } from '../../../server/lib/gpp-books';
import type { AppError } from '../../../server/plugins/errors';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let o: Awaited<ReturnType<typeof stockShop>>;
let para: StockProduct;
let gauze: StockProduct;
let lotId: string;
const expiry = addMonths(todayInShop(), 30);
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
  o = await stockShop(t, other);
  para = await s.product('Paracetamol 500mg', 'lot');
  gauze = await s.product('Bông gòn', 'basic');
  lotId = (await receive(s, shop.admin.headers, para, [{ quantity: 30, lot: 'A1', expiry }])).receipts[0]!.lot_id!;
  await receive(s, shop.admin.headers, gauze, [{ quantity: 10 }]);
});
afterAll(() => t.close());

const MARCH = 'from=2025-03-01&to=2025-03-31';
const day = (d: string) => new Date(`${d}T00:00:00Z`);
const checks = { appearance_ok: true, packaging_ok: true, label_ok: true, expiry_ok: true };

/** A document created and moved by `verb` (done), answering its id. */
async function made(path: string, body: object, who: Who, verb?: string): Promise<string> {
  const res = await s.http.post(path, body, who);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  if (verb) expect((await s.http.post(`${path}/${id}/${verb}`, {}, who)).statusCode).toBe(200);
  return id;
}

const book = (url: string, who: Who) => readBook(t, url, who);

describe('GPP books as .xlsx', () => {
  it('the quality control book: the lines of the done controls inspected in the period, by date then code', async () => {
    const admin = shop.admin.headers;
    await made(
      '/quality-controls',
      {
        inspection_date: '2025-03-12',
        inspection_type: 'PERIODIC',
        lines: [
          {
            product_id: para.id,
            lot_id: lotId,
            ...checks,
            packaging_ok: false,
            result: 'SCRAP',
            quantity: 6,
            note: 'Vỉ bị ẩm',
          },
          { product_id: gauze.id, ...checks, result: 'ACCEPT' },
        ],
      },
      admin,
      'done',
    );
    await made(
      '/quality-controls',
      {
        inspection_date: '2025-03-05',
        inspection_type: 'SPOT',
        lines: [{ product_id: gauze.id, ...checks, result: 'ACCEPT' }],
      },
      admin,
      'done',
    );
    // A draft, a control of April and another shop's control of March stay out.
    await made(
      '/quality-controls',
      {
        inspection_date: '2025-03-20',
        inspection_type: 'SPOT',
        lines: [{ product_id: gauze.id, ...checks, result: 'ACCEPT' }],
      },
      admin,
    );
    await made(
      '/quality-controls',
      {
        inspection_date: '2025-04-02',
        inspection_type: 'SPOT',
        lines: [{ product_id: gauze.id, ...checks, result: 'ACCEPT' }],
      },
      admin,
      'done',
    );
    const theirs = await o.product('Bông gòn', 'basic');
    const res = await o.http.post(
      '/quality-controls',
      {
        inspection_date: '2025-03-10',
        inspection_type: 'SPOT',
        lines: [{ product_id: theirs.id, ...checks, result: 'REJECT' }],
      },
      other.admin.headers,
    );
    await o.http.post(`/quality-controls/${res.json().data.id}/done`, {}, other.admin.headers);

    const { res: file, sheet, titles, header, rows } = await book(`/quality-controls/export?${MARCH}`, admin);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="so-kiem-soat-chat-luong-2025-03-01-2025-03-31.xlsx"',
    );
    expect(titles).toEqual([
      ['Nhà thuốc Thử Nghiệm'],
      ['SỔ KIỂM SOÁT CHẤT LƯỢNG'],
      ['Từ ngày 01/03/2025 đến ngày 31/03/2025'],
    ]);
    expect(header).toEqual([
      'STT',
      'Ngày kiểm soát',
      'Mã phiếu',
      'Loại kiểm soát',
      'Tên thuốc',
      'Số lô',
      'Hạn dùng',
      'Đơn vị tính',
      'Số lượng',
      'Cảm quan',
      'Bao bì',
      'Nhãn',
      'Kiểm tra hạn dùng',
      'Kết luận',
      'Ghi chú',
      'Người kiểm soát',
    ]);
    const ok = ['Đạt', 'Đạt', 'Đạt', 'Đạt'];
    expect(rows).toEqual([
      [1, day('2025-03-05'), 'KS000002', 'Đột xuất', 'Bông gòn', '', '', 'Viên', 0, ...ok, 'Đạt', '', 'Nguyễn Thị Lan'],
      [
        2,
        day('2025-03-12'),
        'KS000001',
        'Định kỳ',
        'Paracetamol 500mg',
        'A1',
        day(expiry),
        'Viên',
        6,
        'Đạt',
        'Không đạt',
        'Đạt',
        'Đạt',
        'Xuất hủy',
        'Vỉ bị ẩm',
        'Nguyễn Thị Lan',
      ],
      [3, day('2025-03-12'), 'KS000001', 'Định kỳ', 'Bông gòn', '', '', 'Viên', 0, ...ok, 'Đạt', '', 'Nguyễn Thị Lan'],
    ]);
    // The list filters on the same days (drafts included: it is the work list, not the book).
    const listed = await s.http.get(`/quality-controls?${MARCH}&sort=code`, admin);
    expect(listed.json().data.map((r: { code: string }) => r.code)).toEqual(['KS000001', 'KS000002', 'KS000003']);
    // The inspection day and the expiry are date cells shown DD/MM/YYYY.
    expect(sheet.getCell(7, 2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell(7, 7).numFmt).toBe('dd/mm/yyyy');
  });

  it('the scrapping book: the lines of the done scraps of the period, by date then code', async () => {
    const admin = shop.admin.headers;
    const line = (p: StockProduct, quantity: number, lot: string | null = null) => ({
      product_id: p.id,
      lot_id: lot,
      quantity,
    });
    await made(
      '/scraps',
      { scrap_date: '2025-03-08', reason: 'recalled', note: 'Lô bị thu hồi', lines: [line(para, 4, lotId)] },
      admin,
      'done',
    );
    await made('/scraps', { scrap_date: '2025-03-03', reason: 'damaged', lines: [line(gauze, 2)] }, admin, 'done');
    await made('/scraps', { scrap_date: '2025-03-15', reason: 'other', lines: [line(gauze, 1)] }, admin);
    await made('/scraps', { scrap_date: '2025-02-28', reason: 'other', lines: [line(gauze, 1)] }, admin, 'done');

    const { res, sheet, titles, header, rows } = await book(`/scraps/export?${MARCH}`, admin);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="so-theo-doi-huy-thuoc-2025-03-01-2025-03-31.xlsx"',
    );
    expect(titles[1]).toEqual(['SỔ THEO DÕI HỦY THUỐC']);
    expect(header).toEqual([
      'STT',
      'Ngày hủy',
      'Mã phiếu',
      'Lý do',
      'Tên thuốc',
      'Số lô',
      'Hạn dùng',
      'Đơn vị tính',
      'Số lượng',
      'Ghi chú',
      'Người lập',
    ]);
    expect(rows).toEqual([
      [1, day('2025-03-03'), 'XH000002', 'Hư hỏng', 'Bông gòn', '', '', 'Viên', 2, '', 'Nguyễn Thị Lan'],
      [
        2,
        day('2025-03-08'),
        'XH000001',
        'Thu hồi',
        'Paracetamol 500mg',
        'A1',
        day(expiry),
        'Viên',
        4,
        'Lô bị thu hồi',
        'Nguyễn Thị Lan',
      ],
    ]);
    expect(sheet.getCell(6, 2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell(7, 7).numFmt).toBe('dd/mm/yyyy');
    // Another shop's book of the same month is empty of these.
    expect((await book(`/scraps/export?${MARCH}`, other.admin.headers)).rows).toEqual([]);
  });

  it('the complaints book: every complaint received in the period, whatever its state', async () => {
    const cashier = shop.cashier.headers;
    const customer = (
      await s.http.post('/customers', { full_name: 'Nguyễn Thị Mai', phone: '0987654321' }, cashier)
    ).json().data.id;
    const handled = await made(
      '/customer-complaints',
      {
        received_date: '2025-03-02',
        customer_id: customer,
        product_id: para.id,
        lot_id: lotId,
        content: 'Viên thuốc bị vỡ trong vỉ',
        handling: 'Đổi hộp mới',
        result: 'Khách đồng ý',
      },
      cashier,
    );
    for (const state of ['processing', 'resolved'])
      expect((await s.http.post(`/customer-complaints/${handled}/transition`, { state }, cashier)).statusCode).toBe(
        200,
      );
    await made('/customer-complaints', { received_date: '2025-03-20', content: 'Nhân viên tư vấn chưa rõ' }, cashier);
    await made('/customer-complaints', { received_date: '2025-04-01', content: 'Ngoài kỳ' }, cashier);
    expect(
      (
        await o.http.post(
          '/customer-complaints',
          { received_date: '2025-03-10', content: 'Khiếu nại của nhà thuốc khác' },
          other.cashier.headers,
        )
      ).statusCode,
    ).toBe(201);

    const { res, sheet, titles, header, rows } = await book(`/customer-complaints/export?${MARCH}`, cashier);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="so-theo-doi-khieu-nai-2025-03-01-2025-03-31.xlsx"',
    );
    expect(titles[1]).toEqual(['SỔ THEO DÕI KHIẾU NẠI']);
    expect(header).toEqual([
      'STT',
      'Ngày tiếp nhận',
      'Mã',
      'Khách hàng',
      'Điện thoại',
      'Sản phẩm',
      'Số lô',
      'Nội dung khiếu nại',
      'Hướng xử lý',
      'Kết quả',
      'Trạng thái',
      'Người xử lý',
    ]);
    expect(rows).toEqual([
      [
        1,
        day('2025-03-02'),
        'KN000001',
        'Nguyễn Thị Mai',
        '0987654321',
        'Paracetamol 500mg',
        'A1',
        'Viên thuốc bị vỡ trong vỉ',
        'Đổi hộp mới',
        'Khách đồng ý',
        'Đã giải quyết',
        'Trần Văn Hùng',
      ],
      [2, day('2025-03-20'), 'KN000002', '', '', '', '', 'Nhân viên tư vấn chưa rõ', '', '', 'Mới', ''],
    ]);
    expect(sheet.getCell(6, 2).numFmt).toBe('dd/mm/yyyy');
    const listed = await s.http.get(`/customer-complaints?${MARCH}&sort=code`, cashier);
    expect(listed.json().data.map((r: { code: string }) => r.code)).toEqual(['KN000001', 'KN000002']);
  });

  it('refuses a bad or reversed period on its field, and a caller without the list permission', async () => {
    const admin = shop.admin.headers;
    for (const path of ['/quality-controls', '/scraps', '/customer-complaints', '/reports/patient-tracking']) {
      const reversed = await s.http.get(`${path}/export?from=2025-03-31&to=2025-03-01`, admin);
      expect(reversed.statusCode, path).toBe(400);
      expect(reversed.json().errors).toEqual({ to: ['Ngày kết thúc không được trước ngày bắt đầu.'] });
      const bad = await s.http.get(`${path}/export?from=2025-02-30&to=2025-03-01`, admin);
      expect(bad.statusCode, path).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['from']);
      expect((await s.http.get(`${path}/export?from=2025-03-01`, admin)).statusCode, path).toBe(400);
    }
    // Quality controls and scraps are read with viewScrapList, which the cashier lacks.
    for (const path of ['/quality-controls', '/scraps'])
      expect((await s.http.get(`${path}/export?${MARCH}`, shop.cashier.headers)).statusCode, path).toBe(403);
    // Complaints are read with viewCustomerDetail, which every role holds (the cashier exported the
    // book above): no signed-in user lacks it, and read-permissions.test.ts pins the route to it.
  });

  it('refuses a period longer than a book answers rather than cut the book short', () => {
    const full = Array.from({ length: MAX_BOOK_ROWS }, (_, i) => i);
    expect(wholeBook(full)).toBe(full);
    const error = (() => {
      try {
        wholeBook([...full, MAX_BOOK_ROWS]);
      } catch (caught) {
        return caught as AppError;
      }
    })();
    expect(error?.statusCode).toBe(400);
    expect(error?.errors).toEqual({
      to: ['Khoảng thời gian này có hơn 10.000 dòng; hãy chọn khoảng ngắn hơn để xuất.'],
    });
  });
});
