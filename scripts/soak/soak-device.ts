/**
 * One till of the soak: it makes sales into its outbox and pushes them as the sync engine does,
 * with faults on top: batches reordered, mutations repeated within a push and already-applied ones
 * sent again, the same push sent to two servers at once, answers dropped after the server
 * committed, requests aborted midway, and whatever failed (a killed server, a refused connection,
 * a 503) sent again until it is answered.
 */
import type { OrderCreateArgs } from '../../src/domain/pos-schemas';
import type { Mutation, MutationResult } from '../../src/sync/protocol';
import { makeSale, pick, saleMutation, type Random } from './soak-sales';
import type { SoakServer } from './soak-servers';
import type { SoakShop, SoakTill } from './soak-shop';

export interface SoakCounters {
  pushes: number;
  failedPushes: number;
  rejected: number;
  /** Answers naming another order than the one the mutation carried. */
  wrongAnswers: number;
  /** Pushes answered 503 with Retry-After (database away: expected under faults), and other 5xx (never expected). */
  unavailable: number;
  serverErrors: number;
}

export interface SoakControl {
  /** Takes up to `wanted` sales from the run's allowance; answers how many may be made. */
  takeSales(wanted: number): number;
  /** True once every sale is made and the kill cycles are over. */
  finished(): boolean;
  servers: SoakServer[];
  counters: SoakCounters;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

type Outcome = { results: MutationResult[] } | undefined;

async function send(
  server: SoakServer,
  counters: SoakCounters,
  token: string,
  body: string,
  abortAfterMs?: number,
): Promise<Outcome> {
  server.inflight += 1;
  const controller = new AbortController();
  const timer = abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), abortAfterMs);
  try {
    const response = await fetch(`${server.url}/api/v1/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    // A 503 must say when to come back; one without Retry-After counts as a server error.
    const unavailable = response.status === 503 && response.headers.get('retry-after') !== null;
    if (unavailable) counters.unavailable += 1;
    else if (response.status >= 500) counters.serverErrors += 1;
    if (response.status !== 200) return undefined;
    return (JSON.parse(text) as { data: { results: MutationResult[] } }).data;
  } catch {
    // Refused, reset by a killed server, or aborted: the till keeps the mutations and tries again.
    return undefined;
  } finally {
    clearTimeout(timer);
    server.inflight -= 1;
  }
}

export class SoakDevice {
  readonly sales: OrderCreateArgs[] = [];
  private readonly pending = new Map<string, Mutation>();
  private readonly applied: Mutation[] = [];
  private readonly appliedIds = new Set<string>();
  private seq = 0;

  constructor(
    private readonly shop: SoakShop,
    private readonly till: SoakTill,
    private readonly random: Random,
  ) {}

  get deviceId(): string {
    return `soak-${this.till.prefix}`;
  }

  async run(control: SoakControl): Promise<void> {
    while (!(control.finished() && this.pending.size === 0)) await this.round(control);
  }

  private record(results: MutationResult[], sent: Mutation[], counters: SoakCounters): void {
    const byId = new Map(sent.map((m) => [m.id, m]));
    for (const result of results) {
      const mutation = byId.get(result.id);
      if (!mutation) continue;
      if (result.status !== 'applied') {
        counters.rejected += 1;
        this.pending.delete(result.id);
        continue;
      }
      const answered = (result.result as { id?: string } | null)?.id;
      if (answered !== (mutation.args as OrderCreateArgs).id) counters.wrongAnswers += 1;
      this.pending.delete(result.id);
      if (!this.appliedIds.has(result.id)) {
        this.appliedIds.add(result.id);
        this.applied.push(mutation);
      }
    }
  }

  private async round(control: SoakControl): Promise<void> {
    const { random, counters } = { random: this.random, counters: control.counters };
    const made = control.takeSales(1 + Math.floor(random() * 3));
    for (let i = 0; i < made; i += 1) {
      const sale = makeSale(random, this.shop, this.till, this.sales.length + 1);
      this.sales.push(sale);
      this.seq += 1;
      const mutation = saleMutation(sale, this.seq);
      this.pending.set(mutation.id, mutation);
    }
    const batch = [...this.pending.values()].slice(0, 1 + Math.floor(random() * 20));
    // Duplicates: mutations already applied sent again, and one repeated inside the push.
    if (this.applied.length > 0 && (batch.length === 0 || random() < 0.3)) {
      for (let i = 0; i < 1 + Math.floor(random() * 3); i += 1) batch.push(pick(random, this.applied));
    }
    if (batch.length === 0) {
      await sleep(20);
      return;
    }
    if (random() < 0.1) batch.push(pick(random, batch));
    shuffle(random, batch);
    const body = JSON.stringify({ device_id: this.deviceId, mutations: batch });
    const fault = random();
    counters.pushes += 1;
    let outcomes: Outcome[];
    if (fault < 0.1) {
      // The same push to two servers (or twice to one) at the same moment.
      outcomes = await Promise.all([
        send(pick(random, control.servers), counters, this.shop.token, body),
        send(pick(random, control.servers), counters, this.shop.token, body),
      ]);
    } else if (fault < 0.2) {
      // The server answers, the answer is lost on the way back: the till knows nothing.
      await send(pick(random, control.servers), counters, this.shop.token, body);
      outcomes = [undefined];
    } else if (fault < 0.25) {
      outcomes = [await send(pick(random, control.servers), counters, this.shop.token, body, random() * 30)];
    } else {
      outcomes = [await send(pick(random, control.servers), counters, this.shop.token, body)];
    }
    let answered = false;
    for (const outcome of outcomes) {
      if (!outcome) continue;
      answered = true;
      this.record(outcome.results, batch, counters);
    }
    if (!answered) {
      counters.failedPushes += 1;
      await sleep(10 + random() * 90);
    }
  }
}
