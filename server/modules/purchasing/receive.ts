/**
 * POST /purchase-orders/{id}/receive: goods arrive for some lines (partial receipts allowed).
 * Lot-tracked lines need a lot number and expiry (the lot is found or created), serial-tracked
 * lines as many distinct serials as base units; a lot already past its expiry (before the shop's today) is refused. Each receipt is a purchase_receipt move at the
 * line's base-unit cost; the vendor's debt grows by the received value (tax included) beyond what was paid. When every
 * line is fully received the order becomes `received`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import { isExpired } from '../../../src/domain/lots';
import { todayInShop } from '../../../src/domain/shop-clock';
import { baseUnitCost } from '../../../src/domain/stock/costing';
import type { purchaseReceiptInput } from '../../../src/domain/stock/purchase-orders';
import { PURCHASE_ORDER_TRANSITIONS } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { badRequest, notFound, type FieldErrors } from '../../plugins/errors';
import { postMoves, type NewMove } from '../stock/ledger';
import { assertTransition } from '../stock/guard';
import { findPurchaseOrder } from './repository';
import { settleVendorDebt } from '../vendors/debt';

type Input = z.output<typeof purchaseReceiptInput>;
const E = stockVi.errors;

async function findOrCreateLot(
  tx: Tx,
  tenantId: string,
  productId: string,
  r: Input['lines'][number],
  cost: number,
): Promise<string> {
  const [found] = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        eq(lots.tenantId, tenantId),
        eq(lots.productId, productId),
        eq(lots.lotNumber, r.lot_number!),
        isNull(lots.deletedAt),
      ),
    );
  if (found) return found.id;
  const id = v7();
  await tx.insert(lots).values({
    tenantId,
    id,
    productId,
    lotNumber: r.lot_number!,
    expiryDate: r.expiry_date,
    manufactureDate: r.manufacture_date,
    cost,
  });
  return id;
}

export async function receivePurchaseOrder(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  input: Input,
  /** When the goods arrived (the demo's history receives in the past); now by default. */
  now = new Date(),
): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  if (order.state !== 'ordered') assertTransition(PURCHASE_ORDER_TRANSITIONS, order.state, 'received');
  const lines = await tx
    .select({ line: purchaseOrderLines, tracking: products.trackingType })
    .from(purchaseOrderLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, purchaseOrderLines.tenantId), eq(products.id, purchaseOrderLines.productId)),
    )
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, id)));
  const byId = new Map(lines.map((l) => [l.line.id, l]));
  const received = new Map(lines.map((l) => [l.line.id, l.line.receivedQuantity]));
  const errors: FieldErrors = {};
  // Against the day the goods arrive (the demo's history receives in the past), in the shop's calendar.
  const today = todayInShop(now);
  input.lines.forEach((r, i) => {
    const found = byId.get(r.line_id);
    if (!found) return void (errors[`lines.${i}.line_id`] = [E.lineNotFound]);
    const now = received.get(r.line_id)! + r.quantity;
    if (now > found.line.quantity) errors[`lines.${i}.quantity`] = [E.overReceive];
    received.set(r.line_id, now);
    if (found.tracking === 'lot' && (!r.lot_number || !r.expiry_date))
      errors[`lines.${i}.lot_number`] = [E.lotRequired];
    if (r.expiry_date && r.manufacture_date && r.expiry_date <= r.manufacture_date)
      errors[`lines.${i}.expiry_date`] = [E.expiryBeforeManufacture];
    if (isExpired({ expiry_date: r.expiry_date }, today)) errors[`lines.${i}.expiry_date`] = [E.expiredOnReceipt];
    const serials = new Set(r.serials);
    if (
      found.tracking === 'serial' &&
      (serials.size !== r.serials.length || serials.size !== r.quantity * found.line.factor)
    )
      errors[`lines.${i}.serials`] = [E.serialsRequired];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const moves: NewMove[] = [];
  let value = 0;
  for (const r of input.lines) {
    const { line } = byId.get(r.line_id)!;
    const discountShare = Math.round((line.discount * r.quantity) / line.quantity);
    const cost = baseUnitCost(r.quantity, line.factor, line.unitCost, discountShare);
    const lotId = r.lot_number ? await findOrCreateLot(tx, tenantId, line.productId, r, cost) : null;
    moves.push({
      productId: line.productId,
      lotId,
      quantity: r.quantity * line.factor,
      unitCost: cost,
      reason: 'purchase_receipt',
      documentType: 'purchase_order',
      documentId: id,
      documentCode: order.code,
      userId,
      movedAt: now,
      documentLine: { price: cost, unitName: line.unitName, factor: line.factor },
    });
    value += Math.round((line.total * r.quantity) / line.quantity);
    line.serials = [...line.serials, ...r.serials];
  }
  for (const { line } of lines.filter((l) => l.line.receivedQuantity !== received.get(l.line.id))) {
    await tx
      .update(purchaseOrderLines)
      .set({ receivedQuantity: received.get(line.id)!, serials: line.serials })
      .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.id, line.id)));
  }
  await postMoves(tx, tenantId, moves);
  const complete = lines.every((l) => received.get(l.line.id) === l.line.quantity);
  await tx
    .update(purchaseOrders)
    .set({
      receivedValue: order.receivedValue + value,
      state: complete ? 'received' : 'ordered',
      receivedAt: complete ? now : null,
      updatedAt: now,
    })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  await settleVendorDebt(
    tx,
    tenantId,
    order.vendorId,
    { received: order.receivedValue, paid: order.paidAmount },
    { received: order.receivedValue + value, paid: order.paidAmount },
  );
}
