/**
 * What counter pages read from the till's own copy (filled by the sync pull) rather than from a
 * back-office list the cashier may not open (SPEC §6): the names of the small lists (doctors'
 * specializations, customer groups, tills) and, for a complaint, products and their lots.
 */
import type { StockLot } from '../domain/lots';
import type { TillDb } from './database';
import { lotsByProduct } from './pos-catalog';
import type { ProductSearch } from './product-search';
import type { SyncedTable } from './schema';

export type LocalNamedTable = Extract<SyncedTable, 'specializations' | 'customer_groups' | 'pos_settings'>;

export interface LocalOption {
  id: string;
  name: string;
}

/** The live rows of `table` (archived ones left out), by name as Vietnamese sorts it. */
export async function localNamedList(db: TillDb, table: LocalNamedTable): Promise<LocalOption[]> {
  const rows = await db.synced(table).toArray();
  return rows
    .filter((row) => !row.deleted_at)
    .map((row) => ({ id: row.id, name: String(row.name ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

/** A product found in the till's catalogue, as a picker shows it. */
export interface LocalProduct extends LocalOption {
  code: string | null;
  sale_price: number;
}

/** Active products matching `query` in the till's search index. */
export async function findLocalProducts(search: ProductSearch, query: string, limit: number): Promise<LocalProduct[]> {
  const rows = await search.search(query, limit);
  return rows
    .filter((row) => !row.deleted_at && row.is_active !== false)
    .map((row) => ({
      id: row.id,
      name: String(row.name ?? ''),
      code: (row.code as string | null) ?? null,
      sale_price: Number(row.sale_price ?? 0),
    }));
}

/** A product's lots on the till, soonest expiry first (lots without one last). */
export async function localLots(db: TillDb, productId: string): Promise<StockLot[]> {
  const lots = (await lotsByProduct(db, [productId])).get(productId) ?? [];
  return lots.sort((a, b) => (a.expiry_date ?? '9999').localeCompare(b.expiry_date ?? '9999'));
}
