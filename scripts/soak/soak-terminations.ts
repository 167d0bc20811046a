/**
 * Database faults of a soak: PostgreSQL ends the API's busy connections (pg_terminate_backend, as a
 * database restart or failover does) at random moments, so pushes lose their connection in the
 * middle of their transaction; the servers must answer 503, stay up, and apply the retries once.
 */
import pg from 'pg';
import type { Random } from './soak-sales';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends busy API connections `target` times while `running()`; answers how many connections were ended. */
export async function terminateConnections(
  ownerUrl: string,
  random: Random,
  target: number,
  running: () => boolean,
): Promise<{ rounds: number; ended: number }> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'pharmatill-soak' });
  await client.connect();
  let rounds = 0;
  let ended = 0;
  try {
    while (rounds < target && running()) {
      await sleep(100 + random() * 900);
      const { rows } = await client.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and application_name = 'pharmatill' and state <> 'idle'`,
      );
      if (rows.length === 0) continue;
      rounds += 1;
      ended += rows.filter((row) => row.ended).length;
    }
  } finally {
    await client.end();
  }
  return { rounds, ended };
}
