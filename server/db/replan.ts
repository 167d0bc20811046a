/**
 * Fresh plans for a connection's cached statements. A connection caches the plans of its
 * foreign-key checks; one made while the referenced table was small (a new install before
 * autovacuum analyses it, or an import that fills it inside one transaction) is a sequential scan
 * that gets slower with every row. Bulk writers re-plan before each large step: a dozen plans
 * against thousands of checks (a 10,000-product import went from 24 s to 9 s).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './connection';

export async function replanCachedStatements(tx: Tx): Promise<void> {
  await tx.execute(sql`discard plans`);
}
