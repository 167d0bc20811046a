/**
 * kill -9 of the embedded PostgreSQL under a running server process: the process stays up, answers
 * 503 with Retry-After while its database is away, restarts it on the same data and port, and takes
 * pushes again by itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerSecrets } from '../../../server/db/server-secrets';
import { makeSale, saleMutation, seededRandom } from '../../../scripts/soak/soak-sales';
import { seedSoakShop, type SoakShop } from '../../../scripts/soak/soak-shop';
import { ownerUrl } from '../../e2e/server-access';
import { startServer, type RunningServer } from '../../e2e/server';

let server: RunningServer;
let shop: SoakShop;
const random = seededRandom(5);

beforeAll(async () => {
  server = await startServer();
  const url = ownerUrl(server.dataDir);
  const { jwtSecret } = await loadServerSecrets(url, server.dataDir);
  shop = await seedSoakShop(url, jwtSecret, 1);
});
afterAll(async () => server?.stop());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmaster(): { pid: number; port: number } {
  const lines = readFileSync(path.join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function pushSale(counter: number, seq: number) {
  const sale = makeSale(random, shop, shop.tills[0]!, counter);
  const body = JSON.stringify({ device_id: 'till-1', mutations: [saleMutation(sale, seq)] });
  const send = () =>
    fetch(`${server.url}/api/v1/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      body,
    }).catch((error: unknown) => {
      // The server must answer every push; a dropped connection says what the process printed.
      throw new Error(`push not answered (${String(error)}); server output:\n${server.output()}`, { cause: error });
    });
  return { sale, send };
}

async function orderCount(): Promise<number> {
  const client = new pg.Client({ connectionString: ownerUrl(server.dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pos_orders where tenant_id = $1',
      [shop.tenantId],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL is killed', () => {
  it(
    'stays up, answers 503 meanwhile, restarts it on the same port and takes pushes again',
    { timeout: 120_000 },
    async () => {
      const first = await pushSale(1, 1);
      expect((await first.send()).status).toBe(200);
      const before = postmaster();

      process.kill(before.pid, 'SIGKILL');
      const second = await pushSale(2, 2);
      const meanwhile = await second.send();
      expect(meanwhile.status).toBe(503);
      expect(meanwhile.headers.get('retry-after')).toBe('5');
      expect(((await meanwhile.json()) as { code: string }).code).toBe('database_unavailable');

      // Sent again as a till would, until it is taken: never a 500, never a refused connection.
      const statuses: number[] = [];
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const res = await second.send();
        statuses.push(res.status);
        if (res.status === 200) {
          const body = (await res.json()) as { data: { results: { status: string }[] } };
          expect(body.data.results[0]!.status).toBe('applied');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.every((status) => status === 503 || status === 200)).toBe(true);

      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(server.process.exitCode).toBeNull();
      const after = postmaster();
      expect(after.pid).not.toBe(before.pid);
      expect(after.port).toBe(before.port);
      expect(server.output()).toContain('stopped unexpectedly');
      expect(server.output()).toContain('is running again');
      expect(await orderCount()).toBe(2);

      // A stop after the restart is a clean stop: the process exits 0 and its new postmaster is gone.
      expect(await server.stop()).toBe(0);
      expect(isAlive(after.pid)).toBe(false);
    },
  );
});
