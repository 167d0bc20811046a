/**
 * Keyboard-wedge barcode scanners type a code as very fast keystrokes ending with Enter. The
 * detector watches keys typed while no field has the focus: a burst of at least `minLength`
 * printable characters typed at `maxGapMs` or less per key on average, followed by Enter, is a
 * scan. A person typing is far slower than a scanner (over 100 ms per key), so no one keeps that
 * average over a whole code; one late key (a busy tablet delivering events in a clump) is
 * forgiven up to `maxPauseMs`, and a longer pause starts over.
 */
export interface WedgeOptions {
  minLength?: number;
  maxGapMs?: number;
  maxPauseMs?: number;
}

export class BarcodeWedge {
  private buffer = '';
  private startAt = -Infinity;
  private lastAt = -Infinity;
  private readonly minLength: number;
  private readonly maxGapMs: number;
  private readonly maxPauseMs: number;

  constructor({ minLength = 6, maxGapMs = 50, maxPauseMs = 250 }: WedgeOptions = {}) {
    this.minLength = minLength;
    this.maxGapMs = maxGapMs;
    this.maxPauseMs = maxPauseMs;
  }

  /** Whether the burst so far, ending at `at`, is as fast as a scanner's on average. */
  private fast(at: number, keys: number): boolean {
    return keys > 0 && (at - this.startAt) / keys <= this.maxGapMs;
  }

  /**
   * Feeds one key (KeyboardEvent.key) typed at `at` ms. Answers the scanned code on the Enter
   * that ends a burst, otherwise null. `consumed` says the key belongs to a burst in progress.
   */
  feed(key: string, at: number): { code: string | null; consumed: boolean } {
    const continues = at - this.lastAt <= this.maxPauseMs;
    this.lastAt = at;
    if (key === 'Enter') {
      const code =
        continues && this.buffer.length >= this.minLength && this.fast(at, this.buffer.length) ? this.buffer : null;
      this.buffer = '';
      return { code, consumed: code !== null };
    }
    if (key.length !== 1 || !/[\x21-\x7E]/.test(key)) {
      this.buffer = '';
      return { code: null, consumed: false };
    }
    if (continues && this.buffer.length > 0) {
      this.buffer += key;
    } else {
      this.buffer = key;
      this.startAt = at;
    }
    return { code: null, consumed: this.buffer.length > 1 && this.fast(at, this.buffer.length - 1) };
  }

  reset(): void {
    this.buffer = '';
    this.startAt = -Infinity;
    this.lastAt = -Infinity;
  }
}
