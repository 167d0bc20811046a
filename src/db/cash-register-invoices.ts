/**
 * Cash-register invoices made on the till (Decree 70/2025, docs/einvoices.md): the shop's public
 * e-invoice settings and store as pulled, and the device's running number of the year in `meta`,
 * taken inside the sale's own transaction, so a code is used once and none is skipped on this device.
 */
import {
  formatCashRegisterCode,
  highestDeviceCounter,
  TAX_OFFICE_CODE_PATTERN,
} from '../domain/einvoice/cash-register-code';
import { SERIES_PATTERN, TEMPLATE_PATTERN } from '../domain/einvoice/series-format';
import type { BuyerInput } from '../domain/einvoice/schemas';
import { todayInShop } from '../domain/shop-clock';
import type { TillDb } from './database';
import { META_KEYS, readMeta, writeMeta } from './meta';

/** What the till needs to make and print a cash-register invoice. */
export interface CashRegisterSettings {
  template: string;
  series: string;
  taxOfficeCode: string;
  lookupUrl: string | null;
  sellerName: string;
  sellerTaxCode: string;
}

/** The invoice as the till keeps it with its order (for the receipt). */
export interface TillInvoice {
  id: string;
  code: string;
  template_code: string;
  series: string;
  issued_at: string;
  lookup_url: string | null;
  seller_tax_code: string;
  buyer: BuyerInput;
  /** A return's invoice adjusts the sale's: that invoice's code, when this till holds it. */
  adjusts_code?: string | null;
  /**
   * `adjust` for the invoice of goods given back (a return, or an exchange's return part): it
   * adjusts the sale's invoice even when this till does not hold it (the server names it).
   */
  relation?: 'original' | 'adjust';
}

/** The codes this order's invoices took (an exchange has two). */
function orderInvoiceCodes(row: Record<string, unknown>): string[] {
  return [row.einvoice, row.exchange_einvoice].map((invoice) => text((invoice as TillInvoice | undefined)?.code));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings when cash-register invoices are on and complete, else null (no invoice is made). */
export async function cashRegisterSettings(db: TillDb): Promise<CashRegisterSettings | null> {
  const row = (await db.synced('einvoice_settings').toArray())[0];
  if (!row || row.deleted_at || row.cash_register_enabled !== true) return null;
  const settings = {
    template: text(row.cash_register_template),
    series: text(row.cash_register_series),
    taxOfficeCode: text(row.tax_office_code),
    lookupUrl: text(row.lookup_url) || null,
    sellerName: text(row.seller_name),
    sellerTaxCode: text(row.seller_tax_code),
  };
  const complete =
    TEMPLATE_PATTERN.test(settings.template) &&
    SERIES_PATTERN.test(settings.series) &&
    TAX_OFFICE_CODE_PATTERN.test(settings.taxOfficeCode);
  return complete ? settings : null;
}

/** The shop's tax code as the store settings hold it (printed on every receipt). */
export async function storeTaxCode(db: TillDb): Promise<string | null> {
  const row = (await db.synced('stores').toArray())[0];
  return text(row?.tax_code) || null;
}

const counterKey = (device: number, year: number) => `cash_register_counter:${device}:${year}`;

/** This device's segment of the shop's codes once the server gave it (a provisional one has letters). */
export async function numberedSegment(db: TillDb): Promise<number | null> {
  const segment = await readMeta<string>(db, META_KEYS.deviceSegment);
  return segment && /^\d{1,4}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;
}

/**
 * The next code of this device: call inside the transaction that records the sale (it writes
 * `meta`). A device whose counter was lost resumes after the highest code among its kept orders.
 */
export async function takeCashRegisterCode(
  db: TillDb,
  device: number,
  settings: CashRegisterSettings,
  issuedAt: string,
): Promise<string> {
  const year = Number(todayInShop(new Date(issuedAt)).slice(0, 4));
  let last = await readMeta<number>(db, counterKey(device, year));
  if (last === undefined) {
    const codes = (await db.recent_orders.toArray()).flatMap((row) => orderInvoiceCodes(row));
    last = highestDeviceCounter(codes, device, year);
  }
  const counter = last + 1;
  await writeMeta(db, counterKey(device, year), counter);
  return formatCashRegisterCode({
    kind: Number(settings.template),
    year,
    taxOfficeCode: settings.taxOfficeCode,
    device,
    counter,
  });
}
