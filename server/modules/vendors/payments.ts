/**
 * The vendor's money book. Every change of a purchase order's paid amount is a voucher here: a
 * payment (phiếu chi PC…, `out`) on one order or spread over the vendor's owing orders, oldest
 * first; money the vendor paid back (phiếu thu PT…, `in`); and what a draft said was paid, written
 * when the order is placed. The orders are locked before anything is read, in one statement, so
 * two payments at once settle one after the other and a retried request (same client id) finds
 * the voucher its first attempt wrote. A voucher cancelled stays in the book, and its lines are
 * taken back off the orders (payment-cancel.ts). Cash may be paid from (or refunded into) an open register session's
 * drawer, and counts in its expected cash.
 */
import { and, eq, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import {
  allocatePayment,
  type OwingOrder,
  type VendorPayment,
  type VendorPaymentInput,
  type VendorPaymentResult,
} from '../../../src/domain/stock/vendor-payments';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { formatMoney } from '../../../src/i18n/format';
import { vendorPaymentsVi } from '../../../src/i18n/vendor-payments';
import type { Tx } from '../../db/connection';
import { purchaseOrders, vendorPaymentLines, vendorPayments } from '../../db/schema/index';
import { nextDocumentCode } from '../../lib/codes';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { countAll, paginate, type Page, type PageParams } from '../../lib/list-query';
import { sessionIsOpen } from '../registers/session-totals';
import { settleVendorDebt } from './debt';

const E = vendorPaymentsVi.errors;

type Input = Omit<VendorPaymentInput, 'note'> & { note?: string | null };

type VoucherRow = {
  id: string;
  code: string;
  vendor_id: string;
  vendor_name: string;
  vendor_address: string | null;
  direction: VendorPayment['direction'];
  method: VendorPayment['method'];
  amount: string;
  note: string;
  created_at: string | Date;
  created_by_id: string | null;
  created_by_name: string | null;
  lines: VendorPayment['lines'] | null;
  cancelled_at: string | Date | null;
  cancelled_by_id: string | null;
  cancelled_by_name: string | null;
  cancel_reason: string | null;
  register_session_id: string | null;
};

const voucherSelect = sql`
  select p.id, p.code, p.vendor_id, v.name as vendor_name, v.address as vendor_address, p.direction, p.method, p.amount, p.note, p.created_at,
         u.id as created_by_id, trim(u.last_name || ' ' || u.first_name) as created_by_name,
         p.cancelled_at, p.cancel_reason, cu.id as cancelled_by_id,
         trim(cu.last_name || ' ' || cu.first_name) as cancelled_by_name, p.register_session_id,
         (select json_agg(json_build_object('purchase_order_id', o.id, 'purchase_order_code', o.code,
                                            'amount', l.amount) order by o.order_date, o.created_at, o.id)
            from vendor_payment_lines l
            join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.purchase_order_id
           where l.tenant_id = p.tenant_id and l.payment_id = p.id) as lines
    from vendor_payments p
    join vendors v on v.tenant_id = p.tenant_id and v.id = p.vendor_id
    left join users u on u.tenant_id = p.tenant_id and u.id = p.created_by
    left join users cu on cu.tenant_id = p.tenant_id and cu.id = p.cancelled_by`;

function toVoucher(voucherRow: VoucherRow): VendorPayment {
  const { created_by_id, created_by_name, lines, cancelled_at, cancelled_by_id, cancelled_by_name, ...row } =
    voucherRow;
  return {
    ...row,
    amount: Number(row.amount),
    created_at: new Date(row.created_at).toISOString(),
    created_by: created_by_id ? { id: created_by_id, name: created_by_name ?? '' } : null,
    lines: (lines ?? []).map((l) => ({ ...l, amount: Number(l.amount) })),
    cancelled: cancelled_at
      ? {
          at: new Date(cancelled_at).toISOString(),
          by: cancelled_by_id ? { id: cancelled_by_id, name: cancelled_by_name ?? '' } : null,
          reason: row.cancel_reason ?? '',
        }
      : null,
  };
}

export async function findVoucher(tx: Tx, tenantId: string, id: string): Promise<VendorPayment | undefined> {
  const found = await tx.execute<VoucherRow>(sql`${voucherSelect} where p.tenant_id = ${tenantId} and p.id = ${id}`);
  return found.rows[0] ? toVoucher(found.rows[0]) : undefined;
}

/** The vendor's vouchers, newest first. */
export async function listVendorPayments(
  tx: Tx,
  tenantId: string,
  vendorId: string,
  q: PageParams,
): Promise<Page<VendorPayment>> {
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx.execute<VoucherRow>(sql`${voucherSelect}
           where p.tenant_id = ${tenantId} and p.vendor_id = ${vendorId}
           order by p.created_at desc, p.code desc limit ${limit} offset ${offset}`)
      ).rows.map(toVoucher),
    async () =>
      (
        await tx
          .select({ n: countAll })
          .from(vendorPayments)
          .where(and(eq(vendorPayments.tenantId, tenantId), eq(vendorPayments.vendorId, vendorId)))
      )[0]!.n,
  );
}

/** The vouchers that settled one order, oldest first. */
export async function listOrderPayments(tx: Tx, tenantId: string, orderId: string): Promise<VendorPayment[]> {
  const found = await tx.execute<VoucherRow>(sql`${voucherSelect}
     where p.tenant_id = ${tenantId}
       and exists (select 1 from vendor_payment_lines l
                    where l.tenant_id = p.tenant_id and l.payment_id = p.id and l.purchase_order_id = ${orderId})
     order by p.created_at, p.code`);
  return found.rows.map(toVoucher);
}

