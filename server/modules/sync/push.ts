/**
 * Applying pushed mutations (DESIGN.md §5): in seq order, each in its own savepoint of the
 * push's one tenant transaction; it first claims the mutation id in sync_mutations and then
 * applies the effect, so the record and the effect commit together. A replay (or a concurrent
 * duplicate, which waits until the first push commits) finds the claim and answers the stored
 * result. One commit per push, not per mutation: a till draining 50 sales pays one disk flush.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { syncMutations } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import type { AuthContext } from '../../plugins/auth';
import { hasPermission } from '../../../src/domain/permissions';
import { viSync } from '../../../src/i18n/sync';
import type { Mutation, MutationResult } from '../../../src/sync/protocol';
import { findMutation, MutationRejected } from './mutations';

function rejected(id: string, code: string, message: string): MutationResult {
  return { id, status: 'rejected', code, message };
}

async function applyOne(tx: Tx, auth: AuthContext, deviceId: string, mutation: Mutation): Promise<MutationResult> {
  const definition = findMutation(mutation.name);
  if (!definition) return rejected(mutation.id, 'unknown_mutation', viSync.reasons.unknownMutation);
  if (definition.permission && !hasPermission(auth.roles, definition.permission)) {
    return rejected(mutation.id, 'permission_denied', viSync.reasons.permissionDenied);
  }
  const parsed = definition.args.safeParse(mutation.args);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.map(String).join('.') || '_');
    return rejected(mutation.id, 'invalid_args', `${viSync.reasons.invalidArgs} (${[...new Set(fields)].join(', ')})`);
  }
  try {
    return await tx.transaction(async (tx) => {
      const claimed = await tx
        .insert(syncMutations)
        .values({ tenantId: auth.tenantId, id: mutation.id, deviceId, seq: mutation.seq, name: mutation.name, userId: auth.userId })
        .onConflictDoNothing()
        .returning({ id: syncMutations.id });
      if (claimed.length === 0) {
        const [stored] = await tx
          .select({ result: syncMutations.result })
          .from(syncMutations)
          .where(and(eq(syncMutations.tenantId, auth.tenantId), eq(syncMutations.id, mutation.id)));
        return { id: mutation.id, status: 'applied', result: stored?.result ?? null } satisfies MutationResult;
      }
      const result = (await definition.apply(parsed.data, { tx, auth, deviceId, mutationId: mutation.id })) ?? null;
      await tx
        .update(syncMutations)
        .set({ result })
        .where(and(eq(syncMutations.tenantId, auth.tenantId), eq(syncMutations.id, mutation.id)));
      return { id: mutation.id, status: 'applied', result } satisfies MutationResult;
    });
  } catch (error) {
    // A rejection rolled the savepoint back, claim and effect: nothing is recorded, a retry re-checks.
    if (error instanceof MutationRejected) return rejected(mutation.id, error.code, error.message);
    throw error;
  }
}

/**
 * Applies a device's mutations in seq order. A rejected mutation does not stop the ones after it
 * (a sale is a fact even when, say, a customer made with it was refused). An unexpected error
 * aborts the push as a whole: nothing of it is recorded, and the till retries it.
 */
export async function applyMutations(db: Db, auth: AuthContext, deviceId: string, mutations: Mutation[]): Promise<MutationResult[]> {
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  return withTenant(db, auth.tenantId, async (tx) => {
    // The tenant's sync-version lock (migration 0011) first: every synced write of the push would
    // take it anyway, and taking it before any row lock keeps two tills' pushes from deadlocking.
    await tx.execute(sql`select pg_advisory_xact_lock(1937339254, hashtext(${auth.tenantId}::text))`);
    const results: MutationResult[] = [];
    for (const mutation of ordered) results.push(await applyOne(tx, auth, deviceId, mutation));
    return results;
  });
}
