/**
 * A vendor's debt (công nợ phải trả) and what it owes back, both from its purchase orders: each
 * order owes max(0, received − paid); `vendors.debt` keeps their sum, moved by every receipt,
 * return and payment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { vendors } from '../../db/schema/index';

/**
 * The vendor's debt moves by the change of this order's debt, max(0, received − paid): paying
 * ahead of the goods never makes a debt negative, and receiving what was prepaid adds nothing.
 */
export async function settleVendorDebt(
  tx: Tx,
  tenantId: string,
  vendorId: string,
  before: { received: number; paid: number },
  after: { received: number; paid: number },
): Promise<void> {
  const delta = Math.max(0, after.received - after.paid) - Math.max(0, before.received - before.paid);
  if (delta === 0) return;
  await tx
    .update(vendors)
    .set({ debt: sql`${vendors.debt} + ${delta}` })
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, vendorId)));
}

/**
 * What the vendor owes back on an order: on a received order, what was paid beyond what it now
 * holds (goods returned after paying); on an order cancelled after it was placed, all that was
 * paid. A draft's paid amount was never paid, so a cancelled draft owes nothing.
 */
export function refundDueOf(order: {
  state: string;
  orderedAt: Date | null;
  paidAmount: number;
  receivedValue: number;
}) {
  if (order.state === 'received') return Math.max(0, order.paidAmount - order.receivedValue);
  if (order.state === 'cancelled' && order.orderedAt) return order.paidAmount;
  return 0;
}
