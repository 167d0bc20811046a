/**
 * The durable job queue: pg-boss on the application's PostgreSQL. A job sent with `tx` is written
 * in that transaction, so it exists exactly when the work that asked for it committed; workers in
 * every server process fetch with SKIP LOCKED, so each job runs once across processes, and jobs
 * left active by a killed process are retried after their expiry. Schedules (cron) fire once per
 * slot across processes.
 */
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { insertJobs } from 'pg-boss/src/plans.js';
import { SHOP_TIME_ZONE } from '../../src/domain/shop-clock';
import type { Tx } from '../db/connection';
import { QUEUES, type QueueName } from './queues';

export interface SendOptions {
  /** Insert the job inside this transaction. */
  tx?: Tx;
  /** At most one queued job per key (pg-boss singleton). */
  singletonKey?: string;
  /** With singletonKey: at most one job per key in each slot of this many seconds, whatever its state. */
  singletonSeconds?: number;
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface Jobs {
  send<T extends object>(name: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(
    name: QueueName,
    handler: JobHandler<T>,
    options?: {
      pollingIntervalSeconds?: number;
      /**
       * Pollers of the queue in this process, each taking one job at a time: a poller waits out
       * its interval after each job, so one delivers at most two a second.
       */
      concurrency?: number;
    },
  ): Promise<void>;
  schedule(name: QueueName, cron: string, data?: object): Promise<void>;
  /** The pg-boss instance, for what the wrapper does not cover (tests, inspection). */
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/** pg-boss's SQL text with $n placeholders as a drizzle query, so it runs inside a drizzle transaction. */
function asDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks, sql.raw(''));
}

function txExecutor(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await tx.execute(asDrizzleSql(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

/**
 * Sends jobs inside `tx` without the pg-boss instance, with pg-boss's own bulk-insert SQL (its
 * `insert`): for code deep in a transaction that has no app at hand (the ledger's writer queues
 * link-up deliveries, server/modules/linkups/outbox.ts). Queue options apply as with `send`.
 */
export async function sendInTransaction(
  tx: Tx,
  name: QueueName,
  jobs: readonly { data: object; singletonKey?: string }[],
): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({ name, data: job.data, singletonKey: job.singletonKey ?? null }));
  await tx.execute(asDrizzleSql(insertJobs('pgboss'), [JSON.stringify(rows), null, null, null, null, null]));
}

export interface StartJobsOptions {
  /** The owner connection: pg-boss keeps its own small pool and its own schema. */
  ownerUrl: string;
  /** Run workers and schedules in this process (false: send only, e.g. a seeding script). */
  workers?: boolean;
  onError?: (error: Error) => void;
  /** How often expired jobs (of a killed process) are failed over to a retry; pg-boss's default 120 s. */
  maintenanceIntervalSeconds?: number;
}

/** Creates pg-boss's schema when missing (as the owner) and lets the app role send jobs in its transactions. */
export async function prepareJobSchema(ownerUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: ownerUrl, max: 1, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUES)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export async function startJobs({
  ownerUrl,
  workers = true,
  onError,
  maintenanceIntervalSeconds,
}: StartJobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    application_name: 'pharmatill-jobs',
    max: 4,
    supervise: workers,
    schedule: workers,
    migrate: false,
    ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => onError?.(error));
  await boss.start();
  return {
    boss,
    send: (name, data, { tx, ...options } = {}) =>
      boss.send(name, data, { ...options, ...(tx ? { db: txExecutor(tx) } : {}) }),
    work: async (name, handler, options = {}) => {
      if (!workers) throw new Error('This process does not run workers');
      for (let poller = 0; poller < (options.concurrency ?? 1); poller += 1)
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) {
              await handler(job.data as never, {
                id: job.id,
                retryCount: (job as { retryCount?: number }).retryCount ?? 0,
              });
            }
          },
        );
    },
    schedule: (name, cron, data = {}) => boss.schedule(name, cron, data, { tz: SHOP_TIME_ZONE }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
