/**
 * National e-prescriptions on the server against the simulator of the national system: the
 * account kept with its password sealed; the lookup (permission, validation, not configured,
 * not found, already dispensed) and its matching order (national drug code first, then active
 * ingredient and strength); the dispensing of a sale reported exactly once through the durable
 * queue; and a sale against a prescription dispensed in full kept and flagged for the manager.
 */
import { eq } from 'drizzle-orm';
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { reportDispensing } from '../../../server/modules/eprescriptions/dispensing';
import {
  startEprescriptionSimulator,
  type EprescriptionSimulator,
  type NationalPrescriptionRecord,
} from '../../../scripts/simulators/eprescription-system';
import type { NationalPrescription } from '../../../src/domain/eprescription';
import type { PrescriptionArgs } from '../../../src/domain/pos-schemas';
import { seedShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { line, mutation, openRegister, order, push, seedPos, type PosShop } from '../pos/helpers';

const ACCOUNT = { username: 'NT-01-000777', password: 'mat-khau-lien-thong' };
const FRESH = '01001abcdefg-c';
const SECOND = '01001hjkmnpq-c';
const DONE = '01001zzzzzzz-c';

function prescription(code: string, dispensed: Record<string, number> = {}): NationalPrescriptionRecord {
  return {
    ma_don_thuoc: code,
    loai_don_thuoc: 'c',
    ngay_gio_ke_don: '2026-11-25 08:00:00',
    ho_ten_benh_nhan: 'Phạm Thị Mai',
    ngay_sinh_benh_nhan: '02/05/1980',
    gioi_tinh: 3,
    dia_chi: '3 Hai Bà Trưng, Hà Nội',
    ma_so_the_bao_hiem_y_te: '',
    ma_co_so_kham_chua_benh: '01001',
    ten_co_so_kham_chua_benh: 'Bệnh viện Đa khoa Thử Nghiệm',
    ho_ten_bac_si: 'BS. Đỗ Văn Khoa',
    chan_doan: [{ ma_chan_doan: 'J02.9', ten_chan_doan: 'Viêm họng cấp', ket_luan: '' }],
    loi_dan: 'Tái khám sau 5 ngày.',
    thong_tin_don_thuoc: [
      {
        ma_thuoc: 'DQG-AMOX-500',
        biet_duoc: 'Amoxicillin 500mg',
        ten_thuoc: 'Amoxicillin',
        ham_luong: '500mg',
        don_vi_tinh: 'Viên',
        so_luong: 15,
        cach_dung: 'Uống 1 viên x 3 lần/ngày',
      },
      {
        ma_thuoc: 'DQG-PARA-500-OTHER',
        biet_duoc: 'Hapacol 500',
        ten_thuoc: 'Paracetamol',
        ham_luong: '500 mg',
        don_vi_tinh: 'Viên',
        so_luong: 10,
        cach_dung: 'Uống khi sốt trên 38,5 độ',
      },
      {
        ma_thuoc: 'DQG-NOT-IN-SHOP',
        biet_duoc: 'Thuốc lạ',
        ten_thuoc: 'Hoạt chất không có',
        ham_luong: '1mg',
        don_vi_tinh: 'Viên',
        so_luong: 5,
        cach_dung: '',
      },
    ],
    da_ban: dispensed,
  };
}

let t: TestApp;
let pos: PosShop;
let sessionId: string;
let simulator: EprescriptionSimulator;
/** Same ingredient as amoxicillin but carrying no national code: must lose to the code match. */
const amoxGeneric = v7();
/** Paracetamol at another strength: must not match. */
const para650 = v7();
let counter = 0;
const code = () => `HD-Q1-${String(++counter).padStart(6, '0')}`;

beforeAll(async () => {
  simulator = await startEprescriptionSimulator({
    accounts: { [ACCOUNT.username]: ACCOUNT.password },
    prescriptions: [
      prescription(FRESH),
      prescription(SECOND),
      prescription(DONE, { 'DQG-AMOX-500': 15, 'DQG-PARA-500-OTHER': 10, 'DQG-NOT-IN-SHOP': 5 }),
    ],
  });
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
  await withTenant(t.database.db, pos.shop.tenantId, async (tx) => {
    await tx
      .update(products)
      .set({
        nationalDrugCode: 'DQG-AMOX-500',
        activeIngredient: 'Amoxicillin (dưới dạng trihydrat)',
        strength: '500mg',
      })
      .where(eq(products.id, pos.amox.id));
    await tx
      .update(products)
      .set({ activeIngredient: 'Paracetamol', strength: '500mg' })
      .where(eq(products.id, pos.para.id));
    await tx.insert(products).values([
      {
        tenantId: pos.shop.tenantId,
        id: amoxGeneric,
        code: 'SP000010',
        name: 'Amoxicillin 500mg (khác)',
        activeIngredient: 'Amoxicillin',
        strength: '500mg',
        drugClass: 'rx',
      },
      {
        tenantId: pos.shop.tenantId,
        id: para650,
        code: 'SP000011',
        name: 'Paracetamol 650mg',
        activeIngredient: 'Paracetamol',
        strength: '650mg',
      },
    ]);
  });
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

const lookup = (who: { headers: Record<string, string> } | null, prescriptionCode: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/eprescriptions/${prescriptionCode}`, headers: who?.headers ?? {} });

describe('e-prescription account', () => {
  it('is refused to a cashier, saved by the admin with the password sealed and never shown back', async () => {
    const put = (who: typeof pos.shop.admin, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/settings/eprescriptions', headers: who.headers, payload });
    expect((await put(pos.shop.cashier, { enabled: true })).statusCode).toBe(403);
    const bad = await put(pos.shop.admin, { enabled: true, api_url: 'không phải url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.api_url).toBeDefined();
    // Switched on without its account: each missing part is named on its field.
    const empty = await put(pos.shop.admin, { enabled: true, api_url: '', username: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      api_url: ['Nhập địa chỉ API để bật tra cứu đơn thuốc quốc gia.'],
      username: ['Nhập mã liên thông cơ sở để bật tra cứu đơn thuốc quốc gia.'],
    });
    const noPassword = await put(pos.shop.admin, { enabled: true, api_url: simulator.url, username: ACCOUNT.username });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({
      password: ['Nhập mật khẩu tài khoản liên thông để bật tra cứu đơn thuốc quốc gia.'],
    });
    // Switched off, the account may stay half-typed.
    expect((await put(pos.shop.admin, { enabled: false, api_url: '', username: '' })).statusCode).toBe(200);
    // Before the account exists the counter is told so.
    const early = await lookup(pos.shop.cashier, FRESH);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('chưa cấu hình');

    const saved = await put(pos.shop.admin, {
      enabled: true,
      api_url: simulator.url,
      username: ACCOUNT.username,
      password: ACCOUNT.password,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      enabled: true,
      api_url: simulator.url,
      username: ACCOUNT.username,
      password_set: true,
    });
    expect(saved.body).not.toContain(ACCOUNT.password);
    const [row] = await ownerQuery<{ password_sealed: string }>(
      t.database,
      'select password_sealed from eprescription_settings where tenant_id = $1',
      [pos.shop.tenantId],
    );
    expect(row!.password_sealed).toMatch(/^v1\./);
    expect(row!.password_sealed).not.toContain(ACCOUNT.password);
    // Saved again without a password: the stored one is kept.
    const again = await put(pos.shop.admin, { enabled: true, api_url: simulator.url, username: ACCOUNT.username });
    expect(again.json().data.password_set).toBe(true);
  });
});

describe('looking a prescription up', () => {
  it('needs a signed-in user and a well-formed code (400 with the field message)', async () => {
    expect((await lookup(null, FRESH)).statusCode).toBe(401);
    const bad = await lookup(pos.shop.cashier, 'ABC');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('Mã đơn thuốc quốc gia');
  });

  it('answers the prescription read-only with each drug matched: national code first, then ingredient and strength', async () => {
    const res = await lookup(pos.shop.cashier, FRESH.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data as NationalPrescription;
    expect(found).toMatchObject({
      code: FRESH,
      status: 'new',
      patient_name: 'Phạm Thị Mai',
      patient_gender: 'female',
      patient_birth_date: '1980-05-02',
      patient_age: 46,
      doctor_name: 'BS. Đỗ Văn Khoa',
      facility: 'Bệnh viện Đa khoa Thử Nghiệm',
      diagnosis: 'J02.9 - Viêm họng cấp',
      advice: 'Tái khám sau 5 ngày.',
    });
    const [amox, para, none] = found.drugs;
    // The product carrying the code wins over one of the same ingredient and strength.
    expect(amox).toMatchObject({
      match: 'national_code',
      quantity: 15,
      remaining: 15,
      usage: 'Uống 1 viên x 3 lần/ngày',
    });
    expect(amox!.candidates.map((c) => c.product_id)).toEqual([pos.amox.id]);
    // No product carries this code: matched by ingredient and strength ("500 mg" = "500mg"), not 650mg.
    expect(para).toMatchObject({ match: 'ingredient' });
    expect(para!.candidates.map((c) => c.product_id)).toEqual([pos.para.id]);
    expect(para!.candidates[0]).toMatchObject({ unit_name: expect.any(String), factor: 1 });
    expect(none).toMatchObject({ match: 'none', candidates: [] });
  });

  it('says so when the national system has no such prescription', async () => {
    const res = await lookup(pos.shop.cashier, '01001qqqqqqq-c');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('Không tìm thấy đơn thuốc 01001qqqqqqq-c');
  });

  it('refuses a prescription already dispensed in full, with the reason', async () => {
    const res = await lookup(pos.shop.cashier, DONE);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'prescription_dispensed' });
    expect(res.json().message).toContain('đã được bán đủ');
  });
});

function onlinePrescription(prescriptionCode: string, quantity: number): PrescriptionArgs {
  return {
    id: v7(),
    code: prescriptionCode,
    source: 'online',
    date: '2026-11-25',
    doctor_id: null,
    doctor_name: 'BS. Đỗ Văn Khoa',
    facility: 'Bệnh viện Đa khoa Thử Nghiệm',
    diagnosis: 'J02.9 - Viêm họng cấp',
    patient_id: null,
    patient_name: 'Phạm Thị Mai',
    patient_age: 46,
    patient_gender: 'female',
    patient_address: '',
    instructions: '',
    items: [
      {
        product_id: pos.amox.id,
        product_name: 'Amoxicillin 500mg',
        quantity,
        unit_name: 'Viên',
        dosage: 'Uống 1 viên x 3 lần/ngày',
        national_drug_code: 'DQG-AMOX-500',
      },
    ],
  };
}

function rxSale(prescriptionCode: string, quantity: number) {
  return order(pos, {
    code: code(),
    sessionId,
    seller: pos.shop.cashier,
    lines: [line({ product_id: pos.amox.id, quantity, price: 3_000, drug_class: 'rx' })],
    prescription: onlinePrescription(prescriptionCode, quantity),
  });
}

const dispensing = (orderId: string) =>
  ownerQuery<{ status: string; dispense_state: string | null; message: string | null; prescription_code: string }>(
    t.database,
    'select status, dispense_state, message, prescription_code from eprescription_dispensings where order_id = $1',
    [orderId],
  ).then((rows) => rows[0]);

const flags = (orderId: string) =>
  ownerQuery<{ review_flags: { kind: string }[]; national_prescription_code: string | null }>(
    t.database,
    'select review_flags, national_prescription_code from pos_orders where id = $1',
    [orderId],
  ).then((rows) => rows[0]!);

describe('dispensing', () => {
  it('reports a sale once, however often the push and the job are repeated', async () => {
    const sale = rxSale(SECOND, 15);
    const m = mutation('order.create', sale);
    const [first] = await push(t, pos.shop.cashier, [m]);
    expect(first).toMatchObject({ status: 'applied' });
    await push(t, pos.shop.cashier, [m]); // the till's retry: a replay, no second job
    expect(await flags(sale.id)).toMatchObject({ national_prescription_code: SECOND, review_flags: [] });
    const jobs = await ownerQuery<{ n: string }>(
      t.database,
      "select count(*) as n from pgboss.job where name = 'eprescription-dispensing' and data->>'orderId' = $1",
      [sale.id],
    );
    expect(Number(jobs[0]!.n)).toBe(1);
    expect(await dispensing(sale.id)).toMatchObject({ status: 'waiting', prescription_code: SECOND });

    const workers = await startTestJobs(t);
    try {
      await drained(workers, 'eprescription-dispensing');
    } finally {
      await workers.stop();
    }
    expect(await dispensing(sale.id)).toMatchObject({ status: 'reported', dispense_state: 'ban_mot_phan' });
    // A job run again (a crash after the call, before the commit) finds it reported and sends nothing.
    await reportDispensing(t.app, { tenantId: pos.shop.tenantId, orderId: sale.id });
    expect(simulator.stats()).toMatchObject({ posts: 1 });
    const kept = simulator.dispensings().filter((d) => d.ma_don_thuoc === SECOND);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ ma_giao_dich: sale.id, ma_hoa_don: sale.code });
    expect(kept[0]!.lines).toEqual([
      { ma_thuoc: 'DQG-AMOX-500', ten_thuoc: 'Amoxicillin 500mg', don_vi_tinh: 'Viên', so_luong: 15 },
    ]);
    // The system counted it once: amoxicillin dispensed 15 of 15, the prescription in part.
    expect(simulator.prescription(SECOND)!.da_ban).toEqual({ 'DQG-AMOX-500': 15 });

    // Interrupted mid-call (the row still waiting, the system already holding the key): the retry
    // is answered with the first answer and nothing is counted twice.
    await ownerQuery(t.database, "update eprescription_dispensings set status = 'waiting' where order_id = $1", [
      sale.id,
    ]);
    await reportDispensing(t.app, { tenantId: pos.shop.tenantId, orderId: sale.id });
    expect(simulator.stats()).toMatchObject({ posts: 2, dispensings: 1 });
    expect(simulator.prescription(SECOND)!.da_ban).toEqual({ 'DQG-AMOX-500': 15 });
    expect(await dispensing(sale.id)).toMatchObject({ status: 'reported' });
  });

  it('keeps a paid sale against a prescription dispensed in full and flags it for the manager', async () => {
    // The first sale dispenses the whole prescription (every drug to its quantity).
    simulator.prescription(FRESH)!.da_ban = { 'DQG-PARA-500-OTHER': 10, 'DQG-NOT-IN-SHOP': 5 };
    const full = rxSale(FRESH, 15);
    // A second till sold against the same code offline-of-the-truth: pushed after.
    const twice = rxSale(FRESH, 15);
    expect((await push(t, pos.shop.cashier, [mutation('order.create', full)]))[0]).toMatchObject({ status: 'applied' });
    const workers = await startTestJobs(t);
    try {
      await drained(workers, 'eprescription-dispensing');
      expect(await dispensing(full.id)).toMatchObject({ status: 'reported', dispense_state: 'da_ban_du' });
      // Known on the server now: the push itself flags the second sale, and stores it.
      const [result] = await push(t, pos.shop.cashier, [mutation('order.create', twice)], 'till-2');
      expect(result).toMatchObject({ status: 'applied' });
      expect((await flags(twice.id)).review_flags).toEqual([{ kind: 'eprescription_dispensed', code: FRESH }]);
      await drained(workers, 'eprescription-dispensing');
    } finally {
      await workers.stop();
    }
    // The national system refused it too; the flag is not doubled and the reason is kept.
    const refused = await dispensing(twice.id);
    expect(refused).toMatchObject({ status: 'refused' });
    expect(refused!.message).toContain('đã được bán đủ');
    expect((await flags(twice.id)).review_flags).toEqual([{ kind: 'eprescription_dispensed', code: FRESH }]);
    expect(simulator.prescription(FRESH)!.da_ban['DQG-AMOX-500']).toBe(15);

    const problems = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sync-problems',
      headers: pos.shop.admin.headers,
    });
    expect(problems.statusCode, problems.body).toBe(200);
    const problem = (problems.json().data as { id: string; reasons: string[] }[]).find((p) => p.id === twice.id);
    expect(problem?.reasons.join(' ')).toContain(`đã được bán đủ trước đó; cần kiểm tra. (${FRESH})`);
  });
});
