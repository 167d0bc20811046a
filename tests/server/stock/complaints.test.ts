import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { receive, stockShop } from './helpers';
import { todayInShop } from '../../../src/domain/shop-clock';

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

describe('customer complaints', () => {
  it('records a complaint at the counter and walks new → processing → resolved → closed', async () => {
    const para = await s.product('Paracetamol 500mg', 'lot');
    const lotId = (await receive(s, shop.admin.headers, para, [{ quantity: 10, lot: 'A1', expiry: '2027-01-01' }]))
      .receipts[0]!.lot_id;
    const customer = (
      await s.http.post('/customers', { full_name: 'Nguyễn Văn An', phone: '0912345678' }, shop.cashier.headers)
    ).json().data.id;
    const created = await s.http.post(
      '/customer-complaints',
      { customer_id: customer, product_id: para.id, lot_id: lotId, content: 'Viên thuốc bị ẩm, đổi màu' },
      shop.cashier.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json().data;
    expect(c).toMatchObject({
      code: 'KN000001',
      state: 'new',
      customer_name: 'Nguyễn Văn An',
      product_name: 'Paracetamol 500mg',
      lot_number: 'A1',
      handled_by: null,
      handled_by_name: null,
    });
    const move = (state: string, who = shop.admin.headers) =>
      s.http.post(`/customer-complaints/${c.id}/transition`, { state }, who);
    expect((await move('processing', shop.cashier.headers)).json().data).toMatchObject({
      state: 'processing',
      handled_by: shop.cashier.id,
      handled_by_name: 'Trần Văn Hùng',
    });
    await s.http.put(
      `/customer-complaints/${c.id}`,
      {
        customer_id: customer,
        product_id: para.id,
        lot_id: lotId,
        content: 'Viên thuốc bị ẩm, đổi màu',
        handling: 'Đổi hộp mới, báo nhà cung cấp',
        result: 'Khách đồng ý',
      },
      shop.admin.headers,
    );
    const resolved = (await move('resolved')).json().data;
    expect(resolved).toMatchObject({
      state: 'resolved',
      handled_by: shop.admin.id,
      handling: 'Đổi hộp mới, báo nhà cung cấp',
    });
    expect(resolved.resolved_at).not.toBeNull();
    expect((await move('closed')).json().data.state).toBe('closed');
    const illegal = await move('processing');
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe('Không thể chuyển phiếu từ trạng thái "Đã đóng" sang "Đang xử lý".');
    expect((await s.http.put(`/customer-complaints/${c.id}`, { content: 'x' }, shop.admin.headers)).statusCode).toBe(
      409,
    );
    expect(
      (await s.http.get('/customer-complaints?search=doi mau&state=closed', shop.admin.headers)).json().meta.total,
    ).toBe(1);
    expect((await s.http.get(`/customer-complaints/${c.id}`, other.admin.headers)).statusCode).toBe(404);
    const otherLot = await s.http.post(
      '/customer-complaints',
      { product_id: (await s.product('Khác', 'basic')).id, lot_id: lotId, content: 'x' },
      shop.admin.headers,
    );
    expect(otherLot.statusCode).toBe(400);
    expect((await s.http.post('/customer-complaints', { content: '' }, shop.admin.headers)).statusCode).toBe(400);
  });

  it('refuses a received date after today with a field message', async () => {
    const future = await s.http.post(
      '/customer-complaints',
      { received_date: '2099-05-05', content: 'Khách báo thuốc bị ẩm' },
      shop.admin.headers,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ received_date: ['Ngày không được sau hôm nay.'] });
    const today = await s.http.post(
      '/customer-complaints',
      { received_date: todayInShop(), content: 'Khách báo thuốc bị ẩm' },
      shop.admin.headers,
    );
    expect(today.statusCode, today.body).toBe(201);
    const edited = await s.http.put(
      `/customer-complaints/${today.json().data.id}`,
      { received_date: '2099-05-05', content: 'Khách báo thuốc bị ẩm' },
      shop.admin.headers,
    );
    expect(edited.statusCode).toBe(400);
  });

  it('refuses a deleted product for a new complaint or a changed one, but keeps an older complaint editable', async () => {
    const deleted = 'Sản phẩm này đã bị xóa nên không chọn được.';
    const cream = await s.product('Kem bôi da Gentrisone', 'basic');
    const drops = await s.product('Thuốc nhỏ mắt V.Rohto', 'basic');
    const earlier = (
      await s.http.post(
        '/customer-complaints',
        { product_id: cream.id, content: 'Tuýp kem bị rò rỉ' },
        shop.cashier.headers,
      )
    ).json().data.id;
    const other = (
      await s.http.post('/customer-complaints', { product_id: drops.id, content: 'Lọ bị nứt' }, shop.cashier.headers)
    ).json().data.id;
    expect((await s.http.del(`/products/${cream.id}`, shop.admin.headers)).statusCode).toBe(204);

    const created = await s.http.post(
      '/customer-complaints',
      { product_id: cream.id, content: 'Kem bị vón cục' },
      shop.cashier.headers,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ product_id: [deleted] });
    const changed = await s.http.put(
      `/customer-complaints/${other}`,
      { product_id: cream.id, content: 'Lọ bị nứt' },
      shop.admin.headers,
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ product_id: [deleted] });

    const kept = await s.http.put(
      `/customer-complaints/${earlier}`,
      { product_id: cream.id, content: 'Tuýp kem bị rò rỉ', handling: 'Đổi tuýp mới' },
      shop.admin.headers,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await s.http.get(`/customer-complaints/${earlier}`, shop.admin.headers)).json().data).toMatchObject({
      product_name: 'Kem bôi da Gentrisone',
      handling: 'Đổi tuýp mới',
    });
  });

  it('refuses a deleted lot for a new complaint or a changed one, but keeps an older complaint editable', async () => {
    const deleted = 'Lô này đã bị xóa nên không chọn được.';
    const syrup = await s.product('Siro ho Prospan', 'lot');
    const { receipts } = await receive(s, shop.admin.headers, syrup, [
      { quantity: 5, lot: 'P1', expiry: '2027-06-01' },
      { quantity: 5, lot: 'P2', expiry: '2027-09-01' },
    ]);
    const gone = receipts[0]!.lot_id!;
    const kept = receipts[1]!.lot_id!;
    const complaint = async (lot_id: string, content: string) =>
      (
        await s.http.post('/customer-complaints', { product_id: syrup.id, lot_id, content }, shop.cashier.headers)
      ).json().data.id;
    const earlier = await complaint(gone, 'Siro bị vẩn đục');
    const other = await complaint(kept, 'Nắp chai bị hở');
    // No screen deletes a lot yet; a lot with deleted_at is gone for every reader (stock views, FEFO, the tills).
    await ownerQuery(t.database, 'update lots set deleted_at = now() where tenant_id = $1 and id = $2', [
      shop.tenantId,
      gone,
    ]);

    const created = await s.http.post(
      '/customer-complaints',
      { product_id: syrup.id, lot_id: gone, content: 'Siro có mùi lạ' },
      shop.cashier.headers,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ lot_id: [deleted] });
    const changed = await s.http.put(
      `/customer-complaints/${other}`,
      { product_id: syrup.id, lot_id: gone, content: 'Nắp chai bị hở' },
      shop.admin.headers,
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ lot_id: [deleted] });

    const edited = await s.http.put(
      `/customer-complaints/${earlier}`,
      { product_id: syrup.id, lot_id: gone, content: 'Siro bị vẩn đục', handling: 'Thu hồi chai, báo nhà cung cấp' },
      shop.admin.headers,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await s.http.get(`/customer-complaints/${earlier}`, shop.admin.headers)).json().data).toMatchObject({
      lot_number: 'P1',
      handling: 'Thu hồi chai, báo nhà cung cấp',
    });
  });

  it('refuses to mark a complaint resolved until its handling and result are written', async () => {
    const created = await s.http.post(
      '/customer-complaints',
      { content: 'Khách báo vỉ thuốc bị ẩm' },
      shop.cashier.headers,
    );
    const id = created.json().data.id;
    const move = (state: string) => s.http.post(`/customer-complaints/${id}/transition`, { state }, shop.admin.headers);
    const edit = (patch: object) =>
      s.http.put(`/customer-complaints/${id}`, { content: 'Khách báo vỉ thuốc bị ẩm', ...patch }, shop.admin.headers);
    expect((await move('processing')).statusCode).toBe(200);

    const empty = await move('resolved');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      handling: ['Vui lòng nhập biện pháp xử lý trước khi đánh dấu đã giải quyết.'],
      result: ['Vui lòng nhập kết quả xử lý trước khi đánh dấu đã giải quyết.'],
    });
    expect((await edit({ handling: '   ', result: 'Khách đồng ý' })).statusCode).toBe(200);
    const noHandling = await move('resolved');
    expect(noHandling.statusCode).toBe(400);
    expect(noHandling.json().errors).toEqual({
      handling: ['Vui lòng nhập biện pháp xử lý trước khi đánh dấu đã giải quyết.'],
    });
    // Still being handled, by nobody marked as having resolved it.
    expect((await s.http.get(`/customer-complaints/${id}`, shop.admin.headers)).json().data).toMatchObject({
      state: 'processing',
      resolved_at: null,
    });

    expect((await edit({ handling: 'Đổi vỉ mới cho khách', result: 'Khách đồng ý' })).statusCode).toBe(200);
    const resolved = await move('resolved');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ state: 'resolved', handling: 'Đổi vỉ mới cho khách' });

    // Resolved, the book's record stays written: an edit may change it, not empty it.
    const cleared = await edit({ handling: '', result: '  ' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors).toEqual({
      handling: ['Khiếu nại đã giải quyết phải giữ biện pháp xử lý trong sổ: không để trống.'],
      result: ['Khiếu nại đã giải quyết phải giữ kết quả xử lý trong sổ: không để trống.'],
    });
    expect((await edit({ handling: 'Đổi vỉ mới, báo nhà cung cấp', result: 'Khách đồng ý' })).statusCode).toBe(200);
    expect((await s.http.get(`/customer-complaints/${id}`, shop.admin.headers)).json().data).toMatchObject({
      state: 'resolved',
      handling: 'Đổi vỉ mới, báo nhà cung cấp',
      result: 'Khách đồng ý',
    });
  });
});
