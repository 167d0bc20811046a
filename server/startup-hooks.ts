/**
 * What happens around the server's start: before it listens, the demo shop is created on an
 * empty database; once it listens, where it is and the demo logins are printed.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './database';
import { connectDemoEinvoices } from './demo/demo-einvoices';
import { connectDemoEprescriptions } from './demo/demo-eprescriptions';
import { connectDemoLinkup } from './demo/demo-linkup';
import {
  databaseIsEmpty,
  demoHistoryUnfinished,
  demoHistoryWanted,
  demoLoginLines,
  findDemoTenant,
  removeTenant,
  seedDemo,
  type SeededDemo,
} from './demo/seed';
import type { Jobs } from './jobs/queue';
import { createSecretBox } from './lib/secret-box';

export interface StartedContext {
  app: FastifyInstance;
  config: AppConfig;
  database: OpenedDatabase;
  port: number;
  log: { info(message: string): void; warn(message: string): void };
}

/** The line that says what the demo shop was made with and how long it took. */
export function demoSeededLine(seeded: SeededDemo, ms: number): string {
  const made = `${seeded.products} products, ${seeded.lots} lots, ${seeded.customers} customers`;
  const past = seeded.history
    ? `; ${seeded.history.days} days of history: ${seeded.history.sales} sales, ${seeded.history.returns + seeded.history.exchanges} returns and exchanges, ${seeded.history.purchaseOrders} purchase orders, ${seeded.history.einvoices} e-invoices`
    : '';
  return `Created the demo shop in ${(ms / 1000).toFixed(1)} s: ${made}${past}.`;
}

/**
 * Before the port opens: on an empty database, creates the demo shop (with its ninety days of
 * history unless DEMO_HISTORY=off), so that once the server answers its health check the demo
 * logins work and its dashboard and reports show a living shop.
 */
export async function beforeListen({
  config,
  database,
  jobs,
  log,
}: Pick<StartedContext, 'config' | 'database' | 'log'> & { jobs: Jobs }): Promise<void> {
  try {
    // A demo whose history a stop interrupted is removed and made again, like on an empty database.
    const demo = await findDemoTenant(database.ownerUrl);
    if (demo && (await demoHistoryUnfinished(database.ownerUrl, demo))) {
      log.info('The demo shop was left unfinished by the last stop: removing it.');
      await removeTenant(database.ownerUrl, demo);
    }
    if (await databaseIsEmpty(database.ownerUrl)) {
      const history = demoHistoryWanted();
      log.info(`Empty database: creating the demo shop${history ? ' and its 90 days of history' : ''}…`);
      const started = Date.now();
      const seeded = await seedDemo(database.db, {
        history: history ? { jobs, secretBox: createSecretBox(config.dataKey) } : null,
      });
      log.info(demoSeededLine(seeded, Date.now() - started));
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
  // And the national e-prescription system simulator (docs/e-prescriptions.md).
  const eprescriptions = process.env.EPRESCRIPTION_SIMULATOR_URL;
  if (eprescriptions) {
    try {
      const tenantId = await findDemoTenant(database.ownerUrl);
      if (tenantId)
        await connectDemoEprescriptions(database.db, tenantId, createSecretBox(config.dataKey), eprescriptions);
    } catch (error) {
      log.warn(
        `The demo e-prescriptions could not be connected: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  // Likewise the national pharmacy link-up simulator.
  const linkup = process.env.LINKUP_SIMULATOR_URL;
  if (linkup) {
    try {
      const tenantId = await findDemoTenant(database.ownerUrl);
      if (tenantId) await connectDemoLinkup(database.db, jobs, tenantId, createSecretBox(config.dataKey), linkup);
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
