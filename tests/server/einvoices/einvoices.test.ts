import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { withTenant } from '../../../server/db/tenancy';
import { nextInvoiceNumber } from '../../../server/modules/einvoices/numbering';
import { exportInvoices } from '../../../server/modules/einvoices/export';
import type { AppError } from '../../../server/plugins/errors';
import { einvoiceListQuery } from '../../../src/domain/einvoice/schemas';
import { saveSettings, seedGoods, seedOrder, SERIES, type ShopGoods } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let goods: ShopGoods;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  goods = await seedGoods(t, shop);
  await saveSettings(t, shop);
});
afterAll(() => t.close());

const post = (url: string, headers: { authorization: string }, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload ?? {} });
const get = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function draft(orderId: string, buyer?: object): Promise<string> {
  const res = await post('/einvoices', shop.cashier.headers, { order_id: orderId, ...(buyer ? { buyer } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('drafting from a paid order', () => {
  it('snapshots lines and totals per VAT rate; retail buyer by default', async () => {
    const orderId = await seedOrder(t, shop, goods, {
      lines: [
        { product: 0, quantity: 5, price: 105_000 },
        { product: 1, quantity: 1, price: 480_000 },
      ],
    });
    const res = await post('/einvoices', shop.cashier.headers, { order_id: orderId });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data;
    expect(inv).toMatchObject({
      state: 'draft',
      relation: 'original',
      number: null,
      total: 1_005_000,
      total_before_tax: 936_364,
      total_vat: 68_636,
    });
    expect(inv.buyer).toEqual({ type: 'retail', name: '', tax_code: '', address: '', email: '' });
    expect(inv.rates).toEqual([
      { vat_rate: 5, before_tax: 500_000, vat: 25_000, total: 525_000 },
      { vat_rate: 10, before_tax: 436_364, vat: 43_636, total: 480_000 },
    ]);
    expect(inv.amount_in_words).toBe('Một triệu không trăm linh năm nghìn đồng');
    const again = await post('/einvoices', shop.cashier.headers, { order_id: orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Đơn hàng này đã có hóa đơn.');
  });

  it('refuses an unpaid or return order and a bad company buyer', async () => {
    const parked = await seedOrder(t, shop, goods, {
      status: 'parked',
      lines: [{ product: 0, quantity: 1, price: 10_000 }],
    });
    expect((await post('/einvoices', shop.cashier.headers, { order_id: parked })).statusCode).toBe(409);
    const paid = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 10_000 }] });
    const bad = await post('/einvoices', shop.cashier.headers, {
      order_id: paid,
      buyer: { type: 'company', name: '', tax_code: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['buyer.address', 'buyer.name', 'buyer.tax_code']);
  });
});

describe('issuing', () => {
  it('numbers 20 concurrent issues 1..20 with no gap or reuse', async () => {
    await saveSettings(t, shop, { series: SERIES.replace('TAA', 'TBB') });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(
        await draft(await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 21_000 + i }] })),
      );
    const results = await Promise.all(ids.map((id) => post(`/einvoices/${id}/issue`, shop.cashier.headers)));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = results.map((r) => r.json().data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.json().data.series))).toEqual(new Set([SERIES.replace('TAA', 'TBB')]));
    // Issuing one of them again does not take a number.
    expect((await post(`/einvoices/${ids[0]}/issue`, shop.cashier.headers)).statusCode).toBe(409);
    const next = await draft(await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 1_000 }] }));
    expect((await post(`/einvoices/${next}/issue`, shop.cashier.headers)).json().data.number).toBe(21);
    await saveSettings(t, shop);
  }, 90_000);

  it('gives a number back when the issuing transaction rolls back', async () => {
    const take = () =>
      withTenant(t.database.db, shop.tenantId, (tx) => nextInvoiceNumber(tx, shop.tenantId, '1', 'C25TRB'));
    expect(await take()).toBe(1);
    await expect(
      withTenant(t.database.db, shop.tenantId, async (tx) => {
        expect(await nextInvoiceNumber(tx, shop.tenantId, '1', 'C25TRB')).toBe(2);
        throw new Error('provider failed');
      }),
    ).rejects.toThrow('provider failed');
    expect(await take()).toBe(2);
  });

  it('puts the company buyer, totals and 21.000.000 in words into the XML', async () => {
    const orderId = await seedOrder(t, shop, goods, {
      methods: ['bank_transfer'],
      lines: [
        { product: 1, quantity: 2, price: 10_000_000 },
        { product: 0, quantity: 10, price: 105_000 },
      ],
    });
    const id = await draft(orderId, {
      type: 'company',
      name: 'Công ty TNHH A & B',
      tax_code: '0101234565',
      address: 'Hà Nội',
      email: 'kt@ab.vn',
    });
    const issued = await post(`/einvoices/${id}/issue`, shop.cashier.headers);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({
      state: 'issued',
      template_code: '1',
      series: SERIES,
      has_xml: true,
      provider: 'none',
      delivery: 'none',
    });
    const xml = await get(`/einvoices/${id}/xml`, shop.cashier.headers);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toBe(
      `attachment; filename="1${SERIES}-${String(issued.json().data.number).padStart(8, '0')}.xml"`,
    );
    expect(xml.body).toContain('<Ten>Công ty TNHH A &amp; B</Ten>');
    expect(xml.body).toContain('<MST>0101234565</MST>');
    expect(xml.body).toContain('<HTTToan>CK</HTTToan>');
    expect(xml.body).toContain(`<SHDon>${issued.json().data.number}</SHDon>`);
    expect(xml.body).toContain('<TgTTTBSo>21050000</TgTTTBSo>');
    expect(xml.body).toContain('<TgTTTBChu>Hai mươi mốt triệu không trăm năm mươi nghìn đồng</TgTTTBChu>');
    const exact = await seedOrder(t, shop, goods, { lines: [{ product: 1, quantity: 2, price: 10_500_000 }] });
    const exactId = await draft(exact);
    await post(`/einvoices/${exactId}/issue`, shop.cashier.headers);
    expect((await get(`/einvoices/${exactId}/xml`, shop.cashier.headers)).body).toContain(
      '<TgTTTBChu>Hai mươi mốt triệu đồng</TgTTTBChu>',
    );
  });

  it('refuses to issue without template, series and seller', async () => {
    const fresh = await seedShop(t, 'Nhà thuốc Chưa Cài');
    const freshGoods = await seedGoods(t, fresh);
    const orderId = await seedOrder(t, fresh, freshGoods, { lines: [{ product: 0, quantity: 1, price: 5_000 }] });
    const res = await post('/einvoices', fresh.cashier.headers, { order_id: orderId });
    const issue = await post(`/einvoices/${res.json().data.id}/issue`, fresh.cashier.headers);
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toContain('Cài đặt hóa đơn điện tử');
  });
});

