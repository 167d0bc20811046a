/**
 * `npm run seed:demo`: removes the demo shop "Nhà thuốc Demo" (only it) and creates it again,
 * on DATABASE_URL or the embedded PostgreSQL in DATA_DIR, then prints its logins.
 */
import { ConfigError, loadConfig, withServerSecrets } from '../server/config';
import { openDatabase } from '../server/database';
import { demoHistoryWanted, demoLoginLines, findDemoTenant, removeTenant, seedDemo } from '../server/demo/seed';
import { startJobs } from '../server/jobs/queue';
import { createSecretBox } from '../server/lib/secret-box';
import { demoSeededLine } from '../server/startup-hooks';

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
  // Send-only: the history's e-invoices are issued for download (the demo's provider is connected at start).
  const jobs = await startJobs({ ownerUrl: database.ownerUrl, workers: false });
  try {
    const existing = await findDemoTenant(database.ownerUrl);
    if (existing) {
      await removeTenant(database.ownerUrl, existing);
      log.info('Removed the previous demo shop.');
    }
    const started = Date.now();
    const secretBox = createSecretBox(withServerSecrets(config, database.secrets).dataKey);
    const seeded = await seedDemo(database.db, { history: demoHistoryWanted() ? { jobs, secretBox } : null });
    log.info(demoSeededLine(seeded, Date.now() - started));
    for (const line of demoLoginLines()) log.info(line);
  } finally {
    await jobs.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  log.warn(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
