/**
 * A soak run against real server processes and a real PostgreSQL: the shop is seeded, the servers
 * start on one database, the tills push their sales under faults while the killer ends servers
 * with kill -9 and restarts them, and once every till's outbox is empty the database is checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../server/db/migrate';
import { loadServerSecrets } from '../../server/db/server-secrets';
import { SoakDevice, type SoakControl, type SoakCounters } from './soak-device';
import { seededRandom } from './soak-sales';
import { killCycles, serverErrorLines, startSoakServers, stopSoakServers } from './soak-servers';
import { terminateConnections } from './soak-terminations';
import { seedSoakShop } from './soak-shop';
import { verifySoak, type SoakVerdict } from './soak-verify';

export interface SoakOptions {
  sales: number;
  /** kill -9 cycles (a server killed mid-push and restarted). */
  kills: number;
  devices: number;
  servers: number;
  /** Rounds of pg_terminate_backend of the API's busy connections. */
  terminations: number;
  seed: number;
  /** Progress lines; none when absent. */
  log?: (line: string) => void;
}

export interface SoakFigures extends SoakCounters, SoakVerdict {
  salesAttempted: number;
  cycles: number;
  /** Rounds of pg_terminate_backend, and connections they ended. */
  terminationRounds: number;
  connectionsEnded: number;
  servers: number;
  devices: number;
  seconds: number;
}

/** Runs a soak on `ownerUrl`, an empty or freshly migrated database the caller owns. */
export async function runSoak(ownerUrl: string, options: SoakOptions): Promise<SoakFigures> {
  const started = Date.now();
  const random = seededRandom(options.seed);
  await runMigrations(ownerUrl);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-soak-'));
  const { jwtSecret } = await loadServerSecrets(ownerUrl, scratch);
  rmSync(scratch, { recursive: true, force: true });
  const shop = await seedSoakShop(ownerUrl, jwtSecret, options.devices);
  const servers = await startSoakServers(options.servers, ownerUrl);
  const counters: SoakCounters = {
    pushes: 0,
    failedPushes: 0,
    rejected: 0,
    wrongAnswers: 0,
    unavailable: 0,
    serverErrors: 0,
  };
  let made = 0;
  let cycles = 0;
  let killsOver = options.kills === 0;
  const control: SoakControl = {
    servers,
    counters,
    // Sales are released in step with the kill cycles, so kills land among new sales, not only replays.
    takeSales: (wanted) => {
      const allowance = killsOver ? options.sales : Math.ceil((options.sales * (cycles + 1)) / (options.kills + 1));
      const granted = Math.max(0, Math.min(wanted, allowance - made));
      made += granted;
      return granted;
    },
    finished: () => killsOver && made >= options.sales,
  };
  const devices = options.devices;
  try {
    const tills = shop.tills.map((till, i) => new SoakDevice(shop, till, seededRandom(options.seed * 31 + i + 1)));
    const killer = killCycles(
      servers,
      ownerUrl,
      random,
      (cycle) => {
        cycles = cycle;
        options.log?.(`cycle ${cycle}/${options.kills}: ${made} sales made, ${counters.pushes} pushes`);
      },
      options.kills,
    ).finally(() => {
      killsOver = true;
    });
    let tillsDone = false;
    const terminations = terminateConnections(
      ownerUrl,
      seededRandom(options.seed + 7),
      options.terminations,
      () => !tillsDone,
    );
    await Promise.all([killer, ...tills.map((till) => till.run(control))]);
    tillsDone = true;
    const { rounds, ended } = await terminations;
    if (counters.serverErrors > 0) {
      for (const line of serverErrorLines(servers).slice(0, 5)) options.log?.(`server error: ${line.slice(0, 2_000)}`);
    }
    const sales = tills.flatMap((till) => till.sales);
    const verdict = await verifySoak(ownerUrl, shop, sales);
    return {
      salesAttempted: sales.length,
      cycles,
      terminationRounds: rounds,
      connectionsEnded: ended,
      servers: servers.length,
      devices,
      ...counters,
      ...verdict,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await stopSoakServers(servers);
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export function formatFigures(f: SoakFigures): string {
  return [
    `soak: ${f.salesAttempted} sales attempted from ${f.devices} devices on ${f.servers} server processes, ` +
      `${f.cycles} kill -9 cycles, ${f.connectionsEnded} busy connections ended by the database in ` +
      `${f.terminationRounds} rounds, ${f.pushes} pushes (${f.failedPushes} unanswered and retried), ${f.seconds} s`,
    `  lost ${f.lost}, duplicated ${f.duplicated}, stock mismatches ${f.stockMismatches}, ` +
      `rejected ${f.rejected}, wrong answers ${f.wrongAnswers}, ` +
      `other 5xx answers ${f.serverErrors} (503 with Retry-After: ${f.unavailable})`,
  ].join('\n');
}

export const soakPassed = (f: SoakFigures): boolean =>
  f.lost === 0 &&
  f.duplicated === 0 &&
  f.stockMismatches === 0 &&
  f.rejected === 0 &&
  f.wrongAnswers === 0 &&
  f.serverErrors === 0;
