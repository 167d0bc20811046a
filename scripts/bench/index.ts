/**
 * `npm run bench`: runs every benchmark and prints one table. Figures are compared with a limit
 * from the issues or with a peer measured in the same run, never with a number from another day.
 */
import { benchServerStart } from './server-start';
import { benchTillSearch } from './till-search';
import { benchTillSync } from './till-sync';
import { benchDashboard } from './dashboard';
import { benchPosIngest } from './pos-ingest';
import { printTable, type BenchRow } from './format';

const rows: BenchRow[] = [];
rows.push(...(await benchServerStart()));
rows.push(...benchTillSearch());
rows.push(...(await benchTillSync()));
rows.push(...(await benchDashboard()));
rows.push(...(await benchPosIngest()));
printTable(rows);
