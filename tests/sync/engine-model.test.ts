/**
 * Model test of the sync engine (DESIGN.md §5): against a fake server over a network that drops
 * requests, drops answers after applying, repeats and holds back (reorders) requests, with the
 * page restarted at random points, every mutation is applied on the server exactly once, none
 * is lost, refused ones stay in the outbox, and the till's catalogue ends equal to the server's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syncRound } from '../../src/sync/engine';
import { emptyTill, FakeServer, FaultyNetwork, memoryStore, PageLife, type Fault, type TillState } from './fakes';

type Action =
  | { kind: 'enqueue'; count: number; bad: boolean }
  | { kind: 'sync'; killAt: number | null }
  | { kind: 'serverWrite'; id: number; deleted: boolean }
  | { kind: 'deliverHeld' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('enqueue' as const), count: fc.integer({ min: 1, max: 7 }), bad: fc.boolean() }),
  fc.record({ kind: fc.constant('sync' as const), killAt: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }) }),
  fc.record({ kind: fc.constant('serverWrite' as const), id: fc.integer({ min: 0, max: 9 }), deleted: fc.boolean() }),
  fc.constant({ kind: 'deliverHeld' as const }),
);
const fault = fc.constantFrom<Fault>('ok', 'ok', 'dropRequest', 'dropResponse', 'duplicate', 'hold');

let idCounter = 0;
function enqueue(till: TillState, count: number, bad: boolean, made: { good: string[]; bad: string[] }): void {
  for (let i = 0; i < count; i += 1) {
    const id = `m-${(idCounter += 1)}`;
    till.seq += 1;
    const isBad = bad && i === 0;
    (isBad ? made.bad : made.good).push(id);
    till.outbox.set(id, {
      id,
      device_id: 'till',
      seq: till.seq,
      name: isBad ? 'bad' : 'sale.create',
      args: { i },
      status: 'pending',
      attempts: 0,
      last_error: null,
      rejected_code: null,
      created_at: new Date(0).toISOString(),
    });
  }
}

async function runRound(till: TillState, network: FaultyNetwork, killAt: number | null): Promise<void> {
  // Each round is a fresh page: a restart loses everything but the stored state.
  const life = new PageLife(killAt);
  await syncRound({
    store: memoryStore(till, life),
    transport: network.transport(life),
    deviceId: 'till',
    pushBatch: 3,
    pullLimit: 4,
  }).catch(() => undefined);
}

describe('sync engine model', () => {
  it('applies every mutation exactly once and loses none under faults and restarts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 25 }),
        fc.array(fault, { minLength: 1, maxLength: 12 }),
        async (actions, faults) => {
          const server = new FakeServer();
          const network = new FaultyNetwork(server, faults);
          const till = emptyTill();
          const made = { good: [] as string[], bad: [] as string[] };
          for (const a of actions) {
            if (a.kind === 'enqueue') enqueue(till, a.count, a.bad, made);
            else if (a.kind === 'sync') await runRound(till, network, a.killAt);
            else if (a.kind === 'serverWrite') server.write(`item-${a.id}`, a.deleted);
            else network.deliverHeld();
          }
          // The network heals; late copies still arrive, interleaved with the final rounds.
          network.healed = true;
          network.deliverHeld();
          for (let round = 0; round < 3; round += 1) await runRound(till, network, null);

          for (const id of made.good) expect(server.effects.get(id), id).toBe(1);
          for (const id of made.bad) expect(server.effects.has(id)).toBe(false);
          expect(server.effects.size).toBe(made.good.length);
          const left = [...till.outbox.values()];
          expect(left.map((e) => e.id).sort()).toEqual([...made.bad].sort());
          expect(left.every((e) => e.status === 'rejected' && e.rejected_code === 'refused')).toBe(true);
          expect(till.items).toEqual(server.liveRows());
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('reports pull progress with the server count of the first page', async () => {
    const server = new FakeServer();
    for (let i = 0; i < 10; i += 1) server.write(`item-${i}`, false);
    const network = new FaultyNetwork(server, []);
    const till = emptyTill();
    const life = new PageLife(null);
    const progress: Array<[number, number]> = [];
    await syncRound({
      store: memoryStore(till, life),
      transport: network.transport(life),
      deviceId: 'till',
      pullLimit: 4,
      onPullProgress: (p) => progress.push([p.done, p.total]),
    });
    expect(progress).toEqual([
      [4, 10],
      [8, 10],
      [10, 10],
    ]);
  });
});
