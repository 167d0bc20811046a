/**
 * The search documents of a first catalogue load, prepared from its pulled pages as they are
 * stored: the index is ready moments after the load instead of re-reading 100k products from
 * IndexedDB at its end. Pages are worked through in slices that yield to the UI; the last change
 * of a row wins, as in the database. Pure apart from the pause it is given.
 */
import type { BarcodeUnit } from './barcode-index';
import { scannable, sellable, searchable, unitsIn, type CatalogueRow } from './catalogue-rows';
import { prepareDoc, type PreparedDoc } from './prepared-doc';

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
  /** Sellable products, prepared with the barcodes of the units their rows carry. */
  private readonly docs = new Map<string, PreparedDoc>();
  private readonly barcodes = new Map<string, BarcodeUnit[]>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pause: () => Promise<void>) {}

  /** Takes a stored page; its work runs after the pages before it, a slice at a time. */
  follow(changes: readonly CatalogueChange[]): void {
    const relevant = changes.filter((c) => c.entity === 'products');
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
    if (row && !c.deleted && sellable(row)) {
      const units = scannable(unitsIn(row));
      this.docs.set(
        c.id,
        prepareDoc(
          searchable(
            { ...row, id: c.id },
            units.map((u) => u.barcode),
          ),
        ),
      );
      this.barcodes.set(c.id, units);
    } else {
      this.docs.delete(c.id);
      this.barcodes.delete(c.id);
    }
  }

  /** Every followed page worked through: the documents with their barcodes. */
  async finish(): Promise<FollowedCatalogue> {
    await this.queue;
    return { docs: [...this.docs.values()], barcodes: this.barcodes };
  }
}
