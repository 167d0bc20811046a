/**
 * What happens once the server listens: print where it is. Later features add to it (the demo
 * shop is seeded here on an empty database).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './database';

export interface StartedContext {
  app: FastifyInstance;
  config: AppConfig;
  database: OpenedDatabase;
  port: number;
  log: { info(message: string): void; warn(message: string): void };
}

export async function onStarted({ config, database, port, log }: StartedContext): Promise<void> {
  log.info('');
  log.info(`PharmaTill is running at http://localhost:${port}`);
  log.info(`  database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL'}`);
  log.info(`  data:     ${config.dataDir}`);
  log.info('');
}
