/**
 * Opens the database the API runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL
 * in DATA_DIR/pg. Migrations are applied before the application pool is opened.
 */
import pg from 'pg';
import type { AppConfig } from './config';
import { ConfigError } from './config';
import { connectApp, type Database } from './db/connection';
import { ensureDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { loadServerSecrets, type ServerSecrets } from './db/server-secrets';

export const EMBEDDED_DATABASE_NAME = 'pharmatill';

export interface OpenedDatabase extends Database {
  ownerUrl: string;
  embedded: boolean;
  /** The secrets shared by every process on this database. */
  secrets: ServerSecrets;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

async function checkReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new ConfigError(
      `Cannot reach the database at DATABASE_URL (${safeUrl}): ${(error as Error).message || String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function openDatabase(config: AppConfig, log: Logger): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    await checkReachable(config.databaseUrl);
    await runMigrations(config.databaseUrl);
    const secrets = await loadServerSecrets(config.databaseUrl, config.dataDir);
    const app = connectApp(config.databaseUrl);
    return { ...app, ownerUrl: config.databaseUrl, embedded: false, secrets };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  try {
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
    const ownerUrl = embedded.urlFor(EMBEDDED_DATABASE_NAME);
    await runMigrations(ownerUrl);
    const secrets = await loadServerSecrets(ownerUrl, config.dataDir);
    const app = connectApp(ownerUrl);
    return {
      ...app,
      ownerUrl,
      embedded: true,
      secrets,
      close: async () => {
        await app.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop().catch(() => undefined);
    throw error;
  }
}
