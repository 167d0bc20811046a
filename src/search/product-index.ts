/**
 * The till's in-memory product search (offline): products by name, active ingredient, code and
 * barcode; diacritics-insensitive; every query word must start a word of the product; ranked by
 * tier (code or barcode, name prefix, name words, any words) then name. A compact segment holds
 * the bulk (see segment.ts); products changed since it was built sit in a small delta that is
 * scanned directly and merged into a new segment when it grows. Pure data structure.
 */
import { searchWords } from './normalize';
import { prepareDoc, TIER_SCORES, tierOf, type PreparedDoc, type SearchableProduct } from './prepared-doc';
import { Segment, type SegmentSnapshot } from './segment';

export type { SearchableProduct } from './prepared-doc';

export interface SearchHit {
  id: string;
  score: number;
}

/** The delta should be merged into the segment past a quarter of it, within these bounds. */
export const DELTA_MIN = 2_000;
export const DELTA_MAX = 20_000;

/** The whole index as stored on the till: its segment, what is dead in it, and the delta. */
export interface IndexSnapshot {
  segment: SegmentSnapshot;
  dead: Uint8Array;
  delta: PreparedDoc[];
}

interface Ranked {
  tier: number;
  name: string;
  id: string;
}

const byRank = (a: Ranked, b: Ranked) =>
  a.tier - b.tier || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class ProductIndex {
  private segment: Segment;
  private dead: Uint8Array;
  private deadCount = 0;
  private delta = new Map<string, PreparedDoc>();
  /** Ids changed while an asynchronous compaction runs (they stay out of its new segment). */
  private touched: Set<string> | null = null;

  constructor(docs: readonly PreparedDoc[] = [], segment?: Segment) {
    this.segment = segment ?? new Segment(docs);
    this.dead = new Uint8Array(this.segment.size);
  }

  /** A whole index from prepared documents, pausing between slices of work. */
  static async build(docs: readonly PreparedDoc[], pause: () => Promise<void>): Promise<ProductIndex> {
    return new ProductIndex([], await Segment.build(docs, pause));
  }

  /** A stored index back (see `snapshot`). */
  static async restore(snapshot: IndexSnapshot, pause: () => Promise<void>): Promise<ProductIndex> {
    const index = new ProductIndex([], await Segment.fromSnapshot(snapshot.segment, pause));
    if (snapshot.dead.length !== index.dead.length) throw new Error('inconsistent search snapshot');
    index.dead = snapshot.dead;
    index.deadCount = snapshot.dead.reduce((sum, d) => sum + d, 0);
    for (const doc of snapshot.delta) index.delta.set(doc.id, doc);
    return index;
  }

  /**
   * What `restore` takes back, as of the call: the dead marks and delta are taken at once, the
   * (immutable) segment is then written out in slices while changes may go on.
   */
  snapshot(pause: () => Promise<void>): Promise<IndexSnapshot> {
    const { segment } = this;
    const dead = this.dead.slice();
    const delta = [...this.delta.values()];
    return segment.toSnapshot(pause).then((stored) => ({ segment: stored, dead, delta }));
  }

  get size(): number {
    return this.segment.size - this.deadCount + this.delta.size;
  }

  upsert(product: SearchableProduct): void {
    this.upsertPrepared(prepareDoc(product));
  }

  upsertPrepared(doc: PreparedDoc): void {
    this.killInSegment(doc.id);
    this.delta.set(doc.id, doc);
    this.touched?.add(doc.id);
  }

  remove(id: string): void {
    this.killInSegment(id);
    this.delta.delete(id);
    this.touched?.add(id);
  }

  private killInSegment(id: string): void {
    const ord = this.segment.ordOf.get(id);
    if (ord === undefined || this.dead[ord]) return;
    this.dead[ord] = 1;
    this.deadCount += 1;
  }

  /** Whether the delta (scanned whole on each search) or the dead share has grown too large. */
  get needsCompaction(): boolean {
    const deltaLimit = Math.min(DELTA_MAX, Math.max(DELTA_MIN, this.segment.size / 4));
    return this.delta.size > deltaLimit || this.deadCount > this.segment.size * 0.3;
  }

  /** Merges the delta and drops dead entries into one new segment, all at once. */
  compact(): void {
    const steps = this.compactSteps();
    let step = steps.next();
    while (!step.done) step = steps.next();
    this.swap(new Segment(step.value), new Set());
  }

  /** The same, pausing between slices; searches and changes may go on in between. */
  async compactAsync(pause: () => Promise<void>): Promise<void> {
    const touched = (this.touched = new Set());
    try {
      const steps = this.compactSteps();
      let step = steps.next();
      while (!step.done) {
        await pause();
        step = steps.next();
      }
      this.swap(await Segment.build(step.value, pause), touched);
    } finally {
      this.touched = null;
    }
  }

  private *compactSteps(): Generator<void, PreparedDoc[]> {
    const docs = [...this.delta.values()];
    for (let ord = 0; ord < this.segment.size; ord += 1) {
      if (!this.dead[ord]) docs.push(this.segment.doc(ord));
      if (ord % 10_000 === 9_999) yield;
    }
    return docs;
  }

  /** Installs a new segment; what changed since its snapshot stays in the delta, dead in it. */
  private swap(segment: Segment, touched: Set<string>): void {
    this.segment = segment;
    this.dead = new Uint8Array(segment.size);
    this.deadCount = 0;
    const delta = new Map<string, PreparedDoc>();
    for (const id of touched) {
      const doc = this.delta.get(id);
      if (doc) delta.set(id, doc);
      this.killInSegment(id);
    }
    this.delta = delta;
  }

  search(query: string, limit = 20): SearchHit[] {
    const words = searchWords(query);
    if (words.length === 0 || limit <= 0) return [];
    const phrase = words.join(' ');
    const ranked: Ranked[] = this.segment
      .search(words, phrase, limit, this.dead)
      .map(({ tier, ord }) => ({ tier, name: this.segment.names[ord]!, id: this.segment.ids[ord]! }));
    if (this.delta.size > 0) {
      for (const doc of this.delta.values()) {
        const tier = tierOf(doc, words, phrase);
        if (tier >= 0) ranked.push({ tier, name: doc.normName, id: doc.id });
      }
      ranked.sort(byRank);
    }
    return ranked.slice(0, limit).map((r) => ({ id: r.id, score: TIER_SCORES[r.tier]! }));
  }
}
