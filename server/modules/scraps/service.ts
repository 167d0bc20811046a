/**
 * Scrap writes: drafts with lines per lot (the lot must belong to the product; lot-tracked
 * products need one), done posts negative scrap moves when the stock is there (409 otherwise),
 * cancel drops a draft; draft-expired gathers every expired lot still in stock.
 */
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { scrapInput } from '../../../src/domain/stock/scraps';
import { SCRAP_TRANSITIONS } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, scrapLines, scraps } from '../../db/schema/index';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition } from '../stock/guard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { postMoves } from '../stock/ledger';
import { ledgerBalances } from '../inventories/repository';
import { findScrap } from './repository';

type Input = z.output<typeof scrapInput>;
const E = stockVi.errors;

async function checkLines(tx: Tx, tenantId: string, input: Input): Promise<void> {
  const productRows = await tx
    .select({ id: products.id, tracking: products.trackingType })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(
          products.id,
          input.lines.map((l) => l.product_id),
        ),
        isNull(products.deletedAt),
      ),
    );
  const tracking = new Map(productRows.map((p) => [p.id, p.tracking]));
  const lotIds = input.lines.map((l) => l.lot_id).filter((v): v is string => v !== null);
  const lotRows = lotIds.length
    ? await tx
        .select({ id: lots.id, productId: lots.productId })
        .from(lots)
        .where(and(eq(lots.tenantId, tenantId), inArray(lots.id, lotIds)))
    : [];
  const lotProduct = new Map(lotRows.map((l) => [l.id, l.productId]));
  const errors: FieldErrors = {};
  input.lines.forEach((l, i) => {
    if (!tracking.has(l.product_id)) errors[`lines.${i}.product_id`] = [E.productNotFound];
    else if (l.lot_id && lotProduct.get(l.lot_id) !== l.product_id) errors[`lines.${i}.lot_id`] = [E.lotNotFound];
    else if (!l.lot_id && tracking.get(l.product_id) === 'lot') errors[`lines.${i}.lot_id`] = [E.lotRequiredForLine];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

async function writeLines(tx: Tx, tenantId: string, scrapId: string, lines: Input['lines']): Promise<void> {
  await tx.insert(scrapLines).values(
    lines.map((l, position) => ({
      tenantId,
      id: v7(),
      scrapId,
      position,
      productId: l.product_id,
      lotId: l.lot_id,
      quantity: l.quantity,
    })),
  );
}

export async function createScrap(tx: Tx, tenantId: string, userId: string, input: Input): Promise<string> {
  await checkLines(tx, tenantId, input);
  const id = v7();
  const code = await nextDocumentCode(tx, tenantId, 'scrap');
  await tx.insert(scraps).values({
    tenantId,
    id,
    code,
    scrapDate: input.scrap_date ?? todayInShop(),
    reason: input.reason,
    note: input.note,
    createdBy: userId,
  });
  await writeLines(tx, tenantId, id, input.lines);
  return id;
}

export async function updateScrap(tx: Tx, tenantId: string, id: string, input: Input): Promise<void> {
  const found = await findScrap(tx, tenantId, id);
  if (!found) throw notFound();
  if (found.state !== 'draft') throw conflict(E.notEditable);
  await checkLines(tx, tenantId, input);
  await tx.delete(scrapLines).where(and(eq(scrapLines.tenantId, tenantId), eq(scrapLines.scrapId, id)));
  await writeLines(tx, tenantId, id, input.lines);
  await tx
    .update(scraps)
    .set({
      scrapDate: input.scrap_date ?? found.scrapDate,
      reason: input.reason,
      note: input.note,
      updatedAt: new Date(),
    })
    .where(and(eq(scraps.tenantId, tenantId), eq(scraps.id, id)));
}

export async function finishScrap(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  const found = await findScrap(tx, tenantId, id);
  if (!found) throw notFound();
  assertTransition(SCRAP_TRANSITIONS, found.state, 'done');
  const lines = await tx
    .select()
    .from(scrapLines)
    .where(and(eq(scrapLines.tenantId, tenantId), eq(scrapLines.scrapId, id)));
  const balances = await ledgerBalances(tx, tenantId, [...new Set(lines.map((l) => l.productId))]);
  const onHand = new Map(balances.map((b) => [`${b.productId}|${b.lotId}`, b.quantity]));
  for (const l of lines) {
    const key = `${l.productId}|${l.lotId}`;
    const left = (onHand.get(key) ?? 0) - l.quantity;
    if (left < 0) throw conflict(E.notEnoughStock);
    onHand.set(key, left);
  }
  const costs = new Map<string, number>();
  for (const p of await tx
    .select({ id: products.id, cost: products.costPrice })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      ),
    ))
    costs.set(p.id, p.cost);
  await postMoves(
    tx,
    tenantId,
    lines.map((l) => ({
      productId: l.productId,
      lotId: l.lotId,
      quantity: -l.quantity,
      unitCost: costs.get(l.productId) ?? 0,
      reason: 'scrap',
      documentType: 'scrap',
      documentId: id,
      documentCode: found.code,
      userId,
      movedAt: now,
    })),
  );
  await tx
    .update(scraps)
    .set({ state: 'done', doneAt: now, approvedBy: userId, updatedAt: now })
    .where(and(eq(scraps.tenantId, tenantId), eq(scraps.id, id)));
}

export async function cancelScrap(tx: Tx, tenantId: string, id: string): Promise<void> {
  const found = await findScrap(tx, tenantId, id);
  if (!found) throw notFound();
  assertTransition(SCRAP_TRANSITIONS, found.state, 'cancelled');
  await tx
    .update(scraps)
    .set({ state: 'cancelled', updatedAt: new Date() })
    .where(and(eq(scraps.tenantId, tenantId), eq(scraps.id, id)));
}

/** A draft (reason expired) of every lot past its expiry date with stock left; 409 when there is none. */
export async function draftExpired(tx: Tx, tenantId: string, userId: string): Promise<string> {
  const expired = await tx
    .select({ id: lots.id, productId: lots.productId, quantity: lots.quantity })
    .from(lots)
    .innerJoin(products, and(eq(products.tenantId, lots.tenantId), eq(products.id, lots.productId)))
    .where(
      and(
        eq(lots.tenantId, tenantId),
        isNull(lots.deletedAt),
        isNull(products.deletedAt),
        lt(lots.expiryDate, todayInShop()),
        gt(lots.quantity, 0),
      ),
    );
  if (expired.length === 0) throw conflict(E.noExpiredLots);
  return createScrap(tx, tenantId, userId, {
    reason: 'expired',
    scrap_date: null,
    note: null,
    lines: expired.map((l) => ({ product_id: l.productId, lot_id: l.id, quantity: l.quantity })),
  });
}
