/**
 * The till backs off with the service worker in play (issue 13): a failed round with unsent entries
 * used to register a background sync at once, which the browser fires straight away while the
 * network is up; the worker woke the page, the page ran a round at once, it failed and registered
 * again: a loop with no backoff while the server was down and the Wi-Fi up. Runs the real till
 * session (fake-indexeddb, engine, runner) on a fake clock, with a stand-in server that answers 503
 * and then nothing, and a stand-in service worker with the browser's background-sync behaviour.
 */
import { v7 as uuidv7 } from 'uuid';
import { createCustomerAtCounter } from '../../../src/db/customers';
import { BACKGROUND_SYNC_TAG } from '../../../src/sync/background-sync-tag';
import type { MutationResult, PushRequest } from '../../../src/sync/protocol';
import { TransportError, type Clock, type PullPage, type Transport } from '../../../src/sync/ports';
import { openTillSession, type OpenTillSession, type ServiceWorkerPort } from '../../../src/till/open-session';
import { getSyncState } from '../../../src/till/sync-status';

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
  /** Moves time on by `ms`, running the timers that fall due (in order). */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const [due] = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at);
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = until;
  }
}

/** A server that is down: 503 with a short Retry-After for the first 5 s, then no answer at all. */
class DownServer implements Transport {
  pushes = 0;
  reachable = false;
  readonly pushed: PushRequest[] = [];
  constructor(private readonly clock: Clock) {}

  private fail(): never {
    if (this.clock.now() < 5_000) throw new TransportError('server', 'Máy chủ đang bận', 1_000);
    throw new TransportError('network', 'Không kết nối được máy chủ');
  }

  async push(request: PushRequest): Promise<MutationResult[]> {
    this.pushes += 1;
    if (!this.reachable) this.fail();
    this.pushed.push(request);
    return request.mutations.map((mutation) => ({ id: mutation.id, status: 'applied', result: null }));
  }

  async pull(cursor: string): Promise<PullPage> {
    if (!this.reachable) this.fail();
    return { changes: [], cursor: cursor === '0' ? '1' : cursor, has_more: false, remaining: 0 };
  }
}

/**
 * The page's view of the service worker, with the browser's background sync: a registered tag
 * fires at once (here 50 ms later) while the browser is online, else when it comes back online;
 * the worker then messages the page (sw/background-sync.ts).
 */
class FakeServiceWorker extends EventTarget {
  registrations = 0;
  private waiting = false;
  constructor(private readonly clock: Clock) {
    super();
  }

  wake(): void {
    this.dispatchEvent(new MessageEvent('message', { data: { type: BACKGROUND_SYNC_TAG } }));
  }

  /** The browser is back online: a tag registered meanwhile fires. */
  online(): void {
    if (!this.waiting) return;
    this.waiting = false;
    this.wake();
  }

  getRegistration = async () => ({
    sync: {
      register: async (tag: string) => {
        expect(tag).toBe(BACKGROUND_SYNC_TAG);
        this.registrations += 1;
        if (navigator.onLine) this.clock.setTimeout(() => this.wake(), 50);
        else this.waiting = true;
      },
    },
  });
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the round the last step started (IndexedDB work in real time) finish before time moves on. */
async function quiet(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await macrotask();
  await vi.waitFor(() => expect(getSyncState().syncing).toBe(false), { interval: 1 });
  for (let i = 0; i < 3; i += 1) await macrotask();
}

let session: OpenTillSession | undefined;
afterEach(() => {
  session?.close();
  session = undefined;
  vi.restoreAllMocks();
});

function open(clock: FakeClock, server: DownServer, worker: FakeServiceWorker): OpenTillSession {
  return openTillSession(uuidv7(), {
    transport: server,
    clock,
    serviceWorker: worker as unknown as ServiceWorkerPort,
  });
}

describe('background sync and the backoff', () => {
  it('with the server down for 10 s and the Wi-Fi up, makes a handful of push attempts whatever the service worker says', async () => {
    expect(navigator.onLine).toBe(true);
    const clock = new FakeClock();
    const server = new DownServer(clock);
    const worker = new FakeServiceWorker(clock);
    session = open(clock, server, worker);
    await quiet();
    // An unsent sale (any outbox entry): its queueing starts a round at once.
    await createCustomerAtCounter(session.db, { full_name: 'Nguyễn Văn An', phone: '0901234567' });
    await quiet();
    // Ten seconds in 25 ms steps; the browser also fires the tag on its own now and then.
    while (clock.now() < 10_000) {
      clock.advance(25);
      if (clock.now() % 700 === 0) worker.wake();
      await quiet();
    }
    console.info(`push attempts in 10 s with the server down: ${server.pushes}`);
    // Backoff 1 s doubling (±25 % jitter, Retry-After 1 s): rounds near 0, 1, 3 and 7 s.
    expect(server.pushes).toBeGreaterThanOrEqual(3);
    expect(server.pushes).toBeLessThanOrEqual(5);
    // With the browser online a registration would fire at once: none was made.
    expect(worker.registrations).toBe(0);
    expect(await session.pendingCount()).toBe(1);
  });

  it('registers the background sync while offline, and runs at once when the network comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const clock = new FakeClock();
    const server = new DownServer(clock);
    clock.time = 5_000; // network errors from the start
    const worker = new FakeServiceWorker(clock);
    session = open(clock, server, worker);
    await quiet();
    await createCustomerAtCounter(session.db, { full_name: 'Nguyễn Văn An', phone: '0901234567' });
    await quiet();
    clock.advance(3_000);
    await quiet();
    const before = server.pushes;
    expect(before).toBeGreaterThanOrEqual(2);
    expect(worker.registrations).toBeGreaterThan(0);

    // Back online, well before the backoff's next attempt: the worker's wake-up runs a round now.
    onLine.mockReturnValue(true);
    server.reachable = true;
    worker.online();
    await quiet();
    expect(server.pushes).toBe(before + 1);
    expect(server.pushed.flatMap((push) => push.mutations.map((m) => m.name))).toEqual(['customer.create']);
    expect(await session.pendingCount()).toBe(0);
  });
});
