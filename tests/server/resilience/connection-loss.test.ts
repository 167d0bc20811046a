/**
 * PostgreSQL ends the app's connection in the middle of a push (pg_terminate_backend, as a database
 * restart or a failover does): the process stays up, the push answers 503 with Retry-After and
 * nothing of it is recorded, and the same push is applied once when it is sent again.
 */
import { sql } from 'drizzle-orm';
import type { Socket } from 'node:net';
import pg from 'pg';
import { connectApp } from '../../../server/db/connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi as messages } from '../../../src/i18n/messages';
import { seedShop } from '../fixtures';
import { line, mutation, openRegister, order, push, seedPos, type PosShop } from '../pos/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let pos: PosShop;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  pos = await seedPos(t, await seedShop(t));
  sessionId = await openRegister(t, pos);
});
afterAll(async () => t.close());

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the database ends the connection of a push under way', () => {
  it('answers 503 with Retry-After, stays up, and takes the same push again by itself', async () => {
    const sale = order(pos, {
      code: 'HD-Q1-000001',
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const m = mutation('order.create', sale);
    // Hold the tenant's sync lock so the push waits inside its transaction, then end its backend.
    const holder = new pg.Client({ connectionString: t.database.ownerUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(1937339254, hashtext($1::text))', [pos.shop.tenantId]);
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers: pos.shop.cashier.headers,
      payload: { device_id: 'till-1', mutations: [m] },
    });
    const pid = await waitFor(async () => {
      const { rows } = await holder.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name = 'pharmatill' and wait_event_type = 'Lock'`,
      );
      return rows[0]?.pid;
    });
    await holder.query('select pg_terminate_backend($1)', [pid]);
    const res = await pending;
    await holder.query('rollback');
    await holder.end();

    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 'database_unavailable', message: messages.errors.databaseUnavailable });
    expect(await ownerQuery(t.database, 'select id from pos_orders where id = $1', [sale.id])).toHaveLength(0);

    const [result] = await push(t, pos.shop.cashier, [m]);
    expect(result).toMatchObject({ status: 'applied', result: { id: sale.id } });
    expect(await ownerQuery(t.database, 'select id from pos_orders where id = $1', [sale.id])).toHaveLength(1);
  });

  it('ends every connection of the pool at once and still answers the next requests', async () => {
    await ownerQuery(
      t.database,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'pharmatill'`,
    );
    // Idle clients lost their server; the pool drops them and the next query reconnects.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    const sale = order(pos, {
      code: 'HD-Q1-000002',
      sessionId,
      seller: pos.shop.cashier,
      lines: [line({ product_id: pos.vitamin.id, quantity: 1, price: 2_000 })],
    });
    const [result] = await push(t, pos.shop.cashier, [mutation('order.create', sale)]);
    expect(result).toMatchObject({ status: 'applied' });
  });

  it('gives back a connection whose transaction could not even begin, so the pool neither shrinks nor hangs', async () => {
    const database = connectApp(t.database.ownerUrl, 1);
    let client: pg.PoolClient | undefined;
    database.pool.on('connect', (c) => (client = c));
    try {
      await database.db.execute(sql`select 1`);
      // Hold back what the server says, end the connection, and begin a transaction on it: the
      // pool hands out the idle client, `begin` is sent, and fails once the answer is read.
      const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
      socket.pause();
      await ownerQuery(
        t.database,
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'pharmatill' and state = 'idle'`,
      );
      // Settled into a value at once: the reset may be noticed (and the promise reject) before resume.
      const failed = database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.resume();
      expect(await failed).toBeInstanceOf(Error);
      expect(database.pool.totalCount).toBe(0);
      // The one slot of the pool is free again.
      const [row] = (await database.db.transaction(async (tx) => tx.execute<{ n: number }>(sql`select 2 as n`))).rows;
      expect(row).toEqual({ n: 2 });
    } finally {
      const closed = database.close().then(() => 'closed' as const);
      const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5_000));
      expect(await Promise.race([closed, stuck])).toBe('closed');
    }
  });
});
