/**
 * Recognises PostgreSQL constraint failures inside Drizzle's wrapped errors so services can
 * answer a clash on a unique key as a 400 with the field's message instead of a 500.
 */
interface PgError {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && candidate.code.length === 5) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The constraint (or unique index) name when the error is a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : undefined;
}
