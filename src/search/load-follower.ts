/**
 * The search documents of a first catalogue load, prepared from its pulled pages as they are
 * stored: the index is ready moments after the load instead of re-reading 100k products from
 * IndexedDB at its end. Pages are worked through in slices that yield to the UI; the last change
 * of a row wins, as in the database. Pure apart from the pause it is given.
 */
import type { BarcodeUnit } from './barcode-index';
import { barcodeOf, sellable, searchable, type CatalogueRow } from './catalogue-rows';
import { addBarcodes, prepareDoc, type PreparedDoc } from './prepared-doc';

const SLICE = 1_000;

/**
 * A pulled change as search reads it: the sync protocol's `Change` fits this shape, and search
 * stays free of the sync code (src/search imports nothing outside itself).
 */
export interface CatalogueChange {
  entity: string;
  id: string;
  deleted: boolean;
  row: Record<string, unknown> | null;
}

export interface FollowedCatalogue {
  docs: PreparedDoc[];
  /** Scannable units of the indexed products, by product. */
  barcodes: Map<string, BarcodeUnit[]>;
}

export class LoadFollower {
  /** Sellable products, prepared without their barcodes (units come in later pages). */
  private readonly docs = new Map<string, PreparedDoc>();
  private readonly units = new Map<string, { productId: string; barcode: string }>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pause: () => Promise<void>) {}

  /** Takes a stored page; its work runs after the pages before it, a slice at a time. */
  follow(changes: readonly CatalogueChange[]): void {
    const relevant = changes.filter((c) => c.entity === 'products' || c.entity === 'product_units');
    if (relevant.length === 0) return;
    this.queue = this.queue.then(async () => {
      for (let start = 0; start < relevant.length; start += SLICE) {
        if (start > 0) await this.pause();
        for (const c of relevant.slice(start, start + SLICE)) this.take(c);
      }
    });
  }

  private take(c: CatalogueChange): void {
    const row = c.row as CatalogueRow | null;
    if (c.entity === 'products') {
      if (row && !c.deleted && sellable(row)) this.docs.set(c.id, prepareDoc(searchable({ ...row, id: c.id })));
      else this.docs.delete(c.id);
      return;
    }
    const barcode = row && !c.deleted ? barcodeOf(row) : null;
    if (row && barcode && row.product_id) this.units.set(c.id, { productId: String(row.product_id), barcode });
    else this.units.delete(c.id);
  }

  /** Every followed page worked through: the documents with their barcodes. */
  async finish(): Promise<FollowedCatalogue> {
    await this.queue;
    const barcodes = new Map<string, BarcodeUnit[]>();
    for (const [id, unit] of this.units) {
      const doc = this.docs.get(unit.productId);
      if (!doc) continue;
      addBarcodes(doc.codes, [unit.barcode]);
      const list = barcodes.get(unit.productId);
      if (list) list.push({ id, barcode: unit.barcode });
      else barcodes.set(unit.productId, [{ id, barcode: unit.barcode }]);
    }
    return { docs: [...this.docs.values()], barcodes };
  }
}
