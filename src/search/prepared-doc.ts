/** A product reduced to what search needs: normalised name, its words, other words, codes. */
import { normalizeSearch, searchWords } from './normalize';

export interface SearchableProduct {
  id: string;
  name: string;
  code?: string | null;
  activeIngredient?: string | null;
  barcodes?: readonly string[];
}

export interface PreparedDoc {
  id: string;
  /** Normalised name: lower case, no diacritics, words joined by one space. */
  normName: string;
  /** Distinct words of the name, first word first. */
  nameWords: string[];
  /** Distinct words of the active ingredient and code that are not name words. */
  otherWords: string[];
  /** Normalised code and barcodes, matched whole. */
  codes: string[];
}

export function prepareDoc(product: SearchableProduct): PreparedDoc {
  const normName = normalizeSearch(product.name);
  const nameWords = [...new Set(normName ? normName.split(' ') : [])];
  const code = product.code ? normalizeSearch(product.code) : '';
  const codes = code ? [code] : [];
  addBarcodes(codes, product.barcodes ?? []);
  // The code's words are searchable by prefix ('sp0012'); barcodes only whole (tier 0): a
  // partial barcode means nothing to a cashier, and 13-digit words would triple the word list.
  const others = new Set(searchWords(product.activeIngredient ?? ''));
  if (code) for (const word of code.split(' ')) others.add(word);
  for (const word of nameWords) others.delete(word);
  return { id: product.id, normName, nameWords, otherWords: [...others], codes };
}

/** Adds normalised barcodes to a document's codes (also for barcodes that arrive after it). */
export function addBarcodes(codes: string[], barcodes: readonly string[]): void {
  for (const raw of barcodes) {
    const barcode = normalizeSearch(raw);
    if (barcode && !codes.includes(barcode)) codes.push(barcode);
  }
}

/**
 * Match tiers, best first: 0 the query is a code or barcode; 1 the name starts with the query;
 * 2 every query word starts a word of the name; 3 every query word starts a word of the name,
 * active ingredient or codes. Within a tier, products come in name order.
 */
export const TIER_SCORES = [1000, 400, 100, 10] as const;

/** The tier of one document for a query (-1: no match); used for the small unindexed part. */
export function tierOf(doc: PreparedDoc, words: readonly string[], phrase: string): number {
  if (doc.codes.includes(phrase)) return 0;
  let inName = true;
  for (const word of words) {
    if (doc.nameWords.some((w) => w.startsWith(word))) continue;
    if (!doc.otherWords.some((w) => w.startsWith(word))) return -1;
    inName = false;
  }
  if (doc.normName.startsWith(phrase)) return 1;
  return inName ? 2 : 3;
}
