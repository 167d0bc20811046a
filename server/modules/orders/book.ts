/**
 * The sales book (sổ theo dõi bán thuốc, GPP): one row per lot a till's sale took goods from (or a
 * return put them back into) on the shop's days from..to, from the ledger's moves of the orders:
 * when, the order, the customer when one was named, the drug with its registration number, lot
 * and expiry, and the base-unit quantity (a return negative), so a recalled lot is traced to the
 * sales that took it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shopDay } from '../../../src/domain/shop-clock';
import type { Tx } from '../../db/connection';
import { customers, lots, posOrders, products, stockMoves } from '../../db/schema/index';
import { baseUnitName, MAX_BOOK_ROWS, onShopDays, type GppBook } from '../../lib/gpp-books';

async function rows(tx: Tx, tenantId: string, from: string, to: string) {
  const found = await tx
    .select({
      movedAt: stockMoves.movedAt,
      reason: stockMoves.reason,
      code: posOrders.code,
      customer: customers.fullName,
      product: products.name,
      registration: products.registrationNumber,
      lot: lots.lotNumber,
      expiry: lots.expiryDate,
      unit: baseUnitName(products.tenantId, products.id),
      quantity: stockMoves.quantity,
    })
    .from(stockMoves)
    .innerJoin(posOrders, and(eq(posOrders.tenantId, stockMoves.tenantId), eq(posOrders.id, stockMoves.documentId)))
    .leftJoin(customers, and(eq(customers.tenantId, posOrders.tenantId), eq(customers.id, posOrders.customerId)))
    .innerJoin(products, and(eq(products.tenantId, stockMoves.tenantId), eq(products.id, stockMoves.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, stockMoves.tenantId), eq(lots.id, stockMoves.lotId)))
    .where(
      and(
        eq(stockMoves.tenantId, tenantId),
        inArray(stockMoves.reason, ['sale', 'return']),
        eq(stockMoves.documentType, 'pos_order'),
        onShopDays(stockMoves.movedAt, from, to),
      ),
    )
    .orderBy(asc(stockMoves.movedAt), asc(posOrders.code), asc(stockMoves.id))
    .limit(MAX_BOOK_ROWS + 1);
  return found.map((r) => ({ ...r, day: shopDay(r.movedAt) }));
}

type Row = Awaited<ReturnType<typeof rows>>[number];

export const salesBook: GppBook<Row> = {
  title: 'Sổ theo dõi bán thuốc',
  file: 'so-theo-doi-ban-thuoc',
  rows,
  columns: [
    { header: 'Ngày bán', width: 12, day: true, cell: (r) => r.day },
    { header: 'Mã hóa đơn', width: 22, cell: (r) => r.code },
    { header: 'Loại', width: 9, cell: (r) => (r.reason === 'return' ? 'Trả lại' : 'Bán') },
    { header: 'Khách hàng', width: 24, cell: (r) => r.customer },
    { header: 'Tên thuốc', width: 30, cell: (r) => r.product },
    { header: 'Số đăng ký', width: 16, cell: (r) => r.registration },
    { header: 'Số lô', width: 12, cell: (r) => r.lot },
    { header: 'Hạn dùng', width: 12, day: true, cell: (r) => r.expiry },
    { header: 'Đơn vị tính', width: 10, cell: (r) => r.unit },
    // Sold out of stock is a negative move; the book counts what left the shop.
    { header: 'Số lượng', width: 10, cell: (r) => -r.quantity },
  ],
};
