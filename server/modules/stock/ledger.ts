/**
 * The stock ledger's one writer for back-office documents: inserts the moves and moves the cached
 * balances (lots.quantity, products.stock_on_hand) by the same amounts in the same transaction;
 * receipts update the product's moving-average cost. `ledgerMismatches` proves the caches equal
 * the ledger (tests run it after every scenario).
 */
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import { movingAverage } from '../../../src/domain/stock/costing';
import type { StockReason } from '../../../src/domain/stock/reasons';
import { sumBy } from '../../../src/domain/sum-by';
import type { Tx } from '../../db/connection';
import { stockMoves } from '../../db/schema/index';
import { lockTenantSync } from '../../db/sync-lock';

export interface NewMove {
  productId: string;
  lotId: string | null;
  quantity: number;
  unitCost: number;
  reason: StockReason;
  documentType: string;
  /** Null for moves of no document (opening stock). */
  documentId: string | null;
  documentCode: string | null;
  movedAt?: Date;
}

/** Moving-average cost of the products receiving stock, computed before their on-hand moves. */
async function updateAverages(tx: Tx, tenantId: string, moves: NewMove[]): Promise<void> {
  const receipts = moves.filter((m) => m.reason === 'purchase_receipt' && m.quantity > 0);
  if (receipts.length === 0) return;
  const ids = [...new Set(receipts.map((m) => m.productId))];
  const rows = await tx.execute<{ id: string; stock_on_hand: string; cost_price: string }>(sql`
    select id, stock_on_hand, cost_price from products
    where tenant_id = ${tenantId} and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) for update`);
  for (const row of rows.rows) {
    let onHand = Number(row.stock_on_hand);
    let average = Number(row.cost_price);
    for (const m of receipts.filter((r) => r.productId === row.id)) {
      average = movingAverage(onHand, average, m.quantity, m.unitCost);
      onHand += m.quantity;
    }
    await tx.execute(sql`update products set cost_price = ${average} where tenant_id = ${tenantId} and id = ${row.id}`);
  }
}

export async function postMoves(tx: Tx, tenantId: string, userId: string | null, moves: NewMove[]): Promise<void> {
  const live = moves.filter((m) => m.quantity !== 0);
  if (live.length === 0) return;
  // Before the product and lot rows are locked: a push holding this lock may be waiting for them.
  await lockTenantSync(tx, tenantId);
  await updateAverages(tx, tenantId, live);
  await tx.insert(stockMoves).values(
    live.map((m) => ({
      tenantId,
      id: v7(),
      productId: m.productId,
      lotId: m.lotId,
      quantity: m.quantity,
      unitCost: m.unitCost,
      reason: m.reason,
      documentType: m.documentType,
      documentId: m.documentId,
      documentCode: m.documentCode,
      movedAt: m.movedAt ?? new Date(),
      userId,
    })),
  );
  const byProduct = sumBy(live.map((m) => [m.productId, m.quantity]));
  await tx.execute(sql`
    update products p set stock_on_hand = p.stock_on_hand + v.delta, updated_at = now()
    from (values ${sql.join(
      [...byProduct].map(([id, d]) => sql`(${id}::uuid, ${d}::bigint)`),
      sql`, `,
    )}) as v(id, delta)
    where p.tenant_id = ${tenantId} and p.id = v.id`);
  const byLot = sumBy(live.filter((m) => m.lotId).map((m) => [m.lotId!, m.quantity]));
  if (byLot.size === 0) return;
  await tx.execute(sql`
    update lots l set quantity = l.quantity + v.delta, updated_at = now()
    from (values ${sql.join(
      [...byLot].map(([id, d]) => sql`(${id}::uuid, ${d}::bigint)`),
      sql`, `,
    )}) as v(id, delta)
    where l.tenant_id = ${tenantId} and l.id = v.id`);
}

export interface Mismatch {
  kind: 'product' | 'lot';
  id: string;
  cached: number;
  ledger: number;
}

/** Every product or lot whose cached balance differs from the sum of its moves. */
export async function ledgerMismatches(tx: Tx, tenantId: string): Promise<Mismatch[]> {
  const result = await tx.execute<{ kind: 'product' | 'lot'; id: string; cached: string; ledger: string }>(sql`
    select 'product' as kind, p.id, p.stock_on_hand as cached, coalesce(m.total, 0) as ledger
    from products p left join (select product_id, sum(quantity) as total from stock_moves where tenant_id = ${tenantId} group by product_id) m
      on m.product_id = p.id
    where p.tenant_id = ${tenantId} and p.stock_on_hand <> coalesce(m.total, 0)
    union all
    select 'lot', l.id, l.quantity, coalesce(m.total, 0)
    from lots l left join (select lot_id, sum(quantity) as total from stock_moves where tenant_id = ${tenantId} and lot_id is not null group by lot_id) m
      on m.lot_id = l.id
    where l.tenant_id = ${tenantId} and l.quantity <> coalesce(m.total, 0)`);
  return result.rows.map((r) => ({ kind: r.kind, id: r.id, cached: Number(r.cached), ledger: Number(r.ledger) }));
}
