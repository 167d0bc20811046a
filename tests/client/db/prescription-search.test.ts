/** Prescriptions sold on the till are found offline by patient, diagnosis, doctor, phone or code, newest first, once each. */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { searchPrescriptions } from '../../../src/db/prescriptions';

function soldOrder(
  code: string,
  createdAt: string,
  patch: {
    prescriptionId?: string;
    patient?: string;
    diagnosis?: string;
    phone?: string;
    type?: string;
    withPrescription?: boolean;
  } = {},
) {
  const prescription =
    patch.withPrescription === false
      ? null
      : {
          id: patch.prescriptionId ?? uuidv7(),
          code: null,
          source: 'offline',
          date: createdAt.slice(0, 10),
          doctor_id: null,
          doctor_name: 'BS. Trần Văn Minh',
          facility: 'Bệnh viện Bạch Mai',
          diagnosis: patch.diagnosis ?? 'Viêm họng cấp',
          patient_id: null,
          patient_name: patch.patient ?? 'Lê Thị Hoa',
          patient_age: 40,
          patient_gender: 'female',
          patient_address: '',
          instructions: '',
          items: [],
        };
  return {
    id: uuidv7(),
    code,
    created_at: createdAt,
    ticket: {
      order: { type: patch.type ?? 'sale' },
      items: [],
      customer: patch.phone ? { id: uuidv7(), name: 'Khách', phone: patch.phone } : null,
      doctor: null,
      prescription,
      payments: [],
    },
  };
}

describe('searching prescriptions sold on the till', () => {
  it('finds them by words without diacritics, newest first, one hit per prescription', async () => {
    const db = new TillDb(uuidv7());
    const repeated = uuidv7();
    await db.recent_orders.bulkAdd([
      soldOrder('HD-Q1-000001', '2026-11-20T02:00:00.000Z', { prescriptionId: repeated }),
      soldOrder('HD-Q1-000002', '2026-11-21T02:00:00.000Z', {
        patient: 'Nguyễn Văn Nam',
        diagnosis: 'Tăng huyết áp',
        phone: '0912345678',
      }),
      soldOrder('HD-Q1-000003', '2026-11-22T02:00:00.000Z', { prescriptionId: repeated }),
      soldOrder('HD-Q1-000004', '2026-11-22T03:00:00.000Z', { withPrescription: false }),
      soldOrder('TH-Q1-000001', '2026-11-22T04:00:00.000Z', { type: 'return' }),
    ] as never[]);

    const hoa = await searchPrescriptions(db, 'le thi hoa');
    expect(hoa.map((hit) => hit.order_code)).toEqual(['HD-Q1-000003']);
    expect((await searchPrescriptions(db, 'huyet ap')).map((hit) => hit.order_code)).toEqual(['HD-Q1-000002']);
    expect((await searchPrescriptions(db, '0912345')).map((hit) => hit.order_code)).toEqual(['HD-Q1-000002']);
    expect((await searchPrescriptions(db, 'HD-Q1-000002')).map((hit) => hit.order_code)).toEqual(['HD-Q1-000002']);
    // The older sale of a prescription sold twice is not offered again.
    expect(await searchPrescriptions(db, 'HD-Q1-000001')).toEqual([]);
    expect((await searchPrescriptions(db, 'bs minh')).map((hit) => hit.order_code)).toEqual([
      'HD-Q1-000003',
      'HD-Q1-000002',
    ]);
    expect(await searchPrescriptions(db, 'paracetamol')).toEqual([]);
    expect(await searchPrescriptions(db, '  ')).toEqual([]);
    db.close();
  });
});