describe('state machine', () => {
  it('refuses illegal transitions with 409 and a reason', async () => {
    const id = await draft(await seedOrder(t, shop, goods, { lines: [{ product: 2, quantity: 3, price: 4_000 }] }));
    const replaceDraft = await post(`/einvoices/${id}/replace`, shop.admin.headers);
    expect(replaceDraft.statusCode).toBe(409);
    expect(replaceDraft.json()).toMatchObject({
      code: 'conflict',
      message: 'Chỉ thay thế hoặc điều chỉnh được hóa đơn đã phát hành.',
    });
    expect((await get(`/einvoices/${id}/xml`, shop.cashier.headers)).statusCode).toBe(409);

    await post(`/einvoices/${id}/issue`, shop.cashier.headers);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/einvoices/${id}`,
      headers: shop.cashier.headers,
      payload: { buyer: { type: 'retail', name: 'An' } },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Chỉ sửa được hóa đơn nháp.');
    // A cashier may not cancel an issued invoice; the admin may, once.
    expect((await post(`/einvoices/${id}/cancel`, shop.cashier.headers, { reason: 'Sai' })).statusCode).toBe(403);
    expect((await post(`/einvoices/${id}/cancel`, shop.admin.headers, { reason: '' })).statusCode).toBe(400);
    const cancelled = await post(`/einvoices/${id}/cancel`, shop.admin.headers, { reason: 'Khách trả hàng' });
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', cancel_reason: 'Khách trả hàng' });
    const twice = await post(`/einvoices/${id}/cancel`, shop.admin.headers, { reason: 'Lần nữa' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Hóa đơn này không thể hủy.');
    expect((await post(`/einvoices/${id}/issue`, shop.cashier.headers)).statusCode).toBe(409);
  });

  it('replaces an issued invoice: the replacement names it and, once issued, marks it replaced', async () => {
    const id = await draft(await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 2, price: 52_500 }] }));
    const original = (await post(`/einvoices/${id}/issue`, shop.cashier.headers)).json().data;
    expect((await post(`/einvoices/${id}/replace`, shop.cashier.headers)).statusCode).toBe(403);
    const replacement = await post(`/einvoices/${id}/replace`, shop.admin.headers);
    expect(replacement.statusCode, replacement.body).toBe(201);
    const r = replacement.json().data;
    expect(r).toMatchObject({
      state: 'draft',
      relation: 'replace',
      related_id: id,
      total: original.total,
      lines: original.lines,
    });
    expect((await post(`/einvoices/${id}/adjust`, shop.admin.headers)).json().message).toBe(
      'Hóa đơn này đã có một hóa đơn thay thế hoặc điều chỉnh đang chờ.',
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/einvoices/${r.id}`,
      headers: shop.cashier.headers,
      payload: { buyer: { type: 'company', name: 'Công ty B', tax_code: '0108888888', address: 'Huế' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const issued = (await post(`/einvoices/${r.id}/issue`, shop.cashier.headers)).json().data;
    expect(issued.related).toMatchObject({ id, number: original.number });
    const xml = (await get(`/einvoices/${r.id}/xml`, shop.cashier.headers)).body;
    expect(xml).toContain(`<TCHDon>1</TCHDon>`);
    expect(xml).toContain(`<SHDCLQuan>${original.number}</SHDCLQuan>`);
    const after = (await get(`/einvoices/${id}`, shop.cashier.headers)).json().data;
    expect(after.state).toBe('replaced');
    expect(after.corrections).toEqual([{ id: r.id, relation: 'replace', state: 'issued', number: issued.number }]);
    expect((await post(`/einvoices/${id}/replace`, shop.admin.headers)).statusCode).toBe(409);
  });

  it('adjusts an issued invoice with a buyer-only adjustment carrying no amounts', async () => {
    const id = await draft(await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 21_000 }] }));
    await post(`/einvoices/${id}/issue`, shop.cashier.headers);
    const adj = await post(`/einvoices/${id}/adjust`, shop.admin.headers);
    expect(adj.statusCode).toBe(201);
    expect(adj.json().data).toMatchObject({ relation: 'adjust', related_id: id, total: 0, lines: [] });
    await post(`/einvoices/${adj.json().data.id}/issue`, shop.cashier.headers);
    expect((await get(`/einvoices/${id}`, shop.cashier.headers)).json().data.state).toBe('issued');
    expect((await get(`/einvoices/${adj.json().data.id}/xml`, shop.cashier.headers)).body).toContain(
      '<TCHDon>2</TCHDon>',
    );
  });
});

