/**
 * Starts the real server as a child process (`node --import tsx server/main.ts`, the same
 * process `npm start` ends up running) on a free port with its own DATA_DIR, and waits until
 * /api/v1/health says the database is ok.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Data folders this process made (each holds a PostgreSQL cluster of about 600 MB). */
const madeDataDirs = new Set<string>();

export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-e2e-'));
  madeDataDirs.add(dir);
  return dir;
}

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) {
        const body = (await res.json()) as { data: { db: string } };
        if (body.data.db === 'ok') return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become healthy within ${timeoutMs} ms`);
}

export interface StartOptions {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** The command to run; defaults to the server entry point. */
  command?: string[];
  /** How long the start may take until /health answers (seeding the demo's history takes longer). */
  healthTimeoutMs?: number;
}

const running = new Set<ChildProcess>();

/**
 * Ends the servers this process started and still runs (with their PostgreSQL), and removes the
 * data folders it made: a run of the browser tests used to leave gigabytes of them in the
 * temporary folder. Runs after each test file (clean-up.ts) and when the process exits.
 */
export function cleanUp(): void {
  for (const child of running) if (child.pid) killGroup(child.pid, 'SIGKILL');
  for (const dir of madeDataDirs) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      madeDataDirs.delete(dir);
    } catch (error) {
      console.warn(`could not remove the test data folder ${dir}:`, error);
    }
  }
}
process.on('exit', cleanUp);

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupToEnd(pid: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && killGroup(pid, 0 as unknown as NodeJS.Signals)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function spawnServer({ dataDir = tempDataDir(), port, env = {}, command }: StartOptions & { port: number }) {
  let output = '';
  const child = spawn(command?.[0] ?? process.execPath, command?.slice(1) ?? ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // The demo shop is made without its ninety days of history unless a test asks for it
    // (DEMO_HISTORY: 'on', tests/e2e/demo-history.test.ts): the other tests count their own orders.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SKIP_BUILD: '1',
      DEMO_HISTORY: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a wrapper such as `npm start` can be stopped with everything it
    // started (npm does not pass SIGTERM on to the server it runs through a shell).
    detached: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, dataDir, output: () => output, exited };
}

/**
 * Starts a server and waits until it is healthy. A port found free can be taken by another process
 * before the server binds it (it makes its database and demo shop first): the server then exits
 * saying so, and a server on a port the test did not choose is started again on another, with the
 * same data folder, once the first has ended with its PostgreSQL.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce({ ...options, dataDir });
    } catch (error) {
      const taken = error instanceof PortTaken;
      if (!taken || options.port !== undefined || attempt === 3) throw error;
      await waitForGroupToEnd(error.pid);
    }
  }
}

class PortTaken extends Error {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

async function startOnce(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const { child, dataDir, output, exited } = spawnServer({ ...options, port });
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHealth(url, options.healthTimeoutMs),
    exited.then((code) => {
      const message = `server exited with ${code} before it was healthy:\n${output()}`;
      throw /port \d+ is already in use/.test(output()) ? new PortTaken(message, child.pid!) : new Error(message);
    }),
  ]);
  return {
    url,
    port,
    dataDir,
    process: child,
    output,
    stop: async (signal = 'SIGTERM') => {
      // SIGKILL hits the server process alone, like `kill -9 <pid>`: its PostgreSQL lives on.
      if (signal === 'SIGKILL' || !options.command) {
        if (child.exitCode === null) child.kill(signal);
        return exited;
      }
      const code = child.exitCode === null ? (killGroup(child.pid!, signal), await exited) : child.exitCode;
      await waitForGroupToEnd(child.pid!);
      return code;
    },
  };
}
