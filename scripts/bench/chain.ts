/**
 * A chain of shops on several servers (issue 16): 200 tenants, each with two tills, pushing
 * sales (PUSH_BATCH-sized pushes of 5-line sales, as a till drains its outbox) and pulling what
 * changed since their cursor, with at most CONCURRENCY requests in flight (loopback only).
 * Run twice on one PostgreSQL in the same process: every till on one server process, then the
 * tills spread over two server processes (`node --import tsx server/main.ts`, as in the soak:
 * same DATABASE_URL, same JWT secret). Prints sales ingested per second, push p99 and pull p99 of
 * the two-process run beside the one-process run's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { v7 } from 'uuid';
import { connectApp } from '../../server/db/connection';
import { PUSH_BATCH } from '../../src/sync/engine';
import { seedShop } from '../../tests/server/fixtures';
import type { TestApp } from '../../tests/server/test-app';
import { startServer, tempDataDir, type RunningServer } from '../../tests/e2e/server';
import { ownerUrl } from '../../tests/e2e/server-access';
import { freePort } from '../../server/db/embedded';
import { percentile, type BenchRow } from './format';
import { makeSale, seedPosShop, type Catalogue } from './pos-ingest';

const TENANTS = Number(process.env.CHAIN_TENANTS ?? 200);
/** Push-then-pull rounds per till in each run. */
const ROUNDS = Number(process.env.CHAIN_ROUNDS ?? 2);
const SALES_PER_PUSH = Math.min(5, PUSH_BATCH);
const CONCURRENCY = Number(process.env.CHAIN_CONCURRENCY ?? 16);

interface Till {
  device: string;
  token: string;
  sellerId: string;
  cat: Catalogue;
  prefix: string;
  seq: number;
  made: number;
  cursor: string;
}

interface RunFigures {
  sales: number;
  seconds: number;
  push: number[];
  pull: number[];
}

async function seedChain(url: string, jwtSecret: string): Promise<Till[]> {
  const database = connectApp(url, 4);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tills: Till[] = [];
  try {
    for (let t = 0; t < TENANTS; t += 1) {
      const shop = await seedShop(
        { database: { ...database, ownerUrl: url, name: 'chain' }, config: { jwtSecret } } as unknown as TestApp,
        `Nhà thuốc chuỗi ${t + 1}`,
      );
      const first = await seedPosShop(client, shop.tenantId, shop.cashier.id);
      // The second till of the shop: its own till settings and register session, the same products.
      const second: Catalogue = { ...first, tillId: randomUUID(), sessionId: randomUUID() };
      await client.query(
        "insert into pos_settings (tenant_id, id, name, order_code_prefix) values ($1, $2, 'Quầy 2', 'B2')",
        [shop.tenantId, second.tillId],
      );
      await client.query(
        'insert into register_sessions (tenant_id, id, pos_setting_id, opened_by, opened_at, opening_cash) values ($1, $2, $3, $4, now(), 0)',
        [shop.tenantId, second.sessionId, second.tillId, shop.admin.id],
      );
      const base = { seq: 0, made: 0, cursor: '0' };
      tills.push(
        {
          ...base,
          device: `chain-${t}-1`,
          token: shop.cashier.token,
          sellerId: shop.cashier.id,
          cat: first,
          prefix: `C${t}A`,
        },
        {
          ...base,
          device: `chain-${t}-2`,
          token: shop.admin.token,
          sellerId: shop.admin.id,
          cat: second,
          prefix: `C${t}B`,
        },
      );
    }
  } finally {
    await client.end();
    await database.close();
  }
  return tills;
}

