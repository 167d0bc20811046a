/** SQL of purchase orders: pages with search and filters, one order with its lines and receipts. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PurchaseOrder,
  PurchaseOrderSummary,
  purchaseOrderListQuery,
} from '../../../src/domain/stock/purchase-orders';
import { refundDueOf } from '../vendors/debt';
import type { Tx } from '../../db/connection';
import {
  lots,
  productUnits,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockMoves,
  vendors,
} from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page } from '../../lib/list-query';
import { iso } from '../stock/guard';

type ListQuery = z.output<typeof purchaseOrderListQuery>;
type Row = typeof purchaseOrders.$inferSelect & { vendorName: string };

export function summary(r: Row): PurchaseOrderSummary {
  return {
    id: r.id,
    code: r.code,
    vendor_id: r.vendorId,
    vendor_name: r.vendorName,
    order_date: r.orderDate,
    vendor_invoice_number: r.vendorInvoiceNumber,
    state: r.state,
    note: r.note,
    subtotal: r.subtotal,
    discount_total: r.discountTotal,
    tax_total: r.taxTotal,
    total: r.total,
    received_value: r.receivedValue,
    paid_amount: r.paidAmount,
    debt: Math.max(0, r.receivedValue - r.paidAmount),
    refund_due: refundDueOf(r),
    ordered_at: iso(r.orderedAt),
    received_at: iso(r.receivedAt),
    cancelled_at: iso(r.cancelledAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const vendorJoin = and(eq(vendors.tenantId, purchaseOrders.tenantId), eq(vendors.id, purchaseOrders.vendorId));
const selection = { po: purchaseOrders, vendorName: vendors.name };

export async function listPurchaseOrders(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<PurchaseOrderSummary>> {
  const where = and(
    eq(purchaseOrders.tenantId, tenantId),
    searchCondition(
      sql`app_search_norm(${purchaseOrders.code} || ' ' || ${vendors.name} || ' ' || coalesce(${purchaseOrders.vendorInvoiceNumber}, ''))`,
      q.search,
    ),
    q.state ? eq(purchaseOrders.state, q.state) : undefined,
    q.vendor_id ? eq(purchaseOrders.vendorId, q.vendor_id) : undefined,
    q.from ? gte(purchaseOrders.orderDate, q.from) : undefined,
    q.to ? lte(purchaseOrders.orderDate, q.to) : undefined,
  );
  const sorts = {
    code: purchaseOrders.code,
    order_date: purchaseOrders.orderDate,
    created_at: purchaseOrders.createdAt,
    total: purchaseOrders.total,
  };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select(selection)
          .from(purchaseOrders)
          .innerJoin(vendors, vendorJoin)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, purchaseOrders.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => summary({ ...r.po, vendorName: r.vendorName })),
    async () =>
      (await tx.select({ n: countAll }).from(purchaseOrders).innerJoin(vendors, vendorJoin).where(where))[0]!.n,
  );
}

export async function findPurchaseOrder(tx: Tx, tenantId: string, id: string, lock = false) {
  const query = tx
    .select(selection)
    .from(purchaseOrders)
    .innerJoin(vendors, vendorJoin)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  const [row] = lock ? await query.for('update', { of: purchaseOrders }) : await query;
  return row ? { ...row.po, vendorName: row.vendorName } : undefined;
}

export async function getPurchaseOrder(tx: Tx, tenantId: string, id: string): Promise<PurchaseOrder | undefined> {
  const row = await findPurchaseOrder(tx, tenantId, id);
  if (!row) return undefined;
  const lines = await tx
    .select({
      line: purchaseOrderLines,
      code: products.code,
      name: products.name,
      tracking: products.trackingType,
      price: productUnits.price,
      unitGone: productUnits.deletedAt,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, purchaseOrderLines.tenantId), eq(products.id, purchaseOrderLines.productId)),
    )
    .leftJoin(
      productUnits,
      and(eq(productUnits.tenantId, purchaseOrderLines.tenantId), eq(productUnits.id, purchaseOrderLines.unitId)),
    )
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, id)))
    .orderBy(asc(purchaseOrderLines.position));
  const moves = await tx
    .select({ move: stockMoves, lotNumber: lots.lotNumber, expiryDate: lots.expiryDate })
    .from(stockMoves)
    .leftJoin(lots, and(eq(lots.tenantId, stockMoves.tenantId), eq(lots.id, stockMoves.lotId)))
    .where(
      and(
        eq(stockMoves.tenantId, tenantId),
        eq(stockMoves.documentType, 'purchase_order'),
        eq(stockMoves.documentId, id),
      ),
    )
    .orderBy(asc(stockMoves.movedAt), asc(stockMoves.id));
  return {
    ...summary(row),
    lines: lines.map(({ line: l, code, name, tracking, price, unitGone }) => ({
      id: l.id,
      position: l.position,
      product_id: l.productId,
      product_code: code,
      product_name: name,
      tracking_type: tracking,
      unit_id: l.unitId,
      unit_name: l.unitName,
      factor: l.factor,
      sale_price: price === null || unitGone !== null ? null : Number(price),
      quantity: l.quantity,
      unit_cost: l.unitCost,
      discount: l.discount,
      tax_id: l.taxId,
      tax_rate: l.taxRate,
      subtotal: l.subtotal,
      tax_amount: l.taxAmount,
      total: l.total,
      received_quantity: l.receivedQuantity,
      serials: l.serials,
    })),
    receipts: moves.map(({ move: m, lotNumber, expiryDate }) => ({
      product_id: m.productId,
      lot_id: m.lotId,
      lot_number: lotNumber,
      expiry_date: expiryDate,
      base_quantity: m.quantity,
      unit_cost: m.unitCost,
      moved_at: m.movedAt.toISOString(),
    })),
  };
}
