/**
 * Returns to a supplier (TNCC…), made from a received purchase order and posted at once: per
 * received lot, a quantity in the order line's unit, never more than the line and lot received
 * less what went back already, nor more than the lot holds now (400 with field messages). Posting
 * writes the document, takes the goods out through the ledger's writer as supplier_return moves at
 * the receipt's base-unit cost (the link-up's issue to a supplier is recorded by the same call),
 * lowers the order's received value by the returned value (tax included, as receiving adds it)
 * and the vendor's debt with it. Serial-tracked lines are not returnable here.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import { todayInShop } from '../../../src/domain/shop-clock';
import { baseUnitCost } from '../../../src/domain/stock/costing';
import type {
  ReturnableLot,
  SupplierReturn,
  supplierReturnInput,
  SupplierReturnsOfOrder,
} from '../../../src/domain/stock/supplier-returns';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import {
  lots,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockMoves,
  supplierReturnLines,
  supplierReturns,
} from '../../db/schema/index';
import { lockTenantSync } from '../../db/sync-lock';
import { baseUnitName } from '../../lib/gpp-books';
import { nextDocumentCode } from '../../lib/codes';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { postMoves, type NewMove } from '../stock/ledger';
import { findPurchaseOrder } from './repository';
import { settleVendorDebt } from '../vendors/debt';

type Input = z.output<typeof supplierReturnInput>;
type OrderLine = typeof purchaseOrderLines.$inferSelect;
const E = stockVi.errors;

const lotKey = (productId: string, lotId: string | null) => `${productId}|${lotId ?? ''}`;
const lineLotKey = (lineId: string, lotId: string | null) => `${lineId}|${lotId ?? ''}`;

interface ReceivedLot {
  productId: string;
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  /** Base units the order brought into this lot. */
  base: number;
  /** Base units the lot (or the product, without a lot) holds now. */
  onHand: number;
}

/** What the order received and returned so far, by line and lot, with the lots' stock now. */
async function orderStock(tx: Tx, tenantId: string, orderId: string) {
  const lines = await tx
    .select({
      line: purchaseOrderLines,
      name: products.name,
      tracking: products.trackingType,
      baseUnit: baseUnitName(products.tenantId, products.id),
    })
    .from(purchaseOrderLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, purchaseOrderLines.tenantId), eq(products.id, purchaseOrderLines.productId)),
    )
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrderLines.position));
  const received = await tx
    .select({
      productId: stockMoves.productId,
      lotId: stockMoves.lotId,
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
      base: sql<string>`sum(${stockMoves.quantity})`,
      onHand: sql<string>`coalesce(max(${lots.quantity}), max(${products.stockOnHand}))`,
    })
    .from(stockMoves)
    .innerJoin(products, and(eq(products.tenantId, stockMoves.tenantId), eq(products.id, stockMoves.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, stockMoves.tenantId), eq(lots.id, stockMoves.lotId)))
    .where(
      and(
        eq(stockMoves.tenantId, tenantId),
        eq(stockMoves.documentType, 'purchase_order'),
        eq(stockMoves.documentId, orderId),
        eq(stockMoves.reason, 'purchase_receipt'),
      ),
    )
    .groupBy(stockMoves.productId, stockMoves.lotId, lots.lotNumber, lots.expiryDate)
    .orderBy(asc(lots.expiryDate), asc(lots.lotNumber));
  const returned = await tx
    .select({
      lineId: supplierReturnLines.purchaseOrderLineId,
      productId: supplierReturnLines.productId,
      lotId: supplierReturnLines.lotId,
      quantity: sql<string>`sum(${supplierReturnLines.quantity})`,
      base: sql<string>`sum(${supplierReturnLines.quantity} * ${supplierReturnLines.factor})`,
    })
    .from(supplierReturnLines)
    .innerJoin(
      supplierReturns,
      and(
        eq(supplierReturns.tenantId, supplierReturnLines.tenantId),
        eq(supplierReturns.id, supplierReturnLines.returnId),
      ),
    )
    .where(and(eq(supplierReturnLines.tenantId, tenantId), eq(supplierReturns.purchaseOrderId, orderId)))
    .groupBy(supplierReturnLines.purchaseOrderLineId, supplierReturnLines.productId, supplierReturnLines.lotId);

  const lots_: ReceivedLot[] = received.map((r) => ({ ...r, base: Number(r.base), onHand: Number(r.onHand) }));
  const returnedByLineLot = new Map<string, number>();
  const returnedByLine = new Map<string, number>();
  const returnedBaseByLot = new Map<string, number>();
  for (const r of returned) {
    returnedByLineLot.set(lineLotKey(r.lineId, r.lotId), Number(r.quantity));
    returnedByLine.set(r.lineId, (returnedByLine.get(r.lineId) ?? 0) + Number(r.quantity));
    const key = lotKey(r.productId, r.lotId);
    returnedBaseByLot.set(key, (returnedBaseByLot.get(key) ?? 0) + Number(r.base));
  }
  return { lines, lots: lots_, returnedByLineLot, returnedByLine, returnedBaseByLot };
}

