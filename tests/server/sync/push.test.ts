/**
 * POST /api/v1/sync/push on a real PostgreSQL: a mutation applies exactly once when sent twice
 * or concurrently from two connections; rejections are per mutation and never a 500.
 */
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MutationRejected, mutationTable, rejectedOutcome } from '../../../server/modules/sync/mutations';
import { pushStats } from '../../../server/modules/sync/push';
import type { MutationResult } from '../../../src/sync/protocol';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const probe = z.object({ label: z.string().min(1) });

/** The push engine with mutations of the test's own: one applied alone, one applied in batches. */
const probes = mutationTable(
  { 'probe.insert': probe, 'probe.batch': probe },
  {
    'probe.insert': {
      async apply(args, { tx, auth }) {
        if (args.label === 'refuse') throw new MutationRejected('refused', 'Từ chối thử nghiệm.');
        const id = randomUUID();
        // Slow enough that two concurrent pushes of one mutation overlap.
        await tx.execute(sql`select pg_sleep(0.05)`);
        await tx.execute(
          sql`insert into push_probes (tenant_id, id, label) values (${auth.tenantId}, ${id}, ${args.label})`,
        );
        return { id };
      },
    },
    // A batchable probe: applyBatch writes all its labels in one statement, refusing 'refuse' and
    // failing outright on 'boom' after writing (the push must roll that back and go one by one).
    'probe.batch': {
      async apply(args, { tx, auth }) {
        if (args.label === 'refuse') throw new MutationRejected('refused', 'Từ chối thử nghiệm.');
        await tx.execute(
          sql`insert into push_probes (tenant_id, id, label) values (${auth.tenantId}, ${randomUUID()}, ${args.label})`,
        );
        return { label: args.label, one_by_one: true };
      },
      async applyBatch(items, { tx, auth }) {
        const kept = items.filter((item) => item.args.label !== 'refuse');
        for (const item of kept)
          await tx.execute(
            sql`insert into push_probes (tenant_id, id, label) values (${auth.tenantId}, ${randomUUID()}, ${item.args.label})`,
          );
        if (items.some((item) => item.args.label === 'boom')) throw new Error('batch failed');
        return items.map((item) =>
          item.args.label === 'refuse'
            ? rejectedOutcome(new MutationRejected('refused', 'Từ chối thử nghiệm.'))
            : { status: 'applied', result: { label: item.args.label } },
        );
      },
    },
  },
);

let t: TestApp;
let shop: SeededShop;

beforeAll(async () => {
  t = await createTestApp({}, { mutations: probes });
  shop = await seedShop(t);
  await ownerQuery(
    t.database,
    `create table push_probes (tenant_id uuid not null, id uuid not null, label text,
    version bigint not null default 0, deleted_at timestamptz, primary key (tenant_id, id))`,
  );
  await ownerQuery(t.database, 'select app_secure_tenant_tables()');
});
afterAll(async () => t.close());

async function push(body: unknown, s: SeededShop = shop) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: s.cashier.headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() as { data: { results: MutationResult[] } } };
}

const countProbes = async (label: string) =>
  Number(
    (await ownerQuery<{ n: string }>(t.database, 'select count(*) as n from push_probes where label = $1', [label]))[0]!
      .n,
  );

