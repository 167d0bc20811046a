/**
 * An immutable, compact search segment over prepared products. Documents are numbered in name
 * order, so the products whose name starts with the query are one contiguous range (a one-letter
 * query takes its first results from there and stops). Words are interned into one sorted array:
 * a word prefix is a range of word numbers, and its postings are one contiguous slice of a typed
 * array, so matching is integer comparisons, never string scans.
 */
import type { PreparedDoc } from './prepared-doc';

/**
 * A segment as stored on the till: typed arrays and a few long strings (one copy each to clone,
 * where arrays of 100k strings cost one object each). Lists are joined by a new line (never in a
 * normalised text; an id holding one makes the counts disagree and the snapshot is refused).
 */
export interface SegmentSnapshot {
  ids: string;
  names: string;
  words: string;
  /** Each document's codes joined by a tab, documents by a new line. */
  codes: string;
  nameCount: Uint16Array;
  docStart: Int32Array;
  docWords: Int32Array;
  postStart: Int32Array;
  postings: Int32Array;
}

export interface SegmentHit {
  tier: number;
  ord: number;
}

/** First index in `sorted` whose value is >= `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byName = (a: PreparedDoc, b: PreparedDoc) =>
  a.normName < b.normName ? -1 : a.normName > b.normName ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
const TIER_SHIFT = 2 ** 26;
/** Documents interned between two pauses of an asynchronous build. */
const SLICE = 5_000;
/** Strings joined between two pauses of a snapshot. */
const SNAPSHOT_SLICE = 10_000;

export class Segment {
  declare ids: string[];
  declare names: string[];
  readonly ordOf = new Map<string, number>();
  declare private words: string[];
  /** Postings of word w: docs postings[postStart[w] .. postStart[w + 1]), in name order. */
  declare private postStart: Int32Array;
  declare private postings: Int32Array;
  /** Words of doc d: docWords[docStart[d] .. docStart[d + 1]), its name's words first. */
  declare private docStart: Int32Array;
  declare private docWords: Int32Array;
  declare private nameCount: Uint16Array;
  private readonly codes = new Map<string, number[]>();
  declare private docCodes: string[][];
  declare private marks: Uint32Array;
  private stamp = 0;

  /** Builds from documents in any order: linear apart from two sorts. */
  constructor(input: readonly PreparedDoc[]) {
    const steps = this.steps(input);
    while (!steps.next().done);
  }

  /** The same build, pausing (to let the UI run) between slices of work. */
  static async build(input: readonly PreparedDoc[], pause: () => Promise<void>): Promise<Segment> {
    const segment = Object.create(Segment.prototype) as Segment;
    Object.assign(segment, { ordOf: new Map(), codes: new Map(), stamp: 0 });
    const steps = segment.steps(input);
    while (!steps.next().done) await pause();
    return segment;
  }

  /** The stored form, joined in slices that pause (the segment itself never changes). */
  async toSnapshot(pause: () => Promise<void>): Promise<SegmentSnapshot> {
    const { nameCount, docStart, docWords, postStart, postings } = this;
    const join = async (list: readonly string[]) => {
      const parts: string[] = [];
      for (let start = 0; start < list.length; start += SNAPSHOT_SLICE) {
        parts.push(list.slice(start, start + SNAPSHOT_SLICE).join('\n'));
        await pause();
      }
      return parts.join('\n');
    };
    const codes: string[] = [];
    for (let start = 0; start < this.docCodes.length; start += SNAPSHOT_SLICE) {
      for (const c of this.docCodes.slice(start, start + SNAPSHOT_SLICE)) codes.push(c.join('\t'));
      await pause();
    }
    return {
      ids: await join(this.ids),
      names: await join(this.names),
      words: await join(this.words),
      codes: await join(codes),
      nameCount,
      docStart,
      docWords,
      postStart,
      postings,
    };
  }

  /** A stored segment back, its lookup maps rebuilt in slices (no sort, no interning). */
  static async fromSnapshot(snapshot: SegmentSnapshot, pause: () => Promise<void>): Promise<Segment> {
    const segment = Object.create(Segment.prototype) as Segment;
    Object.assign(segment, { ordOf: new Map(), codes: new Map(), stamp: 0 });
    const { ids, names, words, codes, ...arrays } = snapshot;
    Object.assign(segment, arrays);
    const n = snapshot.docStart.length - 1;
    const lines = (text: string, count: number) => (count === 0 ? [] : text.split('\n'));
    segment.ids = lines(ids, n);
    segment.names = lines(names, n);
    segment.words = lines(words, snapshot.postStart.length - 1);
    segment.docCodes = lines(codes, n).map((line) => (line === '' ? [] : line.split('\t')));
    if (
      n < 0 ||
      [segment.ids, segment.names, segment.docCodes].some((list) => list.length !== n) ||
      segment.words.length !== snapshot.postStart.length - 1
    ) {
      throw new Error('inconsistent search snapshot');
    }
    for (let ord = 0; ord < n; ord += 1) {
      segment.ordOf.set(segment.ids[ord]!, ord);
      for (const code of segment.docCodes[ord]!) {
        const list = segment.codes.get(code);
        if (list) list.push(ord);
        else segment.codes.set(code, [ord]);
      }
      if (ord % SLICE === SLICE - 1) await pause();
    }
    segment.marks = new Uint32Array(n);
    return segment;
  }

