/** When the engine runs: backoff 1 s doubling to 60 s, triggers, and one syncing tab per lock. */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/sync/ports';
import { IDLE_INTERVAL_MS, SyncRunner } from '../../src/sync/runner';

class FakeClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (id: unknown) => void this.timers.delete(id as number);
  /** The delay of the one pending timer. */
  pendingDelay(): number | undefined {
    const [t] = [...this.timers.values()];
    return t ? t.at - this.time : undefined;
  }
  async fire(): Promise<void> {
    const [entry] = [...this.timers.entries()].sort((a, b) => a[1].at - b[1].at);
    if (!entry) throw new Error('no timer');
    this.timers.delete(entry[0]);
    this.time = entry[1].at;
    entry[1].fn();
    await settle();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A LockManager with the browser's queueing: one holder per name, the next waits. */
function fakeLocks(): LockManager {
  const queues = new Map<string, Array<() => void>>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      return new Promise<unknown>((resolve) => {
        const run = () =>
          void Promise.resolve(callback()).then((value) => {
            queue.shift();
            queue[0]?.();
            resolve(value);
          });
        queue.push(run);
        if (queue.length === 1) run();
      });
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

describe('sync runner', () => {
  it('backs off 1 s doubling to 60 s while rounds fail, then idles after a success', async () => {
    const clock = new FakeClock();
    let fail = true;
    let rounds = 0;
    const runner = new SyncRunner({
      clock,
      lockName: 'l',
      random: () => 0.5,
      round: async () => {
        rounds += 1;
        if (fail) throw new Error('offline');
      },
    });
    runner.start();
    await settle();
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      delays.push(clock.pendingDelay()!);
      await clock.fire();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    fail = false;
    await clock.fire();
    expect(clock.pendingDelay()).toBe(IDLE_INTERVAL_MS);
    expect(rounds).toBe(10);
    runner.stop();
    expect(clock.pendingDelay()).toBeUndefined();
  });

  it('runs at once on a trigger (a new sale, the online event) without resetting the backoff', async () => {
    const clock = new FakeClock();
    let rounds = 0;
    const runner = new SyncRunner({
      clock,
      lockName: 'l',
      random: () => 0.5,
      round: async () => {
        rounds += 1;
        throw new Error('offline');
      },
    });
    runner.start();
    await settle();
    await clock.fire();
    await clock.fire();
    expect(clock.pendingDelay()).toBe(4_000);
    runner.trigger();
    await settle();
    expect(rounds).toBe(4);
    expect(clock.pendingDelay()).toBe(8_000);
    runner.stop();
  });

  it('spreads retries with jitter and never retries sooner than the server’s Retry-After', async () => {
    const clock = new FakeClock();
    const draws = [0, 0.9999];
    const runner = new SyncRunner({
      clock,
      lockName: 'l',
      random: () => draws.shift() ?? 0.5,
      round: async () => {
        throw Object.assign(new Error('503'), { retryAfterMs: draws.length === 0 ? 30_000 : 0 });
      },
    });
    runner.start();
    await settle();
    expect(clock.pendingDelay()).toBe(750);
    await clock.fire();
    expect(clock.pendingDelay()).toBe(2_500);
    await clock.fire();
    expect(clock.pendingDelay()).toBe(30_000);
    runner.stop();
  });

  it('with the server down for 10 s, makes a handful of attempts however often the outbox changes', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const runner = new SyncRunner({
      clock,
      lockName: 'l',
      random: () => 0.5,
      round: async () => {
        attempts += 1;
        // The engine records the failure on the outbox entries: a "settled" change, no trigger.
        throw new Error('server down');
      },
    });
    runner.start();
    await settle();
    while (clock.now() < 10_000 && clock.pendingDelay()! + clock.now() <= 10_000) await clock.fire();
    // 0 s, 1 s, 3 s, 7 s: four attempts in ten seconds.
    expect(attempts).toBe(4);
    runner.stop();
  });

  it('lets a wake-up (background sync) run a round only when no backoff is pending', async () => {
    const clock = new FakeClock();
    let fail = true;
    let rounds = 0;
    const runner = new SyncRunner({
      clock,
      lockName: 'l',
      random: () => 0.5,
      round: async () => {
        rounds += 1;
        if (fail) throw new Error('server down');
      },
    });
    runner.start();
    await settle();
    expect(rounds).toBe(1);
    for (let i = 0; i < 5; i += 1) runner.wake();
    await settle();
    expect(rounds).toBe(1);
    expect(clock.pendingDelay()).toBe(1_000);
    fail = false;
    await clock.fire();
    expect(rounds).toBe(2);
    runner.wake();
    await settle();
    expect(rounds).toBe(3);
    expect(clock.pendingDelay()).toBe(IDLE_INTERVAL_MS);
    runner.stop();
  });

  it('lets one tab sync at a time; the next takes over when it stops', async () => {
    const locks = fakeLocks();
    const ran: string[] = [];
    const tab = (name: string) =>
      new SyncRunner({
        clock: new FakeClock(),
        locks,
        lockName: 'sync-tenant',
        round: async () => void ran.push(name),
      });
    const a = tab('a');
    const b = tab('b');
    a.start();
    b.start();
    await settle();
    b.trigger();
    await settle();
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    expect(ran).toEqual(['a']);
    a.stop();
    await settle();
    await settle();
    expect(b.isLeader).toBe(true);
    expect(ran).toEqual(['a', 'b']);
    b.stop();
  });
});
