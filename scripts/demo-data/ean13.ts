/** EAN-13 barcodes: the GS1 check digit over the first twelve digits. */

export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`EAN-13 needs 12 digits before the check digit: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Appends the check digit to twelve digits. */
export const ean13 = (first12: string): string => first12 + String(ean13CheckDigit(first12));

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
