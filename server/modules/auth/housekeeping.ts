/**
 * Housekeeping of the account tables: rows that can no longer matter are deleted, so sessions,
 * tokens and login counters do not grow for ever. Kept for a while after they end so that a
 * reused refresh token is still recognised (and revokes its family) long after rotation.
 * Runs once at start and then every few hours; tenant rows are deleted tenant by tenant under
 * row-level security like any other request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenancy';

/** How long ended sessions, rotated refresh tokens and used e-mail links are kept. */
export const KEEP_ENDED = '30 days';
/** How long a login counter outlives its window when it blocks nothing. */
export const KEEP_THROTTLE = '1 day';
const EVERY_MS = 6 * 3600_000;

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

/** Purges at start and every six hours while the server runs; a failure is logged and retried next time. */
export function scheduleHousekeeping(app: FastifyInstance, db: Db, everyMs = EVERY_MS): void {
  const run = () =>
    void purgeExpired(db)
      .then((counts) => app.log.info({ purged: counts }, 'account housekeeping done'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'account housekeeping failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
