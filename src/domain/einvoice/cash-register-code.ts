/**
 * The tax authority's code on an invoice generated from a cash register (mã của cơ quan thuế trên
 * hóa đơn điện tử khởi tạo từ máy tính tiền; Decree 123/2020 art. 11 as amended by Decree 70/2025,
 * Circular 78/2021 art. 4, Decision 1510/QĐ-TCT; see docs/einvoices.md). 23 characters,
 * `C1C2-C3C4-C5…C9-C10…C20`: `M`; the invoice kind 1–6 (the template digit); the last two
 * digits of the year of issue; the five characters the tax office gave the seller when it
 * accepted its registration; eleven digits the seller's software makes unique. PharmaTill splits
 * the eleven digits into the device's segment in the shop (4 digits, 1–9999, given once by the
 * server, as in order codes) and that device's running number of the year (7 digits, taken in the
 * sale's own transaction), so every device makes unique codes alone, offline, with no gap of its own.
 */
export const CASH_REGISTER_CODE_PATTERN = /^M([1-6])-(\d{2})-([0-9A-Z]{5})-(\d{4})(\d{7})$/;
export const TAX_OFFICE_CODE_PATTERN = /^[0-9A-Z]{5}$/;
export const MAX_DEVICE = 9999;
export const MAX_DEVICE_COUNTER = 9_999_999;

export interface CashRegisterCode {
  /** The invoice kind, the template digit (1 VAT invoice, 2 sales invoice). */
  kind: number;
  /** Two-digit year of issue. */
  year: number;
  /** The five characters the tax office gave the seller. */
  taxOfficeCode: string;
  /** The device's segment in the shop, 1–9999. */
  device: number;
  /** The device's running number within the year, from 1. */
  counter: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatCashRegisterCode(code: CashRegisterCode): string {
  if (!Number.isInteger(code.kind) || code.kind < 1 || code.kind > 6)
    throw new RangeError(`Not an invoice kind: ${code.kind}`);
  if (!TAX_OFFICE_CODE_PATTERN.test(code.taxOfficeCode))
    throw new RangeError(`Not a tax office code: ${code.taxOfficeCode}`);
  if (!Number.isInteger(code.device) || code.device < 1 || code.device > MAX_DEVICE)
    throw new RangeError(`Not a device segment: ${code.device}`);
  if (!Number.isInteger(code.counter) || code.counter < 1 || code.counter > MAX_DEVICE_COUNTER)
    throw new RangeError(`Not a device counter: ${code.counter}`);
  return `M${code.kind}-${pad(code.year % 100, 2)}-${code.taxOfficeCode}-${pad(code.device, 4)}${pad(code.counter, 7)}`;
}

export function parseCashRegisterCode(text: string): CashRegisterCode | null {
  const match = CASH_REGISTER_CODE_PATTERN.exec(text);
  if (!match) return null;
  const counter = Number(match[5]);
  const device = Number(match[4]);
  if (counter < 1 || device < 1) return null;
  return { kind: Number(match[1]), year: Number(match[2]), taxOfficeCode: match[3]!, device, counter };
}

/** The highest counter among codes of one device and year, so a device that lost its meta resumes after it. */
export function highestDeviceCounter(codes: readonly string[], device: number, year: number): number {
  let highest = 0;
  for (const text of codes) {
    const code = parseCashRegisterCode(text);
    if (code && code.device === device && code.year === year % 100 && code.counter > highest) highest = code.counter;
  }
  return highest;
}
