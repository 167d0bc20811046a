/**
 * One embedded PostgreSQL per test run, with a migrated template database that every test file
 * clones (CREATE DATABASE … TEMPLATE), so files run in parallel and never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';

export const TEMPLATE_DATABASE = 'pharmatill_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

let server: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-pg-'));
  server = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: () => undefined });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  await runMigrations(server.urlFor(TEMPLATE_DATABASE));
  project.provide('pgAdminUrl', server.adminUrl);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
