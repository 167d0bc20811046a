/**
 * Reads behind a barcode scan on the till database: the unit and product the in-memory map names,
 * read by key in one bare IndexedDB transaction and checked; or, for codes the map does not know,
 * the Dexie index on product_units.barcode.
 */
import { sellable } from '../search/catalogue-rows';
import type { BarcodeTarget } from '../search/barcode-index';
import type { Row, TillDb } from './database';

export interface BarcodeMatch {
  product: Row;
  unit: Row;
}

/**
 * Two keyed reads in one bare IndexedDB read transaction, answered as soon as the second read
 * succeeds (reads complete in order): the scan path without Dexie's layers or a commit wait.
 */
function getTwo(
  idb: IDBDatabase,
  a: [string, string],
  b: [string, string],
): Promise<[Row | undefined, Row | undefined]> {
  return new Promise((resolve, reject) => {
    const tx = idb.transaction([a[0], b[0]], 'readonly');
    const first = tx.objectStore(a[0]).get(a[1]);
    const second = tx.objectStore(b[0]).get(b[1]);
    second.onsuccess = () => resolve([first.result as Row | undefined, second.result as Row | undefined]);
    tx.onerror = () => reject(tx.error ?? new Error('barcode read failed'));
    tx.onabort = () => reject(tx.error ?? new Error('barcode read aborted'));
  });
}

/** The map's answer when the database agrees (live unit with that barcode, sellable product). */
export async function checkTarget(db: TillDb, code: string, target: BarcodeTarget): Promise<BarcodeMatch | null> {
  const [unit, product] = db.isOpen()
    ? await getTwo(db.backendDB(), ['product_units', target.unitId], ['products', target.productId])
    : await Promise.all([db.synced('product_units').get(target.unitId), db.synced('products').get(target.productId)]);
  return unit &&
    product &&
    unit.barcode === code &&
    !unit.deleted_at &&
    unit.product_id === product.id &&
    sellable(product)
    ? { product, unit }
    : null;
}

/** Through the Dexie index on product_units.barcode: two keyed reads in one read transaction. */
export function findByBarcodeIndex(db: TillDb, code: string): Promise<BarcodeMatch | null> {
  const units = db.synced('product_units');
  const products = db.synced('products');
  return db.transaction('r', [units, products], async () => {
    for (const unit of await units.where('barcode').equals(code).toArray()) {
      if (unit.deleted_at) continue;
      const product = await products.get(String(unit.product_id));
      if (product && sellable(product)) return { product, unit };
    }
    return null;
  });
}
