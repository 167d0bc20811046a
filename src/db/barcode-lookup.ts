/**
 * Reads behind a barcode scan on the till database: the product the in-memory map names, read by
 * key in one bare IndexedDB request and checked (its record holds its units); or, for codes the
 * map does not know, the products the search index holds the code for.
 */
import { sellable } from '../search/catalogue-rows';
import type { BarcodeTarget } from '../search/barcode-index';
import { unitsOf, type ProductRecord, type Row, type TillDb } from './database';
import { readProduct, readProductBare, readProducts } from './product-records';

export interface BarcodeMatch {
  product: ProductRecord;
  unit: Row;
}

/** The live unit of a sellable product that carries this barcode. */
function matchIn(product: ProductRecord | undefined, code: string, unitId?: string): BarcodeMatch | null {
  if (!product || !sellable(product)) return null;
  const unit = unitsOf(product).find(
    (candidate) => candidate.barcode === code && !candidate.deleted_at && (!unitId || candidate.id === unitId),
  );
  return unit ? { product, unit } : null;
}

/** The map's answer when the database agrees (a live unit with that barcode, a sellable product). */
export async function checkTarget(db: TillDb, code: string, target: BarcodeTarget): Promise<BarcodeMatch | null> {
  const product = db.isOpen()
    ? await readProductBare(db.backendDB(), target.productId)
    : await readProduct(db, target.productId);
  return matchIn(product, code, target.unitId);
}

/** The first of the given products (in order) with a live unit carrying this barcode. */
export async function findAmong(db: TillDb, code: string, productIds: readonly string[]): Promise<BarcodeMatch | null> {
  if (productIds.length === 0) return null;
  for (const product of await readProducts(db, productIds)) {
    const match = matchIn(product, code);
    if (match) return match;
  }
  return null;
}
