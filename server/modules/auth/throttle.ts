/**
 * Login throttling in PostgreSQL (DESIGN.md §1, §4): failures are counted per account and per
 * client address in a fixed window; once a key reaches its limit, logins for it answer 429
 * `rate_limited` until the block ends. Shared by every API process.
 */
import { sql } from 'drizzle-orm';
import { authMessages } from '../../../src/i18n/auth';
import type { Db } from '../../db/connection';
import { AppError } from '../../plugins/errors';

export const THROTTLE = {
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
  accountLimit: 5,
  addressLimit: 20,
  /** Forgot-password requests (every request counts): per e-mail and per address. */
  forgotAccountLimit: 5,
  forgotAddressLimit: 20,
} as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const forgotAccountKey = (email: string) => `forgot-account:${email.toLowerCase()}`;
export const forgotAddressKey = (ip: string) => `forgot-address:${ip}`;

/** 429 `rate_limited`; routes copy `retryAfterSeconds` into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** Throws 429 when any of the keys is blocked now. */
export async function assertNotThrottled(
  db: Db,
  keys: string[],
  message: string = authMessages.errors.rateLimited,
): Promise<void> {
  const { rows } = await db.execute<{ seconds: number }>(
    sql`select ceil(extract(epoch from max(blocked_until) - now()))::int as seconds from login_throttles
         where key in (${sql.join(
           keys.map((k) => sql`${k}`),
           sql`, `,
         )}) and blocked_until > now()`,
  );
  const seconds = rows[0]?.seconds;
  if (seconds) throw new RateLimitedError(message, Math.max(1, seconds));
}

/** Counts one failure for the key and blocks it once the limit is reached in the window. */
export async function recordFailure(db: Db, key: string, limit: number): Promise<void> {
  const window = `${THROTTLE.windowSeconds} seconds`;
  const block = `${THROTTLE.blockSeconds} seconds`;
  await db.execute(sql`
    insert into login_throttles as t (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when t.window_started_at <= now() - ${window}::interval then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at <= now() - ${window}::interval then now() else t.window_started_at end`);
  await db.execute(sql`
    update login_throttles set blocked_until = now() + ${block}::interval
     where key = ${key} and failures >= ${limit} and (blocked_until is null or blocked_until <= now())`);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${key}`);
}