describe('tenancy, list and export', () => {
  it("answers 404 for another tenant's invoice and order", async () => {
    const id = await draft(await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 9_000 }] }));
    for (const url of [`/einvoices/${id}`, `/einvoices/${id}/xml`])
      expect((await get(url, other.admin.headers)).statusCode).toBe(404);
    expect((await post(`/einvoices/${id}/issue`, other.admin.headers)).statusCode).toBe(404);
    expect((await post(`/einvoices/${id}/cancel`, other.admin.headers, { reason: 'x' })).statusCode).toBe(404);
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 9_000 }] });
    expect((await post('/einvoices', other.cashier.headers, { order_id: orderId })).statusCode).toBe(404);
    expect((await get('/einvoices', other.admin.headers)).json().meta.total).toBe(0);
    expect((await get('/einvoices', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('filters by state, number, buyer and date and exports .xlsx', async () => {
    const issued = await get('/einvoices?state=issued&page_size=100', shop.cashier.headers);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data.every((i: { state: string }) => i.state === 'issued')).toBe(true);
    expect(
      (await get('/einvoices?number=3&state=issued', shop.cashier.headers))
        .json()
        .data.map((i: { number: number }) => i.number),
    ).toContain(3);
    const byBuyer = (await get('/einvoices?buyer=cong ty tnhh a', shop.cashier.headers)).json().data;
    expect(byBuyer.map((i: { buyer: { name: string } }) => i.buyer.name)).toEqual(['Công ty TNHH A & B']);
    expect(
      (await get('/einvoices?date_from=2000-01-01&date_to=2000-01-31', shop.cashier.headers)).json().meta.total,
    ).toBe(0);
    expect((await get('/einvoices?state=lost', shop.cashier.headers)).statusCode).toBe(400);
    const file = await get('/einvoices/export?state=issued', shop.cashier.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The number keeps its eight digits and the issue time is a date cell in shop time: the
    // accountant's sheet sorts and filters by them.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const first = issued.json().data.find((i: { number: number | null }) => i.number !== null);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(2).value === first.number)!;
    expect(row.getCell(2).numFmt).toBe('00000000');
    expect(row.getCell(4).value).toEqual(
      new Date(Date.parse(first.issued_at) + 7 * 3_600_000 - (Date.parse(first.issued_at) % 60_000)),
    );
    expect(row.getCell(4).numFmt).toBe('hh:mm dd/mm/yyyy');
    expect(sheet.getRow(1).getCell(4).value).toBe('Ngày phát hành');
  });

  it('refuses an export of more invoices than one file holds rather than cut it short', async () => {
    const q = einvoiceListQuery.parse({});
    const total: number = (await get('/einvoices', shop.cashier.headers)).json().meta.total;
    expect(total).toBeGreaterThan(1);
    const refused = await withTenant(t.database.db, shop.tenantId, (tx) =>
      exportInvoices(tx, shop.tenantId, q, total - 1).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    const message = `Có ${total} hóa đơn khớp bộ lọc, nhiều hơn ${total - 1} hóa đơn của một lần xuất. Hãy chọn khoảng ngày ngắn hơn.`;
    expect(refused).toMatchObject({ statusCode: 400, message, errors: { date_to: [message] } });
    const whole = await withTenant(t.database.db, shop.tenantId, (tx) => exportInvoices(tx, shop.tenantId, q, total));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(whole as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(total + 1);
  });
});

it('describes the e-invoice routes in the OpenAPI document', async () => {
  const paths = Object.keys((await get('/openapi.json', shop.admin.headers)).json().paths);
  for (const path of [
    '/api/v1/einvoices',
    '/api/v1/einvoices/{id}',
    '/api/v1/einvoices/{id}/issue',
    '/api/v1/einvoices/{id}/replace',
    '/api/v1/einvoices/export',
  ])
    expect(paths).toContain(path);
});
