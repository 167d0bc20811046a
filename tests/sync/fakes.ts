/**
 * Fakes for the engine's model test: a server that applies mutations once per id and keeps a
 * versioned catalogue, a network that drops, repeats and holds back requests, and a till store
 * whose state outlives a "page restart" (like IndexedDB) while a dead page can do nothing more.
 */
import type { LocalStore, OutboxEntry, PullPage, Transport } from '../../src/sync/ports';
import { TransportError } from '../../src/sync/ports';
import type { Change, MutationResult, PushRequest } from '../../src/sync/protocol';

export class FakeServer {
  readonly effects = new Map<string, number>();
  private readonly results = new Map<string, MutationResult>();
  private version = 0;
  readonly catalogue = new Map<string, { version: number; deleted: boolean; row: Record<string, unknown> | null }>();

  push(request: PushRequest): MutationResult[] {
    return [...request.mutations]
      .sort((a, b) => a.seq - b.seq)
      .map((m) => {
        const stored = this.results.get(m.id);
        if (stored) return stored;
        if (m.name === 'bad') return { id: m.id, status: 'rejected', code: 'refused', message: 'Bị từ chối.' };
        this.effects.set(m.id, (this.effects.get(m.id) ?? 0) + 1);
        const result: MutationResult = { id: m.id, status: 'applied', result: { n: this.effects.size } };
        this.results.set(m.id, result);
        return result;
      });
  }

  write(id: string, deleted: boolean): void {
    this.version += 1;
    this.catalogue.set(id, {
      version: this.version,
      deleted,
      row: deleted ? null : { id, name: `row ${id} v${this.version}` },
    });
  }

  pull(cursor: string, limit: number, count: boolean): PullPage {
    const all = [...this.catalogue.entries()]
      .filter(([, r]) => r.version > Number(cursor))
      .sort((a, b) => a[1].version - b[1].version);
    const page = all.slice(0, limit);
    const changes: Change[] = page.map(([id, r]) => ({
      entity: 'items',
      id,
      version: String(r.version),
      deleted: r.deleted,
      row: r.row,
    }));
    return {
      changes,
      cursor: page.length ? String(page.at(-1)![1].version) : cursor,
      has_more: all.length > limit,
      ...(count ? { remaining: all.length } : {}),
    };
  }

  liveRows(): Map<string, Record<string, unknown>> {
    return new Map([...this.catalogue].filter(([, r]) => !r.deleted).map(([id, r]) => [id, r.row!]));
  }
}

export type Fault = 'ok' | 'dropRequest' | 'dropResponse' | 'duplicate' | 'hold';

/** One page's life: when it dies (a restart), every later step of that page throws. */
export class PageLife {
  alive = true;
  private steps = 0;
  constructor(private readonly killAt: number | null) {}
  step(): void {
    if (!this.alive) throw new Error('page is gone');
    this.steps += 1;
    if (this.killAt !== null && this.steps >= this.killAt) {
      this.alive = false;
      throw new Error('page restarted');
    }
  }
}

export class FaultyNetwork {
  private next = 0;
  readonly held: Array<() => void> = [];
  constructor(
    private readonly server: FakeServer,
    private readonly faults: Fault[],
  ) {}
  healed = false;

  private fault(): Fault {
    if (this.healed || this.faults.length === 0) return 'ok';
    return this.faults[this.next++ % this.faults.length]!;
  }

  transport(life: PageLife): Transport {
    const tick = () => Promise.resolve();
    return {
      push: async (request) => {
        life.step();
        await tick();
        const copy = structuredClone(request);
        const fault = this.fault();
        if (fault === 'dropRequest') throw new TransportError('network', 'request lost');
        if (fault === 'hold') {
          this.held.push(() => void this.server.push(copy));
          throw new TransportError('network', 'request held back');
        }
        let answer = this.server.push(copy);
        if (fault === 'duplicate') answer = this.server.push(structuredClone(request));
        if (fault === 'dropResponse') throw new TransportError('network', 'response lost');
        await tick();
        life.step();
        return structuredClone(answer);
      },
      pull: async (cursor, limit, count) => {
        life.step();
        await tick();
        const fault = this.fault();
        if (fault === 'dropRequest' || fault === 'hold' || fault === 'dropResponse')
          throw new TransportError('network', 'pull lost');
        const page = this.server.pull(cursor, limit, count);
        await tick();
        life.step();
        return structuredClone(page);
      },
    };
  }

  deliverHeld(): void {
    for (const deliver of this.held.splice(0)) deliver();
  }
}

export interface TillState {
  outbox: Map<string, OutboxEntry>;
  items: Map<string, Record<string, unknown>>;
  cursor: string;
  seq: number;
}

export function emptyTill(): TillState {
  return { outbox: new Map(), items: new Map(), cursor: '0', seq: 0 };
}

/** A store over state that survives restarts; each method is atomic, like a Dexie transaction. */
export function memoryStore(state: TillState, life: PageLife): LocalStore {
  const atomically = async <T>(work: () => T): Promise<T> => {
    life.step();
    await Promise.resolve();
    return work();
  };
  return {
    pendingBatch: (limit) =>
      atomically(() =>
        [...state.outbox.values()]
          .filter((e) => e.status === 'pending')
          .sort((a, b) => a.seq - b.seq)
          .slice(0, limit)
          .map((e) => structuredClone(e)),
      ),
    recordResults: (results) =>
      atomically(() => {
        for (const r of results) {
          const entry = state.outbox.get(r.id);
          if (!entry) continue;
          if (r.status === 'applied') state.outbox.delete(r.id);
          else state.outbox.set(r.id, { ...entry, status: 'rejected', rejected_code: r.code, last_error: r.message });
        }
      }),
    recordFailure: (ids, error) =>
      atomically(() => {
        for (const id of ids) {
          const entry = state.outbox.get(id);
          if (entry) state.outbox.set(id, { ...entry, attempts: entry.attempts + 1, last_error: error });
        }
      }),
    pullCursor: () => atomically(() => state.cursor),
    applyPull: (changes, cursor) =>
      atomically(() => {
        for (const c of changes) {
          if (c.deleted) state.items.delete(c.id);
          else state.items.set(c.id, c.row!);
        }
        state.cursor = cursor;
      }),
  };
}
