/**
 * The till's products in two layers (docs/decisions.md "The till catalogue in blocks"): blocks,
 * written once by a big shop's first load, each the products of one bucket of ids; and the
 * `products` table, one record per product, holding every product pulled or changed on the till
 * since. A product's record in `products` wins over its block's copy; a product deleted after the
 * load is kept there as a tombstone so its block's copy stays hidden. A shop loaded page by page
 * has no blocks, and `products` alone is its catalogue.
 *
 * Every read of a product goes through here: by id (one keyed read, then its block's), in chunks
 * for the search index, and in a bare IndexedDB transaction for a scan.
 */
import { productBucket, type ProductBlock } from '../sync/protocol-values';
import type { ProductRecord, TillDb } from './database';

export type ProductBlockRecord = ProductBlock & { products: ProductRecord[] };

/** The product tables of the till database: a transaction that reads or moves products spans both. */
export const productTables = (db: TillDb) => [db.products, db.product_blocks];

function fromBlocks(blocks: (ProductBlockRecord | undefined)[], ids: readonly string[]): Map<string, ProductRecord> {
  const wanted = new Set(ids);
  const found = new Map<string, ProductRecord>();
  for (const block of blocks) {
    for (const product of block?.products ?? []) if (wanted.has(product.id)) found.set(product.id, product);
  }
  return found;
}

/** The products with these ids, in order (undefined for an unknown one; tombstones as stored). */
export async function readProducts(db: TillDb, ids: readonly string[]): Promise<(ProductRecord | undefined)[]> {
  const own = await db.products.bulkGet([...ids]);
  const missing = ids.filter((_, i) => !own[i]);
  if (missing.length === 0) return own;
  const buckets = [...new Set(missing.map(productBucket))];
  const blocked = fromBlocks(await db.product_blocks.bulkGet(buckets), missing);
  return own.map((row, i) => row ?? blocked.get(ids[i]!));
}

export async function readProduct(db: TillDb, id: string): Promise<ProductRecord | undefined> {
  return (await readProducts(db, [id]))[0];
}

/**
 * One product read in a bare IndexedDB read transaction (the scan path without Dexie's layers):
 * its record and its block requested together, the record preferred.
 */
export function readProductBare(idb: IDBDatabase, id: string): Promise<ProductRecord | undefined> {
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(['products', 'product_blocks'], 'readonly');
    const own = tx.objectStore('products').get(id);
    const block = tx.objectStore('product_blocks').get(productBucket(id));
    tx.oncomplete = () => {
      const record = own.result as ProductRecord | undefined;
      const products = (block.result as ProductBlockRecord | undefined)?.products;
      resolve(record ?? products?.find((product) => product.id === id));
    };
    tx.onerror = () => reject(tx.error ?? new Error('product read failed'));
    tx.onabort = () => reject(tx.error ?? new Error('product read aborted'));
  });
}

/**
 * Every stored product (tombstones included: callers keep what they can sell), `size` or so at
 * a time: the blocks' products not overridden by a record, then the records.
 */
export async function* productChunks(db: TillDb, size: number): AsyncGenerator<ProductRecord[]> {
  const overridden = new Set(await db.products.toCollection().primaryKeys());
  let chunk: ProductRecord[] = [];
  let lastBucket = -1;
  for (;;) {
    const blocks = await db.product_blocks.where('bucket').above(lastBucket).limit(64).toArray();
    if (blocks.length === 0) break;
    for (const block of blocks) {
      for (const product of block.products) if (!overridden.has(product.id)) chunk.push(product);
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
    lastBucket = blocks[blocks.length - 1]!.bucket;
  }
  if (chunk.length > 0) yield chunk;
  let lastId: string | null = null;
  for (;;) {
    const records: ProductRecord[] = await (
      lastId === null ? db.products.orderBy(':id') : db.products.where(':id').above(lastId)
    )
      .limit(size)
      .toArray();
    if (records.length === 0) return;
    yield records;
    lastId = records[records.length - 1]!.id;
  }
}
