/**
 * The complaints book (sổ theo dõi khiếu nại, GPP): every complaint received on the shop's days
 * from..to whatever its state, by date then code, with the customer, product, handling and result.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { customerComplaints, customers, lots, products, users } from '../../db/schema/index';
import { MAX_BOOK_ROWS, type GppBook } from '../../lib/gpp-books';
import { fullName } from '../auth/user-dto';

const c = customerComplaints;

async function rows(tx: Tx, tenantId: string, from: string, to: string) {
  return tx
    .select({
      date: c.receivedDate,
      code: c.code,
      customer: customers.fullName,
      phone: customers.phone,
      product: products.name,
      lot: lots.lotNumber,
      content: c.content,
      handling: c.handling,
      result: c.result,
      state: c.state,
      handlerFirst: users.firstName,
      handlerLast: users.lastName,
    })
    .from(c)
    .leftJoin(customers, and(eq(customers.tenantId, c.tenantId), eq(customers.id, c.customerId)))
    .leftJoin(products, and(eq(products.tenantId, c.tenantId), eq(products.id, c.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, c.tenantId), eq(lots.id, c.lotId)))
    .leftJoin(users, and(eq(users.tenantId, c.tenantId), eq(users.id, c.handledBy)))
    .where(and(eq(c.tenantId, tenantId), gte(c.receivedDate, from), lte(c.receivedDate, to)))
    .orderBy(asc(c.receivedDate), asc(c.code))
    .limit(MAX_BOOK_ROWS + 1);
}

type Row = Awaited<ReturnType<typeof rows>>[number];

export const complaintBook: GppBook<Row> = {
  title: 'Sổ theo dõi khiếu nại',
  file: 'so-theo-doi-khieu-nai',
  rows,
  columns: [
    { header: 'Ngày tiếp nhận', width: 12, day: true, cell: (r) => r.date },
    { header: 'Mã', width: 12, cell: (r) => r.code },
    { header: 'Khách hàng', width: 24, cell: (r) => r.customer },
    { header: 'Điện thoại', width: 14, cell: (r) => r.phone },
    { header: 'Sản phẩm', width: 28, cell: (r) => r.product },
    { header: 'Số lô', width: 12, cell: (r) => r.lot },
    { header: 'Nội dung khiếu nại', width: 40, cell: (r) => r.content },
    { header: 'Hướng xử lý', width: 40, cell: (r) => r.handling },
    { header: 'Kết quả', width: 30, cell: (r) => r.result },
    { header: 'Trạng thái', width: 14, cell: (r) => stockVi.states[r.state] },
    {
      header: 'Người xử lý',
      width: 20,
      cell: (r) =>
        r.handlerFirst === null ? null : fullName({ firstName: r.handlerFirst, lastName: r.handlerLast ?? '' }),
    },
  ],
};
