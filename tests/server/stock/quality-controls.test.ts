import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { receive, stockShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  s = await stockShop(t, shop);
});
afterAll(() => t.close());

const checks = { appearance_ok: true, packaging_ok: true, label_ok: true, expiry_ok: true };

describe('quality controls', () => {
  it('records a SPOT control, finishes it, raises one scrap draft from its SCRAP lines', async () => {
    const para = await s.product('Paracetamol 500mg', 'lot');
    const lotId = (await receive(s, shop.admin.headers, para, [{ quantity: 30, lot: 'A1', expiry: '2027-01-01' }]))
      .receipts[0]!.lot_id;
    const created = await s.http.post(
      '/quality-controls',
      {
        inspection_type: 'SPOT',
        note: 'Kiểm tra sau mưa dột',
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
          { product_id: para.id, lot_id: lotId, ...checks, result: 'ACCEPT' },
        ],
      },
      shop.admin.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const qc = created.json().data;
    expect(qc).toMatchObject({
      code: 'KS000001',
      state: 'draft',
      inspection_type: 'SPOT',
      inspector_id: shop.admin.id,
      inspector_name: 'Nguyễn Thị Lan',
    });
    expect(qc.lines[0]).toMatchObject({ lot_number: 'A1', packaging_ok: false, result: 'SCRAP', quantity: 6 });
    expect((await s.http.post(`/quality-controls/${qc.id}/done`, {}, shop.admin.headers)).json().data.state).toBe(
      'done',
    );
    expect((await s.http.post(`/quality-controls/${qc.id}/cancel`, {}, shop.admin.headers)).statusCode).toBe(409);
    expect(
      (
        await s.http.put(
          `/quality-controls/${qc.id}`,
          { inspection_type: 'PERIODIC', lines: [{ product_id: para.id, ...checks, result: 'OTHER' }] },
          shop.admin.headers,
        )
      ).statusCode,
    ).toBe(409);
    const scrap = await s.http.post(`/quality-controls/${qc.id}/scrap-draft`, {}, shop.admin.headers);
    expect(scrap.statusCode, scrap.body).toBe(201);
    expect(scrap.json().data).toMatchObject({
      code: 'XH000001',
      state: 'draft',
      reason: 'damaged',
      note: 'KS000001',
      lines: [{ lot_id: lotId, quantity: 6 }],
    });
    expect((await s.http.get(`/quality-controls/${qc.id}`, shop.admin.headers)).json().data.scrap_id).toBe(
      scrap.json().data.id,
    );
    expect((await s.http.post(`/quality-controls/${qc.id}/scrap-draft`, {}, shop.admin.headers)).statusCode).toBe(409);
    // The stock moves only when the scrap is done.
    expect((await s.http.get(`/products/${para.id}`, shop.admin.headers)).json().data.stock_on_hand).toBe(30);
  });

  it('lists with filters; refuses bad results, other tenants and cashiers', async () => {
    const gauze = await s.product('Bông gòn', 'basic');
    const periodic = (
      await s.http.post(
        '/quality-controls',
        { inspection_type: 'PERIODIC', lines: [{ product_id: gauze.id, ...checks, result: 'ACCEPT' }] },
        shop.admin.headers,
      )
    ).json().data;
    expect((await s.http.post(`/quality-controls/${periodic.id}/scrap-draft`, {}, shop.admin.headers)).statusCode).toBe(
      409,
    );
    expect(
      (await s.http.get('/quality-controls?inspection_type=PERIODIC', shop.admin.headers))
        .json()
        .data.map((c: { code: string }) => c.code),
    ).toEqual(['KS000002']);
    expect(
      (
        await s.http.post(
          '/quality-controls',
          { inspection_type: 'SPOT', lines: [{ product_id: gauze.id, ...checks, result: 'GOOD' }] },
          shop.admin.headers,
        )
      ).statusCode,
    ).toBe(400);
    expect((await s.http.get(`/quality-controls/${periodic.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await s.http.get('/quality-controls', shop.cashier.headers)).statusCode).toBe(403);
  });

  it('refuses SCRAP lines the scrap would refuse later, and raises a scrap only from a done control', async () => {
    const amox = await s.product('Amoxicillin 500mg', 'lot');
    const lotId = (await receive(s, shop.admin.headers, amox, [{ quantity: 20, lot: 'B7', expiry: '2027-06-01' }]))
      .receipts[0]!.lot_id;
    const noLot = await s.http.post(
      '/quality-controls',
      { inspection_type: 'SPOT', lines: [{ product_id: amox.id, ...checks, result: 'SCRAP', quantity: 3 }] },
      shop.admin.headers,
    );
    expect(noLot.statusCode).toBe(400);
    expect(noLot.json().errors).toEqual({ 'lines.0.lot_id': ['Chọn lô cho sản phẩm quản lý theo lô.'] });
    const noQuantity = await s.http.post(
      '/quality-controls',
      { inspection_type: 'SPOT', lines: [{ product_id: amox.id, lot_id: lotId, ...checks, result: 'SCRAP' }] },
      shop.admin.headers,
    );
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().errors).toEqual({
      'lines.0.quantity': ['Kết quả “Hủy”: nhập số lượng cần hủy lớn hơn 0.'],
    });
    const draft = (
      await s.http.post(
        '/quality-controls',
        {
          inspection_type: 'SPOT',
          lines: [{ product_id: amox.id, lot_id: lotId, ...checks, result: 'SCRAP', quantity: 3 }],
        },
        shop.admin.headers,
      )
    ).json().data;
    const early = await s.http.post(`/quality-controls/${draft.id}/scrap-draft`, {}, shop.admin.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Chỉ tạo phiếu xuất hủy từ phiếu kiểm soát đã hoàn thành.');
    await s.http.post(`/quality-controls/${draft.id}/cancel`, {}, shop.admin.headers);
    expect((await s.http.post(`/quality-controls/${draft.id}/scrap-draft`, {}, shop.admin.headers)).statusCode).toBe(
      409,
    );
  });

  it('refuses an inspection date after today with a field message', async () => {
    const gauze = await s.product('Gạc vô trùng', 'basic');
    const future = await s.http.post(
      '/quality-controls',
      {
        inspection_date: '2099-01-01',
        inspection_type: 'SPOT',
        lines: [{ product_id: gauze.id, ...checks, result: 'ACCEPT' }],
      },
      shop.admin.headers,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ inspection_date: ['Ngày không được sau hôm nay.'] });
  });
});
