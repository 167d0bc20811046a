/**
 * Adjustment invoices (hóa đơn điều chỉnh) that change goods: signed line changes of quantity and
 * price, totals per VAT rate, the XML naming the invoice adjusted (TTHDLQuan with GChu), and
 * refusals of changes that cannot apply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { formatDate } from '../../../src/i18n/format';
import { shopDay } from '../../../src/domain/shop-clock';
import { saveSettings, seedGoods, seedOrder, SERIES, type ShopGoods } from './helpers';

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  await saveSettings(t, shop);
});
afterAll(() => t.close());

const post = (url: string, headers: { authorization: string }, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload ?? {} });
const get = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function issuedInvoice(spec: Parameters<typeof seedOrder>[3]) {
  const orderId = await seedOrder(t, shop, goods, spec);
  const draft = await post('/einvoices', shop.cashier.headers, { order_id: orderId });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await post(`/einvoices/${draft.json().data.id}/issue`, shop.cashier.headers);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().data;
}

describe('adjusting goods', () => {
  it('decreases a quantity and increases a price: signed lines, totals per rate, XML naming the original', async () => {
    // 5 Paracetamol at 105.000 (5%) and one blood-pressure meter at 480.000 (10%).
    const original = await issuedInvoice({
      lines: [
        { product: 0, quantity: 5, price: 105_000 },
        { product: 1, quantity: 1, price: 480_000 },
      ],
    });
    const res = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [
        { position: 1, kind: 'quantity', change: -2 },
        { position: 2, kind: 'price', change: 22_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const adj = res.json().data;
    const note = `Điều chỉnh hàng hóa, dịch vụ của hóa đơn ký hiệu 1${SERIES} số ${original.number} ngày ${formatDate(original.issued_at)}`;
    expect(adj).toMatchObject({ state: 'draft', relation: 'adjust', related_id: original.id, note });
    expect(adj.lines).toEqual([
      {
        position: 1,
        code: 'SP000001',
        name: 'Điều chỉnh giảm số lượng: Paracetamol 500mg',
        unit: 'Hộp',
        quantity: -2,
        unit_price: 100_000,
        gross_before_tax: -200_000,
        discount: 0,
        amount: -200_000,
        vat_rate: 5,
        adjusts: 'quantity',
        direction: 'decrease',
      },
      {
        position: 2,
        code: 'SP000002',
        name: 'Điều chỉnh tăng đơn giá: Máy đo huyết áp',
        unit: 'Hộp',
        quantity: 1,
        unit_price: 20_000,
        gross_before_tax: 20_000,
        discount: 0,
        amount: 20_000,
        vat_rate: 10,
        adjusts: 'price',
        direction: 'increase',
      },
    ]);
    expect(adj.rates).toEqual([
      { vat_rate: 5, before_tax: -200_000, vat: -10_000, total: -210_000 },
      { vat_rate: 10, before_tax: 20_000, vat: 2_000, total: 22_000 },
    ]);
    expect(adj).toMatchObject({
      total_before_tax: -180_000,
      total_vat: -8_000,
      total: -188_000,
      amount_in_words: 'Âm một trăm tám mươi tám nghìn đồng',
    });

    const issued = await post(`/einvoices/${adj.id}/issue`, shop.cashier.headers);
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await get(`/einvoices/${original.id}`, shop.cashier.headers)).json().data.state).toBe('issued');
    const xml = (await get(`/einvoices/${adj.id}/xml`, shop.cashier.headers)).body;
    expect(xml).toContain(
      `<TTHDLQuan>\n        <TCHDon>2</TCHDon>\n        <LHDCLQuan>1</LHDCLQuan>\n        <KHMSHDCLQuan>1</KHMSHDCLQuan>\n        <KHHDCLQuan>${SERIES}</KHHDCLQuan>\n` +
        `        <SHDCLQuan>${original.number}</SHDCLQuan>\n        <NLHDCLQuan>${shopDay(original.issued_at)}</NLHDCLQuan>\n        <GChu>${note}</GChu>\n      </TTHDLQuan>`,
    );
    expect(xml).toContain('<THHDVu>Điều chỉnh giảm số lượng: Paracetamol 500mg</THHDVu>');
    expect(xml).toContain('<SLuong>-2</SLuong>\n          <DGia>100000</DGia>');
    expect(xml).toContain('<ThTien>-200000</ThTien>\n          <TSuat>5%</TSuat>');
    expect(xml).toContain(
      '<LTSuat>\n            <TSuat>5%</TSuat>\n            <ThTien>-200000</ThTien>\n            <TThue>-10000</TThue>',
    );
    expect(xml).toContain(
      '<LTSuat>\n            <TSuat>10%</TSuat>\n            <ThTien>20000</ThTien>\n            <TThue>2000</TThue>',
    );
    expect(xml).toContain('<TgTCThue>-180000</TgTCThue>\n        <TgTThue>-8000</TgTThue>');
    expect(xml).toContain(
      '<TgTTTBSo>-188000</TgTTTBSo>\n        <TgTTTBChu>Âm một trăm tám mươi tám nghìn đồng</TgTTTBChu>',
    );
  });

  it('taking back whole lines of a discounted order gives back exactly what each rate was invoiced', async () => {
    const original = await issuedInvoice({
      discount: 10_001,
      lines: [
        { product: 0, quantity: 3, price: 33_333 },
        { product: 2, quantity: 2, price: 12_000 },
        { product: 1, quantity: 2, price: 55_555 },
      ],
    });
    const res = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      note: 'Khách trả lại hàng',
      lines: [
        { position: 1, kind: 'quantity', change: -3 },
        { position: 2, kind: 'quantity', change: -2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const adj = res.json().data;
    expect(adj.note).toBe('Khách trả lại hàng');
    const taken = original.rates.filter((r: { vat_rate: number | null }) => r.vat_rate !== 10);
    expect(adj.rates).toEqual(
      taken.map((r: Record<string, number>) => ({
        vat_rate: r.vat_rate,
        before_tax: -r.before_tax!,
        vat: -r.vat! || 0,
        total: -r.total!,
      })),
    );
    // Each line's amount is the original line's, negated; lines add up to the rates.
    for (const [i, position] of [1, 2].entries())
      expect(adj.lines[i].amount).toBe(-original.lines[position - 1].amount);
    expect(adj.total).toBe(-taken.reduce((sum: number, r: { total: number }) => sum + r.total, 0));
  });

  it('corrects a VAT rate: the line leaves at 10% and comes back at 5% with the same amount before tax', async () => {
    const original = await issuedInvoice({
      lines: [
        { product: 0, quantity: 1, price: 21_000 },
        { product: 1, quantity: 1, price: 480_000 },
      ],
    });
    const same = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [{ position: 2, kind: 'vat_rate', vat_rate: 10 }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ 'lines.0.vat_rate': ['Thuế suất này trùng thuế suất trên hóa đơn gốc.'] });
    const missing = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [{ position: 2, kind: 'vat_rate' }],
    });
    expect(missing.json().errors).toEqual({ 'lines.0.vat_rate': ['Nhập thuế suất đúng (0, 5, 8, 10 hoặc KCT).'] });

    const res = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [{ position: 2, kind: 'vat_rate', vat_rate: 5 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const adj = res.json().data;
    expect(
      adj.lines.map((l: Record<string, unknown>) => [
        l.name,
        l.quantity,
        l.unit_price,
        l.amount,
        l.vat_rate,
        l.direction,
      ]),
    ).toEqual([
      ['Điều chỉnh giảm theo thuế suất 10%: Máy đo huyết áp', -1, 436_364, -436_364, 10, 'decrease'],
      ['Điều chỉnh tăng theo thuế suất 5%: Máy đo huyết áp', 1, 436_364, 436_364, 5, 'increase'],
    ]);
    // 480.000 at 10% was 436.364 + 43.636; at 5% the same 436.364 carries 21.818: the buyer is owed 21.818.
    expect(adj.rates).toEqual([
      { vat_rate: 5, before_tax: 436_364, vat: 21_818, total: 458_182 },
      { vat_rate: 10, before_tax: -436_364, vat: -43_636, total: -480_000 },
    ]);
    expect(adj).toMatchObject({ total_before_tax: 0, total_vat: -21_818, total: -21_818 });
    await post(`/einvoices/${adj.id}/issue`, shop.cashier.headers);
    const xml = (await get(`/einvoices/${adj.id}/xml`, shop.cashier.headers)).body;
    expect(xml).toContain('<THHDVu>Điều chỉnh tăng theo thuế suất 5%: Máy đo huyết áp</THHDVu>');
    expect(xml).toContain('<TgTCThue>0</TgTCThue>\n        <TgTThue>-21818</TgTThue>');
  });

  it('refuses a line that does not exist, a decrease below zero, a zero change and goods of an adjustment', async () => {
    const original = await issuedInvoice({ lines: [{ product: 0, quantity: 5, price: 10_500 }] });
    const bad = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [
        { position: 9, kind: 'quantity', change: -1 },
        { position: 1, kind: 'quantity', change: -6 },
        { position: 1, kind: 'price', change: -20_000 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: {
        'lines.0.position': ['Hóa đơn gốc không có dòng này.'],
        'lines.1.change': ['Chỉ giảm được tối đa 5 (số lượng trên hóa đơn gốc).'],
        'lines.2.change': ['Đơn giá sau điều chỉnh không được âm.'],
      },
    });
    const zero = await post(`/einvoices/${original.id}/adjust`, shop.admin.headers, {
      lines: [{ position: 1, kind: 'price', change: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ 'lines.0.change': ['Nhập số lượng hoặc số tiền điều chỉnh khác 0.'] });
    expect(
      (
        await post(`/einvoices/${original.id}/adjust`, shop.cashier.headers, {
          lines: [{ position: 1, kind: 'quantity', change: -1 }],
        })
      ).statusCode,
    ).toBe(403);

    // A buyer-only adjustment, issued; its own goods cannot be adjusted.
    const buyerOnly = (await post(`/einvoices/${original.id}/adjust`, shop.admin.headers)).json().data;
    expect(buyerOnly).toMatchObject({
      lines: [],
      total: 0,
      note: `Điều chỉnh thông tin người mua của hóa đơn ký hiệu 1${SERIES} số ${original.number} ngày ${formatDate(original.issued_at)}`,
    });
    await post(`/einvoices/${buyerOnly.id}/issue`, shop.cashier.headers);
    const again = await post(`/einvoices/${buyerOnly.id}/adjust`, shop.admin.headers, {
      lines: [{ position: 1, kind: 'quantity', change: -1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Chỉ điều chỉnh được hàng hóa của hóa đơn gốc hoặc hóa đơn thay thế.');
  });
});
