/** How the till's catalogue rows (products and their units, as pulled) become search input. Pure. */
import type { BarcodeUnit } from './barcode-index';
import type { SearchableProduct } from './prepared-doc';

export type CatalogueRow = Record<string, unknown> & { id: string };

/** A product the counter may sell: active and not archived. */
export const sellable = (product: CatalogueRow): boolean => product.is_active !== false && !product.deleted_at;

/** The units a product's row carries (the till keeps a product with its units, src/db/database.ts). */
export function unitsIn(product: CatalogueRow): CatalogueRow[] {
  return Array.isArray(product.units) ? (product.units as CatalogueRow[]) : [];
}

/** A unit's barcode, when it is live and has one. */
export function barcodeOf(unit: CatalogueRow): string | null {
  return !unit.deleted_at && typeof unit.barcode === 'string' && unit.barcode.length > 0 ? unit.barcode : null;
}

export function scannable(units: readonly CatalogueRow[]): BarcodeUnit[] {
  const result: BarcodeUnit[] = [];
  for (const unit of units) {
    const barcode = barcodeOf(unit);
    if (barcode) result.push({ id: unit.id, barcode });
  }
  return result;
}

export function searchable(product: CatalogueRow, barcodes: readonly string[] = []): SearchableProduct {
  return {
    id: product.id,
    name: String(product.name ?? ''),
    code: (product.code as string | null | undefined) ?? null,
    activeIngredient: (product.active_ingredient as string | null | undefined) ?? null,
    barcodes,
  };
}
