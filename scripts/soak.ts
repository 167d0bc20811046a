/**
 * `npm run soak`: the fault suite against real server processes on a real PostgreSQL (an embedded
 * one in a temporary folder, or SOAK_DATABASE_URL, an empty database). Options as flags:
 * --sales=10000 --kills=50 --devices=6 --servers=2 --terminations=50 --seed=1. Prints the figures; exits 1 unless
 * nothing was lost, duplicated or mismatched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '../server/db/embedded';
import { formatFigures, runSoak, soakPassed, type SoakOptions } from './soak/run-soak';

function flag(name: string, fallback: number): number {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`--${name} must be a whole number\n`);
    process.exit(2);
  }
  return value;
}

const options: SoakOptions = {
  sales: flag('sales', 10_000),
  kills: flag('kills', 50),
  devices: Math.max(1, flag('devices', 6)),
  servers: Math.max(1, flag('servers', 2)),
  terminations: flag('terminations', 50),
  seed: flag('seed', Date.now() % 1_000_000),
  log: (line) => process.stderr.write(`${line}\n`),
};
process.stderr.write(`soak seed ${options.seed}\n`);

const dataDir = process.env.SOAK_DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'pharmatill-soak-pg-'));
const quiet = { info: () => undefined, warn: (message: string) => process.stderr.write(`${message}\n`) };
const embedded = dataDir ? await startEmbeddedPostgres(dataDir, quiet) : undefined;
let passed = false;
try {
  if (embedded) await ensureDatabase(embedded.adminUrl, 'pharmatill');
  const url = embedded ? embedded.urlFor('pharmatill') : process.env.SOAK_DATABASE_URL!;
  const figures = await runSoak(url, options);
  process.stdout.write(`${formatFigures(figures)}\n`);
  passed = soakPassed(figures);
} finally {
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
