/**
 * The till's in-memory product search (offline): products by name, active ingredient, code and
 * barcode; diacritics-insensitive; every query word must prefix a word of the product; ranked.
 * Pure data structure: the caller feeds it in chunks so building never blocks the UI.
 */
import { normalizeSearch, searchWords } from './normalize';

export interface SearchableProduct {
  id: string;
  name: string;
  code?: string | null;
  activeIngredient?: string | null;
  barcodes?: readonly string[];
}

interface Doc {
  id: string;
  name: string;
  normName: string;
  nameWords: string[];
  otherWords: string[];
  codes: string[];
  alive: boolean;
}

export interface SearchHit {
  id: string;
  score: number;
}

export class ProductIndex {
  private readonly docs: Doc[] = [];
  private readonly byId = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private sortedWords: string[] | null = null;
  private dead = 0;

  get size(): number {
    return this.byId.size;
  }

  upsert(product: SearchableProduct): void {
    this.remove(product.id);
    const normName = normalizeSearch(product.name);
    const nameWords = unique(normName.split(' ').filter(Boolean));
    const codes = [product.code, ...(product.barcodes ?? [])].filter((c): c is string => Boolean(c)).map(normalizeSearch);
    const otherWords = unique([...searchWords(product.activeIngredient ?? ''), ...codes.flatMap((c) => c.split(' '))]).filter((w) => !nameWords.includes(w));
    const index = this.docs.length;
    this.docs.push({ id: product.id, name: product.name, normName, nameWords, otherWords, codes, alive: true });
    this.byId.set(product.id, index);
    for (const word of [...nameWords, ...otherWords]) {
      let list = this.postings.get(word);
      if (!list) {
        this.postings.set(word, (list = []));
        this.sortedWords = null;
      }
      list.push(index);
    }
  }

  remove(id: string): void {
    const index = this.byId.get(id);
    if (index === undefined) return;
    this.docs[index]!.alive = false;
    this.byId.delete(id);
    this.dead += 1;
  }

  /** Dead entries are skipped at query time; callers may rebuild when this gets large. */
  get deadRatio(): number {
    return this.docs.length === 0 ? 0 : this.dead / this.docs.length;
  }

  private words(): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort();
    return this.sortedWords;
  }

  /** Marks per doc, stamped with the query's number: no Set to fill on broad prefixes. */
  private marks = new Uint32Array(0);
  private stamp = 0;

  /** Doc indexes having a word that starts with `prefix`, each once. */
  private candidates(prefix: string): number[] {
    const words = this.words();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    if (this.marks.length < this.docs.length) this.marks = new Uint32Array(this.docs.length * 2);
    this.stamp += 1;
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    const found: number[] = [];
    for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i += 1) {
      for (const doc of this.postings.get(words[i]!)!) {
        if (this.marks[doc] === this.stamp) continue;
        this.marks[doc] = this.stamp;
        found.push(doc);
      }
    }
    return found;
  }

  search(query: string, limit = 20): SearchHit[] {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const phrase = words.join(' ');
    // The longest word is usually the most selective: start from its candidates.
    const [first, ...rest] = [...words].sort((a, b) => b.length - a.length);
    const top: SearchHit[] = [];
    for (const index of this.candidates(first!)) {
      const doc = this.docs[index]!;
      if (!doc.alive) continue;
      if (!rest.every((w) => hasPrefix(doc.nameWords, w) || hasPrefix(doc.otherWords, w))) continue;
      const score = scoreOf(doc, words, phrase);
      if (top.length === limit && score <= top[top.length - 1]!.score) continue;
      insertSorted(top, { id: doc.id, score }, limit);
    }
    return top;
  }
}

function scoreOf(doc: Doc, words: string[], phrase: string): number {
  let score = 0;
  if (doc.codes.length > 0 && doc.codes.includes(phrase)) score += 1000;
  if (doc.normName === phrase) score += 600;
  else if (doc.normName.startsWith(phrase)) score += 400;
  else if (doc.normName.includes(phrase)) score += 200;
  for (const w of words) if (hasPrefix(doc.nameWords, w)) score += 50;
  if (doc.nameWords[0]?.startsWith(words[0]!)) score += 100;
  // Among equals, shorter names (closer matches) first.
  return score - Math.min(doc.normName.length, 99) / 100;
}

function hasPrefix(words: string[], prefix: string): boolean {
  for (const w of words) if (w.startsWith(prefix)) return true;
  return false;
}

function insertSorted(top: SearchHit[], hit: SearchHit, limit: number): void {
  let i = top.length;
  while (i > 0 && top[i - 1]!.score < hit.score) i -= 1;
  top.splice(i, 0, hit);
  if (top.length > limit) top.pop();
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}
