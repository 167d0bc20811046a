/** Search text normalisation: lower case, no Vietnamese diacritics (đ → d), words only. */
const MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9]+/g;
const NON_ASCII = /[^\x20-\x7e]/;
const PLAIN = /^[a-z0-9]+$/;

export function normalizeSearch(text: string): string {
  // Fast paths for codes and barcodes (most of the strings a catalogue indexes).
  if (PLAIN.test(text)) return text;
  const folded = NON_ASCII.test(text)
    ? text.normalize('NFD').replace(MARKS, '').toLowerCase().replaceAll('đ', 'd')
    : text.toLowerCase();
  return folded.replace(NON_WORD, ' ').trim();
}

export function searchWords(text: string): string[] {
  const normalized = normalizeSearch(text);
  return normalized ? normalized.split(' ') : [];
}
