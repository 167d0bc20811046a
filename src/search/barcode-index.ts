/**
 * Exact barcode → (product, unit) in memory, beside the text index: a scan at the counter is a
 * map lookup plus two keyed reads, instead of an IndexedDB index query followed by a read. Pure
 * data structure; the caller checks what it finds against the database.
 */
export interface BarcodeTarget {
  productId: string;
  unitId: string;
}

export interface BarcodeUnit {
  id: string;
  barcode: string;
}

export class BarcodeIndex {
  private readonly byCode = new Map<string, BarcodeTarget>();
  /** The codes each product put in, so a changed product takes its old codes out. */
  private readonly byProduct = new Map<string, string[]>();

  get size(): number {
    return this.byCode.size;
  }

  /** Replaces what a product's units put in (an empty list removes the product). */
  set(productId: string, units: readonly BarcodeUnit[]): void {
    this.remove(productId);
    if (units.length === 0) return;
    const codes: string[] = [];
    for (const unit of units) {
      this.byCode.set(unit.barcode, { productId, unitId: unit.id });
      codes.push(unit.barcode);
    }
    this.byProduct.set(productId, codes);
  }

  remove(productId: string): void {
    const codes = this.byProduct.get(productId);
    if (!codes) return;
    for (const code of codes) if (this.byCode.get(code)?.productId === productId) this.byCode.delete(code);
    this.byProduct.delete(productId);
  }

  get(barcode: string): BarcodeTarget | undefined {
    return this.byCode.get(barcode);
  }

  /** Adds one unit's code to what a product put in (a background fill, unit by unit). */
  add(productId: string, unit: BarcodeUnit): void {
    this.byCode.set(unit.barcode, { productId, unitId: unit.id });
    const codes = this.byProduct.get(productId);
    if (codes) codes.push(unit.barcode);
    else this.byProduct.set(productId, [unit.barcode]);
  }
}
