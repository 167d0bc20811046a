/**
 * Vietnamese tax codes (mã số thuế, Circular 105/2020/TT-BTC): ten digits whose tenth is a check
 * digit over the first nine, or those ten followed by three digits for a dependent unit or branch
 * (written `0101234567-001` or `0101234567001`).
 */

/** Weights of the first nine digits in the check digit. */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/** The check digit the first nine digits call for, or null when none fits (the sum leaves 10). */
export function taxCodeCheckDigit(firstNine: string): number | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstNine[i]), 0);
  const digit = 10 - (sum % 11);
  return digit === 10 ? null : digit;
}

/** The code without its branch dash: 10 or 13 digits. */
export function normaliseTaxCode(code: string): string {
  return code.trim().replace(/^(\d{10})-(\d{3})$/, '$1$2');
}

/**
 * The written form of a valid code, as invoices carry it (MST of the XML, `\d{10}(-\d{3})?`):
 * 10 digits, or 13 with the dash before the branch's three; anything else is answered trimmed.
 */
export function dashedTaxCode(code: string): string {
  return normaliseTaxCode(code).replace(/^(\d{10})(\d{3})$/, '$1-$2');
}

/** 10 digits (or 13 with a branch suffix, dash optional) whose check digit is right. */
export function isValidTaxCode(code: string): boolean {
  const digits = normaliseTaxCode(code);
  if (!/^\d{10}(\d{3})?$/.test(digits)) return false;
  if (digits.length === 13 && digits.slice(10) === '000') return false;
  return taxCodeCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}
