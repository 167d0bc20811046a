/**
 * Recognises the failures that mean "the database is away" (a connection refused, reset or ended
 * by the server, PostgreSQL shutting down or starting up) as opposed to a fault of the request, so
 * the error handler answers them 503 with Retry-After instead of 500.
 */

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300
// (too many connections) and 58000/58030 (system and IO errors of the server).
const PG_CODES = /^(08...|57P0[1-3]|53300|58000|58030)$/;
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or never-made connection with plain Errors and these messages.
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'terminating connection',
  'the database system is',
];

/** True when the error, or one of its causes (Drizzle wraps driver errors), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (PG_CODES.test(code) || NODE_CODES.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (PG_CLIENT_MESSAGES.some((text) => message.includes(text))) return true;
    // An AggregateError (a host with several addresses, all refused) carries its causes in `errors`.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * pg-boss 10 completes or fails a job without awaiting it (Manager#work: `this.complete(…)`,
 * `this.fail(…)`), so a database lost at that moment becomes an unhandled rejection, which ends a
 * Node process. Such a rejection is logged and the process goes on (the job stays active and is
 * retried after its expiry); any other unhandled rejection still ends the process as before.
 */
export function surviveDatabaseOutages(log: { warn(message: string): void }): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn(`database unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
}
