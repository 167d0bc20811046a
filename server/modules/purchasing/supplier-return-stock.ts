/**
 * What a received purchase order holds for a return to its supplier: per line and lot, what it
 * brought in, what went back already and what the lot holds now; what may go back; the checks of
 * a return's lines against those; and a line's purchase cost per base unit.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { baseUnitCost } from '../../../src/domain/stock/costing';
import type { ReturnableLot, supplierReturnInput } from '../../../src/domain/stock/supplier-returns';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import {
  lots,
  products,
  purchaseOrderLines,
  stockMoves,
  supplierReturnLines,
  supplierReturns,
} from '../../db/schema/index';
import { baseUnitName } from '../../lib/gpp-books';
import type { FieldErrors } from '../../plugins/errors';

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
export async function orderStock(tx: Tx, tenantId: string, orderId: string) {
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
  // Every line returned so far, summed here: an order has few returns.
  const returned = await tx
    .select({
      lineId: supplierReturnLines.purchaseOrderLineId,
      productId: supplierReturnLines.productId,
      lotId: supplierReturnLines.lotId,
      quantity: supplierReturnLines.quantity,
      factor: supplierReturnLines.factor,
      serials: supplierReturnLines.serials,
    })
    .from(supplierReturnLines)
    .innerJoin(
      supplierReturns,
      and(
        eq(supplierReturns.tenantId, supplierReturnLines.tenantId),
        eq(supplierReturns.id, supplierReturnLines.returnId),
      ),
    )
    .where(and(eq(supplierReturnLines.tenantId, tenantId), eq(supplierReturns.purchaseOrderId, orderId)));
  const returnedByLineLot = new Map<string, number>();
  const returnedByLine = new Map<string, number>();
  const returnedBaseByLot = new Map<string, number>();
  const serialsBack = new Map<string, Set<string>>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const r of returned) {
    add(returnedByLineLot, lineLotKey(r.lineId, r.lotId), r.quantity);
    add(returnedByLine, r.lineId, r.quantity);
    add(returnedBaseByLot, lotKey(r.productId, r.lotId), r.quantity * r.factor);
    const back = serialsBack.get(r.lineId) ?? new Set<string>();
    for (const serial of r.serials) back.add(serial);
    serialsBack.set(r.lineId, back);
  }
  /** Each line's serials received and not yet returned, in the order they came. */
  const serialsLeft = new Map(
    lines.map(({ line }) => [line.id, line.serials.filter((serial) => !serialsBack.get(line.id)?.has(serial))]),
  );
  const lots_: ReceivedLot[] = received.map((r) => ({ ...r, base: Number(r.base), onHand: Number(r.onHand) }));
  return { lines, lots: lots_, returnedByLineLot, returnedByLine, returnedBaseByLot, serialsLeft };
}

export type OrderStock = Awaited<ReturnType<typeof orderStock>>;

/** Each received, returnable line and lot with what may go back now (line units). */
export function returnableLots(stock: OrderStock): ReturnableLot[] {
  return stock.lines.flatMap(({ line, name, tracking, baseUnit }) =>
    stock.lots
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
          serials: tracking === 'serial' ? (stock.serialsLeft.get(line.id) ?? []) : [],
          serial_tracked: tracking === 'serial',
        };
      }),
  );
}

/** The field errors of a return against what the order received, returned and holds now. */
export function checkLines(stock: OrderStock, input: Input): FieldErrors {
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
  // Two lines of one return may not send the same serial back twice.
  const serialsLeft = new Map([...stock.serialsLeft].map(([lineId, serials]) => [lineId, new Set(serials)]));
  const errors: FieldErrors = {};
  input.lines.forEach((r, i) => {
    const found = byId.get(r.line_id);
    if (!found) return void (errors[`lines.${i}.line_id`] = [E.lineNotFound]);
    const key = lotKey(found.line.productId, r.lot_id);
    if (!lotOf.has(key)) return void (errors[`lines.${i}.lot_id`] = [E.lotNotReceived]);
    const base = r.quantity * found.line.factor;
    const left = Math.min(lineLeft.get(r.line_id)!, Math.floor(lotLeft.get(key)! / found.line.factor));
    const held = Math.floor(onHand.get(key)! / found.line.factor);
    if (r.quantity > left) errors[`lines.${i}.quantity`] = [E.overReturn(Math.max(0, left))];
    else if (r.quantity > held) errors[`lines.${i}.quantity`] = [E.overReturnOnHand(Math.max(0, held))];
    const serialError = found.tracking === 'serial' ? checkSerials(r.serials, base, serialsLeft.get(r.line_id)!) : null;
    if (serialError) errors[`lines.${i}.serials`] = [serialError];
    else if (found.tracking !== 'serial' && r.serials.length > 0) errors[`lines.${i}.serials`] = [E.serialsNotTracked];
    lineLeft.set(r.line_id, lineLeft.get(r.line_id)! - r.quantity);
    lotLeft.set(key, lotLeft.get(key)! - base);
    onHand.set(key, onHand.get(key)! - base);
  });
  return errors;
}

/**
 * What is wrong with a serial-tracked line's serials, or null: one distinct serial per base unit,
 * each received by the line and not returned yet. Those taken are removed from `left`.
 */
function checkSerials(serials: string[], base: number, left: Set<string>): string | null {
  if (new Set(serials).size !== serials.length) return E.serialsDuplicateReturn;
  if (serials.length !== base) return E.serialsCountReturn(base);
  const unknown = serials.filter((serial) => !left.has(serial));
  if (unknown.length > 0) return E.serialsNotReceived(unknown.join(', '));
  for (const serial of serials) left.delete(serial);
  return null;
}

/** The purchase price per base unit of `quantity` of a line, as its receipt costed it. */
export function lineCost(line: OrderLine, quantity: number): number {
  const discountShare = Math.round((line.discount * quantity) / line.quantity);
  return baseUnitCost(quantity, line.factor, line.unitCost, discountShare);
}
