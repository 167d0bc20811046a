/**
 * Opening stock: a lot (or, for products tracked by quantity only, no lot) with its opening
 * quantity, posted as an 'opening' move through the ledger's writer (stock/ledger.ts), which moves
 * the cached on-hand of the lot and the product in the same transaction.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Lot, lotInput } from '../../../../src/domain/catalog/products';
import { catalogVi } from '../../../../src/i18n/catalog-errors';
import type { Tx } from '../../../db/connection';
import { lots } from '../../../db/schema/index';
import { toRecord } from '../../../lib/records';
import { badRequest } from '../../../plugins/errors';
import { postMoves } from '../../stock/ledger';

export type LotInput = z.output<typeof lotInput>;

export interface OpeningStock {
  tenantId: string;
  userId: string | null;
  productId: string;
  /** Null for a product tracked by quantity only. */
  lot: LotInput | null;
  quantity: number;
  unitCost: number;
  documentCode?: string;
  /** When the stock was there (the demo dates its opening stock before its history); now by default. */
  movedAt?: Date;
}

export async function lotNumberTaken(tx: Tx, tenantId: string, productId: string, lotNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        eq(lots.tenantId, tenantId),
        eq(lots.productId, productId),
        eq(lots.lotNumber, lotNumber),
        isNull(lots.deletedAt),
      ),
    );
  return Boolean(row);
}

/** Writes the lot (when given) and posts the opening move through the ledger; answers the lot id. */
export async function recordOpeningStock(tx: Tx, s: OpeningStock): Promise<string | null> {
  let lotId: string | null = null;
  if (s.lot) {
    if (s.lot.expiry_date && s.lot.manufacture_date && s.lot.expiry_date <= s.lot.manufacture_date) {
      throw badRequest({ expiry_date: [catalogVi.errors.expiryBeforeManufacture] });
    }
    lotId = s.lot.id ?? v7();
    // At zero: the ledger's writer moves it to the opening quantity with the move.
    await tx.insert(lots).values({
      tenantId: s.tenantId,
      id: lotId,
      productId: s.productId,
      lotNumber: s.lot.lot_number,
      expiryDate: s.lot.expiry_date,
      manufactureDate: s.lot.manufacture_date,
      cost: s.lot.cost,
    });
  }
  await postMoves(tx, s.tenantId, [
    {
      productId: s.productId,
      lotId,
      quantity: s.quantity,
      unitCost: s.unitCost,
      reason: 'opening',
      documentType: 'opening',
      documentId: null,
      documentCode: s.documentCode ?? null,
      userId: s.userId,
      movedAt: s.movedAt,
    },
  ]);
  return lotId;
}

export async function listLots(tx: Tx, tenantId: string, productId: string): Promise<Lot[]> {
  const rows = await tx
    .select()
    .from(lots)
    .where(and(eq(lots.tenantId, tenantId), eq(lots.productId, productId), isNull(lots.deletedAt)))
    .orderBy(sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber));
  return rows.map((r) => toRecord(r) as Lot);
}
