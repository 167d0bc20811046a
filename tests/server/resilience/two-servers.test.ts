/**
 * Two server processes on one database with the default configuration (no JWT_SECRET, no
 * DATA_ENCRYPTION_KEY, each its own DATA_DIR), started at the same moment as a load balancer's
 * pool would be: a token or refresh token from one is accepted by the other, login throttling is
 * counted across both, and the background jobs' start-up runs happen once between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/db/embedded';
import { THROTTLE } from '../../../server/modules/auth/throttle';
import { startServer, type RunningServer } from '../../e2e/server';
import { SEED_PASSWORD, seedShop, type SeededShop } from '../fixtures';
import { createTestDatabase, ownerQuery, type TestApp, type TestDatabase } from '../test-app';

let database: TestDatabase;
let shop: SeededShop;
let servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The shop is written before the servers start (so they seed no demo shop); its own tokens are not used.
  shop = await seedShop({ database, config: { jwtSecret: 'x'.repeat(32) } } as unknown as TestApp);
  const env = { DATABASE_URL: database.ownerUrl, JWT_SECRET: '', DATA_ENCRYPTION_KEY: '' };
  const ports = [await freePort(), await freePort()];
  servers = await Promise.all(ports.map((port) => startServer({ port, env })));
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
});

async function call(server: RunningServer, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/v1/${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; code?: string } };
}

async function login(server: RunningServer, email: string, password = SEED_PASSWORD) {
  return call(server, 'POST', 'login', { email, password });
}

describe('two server processes on one database', () => {
  it('accept each other’s access and refresh tokens', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const session = await login(from, shop.cashier.email);
      expect(session.status).toBe(200);
      const { access_token, refresh_token } = session.body.data as { access_token: string; refresh_token: string };
      const me = await call(to, 'GET', 'me', undefined, access_token);
      expect(me.status, JSON.stringify(me.body)).toBe(200);
      const refreshed = await call(to, 'POST', 'token/refresh', { refresh_token });
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
      const again = await call(
        from,
        'GET',
        'me',
        undefined,
        (refreshed.body.data as { access_token: string }).access_token,
      );
      expect(again.status).toBe(200);
    }
  });

  it('counts failed logins across both, so alternating servers does not escape the throttle', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLE.accountLimit; i += 1) {
      statuses.push((await login(i % 2 === 0 ? a : b, shop.admin.email, 'Sai-Mat-Khau-1!')).status);
    }
    expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
    const blockedA = await login(a, shop.admin.email, SEED_PASSWORD);
    const blockedB = await login(b, shop.admin.email, SEED_PASSWORD);
    expect([blockedA.status, blockedB.status]).toEqual([429, 429]);
  });

  it('ran each background job’s start-up run once between them, and keeps one schedule per job', async () => {
    const jobs = async () =>
      ownerQuery<{ name: string; state: string }>(
        database,
        `select name, state from pgboss.job where name in ('account-housekeeping', 'dashboard-warmer') order by name`,
      );
    for (const deadline = Date.now() + 60_000; ;) {
      const rows = await jobs();
      if (rows.length >= 2 && rows.every((row) => row.state === 'completed')) break;
      if (Date.now() > deadline) throw new Error(`jobs not completed: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A second run would have been sent at start-up, long done by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await jobs()).toEqual([
      { name: 'account-housekeeping', state: 'completed' },
      { name: 'dashboard-warmer', state: 'completed' },
    ]);
    const schedules = await ownerQuery<{ name: string }>(database, 'select name from pgboss.schedule order by name');
    expect(schedules.map((row) => row.name)).toEqual(['account-housekeeping', 'dashboard-warmer']);
  });
});
