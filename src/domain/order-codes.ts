/**
 * Order codes made on the till without the server (DOMAIN.md "Codes", DESIGN.md §3): a type
 * prefix (HD sale, TH return or exchange), the till's own prefix, the device's segment and the
 * device's counter for that till, e.g. `HD-Q1-3-000123`. The segment is a small number the server
 * hands each device once (its first sync), unique in the shop, so two tablets on one till, a
 * tablet whose storage was cleared (a new device id, so a new segment) or a replaced tablet never
 * make the same code, with no coordination at sale time. A device that has not reached the server
 * since its storage was made uses a provisional segment from its own id (`X` and four hex digits),
 * which cannot meet a numbered one. Codes without a segment (`HD-Q1-000123`) were made before
 * segments and stay valid.
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

/** A device segment: a number the server gave (1–9999), or a provisional `X` and four hex digits. */
export const SEGMENT_PATTERN = /^([1-9]\d{0,3}|X[0-9A-F]{4})$/;

const CODE_PATTERN = /^(HD|TH)-([A-Z0-9]{1,10})-(?:([1-9]\d{0,3}|X[0-9A-F]{4})-)?(\d{6,15})$/;

export interface ParsedOrderCode {
  typePrefix: OrderCodeTypePrefix;
  tillPrefix: string;
  /** The device segment; null for a code made before segments. */
  segment: string | null;
  counter: number;
}

/** The segment a device uses until the server has given it one: from the random end of its id. */
export function provisionalSegment(deviceId: string): string {
  const hex = deviceId
    .replace(/[^0-9a-f]/gi, '')
    .slice(-4)
    .toUpperCase()
    .padStart(4, '0');
  return `X${hex}`;
}

export function formatOrderCode(type: OrderType, tillPrefix: string, counter: number, segment?: string | null): string {
  if (!TILL_PREFIX_PATTERN.test(tillPrefix)) throw new RangeError(`Not a till prefix: ${tillPrefix}`);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`Not an order counter: ${counter}`);
  if (segment !== null && segment !== undefined && !SEGMENT_PATTERN.test(segment))
    throw new RangeError(`Not a device segment: ${segment}`);
  const middle = segment === null || segment === undefined ? '' : `${segment}-`;
  return `${ORDER_CODE_TYPE_PREFIXES[type]}-${tillPrefix.toUpperCase()}-${middle}${String(counter).padStart(COUNTER_DIGITS, '0')}`;
}

export function parseOrderCode(code: string): ParsedOrderCode | null {
  const match = CODE_PATTERN.exec(code.trim().toUpperCase());
  if (!match) return null;
  const counter = Number(match[4]);
  if (!Number.isSafeInteger(counter) || counter < 1) return null;
  return {
    typePrefix: match[1] as OrderCodeTypePrefix,
    tillPrefix: match[2] as string,
    segment: match[3] ?? null,
    counter,
  };
}

/** The device's next code on a till: after the highest counter it has used there (0 at first). */
export function nextOrderCode(
  type: OrderType,
  tillPrefix: string,
  lastCounter: number,
  segment?: string | null,
): { code: string; counter: number } {
  const counter = Math.max(0, Math.floor(lastCounter)) + 1;
  return { code: formatOrderCode(type, tillPrefix, counter, segment), counter };
}

/** The highest counter among this device's codes of one till (same segment), from the orders it holds. */
export function highestCounter(codes: readonly string[], tillPrefix: string, segment: string | null = null): number {
  const prefix = tillPrefix.toUpperCase();
  let highest = 0;
  for (const code of codes) {
    const parsed = parseOrderCode(code);
    if (parsed && parsed.tillPrefix === prefix && parsed.segment === segment && parsed.counter > highest) {
      highest = parsed.counter;
    }
  }
  return highest;
}
