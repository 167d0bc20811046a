/**
 * Returns to a supplier (TNCC…), made from a received purchase order and posted at once: per
 * received lot, a quantity in the order line's unit, never more than the line and lot received
 * less what went back already, nor more than the lot holds now (400 with field messages). Posting
 * writes the document, takes the goods out through the ledger's writer as supplier_return moves at
 * the receipt's base-unit cost (the link-up's issue to a supplier is recorded by the same call),
 * lowers the order's received value by the returned value (tax included, as receiving adds it)
 * and the vendor's debt with it. A serial-tracked line names the serials going back, among those it
 * received and not returned yet.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import { todayInShop } from '../../../src/domain/shop-clock';
import type {
  SupplierReturn,
  supplierReturnInput,
  SupplierReturnsOfOrder,
} from '../../../src/domain/stock/supplier-returns';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, purchaseOrders, supplierReturnLines, supplierReturns } from '../../db/schema/index';
import { lockTenantSync } from '../../db/sync-lock';
import { nextDocumentCode } from '../../lib/codes';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { postMoves, type NewMove } from '../stock/ledger';
import { findPurchaseOrder } from './repository';
import { settleVendorDebt } from '../vendors/debt';
import { checkLines, lineCost, orderStock, returnableLots } from './supplier-return-stock';

type Input = z.output<typeof supplierReturnInput>;
const E = stockVi.errors;

export async function createSupplierReturn(
  tx: Tx,
  tenantId: string,
  userId: string,
  orderId: string,
  input: Input,
  now = new Date(),
): Promise<string> {
  // The order's row first (as receiving does), then the tenant's sync lock before reading stock.
  const order = await findPurchaseOrder(tx, tenantId, orderId, true);
  if (!order) throw notFound();
  await lockTenantSync(tx, tenantId);
  const stock = await orderStock(tx, tenantId, orderId);
  if (stock.lots.length === 0) throw conflict(E.nothingReceived);
  const errors = checkLines(stock, input);
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const byId = new Map(stock.lines.map((l) => [l.line.id, l.line]));
  const id = v7();
  const code = await nextDocumentCode(tx, tenantId, 'supplier_return');
  const rows = input.lines.map((r, position) => {
    const line = byId.get(r.line_id)!;
    return {
      tenantId,
      id: v7(),
      returnId: id,
      position,
      purchaseOrderLineId: line.id,
      productId: line.productId,
      lotId: r.lot_id,
      unitName: line.unitName,
      factor: line.factor,
      quantity: r.quantity,
      unitCost: lineCost(line, r.quantity),
      total: Math.round((line.total * r.quantity) / line.quantity),
      serials: r.serials,
    };
  });
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  await tx.insert(supplierReturns).values({
    tenantId,
    id,
    code,
    purchaseOrderId: orderId,
    vendorId: order.vendorId,
    returnDate: todayInShop(now),
    reason: input.reason,
    note: input.note,
    total,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(supplierReturnLines).values(rows);
  const moves: NewMove[] = rows.map((r) => ({
    productId: r.productId,
    lotId: r.lotId,
    quantity: -r.quantity * r.factor,
    unitCost: r.unitCost,
    reason: 'supplier_return',
    documentType: 'supplier_return',
    documentId: id,
    documentCode: code,
    userId,
    movedAt: now,
    documentLine: { price: r.unitCost, unitName: r.unitName, factor: r.factor },
  }));
  await postMoves(tx, tenantId, moves, { syncLocked: true });
  const receivedValue = Math.max(0, order.receivedValue - total);
  await tx
    .update(purchaseOrders)
    .set({ receivedValue, updatedAt: now })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, orderId)));
  await settleVendorDebt(
    tx,
    tenantId,
    order.vendorId,
    { received: order.receivedValue, paid: order.paidAmount },
    { received: receivedValue, paid: order.paidAmount },
  );
  return id;
}

/** The order's returns, oldest first, with their lines; `only` narrows to one return. */
async function returnsOf(tx: Tx, tenantId: string, orderId: string, only?: string): Promise<SupplierReturn[]> {
  const heads = await tx
    .select()
    .from(supplierReturns)
    .where(
      and(
        eq(supplierReturns.tenantId, tenantId),
        eq(supplierReturns.purchaseOrderId, orderId),
        only ? eq(supplierReturns.id, only) : undefined,
      ),
    )
    .orderBy(asc(supplierReturns.createdAt), asc(supplierReturns.id));
  if (heads.length === 0) return [];
  const lines = await tx
    .select({ line: supplierReturnLines, name: products.name, lotNumber: lots.lotNumber, expiryDate: lots.expiryDate })
    .from(supplierReturnLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, supplierReturnLines.tenantId), eq(products.id, supplierReturnLines.productId)),
    )
    .leftJoin(lots, and(eq(lots.tenantId, supplierReturnLines.tenantId), eq(lots.id, supplierReturnLines.lotId)))
    .where(
      and(
        eq(supplierReturnLines.tenantId, tenantId),
        inArray(
          supplierReturnLines.returnId,
          heads.map((h) => h.id),
        ),
      ),
    )
    .orderBy(asc(supplierReturnLines.position));
  return heads.map((h) => ({
    id: h.id,
    code: h.code,
    purchase_order_id: h.purchaseOrderId,
    return_date: h.returnDate,
    reason: h.reason,
    note: h.note,
    total: h.total,
    created_by: h.createdBy,
    created_at: h.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.line.returnId === h.id)
      .map(({ line, name, lotNumber, expiryDate }) => ({
        id: line.id,
        line_id: line.purchaseOrderLineId,
        product_id: line.productId,
        product_name: name,
        lot_id: line.lotId,
        lot_number: lotNumber,
        expiry_date: expiryDate,
        unit_name: line.unitName,
        factor: line.factor,
        quantity: line.quantity,
        unit_cost: line.unitCost,
        total: line.total,
        serials: line.serials,
      })),
  }));
}

export async function getSupplierReturn(tx: Tx, tenantId: string, orderId: string, id: string) {
  return (await returnsOf(tx, tenantId, orderId, id))[0];
}

/** The order's returns and what may still go back; undefined when the order is not the tenant's. */
export async function supplierReturnsOfOrder(
  tx: Tx,
  tenantId: string,
  orderId: string,
): Promise<SupplierReturnsOfOrder | undefined> {
  if (!(await findPurchaseOrder(tx, tenantId, orderId))) return undefined;
  return {
    returns: await returnsOf(tx, tenantId, orderId),
    returnable: returnableLots(await orderStock(tx, tenantId, orderId)),
  };
}
