/**
 * What the form of a product's number says about it. A drug's registration number is VD-…, VN-…,
 * GC-…, QLĐB-…, QLSP-… or one of the 12-digit numbers of Circular 08/2022; goods that are not drugs
 * carry another authority's number instead:
 * - a health supplement, its announcement's registration "1234/2023/ĐKSP" (earlier "…/ATTP-XNCB"
 *   or "…/YT-CNTC");
 * - a cosmetic, its notification "123456/24/CBMP-QLD" (or -HN, -HCM, …);
 * - a medical device, its declaration "230001234/PCBA-HN", "…/PCBB-…", "…/PCBSX-…", or its
 *   registration "…/ĐKLH-BYT-TB-CT" (the older import licences "…/BYT-TB-CT").
 * Only these say "not a drug"; any other number (or none) says nothing, and the class stays the
 * shop's choice.
 */
export type GoodsKind = 'supplement' | 'cosmetic' | 'device';

const PATTERNS: ReadonlyArray<readonly [GoodsKind, RegExp]> = [
  ['supplement', /\/(DKSP|ATTP-XNCB|YT-CNTC)\b/],
  ['cosmetic', /\/CBMP\b/],
  ['device', /\/(PCBA|PCBB|PCBSX|DKLH|BYT-TB)\b/],
];

/** The kind of goods a number belongs to, or null when it may be a drug's (or is empty). */
export function goodsKindOf(registrationNumber: string | null | undefined): GoodsKind | null {
  if (!registrationNumber) return null;
  // "ĐKSP" and "DKSP" are both written; spaces around the slashes too.
  const text = registrationNumber.toUpperCase().replaceAll('Đ', 'D').replace(/\s+/g, '');
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
