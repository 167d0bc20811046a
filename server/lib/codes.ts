/**
 * Human codes (DOMAIN.md "Codes"): SP000001 products, KH000001 customers, NCC0001 vendors, PT
 * receipt vouchers (a customer's debt collected, a vendor's refund: one series, as the cash book
 * keeps them), PC payment vouchers to vendors, and the stock documents PN purchase, KK count, XH scrap, KS
 * quality control, KN complaint, TNCC return to a supplier, each from the tenant's counter of its
 * kind in code_sequences (counters.ts). A product, customer or vendor code someone typed by hand
 * is skipped over rather than clashed with.
 */
import type { Tx } from '../db/connection';
import { bumpCounter } from './counters';

const CODE_KINDS = {
  product: { prefix: 'SP', width: 6 },
  customer: { prefix: 'KH', width: 6 },
  vendor: { prefix: 'NCC', width: 4 },
  purchase_order: { prefix: 'PN', width: 6 },
  inventory: { prefix: 'KK', width: 6 },
  scrap: { prefix: 'XH', width: 6 },
  quality_control: { prefix: 'KS', width: 6 },
  complaint: { prefix: 'KN', width: 6 },
  supplier_return: { prefix: 'TNCC', width: 6 },
  customer_payment: { prefix: 'PT', width: 6 },
  vendor_payment: { prefix: 'PC', width: 6 },
} as const;
export type CodeKind = keyof typeof CODE_KINDS;
/** Codes only the server gives (no one types them), so they are never checked for clashes. */
export type DocumentKind = Exclude<CodeKind, 'product' | 'customer' | 'vendor'>;

export function formatCode(kind: CodeKind, value: number): string {
  const { prefix, width } = CODE_KINDS[kind];
  return `${prefix}${String(value).padStart(width, '0')}`;
}

/** Reserves `count` consecutive counter values and answers the first. */
export async function reserveCodes(tx: Tx, tenantId: string, kind: CodeKind, count = 1): Promise<number> {
  return (await bumpCounter(tx, 'code_sequences', { tenant_id: tenantId, kind }, count)) - count + 1;
}

/** The next free code of a kind; `taken` says whether a live record already has a code. */
export async function nextCode(
  tx: Tx,
  tenantId: string,
  kind: CodeKind,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const code = formatCode(kind, await reserveCodes(tx, tenantId, kind));
    if (!(await taken(code))) return code;
  }
  throw new Error(`no free ${kind} code after 1000 attempts`);
}

/** The next code of a stock document. */
export async function nextDocumentCode(tx: Tx, tenantId: string, kind: DocumentKind): Promise<string> {
  return formatCode(kind, await reserveCodes(tx, tenantId, kind));
}
