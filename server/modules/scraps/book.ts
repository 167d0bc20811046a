/**
 * The scrapping book (sổ theo dõi hủy thuốc, GPP): one row per line of the done scraps dated on
 * the shop's days from..to, by date then code, quantities in the product's base unit.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, scrapLines, scraps, users } from '../../db/schema/index';
import { baseUnitName, MAX_BOOK_ROWS, type GppBook } from '../../lib/gpp-books';
import { fullName } from '../auth/user-dto';

async function rows(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .select({
      date: scraps.scrapDate,
      code: scraps.code,
      reason: scraps.reason,
      product: products.name,
      lot: lots.lotNumber,
      expiry: lots.expiryDate,
      unit: baseUnitName(products.tenantId, products.id),
      quantity: scrapLines.quantity,
      note: scraps.note,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
    })
    .from(scrapLines)
    .innerJoin(scraps, and(eq(scraps.tenantId, scrapLines.tenantId), eq(scraps.id, scrapLines.scrapId)))
    .innerJoin(products, and(eq(products.tenantId, scrapLines.tenantId), eq(products.id, scrapLines.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, scrapLines.tenantId), eq(lots.id, scrapLines.lotId)))
    .leftJoin(users, and(eq(users.tenantId, scraps.tenantId), eq(users.id, scraps.createdBy)))
    .where(
      and(
        eq(scrapLines.tenantId, tenantId),
        eq(scraps.state, 'done'),
        gte(scraps.scrapDate, from),
        lte(scraps.scrapDate, to),
      ),
    )
    .orderBy(asc(scraps.scrapDate), asc(scraps.code), asc(scrapLines.position))
    .limit(MAX_BOOK_ROWS + 1);
}

type Row = Awaited<ReturnType<typeof rows>>[number];

export const scrapBook: GppBook<Row> = {
  title: 'Sổ theo dõi hủy thuốc',
  file: 'so-theo-doi-huy-thuoc',
  rows,
  columns: [
    { header: 'Ngày hủy', width: 12, day: true, cell: (r) => r.date },
    { header: 'Mã phiếu', width: 12, cell: (r) => r.code },
    { header: 'Lý do', width: 12, cell: (r) => stockVi.scrapReasons[r.reason] },
    { header: 'Tên thuốc', width: 30, cell: (r) => r.product },
    { header: 'Số lô', width: 12, cell: (r) => r.lot },
    { header: 'Hạn dùng', width: 12, day: true, cell: (r) => r.expiry },
    { header: 'Đơn vị tính', width: 10, cell: (r) => r.unit },
    { header: 'Số lượng', width: 10, cell: (r) => r.quantity },
    { header: 'Ghi chú', width: 30, cell: (r) => r.note },
    {
      header: 'Người lập',
      width: 20,
      cell: (r) =>
        r.creatorFirst === null ? null : fullName({ firstName: r.creatorFirst, lastName: r.creatorLast ?? '' }),
    },
  ],
};