async function pull(baseUrl: string, till: Till): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/sync/pull?cursor=${till.cursor}&limit=1000`, {
    headers: { authorization: `Bearer ${till.token}`, 'accept-encoding': 'gzip, br' },
  });
  const body = (await res.json()) as { data?: { cursor: string; has_more: boolean } };
  if (!res.ok || !body.data) throw new Error(`pull answered ${res.status}`);
  till.cursor = body.data.cursor;
  return performance.now() - t0;
}

async function push(baseUrl: string, till: Till): Promise<number> {
  const mutations = Array.from({ length: SALES_PER_PUSH }, () => ({
    id: v7(),
    seq: ++till.seq,
    name: 'order.create',
    args: makeSale(till.cat, till.sellerId, till.made++, till.prefix),
  }));
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${till.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ device_id: till.device, mutations }),
  });
  const body = (await res.json()) as { data?: { results: { status: string }[] } };
  const ms = performance.now() - t0;
  const applied = body.data?.results.filter((r) => r.status === 'applied').length ?? 0;
  if (applied !== mutations.length)
    throw new Error(`push answered ${res.status}, ${applied}/${mutations.length} applied`);
  return ms;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function bounded<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

/** Every till: ROUNDS × (push SALES_PER_PUSH sales, pull since its cursor), till i on server i mod n. */
async function run(servers: string[], tills: Till[]): Promise<RunFigures> {
  const figures: RunFigures = { sales: 0, seconds: 0, push: [], pull: [] };
  const t0 = performance.now();
  // Round by round over all tills, so the tills of a shop push at the same time.
  for (let round = 0; round < ROUNDS; round += 1) {
    await bounded(tills, CONCURRENCY, async (till, i) => {
      const server = servers[i % servers.length]!;
      figures.push.push(await push(server, till));
      figures.sales += SALES_PER_PUSH;
      figures.pull.push(await pull(server, till));
    });
  }
  figures.seconds = (performance.now() - t0) / 1000;
  return figures;
}

export async function benchChain(): Promise<BenchRow[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  const first = await startServer({ env: { JWT_SECRET: jwtSecret } });
  let second: RunningServer | undefined;
  try {
    const url = ownerUrl(first.dataDir);
    const seeding = performance.now();
    const tills = await seedChain(url, jwtSecret);
    second = await startServer({
      port: await freePort(),
      dataDir: tempDataDir(),
      env: { JWT_SECRET: jwtSecret, DATABASE_URL: url },
    });
    process.stderr.write(
      `chain: ${TENANTS} tenants, ${tills.length} tills seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`,
    );
    // Each till's first (catalogue) pull, not measured: later pulls carry what changed since.
    await bounded(tills, CONCURRENCY, async (till) => {
      await pull(first.url, till);
    });
    // One untimed round on both processes, so neither timed run pays for cold plans and caches.
    await run([first.url, second.url], tills);
    const one = await run([first.url], tills);
    const two = await run([first.url, second.url], tills);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const stored = await client.query<{ n: number }>(
      "select cast(count(*) as integer) as n from pos_orders where code like 'HD-C%'",
    );
    await client.end();
    const expected = 2 * one.sales + two.sales;
    if (stored.rows[0]!.n !== expected)
      throw new Error(`expected ${expected} sales stored, found ${stored.rows[0]!.n}`);
    process.stderr.write(
      `chain: 1 process ${one.sales} sales in ${one.seconds.toFixed(1)} s, 2 processes ${two.sales} sales in ${two.seconds.toFixed(1)} s (concurrency ${CONCURRENCY})\n`,
    );
    const label = '1 server process, same run';
    return [
      {
        name: `chain ${TENANTS} shops × 2 tills, 2 processes: sales ingested`,
        value: two.sales / two.seconds,
        unit: 'sales/s',
        reference: one.sales / one.seconds,
        referenceLabel: label,
        higherIsBetter: true,
      },
      {
        name: 'chain, 2 processes: push p99',
        value: percentile(two.push, 99),
        unit: 'ms',
        reference: percentile(one.push, 99),
        referenceLabel: label,
      },
      {
        name: 'chain, 2 processes: pull p99',
        value: percentile(two.pull, 99),
        unit: 'ms',
        reference: percentile(one.pull, 99),
        referenceLabel: label,
      },
    ];
  } finally {
    await second?.stop();
    await first.stop();
  }
}
