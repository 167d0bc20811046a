/**
 * `npm run seed:demo`: removes the demo shop "Nhà thuốc Demo" (only it) and creates it again,
 * on DATABASE_URL or the embedded PostgreSQL in DATA_DIR, then prints its logins.
 */
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { demoLoginLines, findDemoTenant, removeTenant, seedDemo } from '../server/demo/seed';

const log = {
  info: (m: string) => process.stdout.write(`${m}\n`),
  warn: (m: string) => process.stderr.write(`${m}\n`),
};

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.warn(`seed:demo cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config, log);
  try {
    const existing = await findDemoTenant(database.ownerUrl);
    if (existing) {
      await removeTenant(database.ownerUrl, existing);
      log.info('Removed the previous demo shop.');
    }
    const started = Date.now();
    const seeded = await seedDemo(database.db);
    log.info(
      `Created the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.products} products, ${seeded.lots} lots, ${seeded.customers} customers.`,
    );
    for (const line of demoLoginLines()) log.info(line);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  log.warn(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
