/**
 * Background warmer of the dashboard's per-day cache (dashboard_days): fills every closed shop day
 * (before today in Asia/Ho_Chi_Minh) that has paid orders but no valid cache row, tenant by tenant
 * under row-level security, a few days per transaction. Reads never trust it: each dashboard read
 * still checks every day against its orders, so a warmed day that later changes is re-aggregated.
 * A tenant whose newest order version and today are those of its last complete pass is skipped
 * after one index probe; otherwise only newly closed days and days of newer orders are checked
 * (every closed day on the first pass after a start).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import { withTenant } from '../../db/tenancy';
import { todayInShop } from '../../../src/domain/shop-clock';
import { refreshDays } from './dashboard-days';

/** Days aggregated per transaction: a few tens of milliseconds at a busy shop's day. */
export const WARM_CHUNK_DAYS = 4;
/** Pause between two transactions, so requests are never queued behind a long backlog. */
const PAUSE_MS = 20;
const EVERY_HALF_HOUR = '*/30 * * * *';

export interface WarmResult {
  /** Tenants looked at, tenants skipped without any check, and days aggregated. */
  tenants: number;
  skipped: number;
  days: number;
}

export interface WarmOptions {
  /** The instant whose shop day is "today" (never warmed: it is still open). */
  now?: Date;
  chunkDays?: number;
  pauseMs?: number;
}

/** What a complete pass of a tenant has seen: no closed day before `closedBefore` is missing as of `version`. */
interface Mark {
  closedBefore: string;
  version: number;
}

const latestVersion = async (tx: Tx, tenantId: string) =>
  Number(
    (
      await tx.execute<{ v: string | null }>(
        sql`select max(version) as v from pos_orders where tenant_id = ${tenantId}`,
      )
    ).rows[0]?.v ?? 0,
  );

/**
 * Closed days (before `today`) with paid orders whose cache row is missing or no longer matches
 * their fingerprint, newest first. After a complete pass (`mark`), only days that closed since and
 * days of orders stored since (version above the mark's) can be among them.
 */
export async function staleClosedDays(tx: Tx, tenantId: string, today: string, mark?: Mark): Promise<string[]> {
  const candidates = mark
    ? sql`and o.ordered_on in (
            select ordered_on from pos_orders where tenant_id = ${tenantId} and version > ${mark.version}
            union all
            select generate_series(${mark.closedBefore}::date, ${today}::date - 1, interval '1 day')::date)`
    : sql``;
  const result = await tx.execute<{ day: string }>(sql`
    with fp as (
      select o.ordered_on as day, count(*)::int as n, max(o.version) as v
        from pos_orders o
       where o.tenant_id = ${tenantId} and o.status = 'paid' and o.ordered_on < ${today}::date ${candidates}
       group by o.ordered_on
    )
    select fp.day::text as day
      from fp left join dashboard_days d on d.tenant_id = ${tenantId} and d.day = fp.day
     where d.day is null or d.order_count <> fp.n or d.max_version <> fp.v
     order by fp.day desc`);
  return result.rows.map((r) => r.day);
}

export interface DashboardWarmer {
  /** One pass over every shop; a pass already under way is joined, not doubled. */
  run(options?: WarmOptions): Promise<WarmResult>;
  /** Stops a pass under way after its current transaction and waits for it. */
  stop(): Promise<void>;
}

export function createDashboardWarmer(db: Db): DashboardWarmer {
  const marks = new Map<string, Mark>();
  let current: Promise<WarmResult> | undefined;
  let stopping = false;

  async function pass({
    now = new Date(),
    chunkDays = WARM_CHUNK_DAYS,
    pauseMs = PAUSE_MS,
  }: WarmOptions): Promise<WarmResult> {
    const today = todayInShop(now);
    const result: WarmResult = { tenants: 0, skipped: 0, days: 0 };
    // The directory is the one global list of shops with accounts (RLS hides the tenants table).
    const shops = await db.execute<{ id: string }>(sql`select distinct home_tenant_id as id from user_directory`);
    for (const { id } of shops.rows) {
      if (stopping) break;
      result.tenants += 1;
      const mark = marks.get(id);
      const found = await withTenant(db, id, async (tx) => {
        const version = await latestVersion(tx, id);
        if (mark && mark.version === version && mark.closedBefore === today) return { version, stale: undefined };
        return { version, stale: await staleClosedDays(tx, id, today, mark) };
      });
      if (!found.stale) {
        result.skipped += 1;
        continue;
      }
      for (let i = 0; i < found.stale.length && !stopping; i += chunkDays) {
        const chunk = found.stale.slice(i, i + chunkDays);
        await withTenant(db, id, (tx) => refreshDays(tx, id, chunk));
        result.days += chunk.length;
        if (pauseMs > 0) await sleep(pauseMs);
      }
      if (!stopping) marks.set(id, { closedBefore: today, version: found.version });
    }
    return result;
  }

  return {
    run(options = {}) {
      current ??= pass(options).finally(() => {
        current = undefined;
      });
      return current;
    },
    async stop() {
      stopping = true;
      await current?.catch(() => undefined);
    },
  };
}

/**
 * The warmer as a job of the durable queue: every half hour and once at start, once across server
 * processes. A process's marks only save it index probes, so a pass in another process is as good.
 * Returns what stops a pass under way.
 */
export async function registerDashboardWarmer(app: FastifyInstance, jobs: Jobs): Promise<() => Promise<void>> {
  const warmer = createDashboardWarmer(app.db);
  await jobs.work('dashboard-warmer', async () => {
    const result = await warmer.run();
    if (result.days > 0) app.log.info({ warmed: result }, 'dashboard days warmed');
  });
  await jobs.schedule('dashboard-warmer', EVERY_HALF_HOUR);
  // Processes starting together run it once (one job per ten-minute slot).
  await jobs.send('dashboard-warmer', {}, { singletonKey: 'start', singletonSeconds: 600 });
  return () => warmer.stop();
}
