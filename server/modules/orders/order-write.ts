/**
 * Writes a pushed order in a fixed number of statements whatever its size: the order, its lines,
 * the lots each line really moved, its payments, the stock moves, and one batched update each for
 * product stock and lot quantities.
 */
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { Tx } from '../../db/connection';
import { posOrderLineLots, posOrderLines, posOrders, posPayments, stockMoves } from '../../db/schema/index';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import type { StockMove } from '../../../src/domain/stock-reconcile';
import type { ServerProduct } from './order-context';

export interface OrderFacts {
  order: OrderCreateArgs;
  stock: ReadonlyMap<string, ServerProduct>;
  moves: readonly StockMove[];
  flags: readonly ReviewFlag[];
  customerId: string | null;
  doctorId: string | null;
  /** Per line id: the original line it returns, when that line is known. */
  returnOf: ReadonlyMap<string, string | null>;
  orderedOn: string;
  createdOffline: boolean;
  deviceId: string;
}

function sumBy(entries: Iterable<[string, number]>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, value] of entries) sums.set(key, (sums.get(key) ?? 0) + value);
  return sums;
}

export async function writeOrder(tx: Tx, tenantId: string, facts: OrderFacts): Promise<void> {
  const { order, stock, moves } = facts;
  const orderedAt = new Date(order.created_at);
  await tx.insert(posOrders).values({
    tenantId,
    id: order.id,
    code: order.code,
    type: order.type,
    status: order.status,
    posSettingId: order.pos_setting_id,
    registerSessionId: order.register_session_id,
    soldBy: order.sold_by,
    customerId: facts.customerId,
    doctorId: facts.doctorId,
    prescription: order.prescription,
    discountType: order.discount_type,
    discountPercent: order.discount_percent,
    discountAmount: order.discount_amount,
    subtotal: order.subtotal,
    grandTotal: order.grand_total,
    totalPaid: order.total_paid,
    totalReturn: order.total_return,
    returnFor: order.return_for,
    note: order.note,
    createdOffline: facts.createdOffline,
    orderedAt,
    orderedOn: facts.orderedOn,
    deviceId: facts.deviceId,
    reviewFlags: [...facts.flags],
  });
  await tx.insert(posOrderLines).values(
    order.lines.map((line, position) => ({
      tenantId,
      id: line.id,
      orderId: order.id,
      position,
      productId: line.product_id,
      productName: line.product_name,
      productCode: stock.get(line.product_id)?.code ?? '',
      unitId: line.unit_id,
      unitName: line.unit_name,
      factor: line.factor,
      quantity: line.quantity,
      baseQuantity: line.base_quantity,
      price: line.price,
      note: line.note,
      isReturn: line.is_return,
      returnOfLineId: facts.returnOf.get(line.id) ?? null,
      drugClass: line.drug_class,
      trackingType: line.tracking_type,
      serials: line.serials,
    })),
  );
  const lotMoves = moves.filter((move) => move.lot_id !== null);
  const lineLots = sumBy(lotMoves.map((move) => [`${move.line_id}|${move.product_id}|${move.lot_id}`, Math.abs(move.quantity)]));
  if (lineLots.size > 0) {
    await tx.insert(posOrderLineLots).values(
      [...lineLots].map(([key, baseQuantity]) => {
        const [lineId, productId, lotId] = key.split('|') as [string, string, string];
        const info = stock.get(productId)?.lotInfo.get(lotId);
        return { tenantId, id: v7(), orderId: order.id, lineId, lotId, lotNumber: info?.lot_number ?? '', expiryDate: info?.expiry_date ?? null, baseQuantity };
      }),
    );
  }
  if (order.payments.length > 0) {
    await tx.insert(posPayments).values(order.payments.map((p) => ({ tenantId, id: p.id, orderId: order.id, method: p.method, amount: p.amount, reference: p.reference })));
  }
  if (moves.length === 0) return;
  const returnLines = new Set(order.lines.filter((line) => line.is_return).map((line) => line.id));
  await tx.insert(stockMoves).values(
    moves.map((move) => {
      const product = stock.get(move.product_id);
      return {
        tenantId,
        id: v7(),
        productId: move.product_id,
        lotId: move.lot_id,
        quantity: move.quantity,
        unitCost: (move.lot_id ? product?.lotCosts.get(move.lot_id) : undefined) ?? product?.cost_price ?? 0,
        reason: returnLines.has(move.line_id) ? ('return' as const) : ('sale' as const),
        documentType: 'pos_order',
        documentId: order.id,
        documentCode: order.code,
        movedAt: orderedAt,
        userId: order.sold_by,
      };
    }),
  );
  const byProduct = sumBy(moves.map((move) => [move.product_id, move.quantity]));
  await tx.execute(sql`
    update products p set stock_on_hand = p.stock_on_hand + v.delta
    from (values ${sql.join([...byProduct].map(([id, delta]) => sql`(${id}::uuid, ${delta}::bigint)`), sql`, `)}) as v(id, delta)
    where p.tenant_id = ${tenantId} and p.id = v.id`);
  const byLot = sumBy(lotMoves.map((move) => [move.lot_id!, move.quantity]));
  if (byLot.size === 0) return;
  await tx.execute(sql`
    update lots l set quantity = l.quantity + v.delta
    from (values ${sql.join([...byLot].map(([id, delta]) => sql`(${id}::uuid, ${delta}::bigint)`), sql`, `)}) as v(id, delta)
    where l.tenant_id = ${tenantId} and l.id = v.id`);
}
