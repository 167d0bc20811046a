/**
 * A real API on its own database for one test file: the database is cloned from the migrated
 * template, the app is built with buildApp and driven with app.inject.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { connectApp, type Database } from '../../server/db/connection';
import { startJobs } from '../../server/jobs/queue';
import type { MutationTable } from '../../server/modules/sync/mutations';
import { testConfig } from '../fixtures/test-config';

const TEMPLATE_DATABASE = 'pharmatill_template';

export interface TestDatabase extends Database {
  /** Owner connection URL, for assertions that must see across tenants. */
  ownerUrl: string;
  name: string;
}

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        // Two files cloning the template at the same instant: wait and try again.
        if (attempt >= 20 || !String((error as Error).message).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const ownerUrl = withDatabase(adminUrl, name);
  return { ...connectApp(ownerUrl, 10), ownerUrl, name };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** `mutations`: the table POST /sync/push applies, when a test needs mutations of its own. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { mutations }: { mutations?: MutationTable } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  // Send-only: a test that needs the workers starts them with startTestJobs (test-jobs.ts).
  const jobs = await startJobs({ ownerUrl: database.ownerUrl, workers: false });
  const app = await buildApp({ config, database, jobs, logger: false, mutations });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/** Runs SQL as the owner of the tables (bypassing row-level security), for assertions. */
export async function ownerQuery<T extends pg.QueryResultRow>(
  database: TestDatabase,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.ownerUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
