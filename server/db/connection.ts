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

export function connectApp(url: string, max = 20): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The role is set in the startup packet, so no query can ever run before it is in force.
    options: `-c role=${APP_ROLE}`,
    application_name: 'pharmatill',
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
