/**
 * Quality controls (KS): drafts with checked lines, done / cancelled by the state machine (409
 * otherwise), and a scrap draft raised from the SCRAP lines of a finished control (once). A SCRAP
 * line carries what the scrap needs (a quantity, a lot for a lot-tracked product) from the start.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type {
  QualityControl,
  qualityControlInput,
  qualityControlListQuery,
} from '../../../src/domain/stock/quality-controls';
import { QUALITY_CONTROL_TRANSITIONS } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { lots, products, qualityControlLines, qualityControls } from '../../db/schema/index';
import type { Page } from '../../lib/list-query';
import { findDocument, lineRefs, linesWithRefs, listDocuments, signerName } from '../../lib/stock-documents';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition, iso } from '../stock/guard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { createScrap } from '../scraps/service';

type Input = z.output<typeof qualityControlInput>;
const E = stockVi.errors;
const q = qualityControls;
type Row = typeof q.$inferSelect;

const summary = (r: Row) => ({
  id: r.id,
  code: r.code,
  inspection_date: r.inspectionDate,
  inspection_type: r.inspectionType,
  state: r.state,
  note: r.note,
  inspector_id: r.inspectorId,
  scrap_id: r.scrapId,
  done_at: iso(r.doneAt),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export function listQualityControls(
  tx: Tx,
  tenantId: string,
  query: z.output<typeof qualityControlListQuery>,
): Promise<Page<ReturnType<typeof summary>>> {
  const filters = [
    query.state ? eq(q.state, query.state) : undefined,
    query.inspection_type ? eq(q.inspectionType, query.inspection_type) : undefined,
    query.from ? gte(q.inspectionDate, query.from) : undefined,
    query.to ? lte(q.inspectionDate, query.to) : undefined,
  ];
  const sorts = { code: q.code, inspection_date: q.inspectionDate, created_at: q.createdAt };
  return listDocuments(tx, tenantId, q, query, { filters, sorts, toSummary: summary });
}

export async function getQualityControl(tx: Tx, tenantId: string, id: string): Promise<QualityControl | undefined> {
  const row = await findDocument(tx, tenantId, q, id);
  if (!row) return undefined;
  const lines = await linesWithRefs(tx, tenantId, qualityControlLines, eq(qualityControlLines.controlId, id), [
    asc(qualityControlLines.position),
  ]);
  return {
    ...summary(row),
    inspector_name: await signerName(tx, tenantId, row.inspectorId),
    lines: lines.map((r) => ({
      ...lineRefs(r),
      appearance_ok: r.line.appearanceOk,
      packaging_ok: r.line.packagingOk,
      label_ok: r.line.labelOk,
      expiry_ok: r.line.expiryOk,
      result: r.line.result,
      quantity: r.line.quantity,
      note: r.line.note,
    })),
  };
}

async function writeLines(tx: Tx, tenantId: string, controlId: string, input: Input): Promise<void> {
  const found = await tx
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
  const tracking = new Map(found.map((p) => [p.id, p.tracking]));
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
    // A SCRAP line becomes a scrap line once the control is done, and a done control cannot be
    // edited: refuse now what the scrap would refuse then (no lot, nothing to scrap).
    else if (l.result === 'SCRAP' && !l.lot_id && tracking.get(l.product_id) === 'lot')
      errors[`lines.${i}.lot_id`] = [E.lotRequiredForLine];
    if (l.result === 'SCRAP' && l.quantity <= 0) errors[`lines.${i}.quantity`] = [E.scrapQuantityRequired];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await tx
    .delete(qualityControlLines)
    .where(and(eq(qualityControlLines.tenantId, tenantId), eq(qualityControlLines.controlId, controlId)));
  await tx.insert(qualityControlLines).values(
    input.lines.map((l, position) => ({
      tenantId,
      id: v7(),
      controlId,
      position,
      productId: l.product_id,
      lotId: l.lot_id,
      appearanceOk: l.appearance_ok,
      packagingOk: l.packaging_ok,
      labelOk: l.label_ok,
      expiryOk: l.expiry_ok,
      result: l.result,
      quantity: l.quantity,
      note: l.note,
    })),
  );
}

export async function createQualityControl(tx: Tx, tenantId: string, userId: string, input: Input): Promise<string> {
  const id = v7();
  const code = await nextDocumentCode(tx, tenantId, 'quality_control');
  await tx.insert(q).values({
    tenantId,
    id,
    code,
    inspectionDate: input.inspection_date ?? todayInShop(),
    inspectionType: input.inspection_type,
    note: input.note,
    inspectorId: userId,
  });
  await writeLines(tx, tenantId, id, input);
  return id;
}

async function lock(tx: Tx, tenantId: string, id: string): Promise<Row> {
  const row = await findDocument(tx, tenantId, q, id, true);
  if (!row) throw notFound();
  return row;
}

export async function updateQualityControl(tx: Tx, tenantId: string, id: string, input: Input): Promise<void> {
  const row = await lock(tx, tenantId, id);
  if (row.state !== 'draft') throw conflict(E.notEditable);
  await writeLines(tx, tenantId, id, input);
  await tx
    .update(q)
    .set({
      inspectionDate: input.inspection_date ?? row.inspectionDate,
      inspectionType: input.inspection_type,
      note: input.note,
      updatedAt: new Date(),
    })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
}

export async function moveQualityControl(
  tx: Tx,
  tenantId: string,
  id: string,
  to: 'done' | 'cancelled',
  now = new Date(),
): Promise<void> {
  const row = await lock(tx, tenantId, id);
  assertTransition(QUALITY_CONTROL_TRANSITIONS, row.state, to);
  await tx
    .update(q)
    .set({ state: to, doneAt: to === 'done' ? now : null, updatedAt: now })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
}

/** A scrap draft (reason damaged) of the SCRAP lines with a quantity; answers the scrap id. */
export async function raiseScrap(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  /** The scrap's date; today in the shop by default. */
  scrapDate: string | null = null,
): Promise<string> {
  const row = await lock(tx, tenantId, id);
  if (row.state !== 'done') throw conflict(E.scrapNeedsDone);
  if (row.scrapId) throw conflict(E.scrapAlreadyRaised);
  const lines = (
    await tx
      .select()
      .from(qualityControlLines)
      .where(and(eq(qualityControlLines.tenantId, tenantId), eq(qualityControlLines.controlId, id)))
  ).filter((l) => l.result === 'SCRAP' && l.quantity > 0);
  if (lines.length === 0) throw conflict(E.noScrapLines);
  const scrapId = await createScrap(tx, tenantId, userId, {
    reason: 'damaged',
    scrap_date: scrapDate,
    note: row.code,
    lines: lines.map((l) => ({ product_id: l.productId, lot_id: l.lotId, quantity: l.quantity })),
  });
  await tx
    .update(q)
    .set({ scrapId, updatedAt: new Date() })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
  return scrapId;
}
