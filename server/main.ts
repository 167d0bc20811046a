/**
 * The server process: configuration, database (embedded unless DATABASE_URL), the API and the
 * PWA on one port, and a clean stop on SIGINT/SIGTERM. A problem a person can fix is printed
 * as one line, not a stack trace.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, withServerSecrets } from './config';
import { startJobs, type Jobs } from './jobs/queue';
import { registerWorkers } from './jobs/workers';
import { openDatabase, type OpenedDatabase } from './database';
import { beforeListen, onStarted } from './startup-hooks';
import { surviveDatabaseOutages } from './lib/db-unavailable';

const console_ = {
  info: (message: string) => process.stdout.write(`${message}\n`),
  warn: (message: string) => process.stderr.write(`${message}\n`),
};

function fail(message: string): never {
  process.stderr.write(`PharmaTill cannot start: ${message}\n`);
  process.exit(1);
}

async function main() {
  surviveDatabaseOutages(console_);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: OpenedDatabase;
  try {
    database = await openDatabase(config, console_);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  config = withServerSecrets(config, database.secrets);
  let jobs: Jobs;
  try {
    jobs = await startJobs({
      ownerUrl: database.ownerUrl,
      onError: (error) => console_.warn(`job queue: ${error.message}`),
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(`the job queue cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
  const app = await buildApp({ config, database, jobs });
  const stopWorkers = await registerWorkers(app, jobs);
  app.addHook('onClose', async () => {
    await stopWorkers();
    await jobs.stop();
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // A stop signal during start-up (while the demo shop is being created) is a normal stop: the
  // transaction under way rolls back, nothing is reported, and the next start makes the demo again
  // (an unfinished history is marked, startup-hooks.ts).
  const startupLog = {
    info: (message: string) => void (stopping || console_.info(message)),
    warn: (message: string) => void (stopping || console_.warn(message)),
  };
  // Before listening, so that a healthy server already has its demo shop.
  await beforeListen({ config, database, jobs, log: startupLog });
  if (stopping) return;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (stopping) return;
    await database.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} is already in use; stop the other program or set PORT to a free port.`);
    if (code === 'EACCES') fail(`no permission to listen on port ${config.port}; choose a port above 1024 with PORT.`);
    fail((error as Error).message);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await onStarted({ app, config, database, port, log: console_ });
}

void main();
