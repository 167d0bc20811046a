/**
 * Keyboard-wedge barcode scanners type a code as very fast keystrokes ending with Enter. The
 * detector watches keys typed while no field has the focus: a burst of at least `minLength`
 * printable characters, each within `maxGapMs` of the previous one, followed by Enter is a scan.
 * A person typing is far slower than a scanner (tens of ms per key), so slow keys start over.
 */
export interface WedgeOptions {
  minLength?: number;
  maxGapMs?: number;
}

export class BarcodeWedge {
  private buffer = '';
  private lastAt = -Infinity;
  private readonly minLength: number;
  private readonly maxGapMs: number;

  constructor({ minLength = 6, maxGapMs = 50 }: WedgeOptions = {}) {
    this.minLength = minLength;
    this.maxGapMs = maxGapMs;
  }

  /**
   * Feeds one key (KeyboardEvent.key) typed at `at` ms. Answers the scanned code on the Enter
   * that ends a burst, otherwise null. `consumed` says the key belongs to a burst in progress.
   */
  feed(key: string, at: number): { code: string | null; consumed: boolean } {
    const quick = at - this.lastAt <= this.maxGapMs;
    this.lastAt = at;
    if (key === 'Enter') {
      const code = quick && this.buffer.length >= this.minLength ? this.buffer : null;
      this.buffer = '';
      return { code, consumed: code !== null };
    }
    if (key.length !== 1 || !/[\x21-\x7E]/.test(key)) {
      this.buffer = '';
      return { code: null, consumed: false };
    }
    this.buffer = quick ? this.buffer + key : key;
    return { code: null, consumed: this.buffer.length > 1 };
  }

  reset(): void {
    this.buffer = '';
    this.lastAt = -Infinity;
  }
}
