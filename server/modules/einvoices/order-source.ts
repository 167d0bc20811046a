/** Reads the paid order an invoice is drawn from: its lines with each product's VAT rate, its discount and how it was paid. */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { posOrderLines, posOrders, posPayments, products, taxes } from '../../db/schema/index';
import { dong } from '../../../src/domain/money';
import type { SourceLine } from '../../../src/domain/einvoice/invoice-lines';

export interface OrderSource {
  id: string;
  code: string;
  type: string;
  status: string;
  discount: number;
  /** The order discount's percent (a return or exchange keeps its sale's). */
  discountPercent: number;
  /** The sale a return or exchange gives goods back from. */
  returnFor: string | null;
  customerId: string | null;
  lines: SourceLine[];
  /** HTTToan: TM (cash only), CK (transfer, card or wallet only), TM/CK (both or none recorded). */
  paymentMethod: string;
}

export async function loadOrderSource(tx: Tx, tenantId: string, orderId: string): Promise<OrderSource | null> {
  const [order] = await tx
    .select({
      id: posOrders.id,
      code: posOrders.code,
      type: posOrders.type,
      status: posOrders.status,
      discount: posOrders.discountAmount,
      discountPercent: posOrders.discountPercent,
      returnFor: posOrders.returnFor,
      customerId: posOrders.customerId,
    })
    .from(posOrders)
    .where(and(eq(posOrders.tenantId, tenantId), eq(posOrders.id, orderId)));
  if (!order) return null;
  const lines = await tx
    .select({
      code: posOrderLines.productCode,
      name: posOrderLines.productName,
      unit: posOrderLines.unitName,
      quantity: posOrderLines.quantity,
      price: posOrderLines.price,
      rate: taxes.rate,
      category: taxes.vatCategory,
    })
    .from(posOrderLines)
    .leftJoin(products, and(eq(products.tenantId, posOrderLines.tenantId), eq(products.id, posOrderLines.productId)))
    .leftJoin(taxes, and(eq(taxes.tenantId, products.tenantId), eq(taxes.id, products.taxId)))
    .where(
      and(eq(posOrderLines.tenantId, tenantId), eq(posOrderLines.orderId, orderId), eq(posOrderLines.isReturn, false)),
    )
    .orderBy(posOrderLines.position);
  const methods = await tx
    .selectDistinct({ method: posPayments.method })
    .from(posPayments)
    .where(and(eq(posPayments.tenantId, tenantId), eq(posPayments.orderId, orderId), sql`${posPayments.amount} > 0`));
  const cash = methods.some((m) => m.method === 'cash');
  const other = methods.some((m) => m.method !== 'cash');
  return {
    ...order,
    lines: lines.map((l) => ({
      code: l.code,
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      price: dong(l.price),
      // A tax of the KCT category (not subject to VAT) is not 0%; no tax at all reads as KCT too.
      vatRate: l.category === 'kct' ? null : (l.rate ?? null),
    })),
    paymentMethod: cash && !other ? 'TM' : other && !cash ? 'CK' : 'TM/CK',
  };
}