/**
 * A retry of a voucher already written (same client id, vendor, direction, amount and method, and
 * on one order's endpoints that order) answers it and changes nothing, so a lost answer never pays
 * twice; the same id for anything else is a conflict.
 */
async function replayed(
  tx: Tx,
  tenantId: string,
  expect: {
    id?: string;
    vendorId: string;
    orderId?: string;
    direction: VendorPayment['direction'];
    amount: number;
    method: string;
  },
): Promise<VendorPayment | undefined> {
  if (!expect.id) return undefined;
  const stored = await findVoucher(tx, tenantId, expect.id);
  if (!stored) return undefined;
  const same =
    stored.vendor_id === expect.vendorId &&
    (!expect.orderId || stored.lines.some((l) => l.purchase_order_id === expect.orderId)) &&
    stored.direction === expect.direction &&
    stored.amount === expect.amount &&
    stored.method === expect.method;
  if (!same) throw conflict();
  return stored;
}

/**
 * Writes a voucher and its lines; the caller has changed the orders' paid amounts. Cash taken from
 * a register session's drawer must be taken from an open one (400 otherwise); the session is
 * share-locked, so a close waiting on it counts the voucher.
 */
export async function writeVoucher(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  voucher: {
    id?: string;
    vendorId: string;
    direction: VendorPayment['direction'];
    method: VendorPayment['method'];
    note?: string | null;
    lines: { orderId: string; amount: number }[];
    at?: Date;
    /** Cash paid from (or refunded into) this open register session's drawer; other methods leave it. */
    registerSessionId?: string | null;
  },
): Promise<string> {
  const id = voucher.id ?? v7();
  const session = voucher.method === 'cash' && voucher.registerSessionId ? voucher.registerSessionId : null;
  if (session && !(await sessionIsOpen(tx, tenantId, session)))
    throw badRequest({ register_session_id: [catalogVi.debt.sessionNotOpen] });
  await tx.insert(vendorPayments).values({
    tenantId,
    id,
    code: await nextDocumentCode(tx, tenantId, voucher.direction === 'out' ? 'vendor_payment' : 'customer_payment'),
    vendorId: voucher.vendorId,
    direction: voucher.direction,
    method: voucher.method,
    amount: voucher.lines.reduce((sum, l) => sum + l.amount, 0),
    note: voucher.note ?? '',
    registerSessionId: session,
    createdBy: userId,
    ...(voucher.at ? { createdAt: voucher.at } : {}),
  });
  await tx
    .insert(vendorPaymentLines)
    .values(voucher.lines.map((l) => ({ tenantId, paymentId: id, purchaseOrderId: l.orderId, amount: l.amount })));
  return id;
}

/** A voucher already written for this client id on this order, for the order endpoints' retries. */
export async function replayedVoucher(
  tx: Tx,
  tenantId: string,
  order: { vendorId: string; id: string },
  direction: VendorPayment['direction'],
  input: Input,
): Promise<boolean> {
  return Boolean(await replayed(tx, tenantId, { ...input, vendorId: order.vendorId, orderId: order.id, direction }));
}

interface OwingRow extends OwingOrder {
  received: number;
  paid: number;
}

/** What a voucher changes on an order, and what its debt is made of. */
export const orderMoney = {
  id: purchaseOrders.id,
  code: purchaseOrders.code,
  received: purchaseOrders.receivedValue,
  paid: purchaseOrders.paidAmount,
};

/**
 * The vendor's orders that still owe it (ordered or received, received value above paid), oldest
 * first, locked when `lock`.
 */
export async function owingOrders(tx: Tx, tenantId: string, vendorId: string, lock = false): Promise<OwingRow[]> {
  const query = tx
    .select(orderMoney)
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.vendorId, vendorId),
        sql`${purchaseOrders.state} in ('ordered', 'received')`,
        sql`${purchaseOrders.receivedValue} > ${purchaseOrders.paidAmount}`,
      ),
    )
    .orderBy(purchaseOrders.orderDate, purchaseOrders.createdAt, purchaseOrders.id);
  const rows = lock ? await query.for('update') : await query;
  return rows.map((r) => ({ ...r, debt: r.received - r.paid }));
}

/** POST /vendors/{id}/payments: pays the vendor's debt, the oldest owing orders first. */
export async function payVendor(
  tx: Tx,
  tenantId: string,
  userId: string,
  vendorId: string,
  input: Input,
  vendorExists: boolean,
): Promise<VendorPaymentResult> {
  if (!vendorExists) throw notFound();
  const orders = await owingOrders(tx, tenantId, vendorId, true);
  const debt = orders.reduce((sum, o) => sum + o.debt, 0);
  const again = await replayed(tx, tenantId, { ...input, vendorId, direction: 'out' });
  if (again) return { payment: again, debt };

  if (debt === 0) throw badRequest({ amount: [E.noDebt] });
  if (input.amount > debt) throw badRequest({ amount: [E.amountOverDebt(formatMoney(debt))] });
  const { lines } = allocatePayment(orders, input.amount);
  for (const { order, amount } of lines) {
    await tx
      .update(purchaseOrders)
      .set({ paidAmount: order.paid + amount, updatedAt: new Date() })
      .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, order.id)));
    await settleVendorDebt(
      tx,
      tenantId,
      vendorId,
      { received: order.received, paid: order.paid },
      { received: order.received, paid: order.paid + amount },
    );
  }
  const id = await writeVoucher(tx, tenantId, userId, {
    id: input.id,
    vendorId,
    direction: 'out',
    method: input.method,
    note: input.note,
    lines: lines.map((l) => ({ orderId: l.order.id, amount: l.amount })),
    registerSessionId: input.register_session_id,
  });
  return { payment: (await findVoucher(tx, tenantId, id))!, debt: debt - input.amount };
}
