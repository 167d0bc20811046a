/**
 * Offline product search over the till database: an in-memory index (src/search) built in
 * chunks that yield to the UI between them, kept current as pulled pages arrive (a small delta,
 * merged in the background when it grows). Exact barcode lookup: an in-memory map to the product
 * and unit, the product's record (with its units) read by key and checked; what the map does not
 * know (while it fills after a reload, or a change not followed yet) is looked up among the
 * products the text index holds the code for.
 */
import type { Change } from '../sync/protocol';
import { BarcodeIndex } from '../search/barcode-index';
import { scannable, searchable, sellable } from '../search/catalogue-rows';
import { LoadFollower } from '../search/load-follower';
import { prepareDoc, type PreparedDoc } from '../search/prepared-doc';
import { ProductIndex, type IndexSnapshot } from '../search/product-index';
import { checkTarget, findAmong, type BarcodeMatch } from './barcode-lookup';
import { unitsOf, type Row, type TillDb } from './database';
import { productChunks, readProducts } from './product-records';
import type { PulledCatalogue } from './local-store';
import { catalogueEpoch, loadSearchSnapshot, saveSearchSnapshot } from './search-snapshot';
import { yieldToUi } from '../domain/yield-to-ui';

export type { BarcodeMatch } from './barcode-lookup';

export const INDEX_CHUNK = 5_000;
/** Products the text index offers for a barcode the map does not know (exact codes rank first). */
const BARCODE_CANDIDATES = 5;
/** A changed index is saved once the catalogue has been quiet this long. */
export const SAVE_DELAY_MS = 3_000;
/**
 * After a reload the barcode map starts filling this long after the index opens: the fill reads
 * every product, and at 100k it slowed the first scan of a cold boot from 1.2 to 1.7 s
 * (`npm run bench -- cold-boot`). Meanwhile the text index answers scans.
 */
export const FILL_DELAY_MS = 1_500;

const barcodesOf = (units: Row[]) => scannable(units).map((u) => u.barcode);

export class ProductSearch {
  private index = new ProductIndex();
  private barcodes = new BarcodeIndex();
  private building: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private follower: LoadFollower | null = null;
  /** Products re-indexed while the barcode map is being filled (the fill leaves them alone). */
  private fillTouched: Set<string> | null = null;
  private saving = false;
  private filling: Promise<void> | null = null;
  /** Starts a barcode fill that waits for FILL_DELAY_MS now. */
  private startFill: (() => void) | null = null;
  /** Catalogue epochs (local-store.ts): the installed index's base, the latest page followed, saved. */
  private baseEpoch = 0;
  private followedEpoch = 0;
  private savedEpoch = -1;
  private reindexing = 0;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Products changed while a build reads the database: re-read once the new index is in. */
  private changedDuringBuild: Set<string> | null = null;

  /** `snapshotDb`: the connection the saved index is written through (the relaxed one in the app). */
  constructor(
    private readonly db: TillDb,
    private readonly snapshotDb: TillDb = db,
  ) {}

  get size(): number {
    return this.index.size;
  }

  /** Barcodes the in-memory map knows (scans of the others go through the Dexie index). */
  get barcodeCount(): number {
    return this.barcodes.size;
  }

  /** (Re)builds the index from the database, a chunk at a time; after a build already running. */
  build(onProgress?: (done: number) => void): Promise<void> {
    return this.enqueue(() => this.rebuild(onProgress));
  }

  /**
   * At start: the saved index when it reflects the stored catalogue (a reload is searchable at
   * once), else a rebuild from the database, saved once done.
   */
  open(): Promise<void> {
    return this.enqueue(async () => {
      this.changedDuringBuild = new Set();
      const stored = await loadSearchSnapshot(this.db).catch(() => null);
      const restored = stored && (await restoreIndex(stored.index));
      if (!stored || !restored) return this.rebuild();
      this.savedEpoch = stored.epoch;
      const barcodes = new BarcodeIndex();
      await this.install(restored, barcodes, stored.epoch);
      this.filling = this.fillDelay()
        .then(() => this.fillBarcodes(barcodes))
        .catch(() => undefined);
    });
  }

