/**
 * Purchase order writes: create and edit drafts (units, taxes with the settings' default,
 * totals), order, cancel and pay, each checked against the state machine (409 otherwise).
 * Vendor debt follows each order's max(0, received − paid); see receive.ts.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import { isValidLineDiscount, purchaseLineAmounts, purchaseOrderTotals } from '../../../src/domain/stock/costing';
import { orderPayable, type purchaseOrderInput } from '../../../src/domain/stock/purchase-orders';
import type { vendorPaymentInput } from '../../../src/domain/stock/vendor-payments';
import { vendorPaymentsVi } from '../../../src/i18n/vendor-payments';
import { PURCHASE_ORDER_TRANSITIONS } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import { formatMoney } from '../../../src/i18n/format';
import type { Tx } from '../../db/connection';
import {
  generalSettings,
  productUnits,
  purchaseOrderLines,
  purchaseOrders,
  taxes,
  uoms,
  vendors,
} from '../../db/schema/index';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition } from '../stock/guard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { refundDueOf, settleVendorDebt } from '../vendors/debt';
import { replayedVoucher, writeVoucher } from '../vendors/payments';
import { anyReceived } from './close';
import { findPurchaseOrder } from './repository';

type Input = z.output<typeof purchaseOrderInput>;
type PaymentInput = z.output<typeof vendorPaymentInput>;
const E = stockVi.errors;

async function buildLines(tx: Tx, tenantId: string, orderId: string, input: Input) {
  const errors: FieldErrors = {};
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, input.vendor_id), isNull(vendors.deletedAt)));
  if (!vendor) errors.vendor_id = [E.vendorNotFound];
  const [settings] = await tx
    .select({ taxId: generalSettings.purchaseOrderDefaultTaxId })
    .from(generalSettings)
    .where(eq(generalSettings.tenantId, tenantId));
  const unitRows = await tx
    .select({ id: productUnits.id, productId: productUnits.productId, factor: productUnits.factor, name: uoms.name })
    .from(productUnits)
    .innerJoin(uoms, and(eq(uoms.tenantId, productUnits.tenantId), eq(uoms.id, productUnits.uomId)))
    .where(
      and(
        eq(productUnits.tenantId, tenantId),
        inArray(
          productUnits.id,
          input.lines.map((l) => l.unit_id),
        ),
        isNull(productUnits.deletedAt),
      ),
    );
  const units = new Map(unitRows.map((u) => [u.id, u]));
  const taxIds = [
    ...new Set(
      input.lines
        .map((l) => (l.tax_id === undefined ? settings?.taxId : l.tax_id))
        .filter((v): v is string => Boolean(v)),
    ),
  ];
  const taxRows = taxIds.length
    ? await tx
        .select({ id: taxes.id, rate: taxes.rate })
        .from(taxes)
        .where(and(eq(taxes.tenantId, tenantId), inArray(taxes.id, taxIds), isNull(taxes.deletedAt)))
    : [];
  const rates = new Map(taxRows.map((t) => [t.id, t.rate]));
  const lines = input.lines.map((l, position) => {
    const unit = units.get(l.unit_id);
    if (!unit || unit.productId !== l.product_id) errors[`lines.${position}.unit_id`] = [E.unitNotFound];
    const taxId = (l.tax_id === undefined ? settings?.taxId : l.tax_id) ?? null;
    if (taxId && !rates.has(taxId)) errors[`lines.${position}.tax_id`] = [E.taxNotFound];
    const taxRate = taxId ? (rates.get(taxId) ?? 0) : 0;
    if (!isValidLineDiscount(l.quantity, l.unit_cost, l.discount))
      errors[`lines.${position}.discount`] = [E.discountOverLine];
    const amounts = purchaseLineAmounts(l.quantity, l.unit_cost, l.discount, taxRate);
    return {
      tenantId,
      id: v7(),
      orderId,
      position,
      productId: l.product_id,
      unitId: l.unit_id,
      unitName: unit?.name ?? '',
      factor: unit?.factor ?? 1,
      quantity: l.quantity,
      unitCost: l.unit_cost,
      discount: l.discount,
      taxId,
      taxRate,
      ...amounts,
    };
  });
  const totals = purchaseOrderTotals(lines);
  if (input.paid_amount > totals.total) errors.paid_amount = [E.overpaid];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { lines, totals };
}

export async function createPurchaseOrder(tx: Tx, tenantId: string, userId: string, input: Input): Promise<string> {
  const id = input.id ?? v7();
  const { lines, totals } = await buildLines(tx, tenantId, id, input);
  const code = await nextDocumentCode(tx, tenantId, 'purchase_order');
  await tx.insert(purchaseOrders).values({
    tenantId,
    id,
    code,
    vendorId: input.vendor_id,
    orderDate: input.order_date ?? todayInShop(),
    vendorInvoiceNumber: input.vendor_invoice_number,
    note: input.note,
    paidAmount: input.paid_amount,
    createdBy: userId,
    ...totals,
  });
  await tx.insert(purchaseOrderLines).values(lines);
  return id;
}

export async function updatePurchaseOrder(tx: Tx, tenantId: string, id: string, input: Input): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  if (order.state !== 'draft') throw conflict(E.notEditable);
  const { lines, totals } = await buildLines(tx, tenantId, id, input);
  await tx
    .delete(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, id)));
  await tx.insert(purchaseOrderLines).values(lines);
  await tx
    .update(purchaseOrders)
    .set({
      vendorId: input.vendor_id,
      orderDate: input.order_date ?? order.orderDate,
      vendorInvoiceNumber: input.vendor_invoice_number,
      note: input.note,
      paidAmount: input.paid_amount,
      updatedAt: new Date(),
      ...totals,
    })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
}

/**
 * draft → ordered. What the draft said was paid is paid now: a phiếu chi for it, in cash, by
 * whoever places the order (the form has no method; the book can be corrected by a refund).
 */