  private *steps(input: readonly PreparedDoc[]): Generator<void, void> {
    const docs = [...input].sort(byName);
    yield;
    const n = docs.length;
    this.ids = docs.map((d) => d.id);
    this.names = docs.map((d) => d.normName);
    this.docCodes = docs.map((d) => d.codes);
    const nameCount = (this.nameCount = new Uint16Array(n));
    const docStart = (this.docStart = new Int32Array(n + 1));
    const interned = new Map<string, number>();
    const words: string[] = [];
    let total = 0;
    for (const d of docs) total += d.nameWords.length + d.otherWords.length;
    const raw = new Int32Array(total);
    let k = 0;
    for (let ord = 0; ord < n; ord += 1) {
      const d = docs[ord]!;
      this.ordOf.set(d.id, ord);
      docStart[ord] = k;
      nameCount[ord] = d.nameWords.length;
      for (const list of [d.nameWords, d.otherWords]) {
        for (const word of list) {
          let id = interned.get(word);
          if (id === undefined) interned.set(word, (id = words.push(word) - 1));
          raw[k++] = id;
        }
      }
      for (const code of d.codes) {
        const list = this.codes.get(code);
        if (list) list.push(ord);
        else this.codes.set(code, [ord]);
      }
      if (ord % SLICE === SLICE - 1) yield;
    }
    docStart[n] = k;
    // Renumber words in sorted order so a prefix is a range of numbers.
    const sorted = (this.words = words.sort());
    yield;
    const rank = new Int32Array(sorted.length);
    sorted.forEach((word, r) => (rank[interned.get(word)!] = r));
    const docWords = (this.docWords = raw.map((id) => rank[id]!));
    const postStart = (this.postStart = new Int32Array(sorted.length + 1));
    for (const word of docWords) postStart[word + 1]! += 1;
    for (let i = 0; i < sorted.length; i += 1) postStart[i + 1]! += postStart[i]!;
    const fill = postStart.slice(0, sorted.length);
    const postings = (this.postings = new Int32Array(total));
    for (let ord = 0; ord < n; ord += 1) {
      for (let j = docStart[ord]!; j < docStart[ord + 1]!; j += 1) postings[fill[docWords[j]!]!++] = ord;
    }
    this.marks = new Uint32Array(n);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The prepared document back (for merging into a new segment). */
  doc(ord: number): PreparedDoc {
    const s = this.docStart[ord]!;
    const m = s + this.nameCount[ord]!;
    const word = (w: number) => this.words[w]!;
    return {
      id: this.ids[ord]!,
      normName: this.names[ord]!,
      nameWords: Array.from(this.docWords.subarray(s, m), word),
      otherWords: Array.from(this.docWords.subarray(m, this.docStart[ord + 1]!), word),
      codes: this.docCodes[ord]!,
    };
  }

  private nextStamp(): number {
    this.stamp += 1;
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /** Up to `limit` live documents matching every word, by tier then name order. */
  search(words: readonly string[], phrase: string, limit: number, dead: Uint8Array): SegmentHit[] {
    const stamp = this.nextStamp();
    const marks = this.marks;
    const hits: SegmentHit[] = [];
    const take = (ord: number, tier: number) => {
      if (marks[ord] === stamp || dead[ord]) return;
      marks[ord] = stamp;
      hits.push({ tier, ord });
    };
    for (const ord of this.codes.get(phrase) ?? []) take(ord, 0);
    // Tier 1: names starting with the query, a contiguous range in name order.
    for (let ord = lowerBound(this.names, phrase); ord < this.names.length && hits.length < limit; ord += 1) {
      if (!this.names[ord]!.startsWith(phrase)) break;
      take(ord, 1);
    }
    if (hits.length >= limit) return hits.slice(0, limit);
    // Tiers 2 and 3: the postings of the most selective word, checked by word-number ranges.
    const lo = new Int32Array(words.length);
    const hi = new Int32Array(words.length);
    let driver = -1;
    let driverSize = Infinity;
    for (let i = 0; i < words.length; i += 1) {
      lo[i] = lowerBound(this.words, words[i]!);
      hi[i] = lowerBound(this.words, `${words[i]!}\uffff`);
      const size = this.postStart[hi[i]!]! - this.postStart[lo[i]!]!;
      if (size === 0) return hits;
      if (size < driverSize) [driver, driverSize] = [i, size];
    }
    const need = limit - hits.length;
    const top: number[] = [];
    const end = this.postStart[hi[driver]!]!;
    for (let p = this.postStart[lo[driver]!]!; p < end; p += 1) {
      const ord = this.postings[p]!;
      if (marks[ord] === stamp || dead[ord]) continue;
      marks[ord] = stamp;
      const tier = this.tierOf(ord, lo, hi);
      if (tier < 0) continue;
      const key = tier * TIER_SHIFT + ord;
      if (top.length === need && key >= top[need - 1]!) continue;
      let i = top.length;
      if (i === need) i -= 1;
      while (i > 0 && top[i - 1]! > key) {
        top[i] = top[i - 1]!;
        i -= 1;
      }
      top[i] = key;
    }
    for (const key of top) hits.push({ tier: Math.floor(key / TIER_SHIFT), ord: key % TIER_SHIFT });
    return hits;
  }

  /** 2 when every word starts a name word, 3 when some only start another word, -1 otherwise. */
  private tierOf(ord: number, lo: Int32Array, hi: Int32Array): number {
    const s = this.docStart[ord]!;
    const e = this.docStart[ord + 1]!;
    const nameEnd = s + this.nameCount[ord]!;
    let tier = 2;
    for (let i = 0; i < lo.length; i += 1) {
      let j = s;
      while (j < e && (this.docWords[j]! < lo[i]! || this.docWords[j]! >= hi[i]!)) j += 1;
      if (j === e) return -1;
      if (j >= nameEnd) tier = 3;
    }
    return tier;
  }
}
