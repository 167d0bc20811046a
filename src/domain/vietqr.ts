/**
 * VietQR (NAPAS) payloads per DOMAIN.md: an EMVCo merchant-presented QR built on the till with no
 * network. Each field is ID (2 digits) + length (2 digits) + value; the last field `63` is the
 * CRC-16/CCITT-FALSE of everything before it, including `6304`.
 */
import { crc16Hex } from './crc16';
import type { Dong } from './money';

export const NAPAS_GUID = 'A000000727';
/** Service code: fast transfer 24/7 to a bank account. */
export const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';

export interface VietQrInput {
  /** The bank's 6-digit BIN (e.g. 970436 Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng, more than 0. */
  amount: Dong;
  /** Goes in the transfer content (field 62, sub-field 08) so the cashier can match the credit. */
  orderCode: string;
}

export type VietQrProblem = 'bankBinInvalid' | 'accountInvalid' | 'amountInvalid' | 'orderCodeInvalid';

export function vietQrProblem(input: VietQrInput): VietQrProblem | null {
  if (!/^\d{6}$/.test(input.bankBin)) return 'bankBinInvalid';
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) return 'accountInvalid';
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || String(input.amount).length > 13)
    return 'amountInvalid';
  if (!/^[\x20-\x7E]{1,25}$/.test(input.orderCode)) return 'orderCodeInvalid';
  return null;
}

/** One EMVCo field. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`Not a field id: ${id}`);
  if (value.length > 99) throw new RangeError(`Field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The full payload to draw as a QR code. Throws a RangeError on input `vietQrProblem` rejects. */
export function buildVietQr(input: VietQrInput): string {
  const problem = vietQrProblem(input);
  if (problem) throw new RangeError(`VietQR input: ${problem}`);
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber);
  const merchantAccount = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', TRANSFER_TO_ACCOUNT);
  const payload =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', merchantAccount) +
    tlv('53', '704') +
    tlv('54', String(input.amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', input.orderCode)) +
    '6304';
  return payload + crc16Hex(payload);
}

export interface TlvField {
  id: string;
  value: string;
}

/** Splits a payload (or a nested field's value) into its fields; null when malformed. */
export function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length)
      return null;
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** Whether a payload ends with a correct CRC field. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16Hex(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}
