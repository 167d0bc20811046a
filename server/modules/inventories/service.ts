/**
 * Inventory count writes: a draft names its products; start freezes the expected quantity of each
 * (product, lot) from the ledger (every lot with stock, and a no-lot line for products kept
 * without lots); counted quantities are entered while counting; finish posts counted − expected
 * as count_adjustment moves (lots found while counting are created first, see found-lots.ts);
 * cancel leaves stock untouched.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { inventoryCountsInput, inventoryInput } from '../../../src/domain/stock/inventories';
import { INVENTORY_TRANSITIONS, type InventoryState } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { categories, inventories, inventoryLines, lots, products } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition } from '../stock/guard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { postMoves } from '../stock/ledger';
import { settleFoundLots } from './found-lots';
import { findInventory, ledgerBalances, scopeProducts } from './repository';

type Input = z.output<typeof inventoryInput>;
const E = stockVi.errors;

async function checkScope(tx: Tx, tenantId: string, input: Input): Promise<void> {
  if (input.scope === 'category') {
    if (!input.category_id) throw badRequest({ category_id: [E.categoryRequired] });
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.tenantId, tenantId), eq(categories.id, input.category_id), isNull(categories.deletedAt)),
      );
    if (!found) throw badRequest({ category_id: [E.categoryRequired] });
  }
  if (input.scope === 'products') {
    if (input.product_ids.length === 0) throw badRequest({ product_ids: [E.productsRequired] });
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, input.product_ids), isNull(products.deletedAt)));
    if (found.length !== new Set(input.product_ids).size) throw badRequest({ product_ids: [E.productNotFound] });
  }
}

const columns = (input: Input) => ({
  scope: input.scope,
  categoryId: input.scope === 'category' ? input.category_id : null,
  productIds: input.scope === 'products' ? [...new Set(input.product_ids)] : [],
  note: input.note,
});

export async function createInventory(tx: Tx, tenantId: string, userId: string, input: Input): Promise<string> {
  await checkScope(tx, tenantId, input);
  const id = v7();
  const code = await nextDocumentCode(tx, tenantId, 'inventory');
  await tx
    .insert(inventories)
    .values({ tenantId, id, code, countDate: input.count_date ?? todayInShop(), createdBy: userId, ...columns(input) });
  return id;
}

export async function updateInventory(tx: Tx, tenantId: string, id: string, input: Input): Promise<void> {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  if (inv.state !== 'draft') throw conflict(E.notEditable);
  await checkScope(tx, tenantId, input);
  await tx
    .update(inventories)
    .set({ countDate: input.count_date ?? inv.countDate, updatedAt: new Date(), ...columns(input) })
    .where(and(eq(inventories.tenantId, tenantId), eq(inventories.id, id)));
}

async function setState(
  tx: Tx,
  tenantId: string,
  id: string,
  state: InventoryState,
  extra: Partial<typeof inventories.$inferInsert> = {},
) {
  await tx
    .update(inventories)
    .set({ state, updatedAt: new Date(), ...extra })
    .where(and(eq(inventories.tenantId, tenantId), eq(inventories.id, id)));
}

export async function startInventory(tx: Tx, tenantId: string, id: string, now = new Date()): Promise<void> {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  assertTransition(INVENTORY_TRANSITIONS, inv.state, 'counting');
  const scoped = await scopeProducts(tx, tenantId, inv);
  const cost = new Map(scoped.map((p) => [p.id, p.cost]));
  const balances = await ledgerBalances(
    tx,
    tenantId,
    scoped.map((p) => p.id),
  );
  const lotCosts = new Map<string, number>();
  const lotIds = balances.map((b) => b.lotId).filter((v): v is string => v !== null);
  if (lotIds.length)
    for (const l of await tx
      .select({ id: lots.id, cost: lots.cost })
      .from(lots)
      .where(and(eq(lots.tenantId, tenantId), inArray(lots.id, lotIds))))
      lotCosts.set(l.id, l.cost);
  const rows = balances
    .filter((b) => b.quantity !== 0 || b.lotId === null)
    .map((b) => ({
      tenantId,
      id: v7(),
      inventoryId: id,
      productId: b.productId,
      lotId: b.lotId,
      expected: b.quantity,
      unitCost: (b.lotId ? lotCosts.get(b.lotId) : 0) || cost.get(b.productId) || 0,
    }));
  const covered = new Set(balances.map((b) => b.productId));
  for (const p of scoped)
    if (!covered.has(p.id))
      rows.push({ tenantId, id: v7(), inventoryId: id, productId: p.id, lotId: null, expected: 0, unitCost: p.cost });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(inventoryLines).values(rows.slice(i, i + 1000));
  await setState(tx, tenantId, id, 'counting', { startedAt: now, updatedAt: now });
}

export async function recordCounts(
  tx: Tx,
  tenantId: string,
  id: string,
  input: z.output<typeof inventoryCountsInput>,
): Promise<void> {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  if (inv.state !== 'counting') throw conflict(E.countsNotOpen);
  const ids = input.lines.map((l) => l.line_id);
  const found = await tx
    .select({ id: inventoryLines.id })
    .from(inventoryLines)
    .where(
      and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.inventoryId, id), inArray(inventoryLines.id, ids)),
    );
  const known = new Set(found.map((f) => f.id));
  const errors = Object.fromEntries(
    input.lines.flatMap((l, i) => (known.has(l.line_id) ? [] : [[`lines.${i}.line_id`, [E.lineNotFound]]])),
  );
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  for (const l of input.lines)
    await tx
      .update(inventoryLines)
      .set({ counted: l.counted })
      .where(and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.id, l.line_id)));
  await setState(tx, tenantId, id, 'counting');
}

export async function finishInventory(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  assertTransition(INVENTORY_TRANSITIONS, inv.state, 'done');
  const sheet = await tx
    .select()
    .from(inventoryLines)
    .where(and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.inventoryId, id)));
  if (!sheet.some((l) => l.counted !== null)) throw conflict(E.nothingCounted);
  const lines = await settleFoundLots(tx, tenantId, sheet);
  await postMoves(
    tx,
    tenantId,
    lines
      .filter((l) => l.counted !== null)
      .map((l) => ({
        productId: l.productId,
        lotId: l.lotId,
        quantity: l.counted! - l.expected,
        unitCost: l.unitCost,
        reason: 'count_adjustment',
        documentType: 'inventory',
        documentId: id,
        documentCode: inv.code,
        userId,
        movedAt: now,
      })),
  );
  await setState(tx, tenantId, id, 'done', { finishedAt: now, updatedAt: now });
}

export async function cancelInventory(tx: Tx, tenantId: string, id: string): Promise<void> {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  assertTransition(INVENTORY_TRANSITIONS, inv.state, 'cancelled');
  await setState(tx, tenantId, id, 'cancelled');
}
