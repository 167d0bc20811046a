/**
 * When to sync (DESIGN.md §5): one tab at a time holds a Web Lock and runs the rounds; a round
 * runs on start, on the online event, when a mutation is queued, when the service worker's
 * background sync fires, and on a timer: after a failure 1 s doubling to 60 s with ±25 % jitter
 * (never sooner than the server's Retry-After), otherwise every 30 s to pick up catalogue changes.
 * A trigger runs a round at once but does not reset the backoff: only a success does, so a server
 * that is down sees one attempt per trigger and per backoff step, never a loop. A wake-up (the
 * service worker's) runs a round only when no backoff is pending.
 */
import { backoffDelay, SYNC_BACKOFF } from '../domain/backoff';
import { systemClock, type Clock } from './ports';

export const IDLE_INTERVAL_MS = 30_000;

export interface RunnerOptions {
  round: () => Promise<void>;
  lockName: string;
  clock?: Clock;
  locks?: LockManager | undefined;
  onLeader?: (leader: boolean) => void;
  /** 0 ≤ x < 1, for the jitter (Math.random by default; tests pass a constant). */
  random?: () => number;
}

/** The error's Retry-After, when the round failed on a server that sent one. */
function retryAfterOf(error: unknown): number {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && value > 0 ? value : 0;
}

export class SyncRunner {
  private readonly clock: Clock;
  private timer: unknown = null;
  private failures = 0;
  private running = false;
  private again = false;
  private stopped = false;
  private leader = false;
  private releaseLock: (() => void) | null = null;

  constructor(private readonly options: RunnerOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    const locks = this.options.locks;
    if (!locks) {
      this.becomeLeader();
      return;
    }
    void locks
      .request(this.options.lockName, () => {
        if (this.stopped) return undefined;
        this.becomeLeader();
        // Held until stop(): the next tab in line takes over when this one closes.
        return new Promise<void>((resolve) => (this.releaseLock = resolve));
      })
      .catch(() => undefined);
  }

  private becomeLeader(): void {
    this.leader = true;
    this.options.onLeader?.(true);
    this.trigger();
  }

  /** Runs a round now (or right after the current one); the backoff stays until a round succeeds. */
  trigger(): void {
    if (!this.leader || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  /**
   * A wake-up from outside (the service worker's background sync): runs a round now unless one is
   * running or a failure's backoff is pending, whose timer then runs it at its time.
   */
  wake(): void {
    if (this.running || this.failures > 0) return;
    this.trigger();
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.running = true;
    let delay = IDLE_INTERVAL_MS;
    try {
      await this.options.round();
      this.failures = 0;
    } catch (error) {
      const jitter = 0.75 + 0.5 * (this.options.random ?? Math.random)();
      delay = Math.max(Math.round(backoffDelay(this.failures, SYNC_BACKOFF) * jitter), retryAfterOf(error));
      this.failures += 1;
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      void this.run();
      return;
    }
    this.schedule(delay);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.releaseLock?.();
    if (this.leader) this.options.onLeader?.(false);
    this.leader = false;
  }
}
