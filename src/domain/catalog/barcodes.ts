/**
 * Barcodes a shop gives its own goods. A blister or a loose bottle often has no barcode of its
 * own; GS1 keeps the EAN-13 prefixes 20–29 for numbers a shop assigns in store, so an internal
 * barcode is 20, a ten-digit number from the shop's counter, and the EAN-13 check digit. Scanners
 * read it like any other EAN-13, and it never clashes with a manufacturer's 893… code.
 */

/** EAN-13's check digit for its first 12 digits (weights 1, 3, 1, 3… from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits whose last is the check digit of the others. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The shop's n-th internal barcode (n from 1). */
export function internalBarcode(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9_999_999_999) throw new RangeError(`internal barcode ${n} out of range`);
  const first12 = `20${String(n).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * The symbology a label prints a code in: EAN-13 when it is one, Code 128 for other printable
 * ASCII, and none for a code with other characters (a Vietnamese letter): a scanner types back
 * ASCII, so such a code could be printed but never read back as itself.
 */
export function barcodeSymbology(code: string): 'ean13' | 'code128' | null {
  if (isEan13(code)) return 'ean13';
  return /^[\x20-\x7e]+$/.test(code) ? 'code128' : null;
}
