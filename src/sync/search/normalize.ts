/** Search text normalisation: lower case, no Vietnamese diacritics (đ → d), words only. */
const MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9]+/g;

export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replaceAll('đ', 'd').replace(NON_WORD, ' ').trim();
}

export function searchWords(text: string): string[] {
  const normalized = normalizeSearch(text);
  return normalized ? normalized.split(' ') : [];
}
