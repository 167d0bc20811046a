/**
 * Lists and records as one SQL parameter each, so a statement has one placeholder whatever the
 * length of its input (PostgreSQL allows 65,535 per statement; a push writes thousands of rows).
 */
import { sql } from 'drizzle-orm';

/** Uuids (validated by zod or read from the database) as one `uuid[]` parameter, duplicates dropped. */
export const uuidArray = (ids: Iterable<string>) => sql`${`{${[...new Set(ids)].join(',')}}`}::uuid[]`;

/** A value as one `jsonb` parameter, e.g. rows for `jsonb_to_recordset`. */
export const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
