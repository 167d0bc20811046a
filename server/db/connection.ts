/**
 * Connections to PostgreSQL. The owner connection only migrates; the application pool switches
 * every connection to the `pharmatill_app` role, which owns no table, so row-level security
 * applies to every query the API makes.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export const APP_ROLE = 'pharmatill_app';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

type PoolClient = pg.PoolClient & { release(error?: Error | boolean): void };

/**
 * drizzle-orm's node-postgres `transaction()` sends `begin` before its try/finally, so when
 * `begin` fails (the connection was ended a moment before) the client is never released: the pool
 * loses a slot for good and `pool.end()` waits for it forever (a server stopped after a database
 * restart hung). A failed `begin` releases its client here, as broken, so the pool drops it.
 */
function releaseOnFailedBegin(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      result.catch((error: unknown) => client.release(error instanceof Error ? error : true));
    }
    return result;
  }) as typeof client.query;
}

export function connectApp(url: string, max = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The role is set in the startup packet, so no query can ever run before it is in force.
    options: `-c role=${APP_ROLE}`,
    application_name: 'pharmatill',
    // While the database is away a request fails fast (503) instead of waiting for a connection forever.
    connectionTimeoutMillis: 10_000,
  });
  // A client that loses its server emits 'error'. The pool listens only while a client is idle; a
  // checked-out one (a transaction under way) would crash the process with an unhandled 'error'
  // event when PostgreSQL ends its connection. Its query has already failed with the same error,
  // and the pool drops the broken client when it is released, so the listener only has to exist.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseOnFailedBegin(client);
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
