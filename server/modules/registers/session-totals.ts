/**
 * Register session figures from its orders and the cash that went through its drawer besides
 * (debts collected, vendors paid: DOMAIN.md "Register session"): expected cash, difference and totals per payment method, computed with src/domain/register-session.ts.
 * Closing stores them; an order pushed late into a closed session refreshes them.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { dong } from '../../../src/domain/money';
import type { OrderStatus, OrderType, PaymentMethod } from '../../../src/domain/pos-enums';
import {
  closeSession,
  type DrawerMoves,
  type SessionClosing,
  type SessionOrder,
} from '../../../src/domain/register-session';

type SessionOrderRow = {
  type: OrderType;
  status: OrderStatus;
  total_return: string | number;
  payments: { method: PaymentMethod; amount: number }[];
};

export async function sessionOrders(tx: Tx, tenantId: string, sessionId: string): Promise<SessionOrder[]> {
  const result = await tx.execute<SessionOrderRow>(sql`
    select o.type, o.status, o.total_return,
      coalesce((select json_agg(json_build_object('method', p.method, 'amount', p.amount)) from pos_payments p
        where p.tenant_id = o.tenant_id and p.order_id = o.id), '[]'::json) as payments
    from pos_orders o
    where o.tenant_id = ${tenantId} and o.register_session_id = ${sessionId}`);
  return result.rows.map((row) => ({
    type: row.type,
    status: row.status,
    total_return: dong(Number(row.total_return)),
    payments: row.payments.map((p) => ({ method: p.method, amount: dong(Number(p.amount)) })),
  }));
}

/**
 * Cash that went through the session's drawer outside its orders: what customers paid against
 * their debts (customer_payments) and what was paid to vendors less what they paid back
 * (vendor_payments), cash only, cancelled ones left out.
 */
export async function sessionDrawerMoves(tx: Tx, tenantId: string, sessionId: string): Promise<DrawerMoves> {
  const result = await tx.execute<{ collections: string; vendor_payouts: string }>(sql`
    select
      (select coalesce(sum(p.amount), 0) from customer_payments p
        where p.tenant_id = ${tenantId} and p.register_session_id = ${sessionId} and p.method = 'cash'
          and p.cancelled_at is null) as collections,
      (select coalesce(sum(case v.direction when 'out' then v.amount else -v.amount end), 0) from vendor_payments v
        where v.tenant_id = ${tenantId} and v.register_session_id = ${sessionId} and v.method = 'cash'
          and v.cancelled_at is null) as vendor_payouts`);
  const row = result.rows[0]!;
  return { collections: dong(Number(row.collections)), vendorPayouts: dong(Number(row.vendor_payouts)) };
}

/**
 * Whether the session is open, share-locking its row: cash written into it then counts in a close
 * that waits on the lock. A cancel that changes a session's cash locks it for update instead.
 */
export async function sessionIsOpen(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const found = await tx.execute<{ state: string }>(sql`
    select state from register_sessions where tenant_id = ${tenantId} and id = ${id} for share`);
  return found.rows[0]?.state === 'open';
}

/**
 * After cash of a session's drawer was cancelled: the session's row is locked (a close computing
 * its figures waits), and a session closed already has its figures computed again.
 */
export async function cashCancelledIn(tx: Tx, tenantId: string, sessionId: string, cancel: () => Promise<void>) {
  await tx.execute(sql`select 1 from register_sessions where tenant_id = ${tenantId} and id = ${sessionId} for update`);
  await cancel();
  await refreshClosedSession(tx, tenantId, sessionId);
}

export async function computeClosing(
  tx: Tx,
  tenantId: string,
  sessionId: string,
  openingCash: number,
  countedCash: number,
): Promise<SessionClosing> {
  return closeSession(
    dong(openingCash),
    dong(countedCash),
    await sessionOrders(tx, tenantId, sessionId),
    undefined,
    await sessionDrawerMoves(tx, tenantId, sessionId),
  );
}

/** The columns a closing sets. */
export function closingColumns(closing: SessionClosing) {
  return {
    expectedCash: closing.expectedCash as number,
    difference: closing.difference as number,
    totalsByMethod: closing.byMethod as Record<PaymentMethod, number>,
    orderCount: closing.orderCount,
  };
}

/** Recomputes a closed session's figures after an order reached it late or cash of its drawer was cancelled. */
export async function refreshClosedSession(tx: Tx, tenantId: string, sessionId: string): Promise<void> {
  const found = await tx.execute<{ opening_cash: string; counted_cash: string | null }>(sql`
    select opening_cash, counted_cash from register_sessions where tenant_id = ${tenantId} and id = ${sessionId} and state = 'closed' for update`);
  const row = found.rows[0];
  if (!row) return;
  const closing = await computeClosing(
    tx,
    tenantId,
    sessionId,
    Number(row.opening_cash),
    Number(row.counted_cash ?? 0),
  );
  await tx.execute(sql`
    update register_sessions set expected_cash = ${closing.expectedCash}, difference = ${closing.difference},
      totals_by_method = ${JSON.stringify(closing.byMethod)}::jsonb, order_count = ${closing.orderCount}, updated_at = now()
    where tenant_id = ${tenantId} and id = ${sessionId}`);
}