  private fillDelay(): Promise<void> {
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer);
        this.startFill = null;
        resolve();
      };
      const timer = setTimeout(start, FILL_DELAY_MS);
      this.startFill = start;
    });
  }

  /**
   * After a reload: the barcode map (an accelerator only, every hit is checked) filled from the
   * units in the background; products a page changed meanwhile keep what the page gave them.
   */
  private async fillBarcodes(barcodes: BarcodeIndex): Promise<void> {
    const touched = (this.fillTouched = new Set());
    try {
      for await (const chunk of productChunks(this.db, INDEX_CHUNK)) {
        if (this.barcodes !== barcodes || this.disposed) return;
        for (const product of chunk) {
          if (touched.has(product.id) || !sellable(product)) continue;
          for (const unit of scannable(unitsOf(product))) barcodes.add(product.id, unit);
        }
        await yieldToUi();
      }
    } finally {
      if (this.fillTouched === touched) this.fillTouched = null;
    }
  }

  /**
   * A first catalogue load starts: its stored pages (`followLoad`) are prepared into documents as
   * they come, so `finishLoad` installs the index without re-reading the database.
   */
  beginLoad(): void {
    this.follower = new LoadFollower(yieldToUi);
  }

  followLoad(changes: Change[], catalogue?: PulledCatalogue): void {
    this.follower?.follow(changes);
    this.noteEpoch(catalogue);
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
      await this.install(await ProductIndex.build(docs, yieldToUi), index, this.followedEpoch);
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
    // Pages stored after this are followed (changedDuringBuild): the index reflects at least it.
    const epoch = await catalogueEpoch(this.db);
    const docs: PreparedDoc[] = [];
    const barcodes = new BarcodeIndex();
    let done = 0;
    for await (const chunk of productChunks(this.db, INDEX_CHUNK)) {
      for (const p of chunk) {
        if (!sellable(p)) continue;
        const productUnits = unitsOf(p);
        docs.push(prepareDoc(searchable(p, barcodesOf(productUnits))));
        barcodes.set(p.id, scannable(productUnits));
      }
      done += chunk.length;
      onProgress?.(done);
      await yieldToUi();
    }
    await this.install(await ProductIndex.build(docs, yieldToUi), barcodes, epoch);
  }

  /** Puts a new index in; products changed while it was made are re-read into it. */
  private async install(index: ProductIndex, barcodes: BarcodeIndex, epoch: number): Promise<void> {
    const changed = this.changedDuringBuild ?? new Set<string>();
    this.changedDuringBuild = null;
    this.index = index;
    this.barcodes = barcodes;
    this.baseEpoch = epoch;
    if (changed.size > 0) await this.reindex([...changed]);
    this.scheduleSave();
  }

  /** Follows a pulled page: products that changed (with their units) are re-read and re-indexed. */
  async applyChanges(changes: Change[], catalogue?: PulledCatalogue): Promise<void> {
    const productIds = new Set(catalogue?.productIds);
    for (const c of changes) if (c.entity === 'products') productIds.add(c.id);
    this.noteEpoch(catalogue);
    if (productIds.size === 0) return;
    for (const id of productIds) this.changedDuringBuild?.add(id);
    this.reindexing += 1;
    try {
      await this.reindex([...productIds]);
    } finally {
      this.reindexing -= 1;
      this.scheduleSave();
    }
  }

  private noteEpoch(catalogue: PulledCatalogue | undefined): void {
    if (catalogue) this.followedEpoch = Math.max(this.followedEpoch, catalogue.epoch);
  }

  /** Saves the index once nothing changes it any more (no build, merge, page or load under way). */
  private scheduleSave(): void {
    if (this.disposed) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.saveNow().catch(() => undefined);
    }, SAVE_DELAY_MS);
  }

  /** Saves now when quiet (else later); tests and benchmarks call it directly. */
  async saveNow(): Promise<boolean> {
    if (this.disposed) return false;
    if (this.building || this.compacting || this.reindexing > 0 || this.follower || this.saving) {
      this.scheduleSave();
      return false;
    }
    const epoch = Math.max(this.baseEpoch, this.followedEpoch);
    if (epoch === this.savedEpoch) return true;
    this.saving = true;
    try {
      // Taken as of now (the epoch with it), written out in slices; changes meanwhile save later.
      const index = await this.index.snapshot(yieldToUi);
      // Not saved when a newer one is (another tab's): either way nothing newer is left to save.
      await saveSearchSnapshot(this.snapshotDb, { epoch, index });
      this.savedEpoch = epoch;
    } finally {
      this.saving = false;
    }
    if (Math.max(this.baseEpoch, this.followedEpoch) !== epoch) this.scheduleSave();
    return true;
  }

  /** Stops saving (sign-out closes the database). */
  dispose(): void {
    this.disposed = true;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.startFill?.();
  }

  private async reindex(ids: string[]): Promise<void> {
    const rows = await readProducts(this.db, ids);
    const index = this.index;
    for (const id of ids) this.fillTouched?.add(id);
    ids.forEach((id, i) => {
      const row = rows[i];
      if (row && sellable(row)) {
        const productUnits = unitsOf(row);
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

  /** Settles a running build, compaction or barcode fill, a waiting fill started now (tests and benchmarks). */
  async settled(): Promise<void> {
    await this.building;
    this.startFill?.();
    await this.compacting;
    await this.filling;
  }

  async search(query: string, limit = 20): Promise<Row[]> {
    const hits = this.index.search(query, limit);
    if (hits.length === 0) return [];
    const rows = await readProducts(
      this.db,
      hits.map((h) => h.id),
    );
    return rows.filter((r): r is Row => Boolean(r) && !r?.deleted_at);
  }

  /**
   * Exact barcode: the in-memory map's product read by key and checked, else the products whose
   * codes in the text index match it whole (the index knows every unit's barcode), once it is open.
   */
  async findByBarcode(barcode: string): Promise<BarcodeMatch | null> {
    const code = barcode.trim();
    if (!code) return null;
    // A scan while the index opens or is rebuilt (a cold boot) waits for it: an empty index would
    // answer "not found" for a product the till has. A failed build is reported where it was
    // started (the session's background task); the scan then goes on with the index as it is.
    if (this.building && !this.barcodes.get(code)) await this.building.catch(() => undefined);
    const target = this.barcodes.get(code);
    const mapped = target && (await checkTarget(this.db, code, target));
    if (mapped) return mapped;
    const candidates = this.index.search(code, BARCODE_CANDIDATES).map((hit) => hit.id);
    return findAmong(this.db, code, candidates);
  }
}

async function restoreIndex(index: IndexSnapshot): Promise<ProductIndex | null> {
  try {
    return await ProductIndex.restore(index, yieldToUi);
  } catch {
    return null; // a damaged snapshot: rebuilt from the database instead
  }
}
