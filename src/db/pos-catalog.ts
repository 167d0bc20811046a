/**
 * What the point of sale reads from the till database: its till (POS setting), the general
 * settings (VietQR account, expiry window), products as the cart sells them (units with their
 * names and prices), their lots, prescription templates, customers and doctors.
 */
import type { ProductUnit, SellableProduct } from '../domain/cart-types';
import type { StockLot } from '../domain/lots';
import { baseQty, dong } from '../domain/money';
import { lotsOf, unitsOf, type ProductRecord, type Row, type TillDb } from './database';
import { readProducts } from './product-records';

export interface TillSetting {
  id: string;
  name: string;
  order_code_prefix: string;
  payment_methods: string[];
  receipt_layout: '80mm' | '58mm' | 'a5';
  receipt_header: string | null;
  receipt_footer: string | null;
  allow_negative_stock: boolean;
  layout: { categories: LayoutCategory[] };
}

export interface LayoutProductItem {
  type: 'product';
  product_id: string;
}
export interface LayoutFolderItem {
  type: 'folder';
  id: string;
  name: string;
  items: LayoutProductItem[];
}
export interface LayoutCategory {
  id: string;
  name: string;
  color: string | null;
  items: (LayoutProductItem | LayoutFolderItem)[];
}

export interface GeneralSetting {
  expiry_warning_days: number;
  vietqr_bank_bin: string | null;
  vietqr_account_number: string | null;
  vietqr_account_name: string | null;
}

const live = (row: Row | undefined): row is Row => Boolean(row) && !row?.deleted_at;

/** The active tills of the shop, by name. */
export async function listTills(db: TillDb): Promise<TillSetting[]> {
  const rows = await db.synced('pos_settings').toArray();
  return rows
    .filter((row) => live(row) && row.is_active !== false)
    .map((row) => row as unknown as TillSetting)
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

export async function generalSetting(db: TillDb): Promise<GeneralSetting> {
  const row = (await db.synced('general_settings').toArray())[0];
  return {
    expiry_warning_days: Number(row?.expiry_warning_days ?? 90),
    vietqr_bank_bin: (row?.vietqr_bank_bin as string | null) ?? null,
    vietqr_account_number: (row?.vietqr_account_number as string | null) ?? null,
    vietqr_account_name: (row?.vietqr_account_name as string | null) ?? null,
  };
}

async function uomNames(db: TillDb, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.synced('uoms').bulkGet([...new Set(ids)]);
  return new Map(rows.filter(live).map((row) => [row.id, String(row.name)]));
}

/** Products with their units as the cart sells them; unknown or deleted products are left out. */
export async function sellableProducts(db: TillDb, ids: readonly string[]): Promise<Map<string, SellableProduct>> {
  const rows = (await readProducts(db, [...new Set(ids)])).filter(
    (row): row is ProductRecord => live(row) && row.is_active !== false,
  );
  const names = await uomNames(
    db,
    rows.flatMap((row) => unitsOf(row).map((unit) => String(unit.uom_id))),
  );
  const result = new Map<string, SellableProduct>();
  for (const row of rows) {
    const units: ProductUnit[] = unitsOf(row)
      .filter((unit) => !unit.deleted_at)
      .sort((a, b) => Number(a.factor) - Number(b.factor))
      .map((unit) => ({
        id: unit.id,
        name: names.get(String(unit.uom_id)) ?? '',
        factor: Number(unit.factor),
        price: dong(Number(unit.price)),
        barcode: (unit.barcode as string | null) ?? null,
      }));
    if (units.length === 0) continue;
    result.set(row.id, {
      id: row.id,
      name: String(row.name),
      drug_class: row.drug_class === 'rx' ? 'rx' : 'otc',
      tracking_type: (row.tracking_type as SellableProduct['tracking_type']) ?? 'basic',
      qty_available: baseQty(Number(row.stock_on_hand ?? 0)),
      units,
      default_unit_id: units.find((unit) => unit.factor === 1)?.id ?? null,
    });
  }
  return result;
}

export async function sellableProduct(db: TillDb, id: string): Promise<SellableProduct | null> {
  return (await sellableProducts(db, [id])).get(id) ?? null;
}

/** Lots on hand of the given products (base units), by product: read from each product's record. */
export async function lotsByProduct(db: TillDb, productIds: readonly string[]): Promise<Map<string, StockLot[]>> {
  const result = new Map<string, StockLot[]>();
  for (const row of await readProducts(db, [...new Set(productIds)])) {
    if (!live(row)) continue;
    const lots = lotsOf(row)
      .filter((lot) => !lot.deleted_at)
      .map((lot) => ({
        id: lot.id,
        lot_number: String(lot.lot_number),
        expiry_date: (lot.expiry_date as string | null) ?? null,
        quantity: baseQty(Number(lot.quantity ?? 0)),
      }));
    if (lots.length > 0) result.set(row.id, lots);
  }
  return result;
}

export interface TemplateRow {
  id: string;
  name: string;
  diagnosis: string | null;
  instructions: string | null;
  items: { product_id: string; unit_id: string | null; quantity: number; dosage: string | null }[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** Whether every word of the query starts a word of the text (diacritics optional). */
export function matchesWords(text: string, query: string): boolean {
  const words = fold(text).split(/[^a-z0-9]+/);
  return fold(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}

export async function searchTemplates(db: TillDb, query: string, limit = 5): Promise<TemplateRow[]> {
  if (!query.trim()) return [];
  const rows = await db.synced('prescription_templates').toArray();
  return rows
    .filter((row) => live(row) && matchesWords(`${String(row.name)} ${String(row.diagnosis ?? '')}`, query))
    .slice(0, limit)
    .map((row) => row as unknown as TemplateRow);
}

export interface PartyRow {
  id: string;
  name: string;
  phone: string | null;
  detail: string | null;
}

export async function searchCustomers(db: TillDb, query: string, limit = 8): Promise<PartyRow[]> {
  if (!query.trim()) return [];
  const rows = await db.synced('customers').toArray();
  return rows
    .filter(
      (row) =>
        live(row) &&
        matchesWords(`${String(row.full_name)} ${String(row.phone ?? '')} ${String(row.code ?? '')}`, query),
    )
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      name: String(row.full_name),
      phone: (row.phone as string | null) ?? null,
      detail: (row.code as string | null) ?? null,
    }));
}

export async function searchDoctors(db: TillDb, query: string, limit = 8): Promise<PartyRow[]> {
  if (!query.trim()) return [];
  const rows = await db.synced('doctors').toArray();
  return rows
    .filter(
      (row) =>
        live(row) &&
        matchesWords(`${String(row.name)} ${String(row.workplace ?? '')} ${String(row.phone ?? '')}`, query),
    )
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      name: String(row.name),
      phone: (row.phone as string | null) ?? null,
      detail: (row.workplace as string | null) ?? null,
    }));
}
