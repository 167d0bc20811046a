/**
 * `npm run bench`: runs every benchmark and prints one table. Figures are compared with a limit
 * from the issues or with a peer measured in the same run, never with a number from another day.
 * `npm run bench -- till-sync dashboard` runs only the named benchmarks.
 */
import { benchServerStart } from './server-start';
import { benchTillSearch } from './till-search';
import { benchTillSync } from './till-sync';
import { benchDashboard } from './dashboard';
import { benchPosIngest } from './pos-ingest';
import { benchFirstLoad } from './first-load';
import { benchLighthouse } from './lighthouse';
import { benchChain } from './chain';
import { benchColdBoot } from './cold-boot';
import { printTable, type BenchRow } from './format';

const benches: Record<string, () => BenchRow[] | Promise<BenchRow[]>> = {
  'server-start': benchServerStart,
  'till-search': benchTillSearch,
  'till-sync': benchTillSync,
  dashboard: benchDashboard,
  'pos-ingest': benchPosIngest,
  'first-load': benchFirstLoad,
  lighthouse: benchLighthouse,
  chain: benchChain,
  'cold-boot': benchColdBoot,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}

const rows: BenchRow[] = [];
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length === 0 || wanted.includes(name)) rows.push(...(await run()));
}
printTable(rows);
