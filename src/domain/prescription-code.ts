/**
 * The national prescription code (QĐ 808/QĐ-BYT): 14 characters, the prescribing facility's
 * 5-character code, 7 characters of the prescription, a dash and its kind (c basic, n narcotic,
 * h psychotropic, y traditional medicine). Case does not matter; the canonical form is lower case.
 * Kept apart from the e-prescription schemas: the till's search box recognises a scanned code on
 * every keystroke, and zod loads only when a prescription is fetched (issue 16).
 */
export const PRESCRIPTION_CODE_PATTERN = /^[0-9a-z]{12}-[cnhy]$/i;
export const PRESCRIPTION_KINDS = ['c', 'n', 'h', 'y'] as const;

export function isNationalPrescriptionCode(text: string): boolean {
  return PRESCRIPTION_CODE_PATTERN.test(text.trim());
}

export function canonicalPrescriptionCode(text: string): string {
  return text.trim().toLowerCase();
}
