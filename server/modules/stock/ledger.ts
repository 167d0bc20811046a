/**
 * The stock ledger's one writer. Every change of stock (POS sales and returns, purchase receipts,
 * counts, scraps, opening stock, product imports) is posted here, any number of moves in one call:
 * after the tenant's sync lock, one statement inserts the moves (one multi-row insert) and moves
 * the cached balances (lots.quantity, products.stock_on_hand) by the sums of the inserted rows,
 * with `updated_at` set and new sync versions (the trigger) so tills pull them. Receipts also move
 * the product's moving-average cost. The moved products' folded valuations are marked to be folded
 * again (product_valuations, stock/valuation-state.ts). `ledgerMismatches` proves the caches equal the ledger (tests
 * run it after every scenario).
 */
import { sql, type SQL } from 'drizzle-orm';
import { v7 } from 'uuid';
import { movingAverage } from '../../../src/domain/stock/costing';
import type { StockReason } from '../../../src/domain/stock/reasons';
import type { Tx } from '../../db/connection';
import { lockTenantSync } from '../../db/sync-lock';
import { jsonb, uuidArray } from '../../lib/sql-params';
import { recordLinkupMessages } from '../linkups/outbox';

export interface NewMove {
  productId: string;
  lotId: string | null;
  /** Signed, in base units: positive in, negative out. */
  quantity: number;
  unitCost: number;
  reason: StockReason;
  documentType: string;
  /** Null for moves of no document (opening stock). */
  documentId: string | null;
  documentCode: string | null;
  /** Null for stock no user moved (a generated demo catalogue). */
  userId: string | null;
  /** When the stock moved (a till's sale: when it was sold); the transaction's time by default. */
  movedAt?: Date | string;
  /**
   * The document line the move comes from, for the national link-up's message (linkups/outbox.ts):
   * its price per base unit (a sale's selling price; the move's unit cost when absent) and unit.
   */
  documentLine?: { price: number; unitName: string; factor: number };
}

/** The moving-average cost of each product receiving stock, from its on-hand before the receipts. */
async function receiptAverages(tx: Tx, tenantId: string, moves: readonly NewMove[]): Promise<Record<string, number>> {
  const receipts = moves.filter((m) => m.reason === 'purchase_receipt' && m.quantity > 0);
  if (receipts.length === 0) return {};
  const rows = await tx.execute<{ id: string; stock_on_hand: string; cost_price: string }>(sql`
    select id, stock_on_hand, cost_price from products
    where tenant_id = ${tenantId} and id = any(${uuidArray(receipts.map((m) => m.productId))})
    order by id for update`);
  const averages: Record<string, number> = {};
  for (const row of rows.rows) {
    let onHand = Number(row.stock_on_hand);
    let average = Number(row.cost_price);
    for (const m of receipts.filter((r) => r.productId === row.id)) {
      average = movingAverage(onHand, average, m.quantity, m.unitCost);
      onHand += m.quantity;
    }
    averages[row.id] = average;
  }
  return averages;
}

export interface PostOptions {
  /**
   * The caller's own data-modifying CTEs (`name as (…), …`, not named ledger_*) to run in the
   * same statement: a push writes its orders and their moves in one round trip.
   */
  alongside?: SQL;
  /**
   * The caller took the tenant's sync lock before locking any product or lot row (a push does,
   * sync/push.ts), so posting skips taking it again (a round trip per push).
   */
  syncLocked?: boolean;
}

export async function postMoves(
  tx: Tx,
  tenantId: string,
  moves: readonly NewMove[],
  { alongside, syncLocked = false }: PostOptions = {},
): Promise<void> {
  const live = moves.filter((m) => m.quantity !== 0);
  if (live.length === 0) {
    if (alongside) await tx.execute(sql`with ${alongside} select 1`);
    return;
  }
  // Before the product and lot rows are locked: a push holding this lock may be waiting for them.
  if (!syncLocked) await lockTenantSync(tx, tenantId);
  const averages = await receiptAverages(tx, tenantId, live);
  const rows = live.map((m) => ({
    id: v7(),
    product_id: m.productId,
    lot_id: m.lotId,
    quantity: m.quantity,
    unit_cost: m.unitCost,
    reason: m.reason,
    document_type: m.documentType,
    document_id: m.documentId,
    document_code: m.documentCode,
    moved_at: m.movedAt ?? null,
    user_id: m.userId,
  }));
  // The caches move by the sums of exactly the rows inserted, in the same statement.
  await tx.execute(sql`
    with ledger_moves as (
      insert into stock_moves (tenant_id, id, product_id, lot_id, quantity, unit_cost, reason, document_type, document_id,
        document_code, moved_at, user_id)
      select ${tenantId}, x.id, x.product_id, x.lot_id, x.quantity, x.unit_cost, x.reason, x.document_type, x.document_id,
        x.document_code, coalesce(x.moved_at, now()), x.user_id
      from jsonb_to_recordset(${jsonb(rows)}) as x(id uuid, product_id uuid, lot_id uuid, quantity bigint, unit_cost bigint,
        reason text, document_type text, document_id uuid, document_code text, moved_at timestamptz, user_id uuid)
      returning product_id, lot_id, quantity, moved_at
    ), ledger_first as (
      select product_id, min(moved_at) as first_moved_at from ledger_moves group by product_id
    ), ledger_marked as (
      -- Each product's folded valuation (stock/valuation-state.ts) has moves to fold; one that lands
      -- at or before what was folded (a sale synced late) has it folded again from the start.
      update product_valuations v set pending = true,
        through = case when f.first_moved_at <= v.through then null else v.through end
      from ledger_first f
      where v.tenant_id = ${tenantId} and v.product_id = f.product_id
      returning v.product_id
    ), ledger_valuations as (
      insert into product_valuations (tenant_id, product_id)
      select ${tenantId}, f.product_id from ledger_first f
      where not exists (select 1 from ledger_marked m where m.product_id = f.product_id)
    ), ledger_products as (
      update products t set stock_on_hand = t.stock_on_hand + d.delta,
        cost_price = coalesce((${jsonb(averages)} ->> t.id::text)::bigint, t.cost_price), updated_at = now()
      from (select product_id, sum(quantity)::bigint as delta from ledger_moves group by product_id) d
      where t.tenant_id = ${tenantId} and t.id = d.product_id
    )${alongside ? sql`, ${alongside}` : sql``}
    update lots t set quantity = t.quantity + d.delta, updated_at = now()
    from (select lot_id, sum(quantity)::bigint as delta from ledger_moves where lot_id is not null group by lot_id) d
    where t.tenant_id = ${tenantId} and t.id = d.lot_id`);
  // The national link-up's messages of these documents, in this same transaction.
  await recordLinkupMessages(tx, tenantId, live);
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
