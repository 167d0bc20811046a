/**
 * Lots found while counting: a lot on the shelf that the frozen expected list does not have. A lot
 * already in the books (e.g. emptied before the count started) joins the sheet with its ledger
 * balance as expected; a new lot number joins with expected 0 and its number and expiry kept on
 * the line, and finishing the count creates the lot before the adjustment moves are posted.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { inventoryFoundLotInput } from '../../../src/domain/stock/inventories';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { inventories, inventoryLines, lots, products } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { findInventory, scopeProducts } from './repository';

type FoundLot = z.output<typeof inventoryFoundLotInput>;
type Line = typeof inventoryLines.$inferSelect;
const E = stockVi.errors;

async function openCount(tx: Tx, tenantId: string, id: string) {
  const inv = await findInventory(tx, tenantId, id);
  if (!inv) throw notFound();
  if (inv.state !== 'counting') throw conflict(E.countsNotOpen);
  return inv;
}

const touch = (tx: Tx, tenantId: string, id: string) =>
  tx
    .update(inventories)
    .set({ updatedAt: new Date() })
    .where(and(eq(inventories.tenantId, tenantId), eq(inventories.id, id)));

export async function addFoundLot(tx: Tx, tenantId: string, id: string, input: FoundLot): Promise<void> {
  const inv = await openCount(tx, tenantId, id);
  const [product] = await tx
    .select({ id: products.id, tracking: products.trackingType, cost: products.costPrice })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, input.product_id), isNull(products.deletedAt)));
  if (!product) throw badRequest({ product_id: [E.productNotFound] });
  if (!(await scopeProducts(tx, tenantId, inv)).some((p) => p.id === product.id))
    throw badRequest({ product_id: [E.notInCount] });
  if (product.tracking !== 'lot') throw badRequest({ product_id: [E.notLotTracked] });

  const sheet = await tx
    .select()
    .from(inventoryLines)
    .where(
      and(
        eq(inventoryLines.tenantId, tenantId),
        eq(inventoryLines.inventoryId, id),
        eq(inventoryLines.productId, product.id),
      ),
    );
  const [lot] = await tx
    .select({ id: lots.id, cost: lots.cost, quantity: lots.quantity })
    .from(lots)
    .where(
      and(
        eq(lots.tenantId, tenantId),
        eq(lots.productId, product.id),
        eq(lots.lotNumber, input.lot_number),
        isNull(lots.deletedAt),
      ),
    );
  const listed = lot
    ? sheet.some((l) => l.lotId === lot.id)
    : sheet.some((l) => l.lotId === null && l.lotNumber === input.lot_number);
  if (listed) throw badRequest({ lot_number: [E.lotAlreadyListed] });

  await tx.insert(inventoryLines).values({
    tenantId,
    id: v7(),
    inventoryId: id,
    productId: product.id,
    lotId: lot?.id ?? null,
    // lots.quantity equals the lot's ledger sum (postMoves keeps it so; ledgerMismatches checks it).
    expected: lot?.quantity ?? 0,
    counted: input.counted,
    unitCost: lot?.cost || product.cost,
    found: true,
    lotNumber: lot ? null : input.lot_number,
    expiryDate: lot ? null : input.expiry_date,
  });
  await touch(tx, tenantId, id);
}

export async function removeFoundLot(tx: Tx, tenantId: string, id: string, lineId: string): Promise<void> {
  await openCount(tx, tenantId, id);
  const [line] = await tx
    .select()
    .from(inventoryLines)
    .where(
      and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.inventoryId, id), eq(inventoryLines.id, lineId)),
    );
  if (!line) throw notFound();
  if (!line.found) throw conflict(E.onlyFoundLines);
  await tx.delete(inventoryLines).where(and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.id, lineId)));
  await touch(tx, tenantId, id);
}

/**
 * Before finishing: each counted line of a new lot gets its lot (found by number if it appeared
 * meanwhile, created otherwise) so the adjustment moves into it. Answers the lines with lot ids.
 */
export async function settleFoundLots(tx: Tx, tenantId: string, lines: Line[]): Promise<Line[]> {
  const out: Line[] = [];
  for (const line of lines) {
    if (line.lotId !== null || line.lotNumber === null || line.counted === null || line.counted === line.expected) {
      out.push(line);
      continue;
    }
    const [existing] = await tx
      .select({ id: lots.id })
      .from(lots)
      .where(
        and(
          eq(lots.tenantId, tenantId),
          eq(lots.productId, line.productId),
          eq(lots.lotNumber, line.lotNumber),
          isNull(lots.deletedAt),
        ),
      );
    const lotId = existing?.id ?? v7();
    if (!existing)
      await tx.insert(lots).values({
        tenantId,
        id: lotId,
        productId: line.productId,
        lotNumber: line.lotNumber,
        expiryDate: line.expiryDate,
        cost: line.unitCost,
      });
    await tx
      .update(inventoryLines)
      .set({ lotId })
      .where(and(eq(inventoryLines.tenantId, tenantId), eq(inventoryLines.id, line.id)));
    out.push({ ...line, lotId });
  }
  return out;
}
