/**
 * The patient tracking book: paid sales (and exchanges) carrying a prescription, sold on the
 * shop's days from..to, with the patient, diagnosis, doctor and the drugs actually sold (lines
 * that are not returns); the phone is the patient's or the order customer's. Also as .xlsx.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatDay } from '../../../src/domain/shop-clock';
import type { PatientTrackingRow } from '../../../src/domain/stock/patient-tracking';
import type { Tx } from '../../db/connection';
import { customers, posOrderLines, posOrders } from '../../db/schema/index';
import { workbookBuffer } from '../../lib/formula-injection';
import { MAX_BOOK_ROWS, wholeBook } from '../../lib/gpp-books';
import { DAY_FORMAT, dayCell } from '../../lib/spreadsheet-cells';

export async function patientTracking(
  tx: Tx,
  tenantId: string,
  from: string,
  to: string,
): Promise<PatientTrackingRow[]> {
  const orders = await tx
    .select({
      id: posOrders.id,
      code: posOrders.code,
      on: posOrders.orderedOn,
      prescription: posOrders.prescription,
      customerId: posOrders.customerId,
    })
    .from(posOrders)
    .where(
      and(
        eq(posOrders.tenantId, tenantId),
        eq(posOrders.status, 'paid'),
        ne(posOrders.type, 'return'),
        isNotNull(posOrders.prescription),
        gte(posOrders.orderedOn, from),
        lte(posOrders.orderedOn, to),
      ),
    )
    .orderBy(asc(posOrders.orderedAt), asc(posOrders.id))
    .limit(MAX_BOOK_ROWS + 1);
  if (wholeBook(orders).length === 0) return [];
  const ids = orders.map((o) => o.id);
  const lines = await tx
    .select({
      orderId: posOrderLines.orderId,
      name: posOrderLines.productName,
      quantity: posOrderLines.quantity,
      unit: posOrderLines.unitName,
    })
    .from(posOrderLines)
    .where(
      and(eq(posOrderLines.tenantId, tenantId), inArray(posOrderLines.orderId, ids), eq(posOrderLines.isReturn, false)),
    )
    .orderBy(asc(posOrderLines.position));
  const people = [
    ...new Set(
      orders.flatMap((o) => [o.prescription?.patient_id, o.customerId]).filter((v): v is string => Boolean(v)),
    ),
  ];
  const phones = new Map(
    people.length
      ? (
          await tx
            .select({ id: customers.id, phone: customers.phone })
            .from(customers)
            .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, people)))
        ).map((c) => [c.id, c.phone])
      : [],
  );
  return orders.map((o) => {
    const p = o.prescription!;
    return {
      order_id: o.id,
      order_code: o.code,
      date: o.on,
      patient_name: p.patient_name,
      patient_age: p.patient_age ?? null,
      patient_gender: p.patient_gender ?? null,
      patient_address: p.patient_address ?? null,
      phone:
        (p.patient_id ? phones.get(p.patient_id) : undefined) ??
        (o.customerId ? phones.get(o.customerId) : undefined) ??
        null,
      diagnosis: p.diagnosis,
      doctor_name: p.doctor_name,
      facility: p.facility,
      drugs: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ product_name: l.name, quantity: l.quantity, unit_name: l.unit })),
    };
  });
}

const GENDER = { male: 'Nam', female: 'Nữ', other: 'Khác' } as const;
const HEAD = [
  'Ngày bán',
  'Mã đơn',
  'Họ tên bệnh nhân',
  'Tuổi',
  'Giới tính',
  'Địa chỉ',
  'Số điện thoại',
  'Chẩn đoán',
  'Bác sĩ kê đơn',
  'Cơ sở khám chữa bệnh',
  'Thuốc và số lượng',
];

export async function patientTrackingWorkbook(rows: PatientTrackingRow[], from: string, to: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sổ theo dõi bệnh nhân');
  sheet.addRow([`Sổ theo dõi thông tin bệnh nhân từ ${formatDay(from)} đến ${formatDay(to)}`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([]);
  sheet.addRow(HEAD).font = { bold: true };
  for (const r of rows) {
    const row = sheet.addRow([
      dayCell(r.date),
      r.order_code,
      r.patient_name,
      r.patient_age ?? '',
      r.patient_gender ? GENDER[r.patient_gender] : '',
      r.patient_address ?? '',
      r.phone ?? '',
      r.diagnosis,
      r.doctor_name,
      r.facility,
      r.drugs.map((d) => `${d.product_name}: ${d.quantity} ${d.unit_name}`).join('; '),
    ]);
    row.getCell(1).numFmt = DAY_FORMAT;
  }
  [12, 16, 26, 6, 10, 30, 14, 30, 24, 30, 50].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  return workbookBuffer(book);
}
