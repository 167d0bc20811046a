/**
 * The value of the stock now, from each product's folded valuation (product_valuations): the
 * products with moves posted since their last fold have those moves folded in (the whole ledger of
 * the product when a move landed before what was folded), and the rest are read as they are. The
 * result is the inventory valuation report's for the same end (reports-stock/valuation.ts): the
 * same replay (src/domain/stock/costing.ts), kept instead of repeated, so a dashboard read costs
 * the moves since the last one, not the age of the shop.
 *
 * Folding takes the tenant's sync lock, which every posting takes before it writes (stock/ledger.ts):
 * no move can be posted between reading a product's moves and writing what they fold into.
 */
import { sql } from 'drizzle-orm';
import { foldMoves, type FoldedValuation, type FoldMove } from '../../../src/domain/stock/costing';
import type { Tx } from '../../db/connection';
import { lockTenantSync } from '../../db/sync-lock';
import { jsonb } from '../../lib/sql-params';

/** Folds the pending products' moves up to `end` into their valuations; returns the total value. */
export async function stockValueAt(tx: Tx, tenantId: string, end: Date): Promise<number> {
  await lockTenantSync(tx, tenantId);
  const moves = await tx.execute<{
    product_id: string;
    through: string | null;
    quantity: string;
    average_cost: string;
    move_quantity: string | null;
    unit_cost: string | null;
    reason: string | null;
    move_id: string | null;
  }>(sql`
    select v.product_id, v.through, v.quantity, v.average_cost,
      m.quantity as move_quantity, m.unit_cost, m.reason, m.id as move_id
    from product_valuations v
    left join lateral (
      select quantity, unit_cost, reason, moved_at, id from stock_moves m
      where m.tenant_id = v.tenant_id and m.product_id = v.product_id
        and m.moved_at > coalesce(v.through, '-infinity') and m.moved_at < ${end.toISOString()}
      -- Kept a subquery (not joined by hash over the whole ledger): one index range per product.
      offset 0
    ) m on true
    where v.tenant_id = ${tenantId} and v.pending
    order by v.product_id, m.moved_at, m.id`);
  const folded = new Map<string, { start: FoldedValuation; moves: FoldMove[] }>();
  for (const r of moves.rows) {
    let entry = folded.get(r.product_id);
    if (!entry) {
      // A product folded again from its first move starts from nothing.
      const start =
        r.through === null
          ? { quantity: 0, average: 0 }
          : { quantity: Number(r.quantity), average: Number(r.average_cost) };
      entry = { start, moves: [] };
      folded.set(r.product_id, entry);
    }
    if (r.move_id !== null)
      entry.moves.push({ quantity: Number(r.move_quantity), unit_cost: Number(r.unit_cost), reason: r.reason! });
  }
  const updates = [...folded].map(([productId, { start, moves: list }]) => {
    const state = foldMoves(start, list);
    return { product_id: productId, quantity: state.quantity, average_cost: state.average };
  });
  if (updates.length > 0)
    // `through` is the last move folded, read in the database: a JavaScript date would lose the
    // microseconds of moved_at and fold that move again. A product keeps `pending` while it has
    // moves at or after `end` (a till whose clock runs ahead).
    await tx.execute(sql`
      update product_valuations v set quantity = x.quantity, average_cost = x.average_cost,
        through = greatest(v.through, (select max(m.moved_at) from stock_moves m
          where m.tenant_id = v.tenant_id and m.product_id = v.product_id and m.moved_at < ${end.toISOString()})),
        pending = exists (select 1 from stock_moves m where m.tenant_id = v.tenant_id and m.product_id = v.product_id
          and m.moved_at >= ${end.toISOString()})
      from jsonb_to_recordset(${jsonb(updates)}) as x(product_id uuid, quantity bigint, average_cost bigint)
      where v.tenant_id = ${tenantId} and v.product_id = x.product_id`);
  const total = await tx.execute<{ value: string }>(sql`
    select coalesce(sum(greatest(quantity, 0) * average_cost), 0) as value from product_valuations
    where tenant_id = ${tenantId}`);
  return Number(total.rows[0]!.value);
}