export async function orderPurchaseOrder(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  id: string,
  now = new Date(),
): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  assertTransition(PURCHASE_ORDER_TRANSITIONS, order.state, 'ordered');
  if (order.state !== 'draft') throw conflict(E.illegalTransition(stockVi.states.ordered, stockVi.states.ordered));
  await tx
    .update(purchaseOrders)
    .set({ state: 'ordered', orderedAt: now, updatedAt: now })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  if (order.paidAmount > 0)
    await writeVoucher(tx, tenantId, userId, {
      vendorId: order.vendorId,
      direction: 'out',
      method: 'cash',
      note: vendorPaymentsVi.notes.atOrder,
      lines: [{ orderId: id, amount: order.paidAmount }],
      at: now,
    });
}

/**
 * draft|ordered → cancelled, only while nothing has been received (so it owes nothing). Once goods
 * came in, even if returned since, the order is finished with what came instead (close.ts): its
 * receipts stay in the GPP purchase book.
 */
export async function cancelPurchaseOrder(tx: Tx, tenantId: string, id: string): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  assertTransition(PURCHASE_ORDER_TRANSITIONS, order.state, 'cancelled');
  if (order.receivedValue > 0 || (await anyReceived(tx, tenantId, id))) throw conflict(E.cancelAfterReceipt);
  await tx
    .update(purchaseOrders)
    .set({ state: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
}

/** A payment to the vendor on an ordered or received order: a phiếu chi of this order alone. */
export async function payPurchaseOrder(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  input: PaymentInput,
  now = new Date(),
): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  if (await replayedVoucher(tx, tenantId, order, 'out', input)) return;
  if (order.state !== 'ordered' && order.state !== 'received') throw conflict(E.payNotOpen);
  const payable = orderPayable({
    state: order.state,
    total: order.total,
    received_value: order.receivedValue,
    paid_amount: order.paidAmount,
  });
  if (input.amount > payable)
    throw badRequest({
      amount: [
        order.state === 'received' ? E.overReceivedValue(payable > 0 ? formatMoney(payable) : null) : E.overpaid,
      ],
    });
  await tx
    .update(purchaseOrders)
    .set({ paidAmount: order.paidAmount + input.amount, updatedAt: now })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  await settleVendorDebt(
    tx,
    tenantId,
    order.vendorId,
    { received: order.receivedValue, paid: order.paidAmount },
    { received: order.receivedValue, paid: order.paidAmount + input.amount },
  );
  await writeVoucher(tx, tenantId, userId, {
    id: input.id,
    vendorId: order.vendorId,
    direction: 'out',
    method: input.method,
    note: input.note,
    lines: [{ orderId: id, amount: input.amount }],
    registerSessionId: input.register_session_id,
    at: now,
  });
}

/**
 * Money the vendor paid back (a phiếu thu): the order's paid amount falls by it, at most by its
 * refund due. The vendor's debt does not move: the order owed nothing before and owes nothing after.
 */
export async function refundPurchaseOrder(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  input: PaymentInput,
): Promise<void> {
  const order = await findPurchaseOrder(tx, tenantId, id, true);
  if (!order) throw notFound();
  if (await replayedVoucher(tx, tenantId, order, 'in', input)) return;
  const due = refundDueOf(order);
  if (due === 0) throw conflict(E.refundNotDue);
  if (input.amount > due) throw badRequest({ amount: [E.refundTooMuch(formatMoney(due))] });
  await tx
    .update(purchaseOrders)
    .set({ paidAmount: order.paidAmount - input.amount, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  await writeVoucher(tx, tenantId, userId, {
    id: input.id,
    vendorId: order.vendorId,
    direction: 'in',
    method: input.method,
    note: input.note,
    lines: [{ orderId: id, amount: input.amount }],
    registerSessionId: input.register_session_id,
  });
}
