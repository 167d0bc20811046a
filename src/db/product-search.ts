/**
 * Offline product search over the till database: an in-memory index (src/sync/search) built in
 * chunks that yield to the UI between them, kept current as pulled pages arrive (a small delta,
 * merged in the background when it grows). Exact barcode lookup: an in-memory map to the unit and
 * product, both read by key at once and checked; the Dexie index on product_units.barcode answers
 * what the map does not know (before the first build, or a change not followed yet).
 */
import type { Change } from '../sync/protocol';
import { BarcodeIndex } from '../sync/search/barcode-index';
import { scannable, searchable, sellable } from '../sync/search/catalogue-rows';
import { LoadFollower } from '../sync/search/load-follower';
import { prepareDoc, type PreparedDoc } from '../sync/search/prepared-doc';
import { ProductIndex } from '../sync/search/product-index';
import type { Row, TillDb } from './database';

export const INDEX_CHUNK = 5_000;

const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const barcodesOf = (units: Row[]) => scannable(units).map((u) => u.barcode);

export interface BarcodeMatch {
  product: Row;
  unit: Row;
}

export class ProductSearch {
  private index = new ProductIndex();
  private barcodes = new BarcodeIndex();
  private building: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private follower: LoadFollower | null = null;
  /** Products changed while a build reads the database: re-read once the new index is in. */
  private changedDuringBuild: Set<string> | null = null;

  constructor(private readonly db: TillDb) {}

  get size(): number {
    return this.index.size;
  }

  /** (Re)builds the index from the database, a chunk at a time; after a build already running. */
  build(onProgress?: (done: number) => void): Promise<void> {
    return this.enqueue(() => this.rebuild(onProgress));
  }

  /**
   * A first catalogue load starts: its stored pages (`followLoad`) are prepared into documents as
   * they come, so `finishLoad` installs the index without re-reading the database.
   */
  beginLoad(): void {
    this.follower = new LoadFollower(yieldToUi);
  }

  followLoad(changes: Change[]): void {
    this.follower?.follow(changes);
  }

  /** The load ended: index what it brought; after a failed load (or none followed), the database. */
  finishLoad(completed: boolean): Promise<void> {
    const follower = this.follower;
    this.follower = null;
    if (!follower || !completed) return this.build();
    return this.enqueue(async () => {
      this.changedDuringBuild = new Set();
      const { docs, barcodes } = await follower.finish();
      const index = new BarcodeIndex();
      for (const [productId, units] of barcodes) index.set(productId, units);
      await this.install(await ProductIndex.build(docs, yieldToUi), index);
    });
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = (this.building ?? Promise.resolve()).catch(() => undefined).then(task);
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
    const barcodes = new BarcodeIndex();
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
      for (const p of chunk) {
        if (!sellable(p)) continue;
        const productUnits = byProduct.get(p.id) ?? [];
        docs.push(prepareDoc(searchable(p, barcodesOf(productUnits))));
        barcodes.set(p.id, scannable(productUnits));
      }
      lastId = chunk[chunk.length - 1]!.id;
      done += chunk.length;
      onProgress?.(done);
      await yieldToUi();
    }
    await this.install(await ProductIndex.build(docs, yieldToUi), barcodes);
  }

  /** Puts a new index in; products changed while it was made are re-read into it. */
  private async install(index: ProductIndex, barcodes: BarcodeIndex): Promise<void> {
    const changed = this.changedDuringBuild ?? new Set<string>();
    this.changedDuringBuild = null;
    this.index = index;
    this.barcodes = barcodes;
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
      if (row && sellable(row)) {
        const productUnits = byProduct.get(id) ?? [];
        index.upsert(searchable(row, barcodesOf(productUnits)));
        this.barcodes.set(id, scannable(productUnits));
      } else {
        index.remove(id);
        this.barcodes.remove(id);
      }
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

  /** Exact barcode: the in-memory map's unit and product read by key at once, else the Dexie index. */
  async findByBarcode(barcode: string): Promise<BarcodeMatch | null> {
    const code = barcode.trim();
    if (!code) return null;
    const target = this.barcodes.get(code);
    if (target) {
      const [unit, product] = await Promise.all([this.db.synced('product_units').get(target.unitId), this.db.synced('products').get(target.productId)]);
      if (unit && product && unit.barcode === code && !unit.deleted_at && unit.product_id === product.id && sellable(product)) return { product, unit };
    }
    return this.findByBarcodeIndex(code);
  }

  /** Through the Dexie index on product_units.barcode: two keyed reads in one read transaction. */
  private findByBarcodeIndex(code: string): Promise<BarcodeMatch | null> {
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
