/**
 * What happens around the server's start: before it listens, the demo shop is created on an
 * empty database; once it listens, where it is and the demo logins are printed.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './database';
import { connectDemoEinvoices } from './demo/demo-einvoices';
import { connectDemoLinkup } from './demo/demo-linkup';
import { databaseIsEmpty, demoLoginLines, findDemoTenant, seedDemo } from './demo/seed';
import { createSecretBox } from './lib/secret-box';

export interface StartedContext {
  app: FastifyInstance;
  config: AppConfig;
  database: OpenedDatabase;
  port: number;
  log: { info(message: string): void; warn(message: string): void };
}

/**
 * Before the port opens: on an empty database, creates the demo shop, so that once the server
 * answers its health check the demo logins work.
 */
export async function beforeListen({
  config,
  database,
  log,
}: Pick<StartedContext, 'config' | 'database' | 'log'>): Promise<void> {
  try {
    if (await databaseIsEmpty(database.ownerUrl)) {
      log.info('Empty database: creating the demo shop…');
      await seedDemo(database.db);
    }
  } catch (error) {
    log.warn(`The demo shop could not be created: ${error instanceof Error ? error.message : String(error)}`);
  }
  // The demo configuration: npm start runs the e-invoice provider simulator and says where.
  const simulator = process.env.EINVOICE_SIMULATOR_URL;
  if (simulator) {
    try {
      const tenantId = await findDemoTenant(database.ownerUrl);
      if (tenantId) await connectDemoEinvoices(database.db, tenantId, createSecretBox(config.dataKey), simulator);
    } catch (error) {
      log.warn(`The demo e-invoices could not be connected: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Likewise the national pharmacy link-up simulator.
  const linkup = process.env.LINKUP_SIMULATOR_URL;
  if (linkup) {
    try {
      const tenantId = await findDemoTenant(database.ownerUrl);
      if (tenantId) await connectDemoLinkup(database.db, tenantId, createSecretBox(config.dataKey), linkup);
    } catch (error) {
      log.warn(`The demo link-up could not be connected: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The demo logins, printed whenever the demo shop exists. */
async function demoShop({ database }: StartedContext): Promise<string[]> {
  try {
    return (await findDemoTenant(database.ownerUrl)) ? demoLoginLines() : [];
  } catch {
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
