/**
 * Scrap writes: drafts with lines per lot (the lot must belong to the product; lot-tracked
 * products need one; with reason "Hết hạn" a lot must be past its expiry date), done posts negative scrap moves when the stock is there (409 otherwise),
 * cancel drops a draft; draft-expired gathers every expired lot still in stock that no open draft holds.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { scrapInput } from '../../../src/domain/stock/scraps';
import { SCRAP_TRANSITIONS } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, scrapLines, scraps } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition } from '../stock/guard';
import { isExpired } from '../../../src/domain/lots';
import { formatDay, todayInShop } from '../../../src/domain/shop-clock';
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
        .select({ id: lots.id, productId: lots.productId, expiry: lots.expiryDate })
        .from(lots)
        .where(and(eq(lots.tenantId, tenantId), inArray(lots.id, lotIds)))
    : [];
  const lotOf = new Map(lotRows.map((l) => [l.id, l]));
  // Expired on the scrap's day: a scrap dated back is judged on the day it says.
  const day = input.scrap_date ?? todayInShop();
  const errors: FieldErrors = {};
  input.lines.forEach((l, i) => {
    const lot = l.lot_id ? lotOf.get(l.lot_id) : undefined;
    if (!tracking.has(l.product_id)) errors[`lines.${i}.product_id`] = [E.productNotFound];
    else if (l.lot_id && lot?.productId !== l.product_id) errors[`lines.${i}.lot_id`] = [E.lotNotFound];
    else if (!l.lot_id && tracking.get(l.product_id) === 'lot') errors[`lines.${i}.lot_id`] = [E.lotRequiredForLine];
    // "Hết hạn" is what the scrap book says of the line: a lot still in date is scrapped for another reason.
    else if (input.reason === 'expired' && lot?.expiry && !isExpired({ expiry_date: lot.expiry }, day))
      errors[`lines.${i}.lot_id`] = [E.scrapLotNotExpired(formatDay(lot.expiry))];
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
    .select({ line: scrapLines, productName: products.name, lotNumber: lots.lotNumber })
    .from(scrapLines)
    .innerJoin(products, and(eq(products.tenantId, scrapLines.tenantId), eq(products.id, scrapLines.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, scrapLines.tenantId), eq(lots.id, scrapLines.lotId)))
    .where(and(eq(scrapLines.tenantId, tenantId), eq(scrapLines.scrapId, id)))
    .orderBy(scrapLines.position)
    .then((rows) => rows.map((r) => ({ ...r.line, productName: r.productName, lotNumber: r.lotNumber })));
  const balances = await ledgerBalances(tx, tenantId, [...new Set(lines.map((l) => l.productId))]);
  const onHand = new Map(balances.map((b) => [`${b.productId}|${b.lotId}`, b.quantity]));
  for (const l of lines) {
    const key = `${l.productId}|${l.lotId}`;
    const had = onHand.get(key) ?? 0;
    if (had < l.quantity) {
      // Name the line (its number, product and lot) so the pharmacist knows which one to fix.
      const message = E.notEnoughStockForLine(l.position + 1, l.productName, l.lotNumber, Math.max(had, 0));
      throw new AppError(409, 'conflict', message, {
        [`lines.${l.position}.quantity`]: [E.notEnoughStockLeft(Math.max(had, 0))],
      });
    }
    onHand.set(key, had - l.quantity);
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

/**
 * A draft (reason expired) of every lot past its expiry date with stock left that no open draft
 * holds yet; 409 when no lot is expired. Calls are serialised per tenant, so a double click (or
 * two tabs) cannot draft the same lots twice: when every expired lot is already on an open draft,
 * that draft is answered instead (`created` false).
 */
export async function draftExpired(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<{ id: string; created: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('scraps.draft-expired'), hashtext(${tenantId}::text))`);
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
  const onDrafts = await tx
    .select({ scrapId: scraps.id, lotId: scrapLines.lotId })
    .from(scrapLines)
    .innerJoin(scraps, and(eq(scraps.tenantId, scrapLines.tenantId), eq(scraps.id, scrapLines.scrapId)))
    .where(
      and(
        eq(scrapLines.tenantId, tenantId),
        eq(scraps.state, 'draft'),
        inArray(
          scrapLines.lotId,
          expired.map((l) => l.id),
        ),
      ),
    )
    .orderBy(desc(scraps.createdAt));
  const drafted = new Set(onDrafts.map((d) => d.lotId));
  const left = expired.filter((l) => !drafted.has(l.id));
  if (left.length === 0) return { id: onDrafts[0]!.scrapId, created: false };
  const id = await createScrap(tx, tenantId, userId, {
    reason: 'expired',
    scrap_date: null,
    note: null,
    lines: left.map((l) => ({ product_id: l.productId, lot_id: l.id, quantity: l.quantity })),
  });
  return { id, created: true };
}
