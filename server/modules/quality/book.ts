/**
 * The quality control book (sổ kiểm soát chất lượng, GPP): one row per line of the done controls
 * inspected on the shop's days from..to, by date then code, with the four checks and the result.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { stockText } from '../../../src/i18n/stock-screens';
import type { Tx } from '../../db/connection';
import { lots, products, qualityControlLines, qualityControls, users } from '../../db/schema/index';
import { baseUnitName, MAX_BOOK_ROWS, type GppBook } from '../../lib/gpp-books';
import { fullName } from '../auth/user-dto';

const q = qualityControls;
const l = qualityControlLines;
const T = stockText.quality;

async function rows(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .select({
      date: q.inspectionDate,
      code: q.code,
      type: q.inspectionType,
      product: products.name,
      lot: lots.lotNumber,
      expiry: lots.expiryDate,
      unit: baseUnitName(products.tenantId, products.id),
      quantity: l.quantity,
      appearance: l.appearanceOk,
      packaging: l.packagingOk,
      label: l.labelOk,
      expiryOk: l.expiryOk,
      result: l.result,
      note: l.note,
      inspectorFirst: users.firstName,
      inspectorLast: users.lastName,
    })
    .from(l)
    .innerJoin(q, and(eq(q.tenantId, l.tenantId), eq(q.id, l.controlId)))
    .innerJoin(products, and(eq(products.tenantId, l.tenantId), eq(products.id, l.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, l.tenantId), eq(lots.id, l.lotId)))
    .leftJoin(users, and(eq(users.tenantId, q.tenantId), eq(users.id, q.inspectorId)))
    .where(and(eq(l.tenantId, tenantId), eq(q.state, 'done'), gte(q.inspectionDate, from), lte(q.inspectionDate, to)))
    .orderBy(asc(q.inspectionDate), asc(q.code), asc(l.position))
    .limit(MAX_BOOK_ROWS + 1);
}

type Row = Awaited<ReturnType<typeof rows>>[number];
/** A check as the book writes it: the results' own words for a pass and a fail. */
const check = (ok: boolean) => (ok ? T.results.ACCEPT! : T.results.REJECT!);

export const qualityControlBook: GppBook<Row> = {
  title: 'Sổ kiểm soát chất lượng',
  file: 'so-kiem-soat-chat-luong',
  rows,
  columns: [
    { header: T.date, width: 12, day: true, cell: (r) => r.date },
    { header: 'Mã phiếu', width: 12, cell: (r) => r.code },
    { header: T.type, width: 12, cell: (r) => T.types[r.type] ?? r.type },
    { header: 'Tên thuốc', width: 30, cell: (r) => r.product },
    { header: 'Số lô', width: 12, cell: (r) => r.lot },
    { header: 'Hạn dùng', width: 12, day: true, cell: (r) => r.expiry },
    { header: 'Đơn vị tính', width: 10, cell: (r) => r.unit },
    { header: 'Số lượng', width: 10, cell: (r) => r.quantity },
    { header: 'Cảm quan', width: 10, cell: (r) => check(r.appearance) },
    { header: 'Bao bì', width: 10, cell: (r) => check(r.packaging) },
    { header: 'Nhãn', width: 10, cell: (r) => check(r.label) },
    { header: 'Kiểm tra hạn dùng', width: 10, cell: (r) => check(r.expiryOk) },
    { header: 'Kết luận', width: 16, cell: (r) => T.results[r.result] ?? r.result },
    { header: 'Ghi chú', width: 30, cell: (r) => r.note },
    {
      header: T.inspector,
      width: 20,
      cell: (r) =>
        r.inspectorFirst === null ? null : fullName({ firstName: r.inspectorFirst, lastName: r.inspectorLast ?? '' }),
    },
  ],
};