describe('POST /sync/push', () => {
  it('applies a mutation once when the same push is sent twice, and replays the stored result', async () => {
    const mutation = { id: uuidv7(), seq: 1, name: 'probe.insert', args: { label: 'twice' } };
    const first = await push({ device_id: 'dev-a', mutations: [mutation] });
    const second = await push({ device_id: 'dev-a', mutations: [mutation] });
    expect(first.status).toBe(200);
    expect(first.body.data.results[0]).toMatchObject({ id: mutation.id, status: 'applied' });
    expect(second.body.data.results).toEqual(first.body.data.results);
    expect(await countProbes('twice')).toBe(1);
  });

  it('applies once when two connections push the same mutation at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const label = `concurrent-${round}`;
      const mutation = { id: uuidv7(), seq: round, name: 'probe.insert', args: { label } };
      const [a, b] = await Promise.all([
        push({ device_id: 'dev-b', mutations: [mutation] }),
        push({ device_id: 'dev-b', mutations: [mutation] }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data.results).toEqual(b.body.data.results);
      expect(await countProbes(label)).toBe(1);
    }
  });

  it('answers in seq order, rejects unknown names and bad args per mutation, and goes on after a rejection', async () => {
    const ids = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const res = await push({
      device_id: 'dev-c',
      mutations: [
        { id: ids[3], seq: 4, name: 'probe.insert', args: { label: 'after-rejections' } },
        { id: ids[0], seq: 1, name: 'no.such.thing', args: {} },
        { id: ids[1], seq: 2, name: 'probe.insert', args: { label: 42 } },
        { id: ids[2], seq: 3, name: 'probe.insert', args: { label: 'refuse' } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r) => [r.id, r.status, r.status === 'rejected' ? r.code : ''])).toEqual([
      [ids[0], 'rejected', 'unknown_mutation'],
      [ids[1], 'rejected', 'invalid_args'],
      [ids[2], 'rejected', 'refused'],
      [ids[3], 'applied', ''],
    ]);
    const rejected = res.body.data.results[0]!;
    expect(rejected.status === 'rejected' && rejected.message).toMatch(/thao tác/);
    // A rejection records nothing: the same id can be retried and is checked again.
    const retry = await push({
      device_id: 'dev-c',
      mutations: [{ id: ids[2], seq: 3, name: 'probe.insert', args: { label: 'fixed' } }],
    });
    expect(retry.body.data.results[0]).toMatchObject({ status: 'applied' });
  });

  it('refuses a malformed push with 400 and a missing token with 401', async () => {
    expect((await push({ device_id: 'x', mutations: [] })).status).toBe(400);
    expect(
      (await push({ device_id: 'x', mutations: [{ id: 'not-a-uuid', seq: 1, name: 'a', args: {} }] })).status,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      payload: { device_id: 'x', mutations: [{ id: uuidv7(), seq: 1, name: 'probe.insert', args: { label: 'anon' } }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps tenants apart: the same mutation id in two tenants applies in each', async () => {
    const other = await seedShop(t, 'Nhà thuốc Bên Kia');
    const mutation = { id: uuidv7(), seq: 1, name: 'probe.insert', args: { label: 'two-tenants' } };
    await push({ device_id: 'dev-d', mutations: [mutation] });
    await push({ device_id: 'dev-d', mutations: [mutation] }, other);
    expect(await countProbes('two-tenants')).toBe(2);
  });

  describe('batched mutations', () => {
    const batch = (labels: string[], seq0 = 1) =>
      labels.map((label, i) => ({ id: uuidv7(), seq: seq0 + i, name: 'probe.batch', args: { label } }));

    it('applies a run in one go, a refused mutation in the middle recorded nowhere, and replays it unchanged', async () => {
      const fallbacks = pushStats.batchFallbacks;
      const mutations = batch(['run-a', 'refuse', 'run-b']);
      const first = await push({ device_id: 'dev-e', mutations });
      expect(first.body.data.results.map((r) => [r.id, r.status])).toEqual([
        [mutations[0]!.id, 'applied'],
        [mutations[1]!.id, 'rejected'],
        [mutations[2]!.id, 'applied'],
      ]);
      expect(first.body.data.results[0]).toMatchObject({ result: { label: 'run-a' } });
      const claims = await ownerQuery(t.database, 'select id from sync_mutations where id = any($1) order by seq', [
        mutations.map((m) => m.id),
      ]);
      expect(claims).toEqual([{ id: mutations[0]!.id }, { id: mutations[2]!.id }]);
      const again = await push({ device_id: 'dev-e', mutations });
      expect(again.body.data.results).toEqual(first.body.data.results);
      expect([await countProbes('run-a'), await countProbes('run-b')]).toEqual([1, 1]);
      expect(pushStats.batchFallbacks).toBe(fallbacks);
    });

    it('keeps seq order across runs of different mutations', async () => {
      const [a, b] = batch(['mixed-a', 'mixed-c']);
      const middle = { id: uuidv7(), seq: 2, name: 'probe.insert', args: { label: 'mixed-b' } };
      const res = await push({
        device_id: 'dev-f',
        mutations: [b!, middle, { ...a!, seq: 1 }].map((m, i) => (i === 0 ? { ...m, seq: 3 } : m)),
      });
      expect(res.body.data.results.map((r) => r.id)).toEqual([a!.id, middle.id, b!.id]);
      expect(res.body.data.results.every((r) => r.status === 'applied')).toBe(true);
    });

    it('rolls a failing run back and applies it one by one', async () => {
      const fallbacks = pushStats.batchFallbacks;
      const mutations = batch(['fall-a', 'boom', 'refuse', 'fall-b']);
      const res = await push({ device_id: 'dev-g', mutations });
      expect(res.status).toBe(200);
      expect(res.body.data.results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
      expect(res.body.data.results[0]).toMatchObject({ result: { one_by_one: true } });
      expect(pushStats.batchFallbacks).toBe(fallbacks + 1);
      // What the failed run wrote was rolled back: each label once.
      expect([await countProbes('fall-a'), await countProbes('boom'), await countProbes('fall-b')]).toEqual([1, 1, 1]);
    });

    it('applies a run once when two connections push it at the same time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const mutations = batch([`both-${round}-a`, `both-${round}-b`]);
        const [x, y] = await Promise.all([
          push({ device_id: 'dev-h', mutations }),
          push({ device_id: 'dev-h', mutations }),
        ]);
        expect(x.body.data.results).toEqual(y.body.data.results);
        expect([await countProbes(`both-${round}-a`), await countProbes(`both-${round}-b`)]).toEqual([1, 1]);
      }
    });
  });
});
