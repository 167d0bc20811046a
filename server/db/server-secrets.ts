/**
 * Secrets every server process must share: the token signing secret and the key that encrypts
 * secrets at rest. Kept in the database (schema `server_private`, readable by the owner only, never
 * by the application role), created once by whichever process starts first, so several processes on
 * one DATABASE_URL agree by construction. JWT_SECRET and DATA_ENCRYPTION_KEY override them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface ServerSecrets {
  jwtSecret: string;
  /** 32 bytes, base64. */
  dataKey: string;
}

/** Creates the private schema; run by the migrator, under its lock. */
export async function prepareSecretsSchema(client: pg.Client): Promise<void> {
  await client.query(`create schema if not exists server_private`);
  await client.query(`revoke all on schema server_private from public`);
  await client.query(`
    create table if not exists server_private.secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`);
}

async function loadOrCreate(client: pg.Client, name: string, make: () => string): Promise<string> {
  await client.query(`insert into server_private.secrets (name, value) values ($1, $2) on conflict (name) do nothing`, [
    name,
    make(),
  ]);
  const { rows } = await client.query<{ value: string }>(`select value from server_private.secrets where name = $1`, [
    name,
  ]);
  return rows[0]!.value;
}

/**
 * The shared secrets. A secret kept in DATA_DIR/jwt-secret by an earlier version becomes the shared
 * one, so sessions signed before the upgrade stay valid.
 */
export async function loadServerSecrets(ownerUrl: string, dataDir: string): Promise<ServerSecrets> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'pharmatill-secrets' });
  await client.connect();
  try {
    const legacyFile = path.join(dataDir, 'jwt-secret');
    const legacy = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : '';
    const jwtSecret = await loadOrCreate(client, 'jwt', () => legacy || randomBytes(48).toString('base64url'));
    const dataKey = await loadOrCreate(client, 'data-key', () => randomBytes(32).toString('base64'));
    return { jwtSecret, dataKey };
  } finally {
    await client.end();
  }
}
