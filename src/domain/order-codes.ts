/**
 * Order codes made on the till without the server (DOMAIN.md "Codes", DESIGN.md §3): a type
 * prefix (HD sale, TH return or exchange), the till's own prefix and the till's counter, e.g.
 * `HD-Q1-000123`. One counter per till serves every type, so codes stay unique per tenant as
 * long as till prefixes are unique, even when the type prefix is ignored.
 */
import type { OrderType } from './pos-enums';

export const ORDER_CODE_TYPE_PREFIXES = { sale: 'HD', return: 'TH', exchange: 'TH' } as const satisfies Record<
  OrderType,
  string
>;
export type OrderCodeTypePrefix = (typeof ORDER_CODE_TYPE_PREFIXES)[OrderType];

/** A till prefix: 1–10 ASCII letters or digits (upper-cased in codes). */
export const TILL_PREFIX_PATTERN = /^[A-Za-z0-9]{1,10}$/;
export const COUNTER_DIGITS = 6;

const CODE_PATTERN = /^(HD|TH)-([A-Z0-9]{1,10})-(\d{6,15})$/;

export interface ParsedOrderCode {
  typePrefix: OrderCodeTypePrefix;
  tillPrefix: string;
  counter: number;
}

export function formatOrderCode(type: OrderType, tillPrefix: string, counter: number): string {
  if (!TILL_PREFIX_PATTERN.test(tillPrefix)) throw new RangeError(`Not a till prefix: ${tillPrefix}`);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`Not an order counter: ${counter}`);
  return `${ORDER_CODE_TYPE_PREFIXES[type]}-${tillPrefix.toUpperCase()}-${String(counter).padStart(COUNTER_DIGITS, '0')}`;
}

export function parseOrderCode(code: string): ParsedOrderCode | null {
  const match = CODE_PATTERN.exec(code.trim().toUpperCase());
  if (!match) return null;
  const counter = Number(match[3]);
  if (!Number.isSafeInteger(counter) || counter < 1) return null;
  return { typePrefix: match[1] as OrderCodeTypePrefix, tillPrefix: match[2] as string, counter };
}

/** The till's next code: after the highest counter it has used (0 for a new till). */
export function nextOrderCode(
  type: OrderType,
  tillPrefix: string,
  lastCounter: number,
): { code: string; counter: number } {
  const counter = Math.max(0, Math.floor(lastCounter)) + 1;
  return { code: formatOrderCode(type, tillPrefix, counter), counter };
}

/**
 * The highest counter among codes of one till, so a reinstalled till resumes after what the
 * server already holds instead of reusing a code.
 */
export function highestCounter(codes: readonly string[], tillPrefix: string): number {
  const prefix = tillPrefix.toUpperCase();
  let highest = 0;
  for (const code of codes) {
    const parsed = parseOrderCode(code);
    if (parsed && parsed.tillPrefix === prefix && parsed.counter > highest) highest = parsed.counter;
  }
  return highest;
}
