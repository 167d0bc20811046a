/** `doctor.create` pushed from a till: client id, once only, refused with a reason, linked by the sale after it. */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { line, mutation, openRegister, order, push, seedPos, type PosShop } from '../pos/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
let pos: PosShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  pos = await seedPos(t, shop);
});
afterAll(async () => t.close());

describe('doctor.create', () => {
  it('creates the doctor with the till id once, even when pushed twice', async () => {
    const id = uuidv7();
    const created = mutation('doctor.create', {
      id,
      name: 'BS. Trần Minh Quân',
      workplace: 'Phòng khám Nhi Hà Nội',
      certificate_number: '001234/HNO-CCHN',
      phone: '0912 000 111',
    });
    const [first] = await push(t, shop.cashier, [created]);
    const [again] = await push(t, shop.cashier, [created]);
    expect(first).toMatchObject({ status: 'applied', result: { id } });
    expect(again).toEqual(first);
    const rows = await ownerQuery<{ name: string; workplace: string; phone: string }>(
      t.database,
      'select name, workplace, phone from doctors where id = $1',
      [id],
    );
    expect(rows).toEqual([{ name: 'BS. Trần Minh Quân', workplace: 'Phòng khám Nhi Hà Nội', phone: '0912000111' }]);
  });

  it('links the sale pushed after it to the new doctor, in one push', async () => {
    const sessionId = await openRegister(t, pos);
    const doctorId = uuidv7();
    const sale = {
      ...order(pos, {
        code: 'HD-Q1-000901',
        sessionId,
        seller: shop.cashier,
        lines: [line({ product_id: pos.amox.id, quantity: 10, price: 3_000, drug_class: 'rx' })],
      }),
      doctor_id: doctorId,
    };
    const results = await push(t, shop.cashier, [
      mutation('doctor.create', { id: doctorId, name: 'BS. Lê Thu Hà' }),
      mutation('order.create', sale),
    ]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied']);
    const rows = await ownerQuery<{ doctor_id: string }>(t.database, 'select doctor_id from pos_orders where id = $1', [
      sale.id,
    ]);
    expect(rows).toEqual([{ doctor_id: doctorId }]);
  });

  it('refuses a doctor id already taken and an unknown specialization, and keeps going', async () => {
    const id = uuidv7();
    await push(t, shop.cashier, [mutation('doctor.create', { id, name: 'BS. Phạm Văn Long' })]);
    const results = await push(t, shop.cashier, [
      mutation('doctor.create', { id, name: 'BS. Người Khác' }),
      mutation('doctor.create', { id: uuidv7(), name: 'BS. Hoàng Yến', specialization_id: uuidv7() }),
      mutation('doctor.create', { id: uuidv7(), name: '' }),
      mutation('doctor.create', { id: uuidv7(), name: 'BS. Đỗ Thanh' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    expect(results[0]).toMatchObject({ code: 'conflict', message: 'Mã định danh bác sĩ đã tồn tại.' });
    expect(results[1]).toMatchObject({ code: 'invalid_args', message: expect.stringContaining('chuyên khoa') });
    expect(results[2]).toMatchObject({ code: 'invalid_args' });
    const [other] = await ownerQuery<{ name: string }>(t.database, 'select name from doctors where id = $1', [id]);
    expect(other).toEqual({ name: 'BS. Phạm Văn Long' });
  });

  it('keeps doctors of one shop away from another shop', async () => {
    const id = uuidv7();
    await push(t, shop.cashier, [mutation('doctor.create', { id, name: 'BS. Vũ Hải' })]);
    const other = await seedShop(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${id}`, headers: other.admin.headers });
    expect(res.statusCode).toBe(404);
    const [again] = await push(t, other.cashier, [mutation('doctor.create', { id, name: 'BS. Vũ Hải' })]);
    expect(again).toMatchObject({ status: 'applied' });
  });
});