type OrderStock = Awaited<ReturnType<typeof orderStock>>;

/** Each received, returnable line and lot with what may go back now (line units). */
function returnableLots(stock: OrderStock): ReturnableLot[] {
  return stock.lines.flatMap(({ line, name, tracking, baseUnit }) =>
    tracking === 'serial'
      ? []
      : stock.lots
          .filter((l) => l.productId === line.productId)
          .map((l) => {
            const returned = stock.returnedByLineLot.get(lineLotKey(line.id, l.lotId)) ?? 0;
            const lineLeft = line.receivedQuantity - (stock.returnedByLine.get(line.id) ?? 0);
            const lotLeft = l.base - (stock.returnedBaseByLot.get(lotKey(l.productId, l.lotId)) ?? 0);
            return {
              line_id: line.id,
              product_id: line.productId,
              product_name: name,
              unit_name: line.unitName,
              factor: line.factor,
              lot_id: l.lotId,
              lot_number: l.lotNumber,
              expiry_date: l.expiryDate,
              received: Math.floor(l.base / line.factor),
              returned,
              on_hand: l.onHand,
              base_unit_name: baseUnit,
              returnable: Math.max(
                0,
                Math.min(lineLeft, Math.floor(lotLeft / line.factor), Math.floor(l.onHand / line.factor)),
              ),
            };
          }),
  );
}

/** The field errors of a return against what the order received, returned and holds now. */
function checkLines(stock: OrderStock, input: Input): FieldErrors {
  const byId = new Map(stock.lines.map((l) => [l.line.id, l]));
  const lotOf = new Map(stock.lots.map((l) => [lotKey(l.productId, l.lotId), l]));
  const lineLeft = new Map(
    stock.lines.map(({ line }) => [line.id, line.receivedQuantity - (stock.returnedByLine.get(line.id) ?? 0)]),
  );
  const lotLeft = new Map(
    stock.lots.map((l) => [
      lotKey(l.productId, l.lotId),
      l.base - (stock.returnedBaseByLot.get(lotKey(l.productId, l.lotId)) ?? 0),
    ]),
  );
  const onHand = new Map(stock.lots.map((l) => [lotKey(l.productId, l.lotId), l.onHand]));
  const errors: FieldErrors = {};
  input.lines.forEach((r, i) => {
    const found = byId.get(r.line_id);
    if (!found) return void (errors[`lines.${i}.line_id`] = [E.lineNotFound]);
    if (found.tracking === 'serial') return void (errors[`lines.${i}.line_id`] = [E.serialReturn]);
    const key = lotKey(found.line.productId, r.lot_id);
    if (!lotOf.has(key)) return void (errors[`lines.${i}.lot_id`] = [E.lotNotReceived]);
    const base = r.quantity * found.line.factor;
    const left = Math.min(lineLeft.get(r.line_id)!, Math.floor(lotLeft.get(key)! / found.line.factor));
    const held = Math.floor(onHand.get(key)! / found.line.factor);
    if (r.quantity > left) errors[`lines.${i}.quantity`] = [E.overReturn(Math.max(0, left))];
    else if (r.quantity > held) errors[`lines.${i}.quantity`] = [E.overReturnOnHand(Math.max(0, held))];
    lineLeft.set(r.line_id, lineLeft.get(r.line_id)! - r.quantity);
    lotLeft.set(key, lotLeft.get(key)! - base);
    onHand.set(key, onHand.get(key)! - base);
  });
  return errors;
}

/** The purchase price per base unit of `quantity` of a line, as its receipt costed it. */
function lineCost(line: OrderLine, quantity: number): number {
  const discountShare = Math.round((line.discount * quantity) / line.quantity);
  return baseUnitCost(quantity, line.factor, line.unitCost, discountShare);
}

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
