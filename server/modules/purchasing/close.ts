/**
 * POST /purchase-orders/{id}/close (kết thúc nhận hàng): the vendor will not bring the rest of an
 * order it delivered in part, so the order ends `received` with what came. What is still missing
 * stops counting as on order (reorder.ts counts drafts and ordered orders only). Nothing is
 * posted and no money moves: the order's received value, and with it the vendor's debt
 * (received − paid, see vendors/debt.ts), is what the receipts made it; what was paid beyond it
 * becomes the vendor's refund due, as on any received order. A payment on the order after it is
 * closed goes up to what came (`orderPayable`), not up to what was ordered.
 */
import { and, eq } from 'drizzle-orm';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/errors';
import { findPurchaseOrder } from './repository';

const E = stockVi.errors;

/** Whether any goods came in on the order's lines (a return to the supplier later does not undo it). */
export async function anyReceived(tx: Tx, tenantId: string, orderId: string): Promise<boolean> {
  const lines = await tx
    .select({ received: purchaseOrderLines.receivedQuantity })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, orderId)));
  return lines.some((l) => l.received > 0);
}

/** ordered (received in part) → received; any other state, or nothing received yet, is a 409. */
export async function closePurchaseOrder(tx: Tx, tenantId: string, id: string, now = new Date()): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  if (order.state !== 'ordered') throw conflict(E.closeNotOrdered(stockVi.states[order.state]));
  if (!(await anyReceived(tx, tenantId, id))) throw conflict(E.closeNothingReceived);
  await tx
    .update(purchaseOrders)
    .set({ state: 'received', receivedAt: now, updatedAt: now })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
}
