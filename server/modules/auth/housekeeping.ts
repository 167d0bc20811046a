/**
 * Housekeeping of the account tables: rows that can no longer matter are deleted, so sessions,
 * tokens and login counters do not grow for ever. Kept for a while after they end so that a
 * reused refresh token is still recognised (and revokes its family) long after rotation.
 * Runs as a job of the durable queue, once at start and then every six hours, once across server
 * processes; tenant rows are deleted tenant by tenant under
 * row-level security like any other request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import { withTenant } from '../../db/tenancy';

/** How long ended sessions, rotated refresh tokens and used e-mail links are kept. */
export const KEEP_ENDED = '30 days';
/** How long a login counter outlives its window when it blocks nothing. */
export const KEEP_THROTTLE = '1 day';
const EVERY_SIX_HOURS = '7 */6 * * *';

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  oneTimeTokens: number;
  loginThrottles: number;
}

const count = (result: { rowCount: number | null }) => result.rowCount ?? 0;

export async function purgeExpired(db: Db): Promise<PurgeCounts> {
  const counts: PurgeCounts = { sessions: 0, refreshTokens: 0, oneTimeTokens: 0, loginThrottles: 0 };
  counts.loginThrottles = count(
    await db.execute(sql`
      delete from login_throttles
       where window_started_at < now() - ${KEEP_THROTTLE}::interval
         and (blocked_until is null or blocked_until < now())`),
  );
  // The directory is the one global list of shops with accounts (RLS hides the tenants table).
  const shops = await db.execute<{ id: string }>(sql`select distinct home_tenant_id as id from user_directory`);
  for (const { id } of shops.rows) {
    await withTenant(db, id, async (tx) => {
      // Deleting a session deletes its refresh tokens too (foreign key cascade).
      counts.sessions += count(
        await tx.execute(
          sql`delete from sessions where tenant_id = ${id} and coalesce(revoked_at, expires_at) < now() - ${KEEP_ENDED}::interval`,
        ),
      );
      counts.refreshTokens += count(
        await tx.execute(
          sql`delete from refresh_tokens where tenant_id = ${id} and expires_at < now() - ${KEEP_ENDED}::interval`,
        ),
      );
      counts.oneTimeTokens += count(
        await tx.execute(
          sql`delete from one_time_tokens where tenant_id = ${id} and expires_at < now() - ${KEEP_ENDED}::interval`,
        ),
      );
    });
  }
  return counts;
}

/** The purge as a job of the durable queue: every six hours and once at start, once across processes. */
export async function registerHousekeeping(app: FastifyInstance, jobs: Jobs): Promise<void> {
  await jobs.work('account-housekeeping', async () => {
    const counts = await purgeExpired(app.db);
    app.log.info({ purged: counts }, 'account housekeeping done');
  });
  await jobs.schedule('account-housekeeping', EVERY_SIX_HOURS);
  // Processes starting together run it once (one job per ten-minute slot).
  await jobs.send('account-housekeeping', {}, { singletonKey: 'start', singletonSeconds: 600 });
}
