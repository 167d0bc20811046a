/**
 * The purchase book (sổ theo dõi nhập thuốc, GPP): one row per receipt into stock on the shop's
 * days from..to (each partial receipt on its own day), from the ledger's receipt moves: the order
 * and its vendor and invoice, the drug with its registration number, lot and expiry, and the
 * quantity in the base unit at the receipt's cost (after discount, before VAT).
 */
import { and, asc, eq } from 'drizzle-orm';
import { shopDay } from '../../../src/domain/shop-clock';
import type { Tx } from '../../db/connection';
import { lots, products, purchaseOrders, stockMoves, vendors } from '../../db/schema/index';
import { baseUnitName, MAX_BOOK_ROWS, onShopDays, type GppBook } from '../../lib/gpp-books';

async function rows(tx: Tx, tenantId: string, from: string, to: string) {
  const found = await tx
    .select({
      movedAt: stockMoves.movedAt,
      code: purchaseOrders.code,
      vendor: vendors.name,
      invoice: purchaseOrders.vendorInvoiceNumber,
      product: products.name,
      registration: products.registrationNumber,
      lot: lots.lotNumber,
      expiry: lots.expiryDate,
      unit: baseUnitName(products.tenantId, products.id),
      quantity: stockMoves.quantity,
      cost: stockMoves.unitCost,
    })
    .from(stockMoves)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.tenantId, stockMoves.tenantId), eq(purchaseOrders.id, stockMoves.documentId)),
    )
    .innerJoin(vendors, and(eq(vendors.tenantId, purchaseOrders.tenantId), eq(vendors.id, purchaseOrders.vendorId)))
    .innerJoin(products, and(eq(products.tenantId, stockMoves.tenantId), eq(products.id, stockMoves.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, stockMoves.tenantId), eq(lots.id, stockMoves.lotId)))
    .where(
      and(
        eq(stockMoves.tenantId, tenantId),
        eq(stockMoves.reason, 'purchase_receipt'),
        onShopDays(stockMoves.movedAt, from, to),
      ),
    )
    .orderBy(asc(stockMoves.movedAt), asc(purchaseOrders.code), asc(stockMoves.id))
    .limit(MAX_BOOK_ROWS + 1);
  return found.map((r) => ({ ...r, day: shopDay(r.movedAt) }));
}

type Row = Awaited<ReturnType<typeof rows>>[number];

export const purchaseBook: GppBook<Row> = {
  title: 'Sổ theo dõi nhập thuốc',
  file: 'so-theo-doi-nhap-thuoc',
  rows,
  columns: [
    { header: 'Ngày nhập', width: 12, day: true, cell: (r) => r.day },
    { header: 'Mã phiếu', width: 12, cell: (r) => r.code },
    { header: 'Nhà cung cấp', width: 28, cell: (r) => r.vendor },
    { header: 'Số hóa đơn', width: 14, cell: (r) => r.invoice },
    { header: 'Tên thuốc', width: 30, cell: (r) => r.product },
    { header: 'Số đăng ký', width: 16, cell: (r) => r.registration },
    { header: 'Số lô', width: 12, cell: (r) => r.lot },
    { header: 'Hạn dùng', width: 12, day: true, cell: (r) => r.expiry },
    { header: 'Đơn vị tính', width: 10, cell: (r) => r.unit },
    { header: 'Số lượng', width: 10, cell: (r) => r.quantity },
    { header: 'Đơn giá (chưa VAT)', width: 14, cell: (r) => r.cost },
    { header: 'Thành tiền (chưa VAT)', width: 16, cell: (r) => r.quantity * r.cost },
  ],
};
