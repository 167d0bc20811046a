/**
 * What happens once the server listens: print where it is. Later features add to it (the demo
 * shop is seeded here on an empty database).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './database';
import { databaseIsEmpty, demoLoginLines, findDemoTenant, seedDemo } from './demo/seed';

export interface StartedContext {
  app: FastifyInstance;
  config: AppConfig;
  database: OpenedDatabase;
  port: number;
  log: { info(message: string): void; warn(message: string): void };
}

/** On an empty database, creates the demo shop; whenever it exists, prints its logins. */
async function demoShop({ database, log }: StartedContext): Promise<string[]> {
  try {
    if (await databaseIsEmpty(database.ownerUrl)) {
      log.info('Empty database: creating the demo shop…');
      await seedDemo(database.db);
    }
    return (await findDemoTenant(database.ownerUrl)) ? demoLoginLines() : [];
  } catch (error) {
    log.warn(`The demo shop could not be created: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

export async function onStarted(context: StartedContext): Promise<void> {
  const { config, database, port, log } = context;
  const demo = await demoShop(context);
  log.info('');
  log.info(`PharmaTill is running at http://localhost:${port}`);
  log.info(`  database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL'}`);
  log.info(`  data:     ${config.dataDir}`);
  for (const line of demo) log.info(line);
  log.info('');
}
