import ExcelJS from 'exceljs';
import { v7 } from 'uuid';
import { todayInShop } from '../../../src/domain/shop-clock';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, openRegister, order, seedPos, type PosShop } from '../pos/helpers';

let t: TestApp;
let shop: SeededShop;
let pos: PosShop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  pos = await seedPos(t, shop);
});
afterAll(() => t.close());

describe('patient tracking book', () => {
  it('lists prescription sales with patient, diagnosis, doctor and drugs; exports .xlsx', async () => {
    const sessionId = await openRegister(t, pos);
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: shop.cashier.headers,
        payload: { full_name: 'Nguyễn Thị Mai', phone: '0987654321' },
      })
    ).json().data.id;
    const prescription = {
      id: v7(),
      source: 'offline' as const,
      date: todayInShop(),
      doctor_name: 'BS. Lê Văn An',
      facility: 'Phòng khám Đa khoa Hà Nội',
      diagnosis: 'Viêm họng cấp',
      patient_id: customer,
      patient_name: 'Nguyễn Thị Mai',
      patient_age: 34,
      patient_gender: 'female' as const,
      patient_address: '12 Lê Lợi, Hà Nội',
      items: [
        {
          product_id: pos.amox.id,
          product_name: 'Amoxicillin 500mg',
          quantity: 10,
          unit_name: 'Viên',
          dosage: 'Ngày 2 lần',
        },
      ],
    };
    const sale = order(pos, {
      code: 'HD-Q1-000101',
      sessionId,
      seller: shop.cashier,
      customerId: customer,
      prescription,
      lines: [
        line({
          product_id: pos.amox.id,
          product_name: 'Amoxicillin 500mg',
          quantity: 10,
          price: 3_000,
          drug_class: 'rx',
        }),
        line({ product_id: pos.vitamin.id, product_name: 'Vitamin C 500mg', quantity: 2, price: 2_000 }),
      ],
    });
    await applied(t, shop.cashier, 'order.create', sale);
    const plain = order(pos, {
      code: 'HD-Q1-000102',
      sessionId,
      seller: shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    await applied(t, shop.cashier, 'order.create', plain);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/patient-tracking?from=${todayInShop()}&to=${todayInShop()}`,
      headers: shop.cashier.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        order_id: sale.id,
        order_code: 'HD-Q1-000101',
        date: todayInShop(),
        patient_name: 'Nguyễn Thị Mai',
        patient_age: 34,
        patient_gender: 'female',
        patient_address: '12 Lê Lợi, Hà Nội',
        phone: '0987654321',
        diagnosis: 'Viêm họng cấp',
        doctor_name: 'BS. Lê Văn An',
        facility: 'Phòng khám Đa khoa Hà Nội',
        drugs: [
          { product_name: 'Amoxicillin 500mg', quantity: 10, unit_name: 'Viên' },
          { product_name: 'Vitamin C 500mg', quantity: 2, unit_name: 'Viên' },
        ],
      },
    ]);
    const earlier = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/patient-tracking?from=2020-01-01&to=2020-12-31',
      headers: shop.admin.headers,
    });
    expect(earlier.json().data).toEqual([]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/patient-tracking/export?from=${todayInShop()}&to=${todayInShop()}`,
      headers: shop.admin.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    // The day is a date cell shown DD/MM/YYYY, so the sheet sorts and filters by it.
    expect(rows.at(-1)).toEqual([
      new Date(`${todayInShop()}T00:00:00Z`),
      'HD-Q1-000101',
      'Nguyễn Thị Mai',
      34,
      'Nữ',
      '12 Lê Lợi, Hà Nội',
      '0987654321',
      'Viêm họng cấp',
      'BS. Lê Văn An',
      'Phòng khám Đa khoa Hà Nội',
      'Amoxicillin 500mg: 10 Viên; Vitamin C 500mg: 2 Viên',
    ]);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell(sheet.rowCount, 1).numFmt).toBe('dd/mm/yyyy');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/reports/patient-tracking?from=x&to=y',
          headers: shop.admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});
