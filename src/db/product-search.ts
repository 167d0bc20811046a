/**
 * Offline product search over the till database: an in-memory index (src/sync/search) built in
 * chunks that yield to the UI between them, kept current as pulled pages arrive (a small delta,
 * merged in the background when it grows); exact barcode lookup goes through the Dexie index on
 * product_units.barcode.
 */
import type { Change } from '../sync/protocol';
import { prepareDoc, type PreparedDoc, type SearchableProduct } from '../sync/search/prepared-doc';
import { ProductIndex } from '../sync/search/product-index';
import type { Row, TillDb } from './database';

export const INDEX_CHUNK = 5_000;

const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function searchable(product: Row, units: Row[]): SearchableProduct {
  return {
    id: product.id,
    name: String(product.name ?? ''),
    code: (product.code as string | null) ?? null,
    activeIngredient: (product.active_ingredient as string | null) ?? null,
    barcodes: units.map((u) => u.barcode).filter((b): b is string => typeof b === 'string' && b.length > 0),
  };
}

const sellable = (product: Row) => product.is_active !== false && !product.deleted_at;

export interface BarcodeMatch {
  product: Row;
  unit: Row;
}

export class ProductSearch {
  private index = new ProductIndex();
  private building: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  /** Products changed while a build reads the database: re-read once the new index is in. */
  private changedDuringBuild: Set<string> | null = null;

  constructor(private readonly db: TillDb) {}

  get size(): number {
    return this.index.size;
  }

  /** (Re)builds the index from the database, a chunk at a time; after a build already running. */
  build(onProgress?: (done: number) => void): Promise<void> {
    const next = (this.building ?? Promise.resolve()).catch(() => undefined).then(() => this.rebuild(onProgress));
    this.building = next;
    next.then(
      () => this.building === next && (this.building = null),
      () => this.building === next && (this.building = null),
    );
    return next;
  }

  private async rebuild(onProgress?: (done: number) => void): Promise<void> {
    this.changedDuringBuild = new Set();
    const docs: PreparedDoc[] = [];
    const products = this.db.synced('products');
    const units = this.db.synced('product_units');
    let lastId: string | null = null;
    let done = 0;
    for (;;) {
      const chunk: Row[] = await (lastId === null ? products.orderBy(':id') : products.where(':id').above(lastId)).limit(INDEX_CHUNK).toArray();
      if (chunk.length === 0) break;
      // Units sorted by product id: one range scan covers the chunk's products.
      const chunkUnits = await units.where('product_id').between(chunk[0]!.id, chunk[chunk.length - 1]!.id, true, true).toArray();
      const byProduct = groupBy(chunkUnits, (u) => String(u.product_id));
      for (const p of chunk) if (sellable(p)) docs.push(prepareDoc(searchable(p, byProduct.get(p.id) ?? [])));
      lastId = chunk[chunk.length - 1]!.id;
      done += chunk.length;
      onProgress?.(done);
      await yieldToUi();
    }
    const next = await ProductIndex.build(docs, yieldToUi);
    const changed = this.changedDuringBuild;
    this.changedDuringBuild = null;
    this.index = next;
    if (changed.size > 0) await this.reindex([...changed]);
  }

  /** Follows a pulled page: products and units that changed are re-read and re-indexed. */
  async applyChanges(changes: Change[]): Promise<void> {
    const productIds = new Set<string>();
    for (const c of changes) {
      if (c.entity === 'products') productIds.add(c.id);
      else if (c.entity === 'product_units' && c.row?.product_id) productIds.add(String(c.row.product_id));
    }
    if (productIds.size === 0) return;
    for (const id of productIds) this.changedDuringBuild?.add(id);
    await this.reindex([...productIds]);
  }

  private async reindex(ids: string[]): Promise<void> {
    const [rows, units] = await Promise.all([
      this.db.synced('products').bulkGet(ids),
      this.db.synced('product_units').where('product_id').anyOf(ids).toArray(),
    ]);
    const byProduct = groupBy(units, (u) => String(u.product_id));
    const index = this.index;
    ids.forEach((id, i) => {
      const row = rows[i];
      if (row && sellable(row)) index.upsert(searchable(row, byProduct.get(id) ?? []));
      else index.remove(id);
    });
    if (index.needsCompaction) this.compact();
  }

  /** Merges recent changes into the compact part of the index, in slices that yield to the UI. */
  private compact(): Promise<void> {
    const index = this.index;
    this.compacting ??= index.compactAsync(yieldToUi).finally(() => (this.compacting = null));
    return this.compacting;
  }

  /** Settles a running build or compaction (tests and benchmarks). */
  async settled(): Promise<void> {
    await this.building;
    await this.compacting;
  }

  async search(query: string, limit = 20): Promise<Row[]> {
    const hits = this.index.search(query, limit);
    if (hits.length === 0) return [];
    const rows = await this.db.synced('products').bulkGet(hits.map((h) => h.id));
    return rows.filter((r): r is Row => Boolean(r));
  }

  /** Exact barcode through the Dexie index: two keyed reads in one read transaction, no scan. */
  async findByBarcode(barcode: string): Promise<BarcodeMatch | null> {
    const code = barcode.trim();
    if (!code) return null;
    const units = this.db.synced('product_units');
    const products = this.db.synced('products');
    return this.db.transaction('r', [units, products], async () => {
      for (const unit of await units.where('barcode').equals(code).toArray()) {
        if (unit.deleted_at) continue;
        const product = await products.get(String(unit.product_id));
        if (product && sellable(product)) return { product, unit };
      }
      return null;
    });
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
