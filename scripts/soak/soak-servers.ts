/**
 * The server processes of a soak: each `node --import tsx server/main.ts` on its own port and
 * DATA_DIR, all on one DATABASE_URL. The killer ends one with kill -9 while a push to it is under
 * way and starts it again on the same port, data folder and database.
 */
import { freePort } from '../../server/db/embedded';
import { startServer, tempDataDir, type RunningServer } from '../../tests/e2e/server';
import { pick, type Random } from './soak-sales';

export interface SoakServer {
  url: string;
  port: number;
  dataDir: string;
  running: RunningServer | undefined;
  /** Pushes sent to it and not answered yet. */
  inflight: number;
  /** Every process run for it so far (killed ones included), for their output. */
  runs: RunningServer[];
}

/** Error lines (pino level 50 and above) the servers printed, for a run that saw 5xx answers. */
export function serverErrorLines(servers: SoakServer[]): string[] {
  return servers.flatMap((server) =>
    server.runs.flatMap((run) =>
      run
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSoakServers(count: number, databaseUrl: string): Promise<SoakServer[]> {
  const servers: SoakServer[] = [];
  // One after the other: the first one migrates, the others find the database ready.
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const dataDir = tempDataDir();
    const running = await startServer({ port, dataDir, env: { DATABASE_URL: databaseUrl } });
    servers.push({ url: running.url, port, dataDir, running, inflight: 0, runs: [running] });
  }
  return servers;
}

export async function stopSoakServers(servers: SoakServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.running?.stop()));
}

/**
 * kill -9 of a server at a moment a push to it is under way, then a restart on the same port,
 * data and database; `cycles` times, one server at a time (the others keep taking pushes).
 */
export async function killCycles(
  servers: SoakServer[],
  databaseUrl: string,
  random: Random,
  onCycle: (cycle: number) => void,
  target: number,
): Promise<void> {
  for (let cycle = 1; cycle <= target; cycle += 1) {
    await sleep(100 + random() * 900);
    const victim = pick(random, servers);
    // Wait (a little) for a push to it, so the kill lands mid-push.
    for (let waited = 0; victim.inflight === 0 && waited < 3_000; waited += 2) await sleep(2);
    await victim.running!.stop('SIGKILL');
    victim.running = undefined;
    victim.running = await startServer({
      port: victim.port,
      dataDir: victim.dataDir,
      env: { DATABASE_URL: databaseUrl },
    });
    victim.runs.push(victim.running);
    onCycle(cycle);
  }
}
