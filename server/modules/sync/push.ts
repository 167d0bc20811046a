/**
 * Applying pushed mutations (DESIGN.md §5), with the handlers of a mutation table (the till's:
 * handlers.ts), in seq order inside the push's one tenant transaction
 * (one commit per push). Each mutation's id is recorded in sync_mutations in the same transaction
 * as its effect, so a replay (or a concurrent duplicate, which waits for the tenant's sync lock
 * until the first push commits) answers the stored result and changes nothing.
 * - A mutation whose handler has `applyBatch` is applied with the consecutive mutations of its
 *   name as one run in one savepoint: the stored results of replays read in one query, the new
 *   ones applied together, their ids recorded in one insert. If the run fails unexpectedly (say a
 *   clashing claim), it is rolled back and applied one by one as below.
 * - Otherwise each mutation has its own savepoint: claim the id, apply, store the result.
 */
import { createHash } from 'node:crypto';
import type { Jobs } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/connection';
import { syncMutations } from '../../db/schema/index';
import { replanCachedStatements } from '../../db/replan';
import { lockTenantSync } from '../../db/sync-lock';
import { withTenant } from '../../db/tenancy';
import { uuidArray } from '../../lib/sql-params';
import type { AuthContext } from '../../plugins/auth';
import { fieldErrors } from '../../plugins/errors';
import { hasPermission } from '../../../src/domain/permissions';
import { viSync } from '../../../src/i18n/sync';
import type { Mutation, MutationResult } from '../../../src/sync/protocol';
import { MutationRejected, type MutationEntry, type MutationTable } from './mutations';

/** Pushes of at least this many mutations re-plan the cached statements of their connection first. */
const REPLAN_FROM = 10;

/** Runs that failed as a batch and were applied one by one (tests check the batch path is the one taken). */
export const pushStats = { batchFallbacks: 0 };

function rejected(id: string, code: string, message: string): MutationResult {
  return { id, status: 'rejected', code, message };
}

/** JSON with object keys sorted at every level: the same content gives the same text, whoever stored it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of what a till sent, kept with an applied mutation to tell a replay from a reuse;
 * key order does not count (a payload read back from jsonb has its keys reordered).
 */
export const mutationArgsHash = (args: unknown) => createHash('sha256').update(canonicalJson(args)).digest('base64url');
const argsHash = (mutation: Mutation) => mutationArgsHash(mutation.args);

/**
 * Records the holes a push leaves in its device's sequence: seqs after the highest the server has
 * seen (applied or refused) that are skipped, meaning an outbox entry was lost on the device.
 */
async function recordGaps(tx: Tx, { auth, deviceId }: PushContext, ordered: readonly Mutation[]): Promise<void> {
  const seen = await tx.execute<{ max: number | null }>(sql`
    select greatest(
      (select max(seq) from sync_mutations where tenant_id = ${auth.tenantId} and device_id = ${deviceId}),
      (select max(seq) from sync_rejections where tenant_id = ${auth.tenantId} and device_id = ${deviceId})
    ) as max`);
  let expected = (seen.rows[0]?.max ?? 0) + 1;
  const gaps: { from: number; to: number }[] = [];
  for (const seq of [...new Set(ordered.map((m) => m.seq))].sort((a, b) => a - b)) {
    if (seq > expected) gaps.push({ from: expected, to: seq - 1 });
    expected = Math.max(expected, seq + 1);
  }
  if (gaps.length === 0) return;
  await tx.execute(sql`
    insert into sync_gaps (tenant_id, device_id, from_seq, to_seq, user_id)
    select ${auth.tenantId}, ${deviceId}, x."from", x."to", ${auth.userId}
      from jsonb_to_recordset(${JSON.stringify(gaps)}::jsonb) as x("from" int, "to" int)
    on conflict do nothing`);
}

/** The stored answer to a replay: the stored result, or a conflict when the id came with other content. */
function replayAnswer(mutation: Mutation, stored: { result: unknown; hash: string | null }): MutationResult {
  if (stored.hash !== null && stored.hash !== argsHash(mutation)) {
    return rejected(mutation.id, 'mutation_id_reused', viSync.reasons.mutationIdReused);
  }
  return { id: mutation.id, status: 'applied', result: stored.result };
}

/**
 * Keeps every refused mutation with its whole payload for the back office (facts win: a paid sale
 * the server cannot record is never dropped; a malformed one is shown too, so nothing a till sent
 * disappears). A retry of the same refusal only updates when it was last seen.
 */
async function keepRejections(
  tx: Tx,
  { auth, deviceId }: PushContext,
  mutations: readonly Mutation[],
  results: readonly MutationResult[],
): Promise<void> {
  const applied = results.filter((result) => result.status === 'applied').map((result) => result.id);
  if (applied.length > 0) {
    // Refused once, applied on a retry (say the till's register reached the server meanwhile).
    await tx.execute(sql`
      update sync_rejections set resolved_at = now(), resolution = 'applied_on_retry'
       where tenant_id = ${auth.tenantId} and id = any(${uuidArray(applied)}) and resolved_at is null`);
  }
  const byId = new Map(mutations.map((m) => [m.id, m]));
  const kept = results.flatMap((result) => {
    if (result.status !== 'rejected') return [];
    const mutation = byId.get(result.id)!;
    return [
      {
        id: mutation.id,
        seq: mutation.seq,
        name: mutation.name,
        args: mutation.args ?? null,
        code: result.code,
        message: result.message,
      },
    ];
  });
  if (kept.length === 0) return;
  await tx.execute(sql`
    insert into sync_rejections (tenant_id, id, device_id, seq, name, args, code, message, user_id)
    select ${auth.tenantId}, x.id, ${deviceId}, x.seq, x.name, coalesce(x.args, 'null'::jsonb), x.code, x.message, ${auth.userId}
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as x(id uuid, seq int, name text, args jsonb, code text, message text)
    on conflict (tenant_id, id) do update
      set last_seen_at = now(), code = excluded.code, message = excluded.message, args = excluded.args
      where sync_rejections.resolved_at is null`);
}

/**
 * The mutations of this push a manager voided on the sync-problems page after the server refused
 * them. The manager's decision is final: a retry from the till (its retry button, or a register
 * that reached the server since) is refused again and records nothing.
 */
async function voidedByManager(tx: Tx, tenantId: string, mutations: readonly Mutation[]): Promise<Set<string>> {
  if (mutations.length === 0) return new Set();
  const found = await tx.execute<{ id: string }>(sql`
    select id from sync_rejections
     where tenant_id = ${tenantId} and id = any(${uuidArray(mutations.map((m) => m.id))}) and resolution = 'void'`);
  return new Set(found.rows.map((row) => row.id));
}

/** What one push applies with: the mutation table, the pusher and the device. */
interface PushContext {
  table: MutationTable;
  auth: AuthContext;
  deviceId: string;
  jobs: Jobs;
  secretBox: SecretBox;
}

/** The checks before any effect: a known name, the permission, valid args. */
function screen(
  mutation: Mutation,
  { table, auth }: PushContext,
): MutationResult | { entry: MutationEntry; args: unknown } {
  const entry = table.get(mutation.name);
  if (!entry) return rejected(mutation.id, 'unknown_mutation', viSync.reasons.unknownMutation);
  if (entry.handler.permission && !hasPermission(auth.roles, entry.handler.permission)) {
    return rejected(mutation.id, 'permission_denied', viSync.reasons.permissionDenied);
  }
  const parsed = entry.args.safeParse(mutation.args);
  if (!parsed.success) {
    // Each field once, with what is wrong with it (the schema's Vietnamese message), so the
    // sync problems page tells a negative opening cash from a missing one.
    const said = Object.entries(fieldErrors(parsed.error.issues)).map(([field, [first]]) => `${field}: ${first}`);
    return rejected(mutation.id, 'invalid_args', `${viSync.reasons.invalidArgs} (${said.join('; ')})`);
  }
  return { entry, args: parsed.data };
}

async function applyOne(tx: Tx, push: PushContext, mutation: Mutation): Promise<MutationResult> {
  const { auth, deviceId, jobs, secretBox } = push;
  const screened = screen(mutation, push);
  if ('status' in screened) return screened;
  const { entry, args } = screened;
  try {
    return await tx.transaction(async (tx) => {
      const claimed = await tx
        .insert(syncMutations)
        .values({
          tenantId: auth.tenantId,
          id: mutation.id,
          deviceId,
          seq: mutation.seq,
          name: mutation.name,
          userId: auth.userId,
          argsHash: argsHash(mutation),
        })
        .onConflictDoNothing()
        .returning({ id: syncMutations.id });
      if (claimed.length === 0) {
        const [stored] = await tx
          .select({ result: syncMutations.result, hash: syncMutations.argsHash })
          .from(syncMutations)
          .where(and(eq(syncMutations.tenantId, auth.tenantId), eq(syncMutations.id, mutation.id)));
        return replayAnswer(mutation, { result: stored?.result ?? null, hash: stored?.hash ?? null });
      }
      const result =
        (await entry.handler.apply(args, { tx, auth, deviceId, jobs, secretBox, mutationId: mutation.id })) ?? null;
      await tx
        .update(syncMutations)
        .set({ result: sql`${JSON.stringify(result)}::jsonb` })
        .where(and(eq(syncMutations.tenantId, auth.tenantId), eq(syncMutations.id, mutation.id)));
      return { id: mutation.id, status: 'applied', result } satisfies MutationResult;
    });
  } catch (error) {
    // A rejection rolled the savepoint back, claim and effect: nothing is recorded, a retry re-checks.
    if (error instanceof MutationRejected) return rejected(mutation.id, error.code, error.message);
    throw error;
  }
}

async function storedResults(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, { result: unknown; hash: string | null }>> {
  if (ids.length === 0) return new Map();
  const found = await tx.execute<{ id: string; result: unknown; args_hash: string | null }>(sql`
    select id, result, args_hash from sync_mutations where tenant_id = ${tenantId} and id = any(${uuidArray(ids)})`);
  return new Map(found.rows.map((row) => [row.id, { result: row.result, hash: row.args_hash }]));
}

/** One run of mutations of one batchable name (no id twice), in one savepoint. */
async function applyRun(tx: Tx, push: PushContext, run: Mutation[]): Promise<MutationResult[]> {
  const { auth, deviceId, jobs, secretBox } = push;
  const screened = run.map((mutation) => ({ mutation, screened: screen(mutation, push) }));
  const valid = screened.flatMap(({ mutation, screened: s }) =>
    'status' in s ? [] : [{ mutation, entry: s.entry, args: s.args }],
  );
  const answers = await tx.transaction(async (tx) => {
    const stored = await storedResults(
      tx,
      auth.tenantId,
      valid.map((v) => v.mutation.id),
    );
    const fresh = valid.filter((v) => !stored.has(v.mutation.id));
    const answers = new Map<string, MutationResult>(
      valid.flatMap((v) => {
        const found = stored.get(v.mutation.id);
        return found ? [[v.mutation.id, replayAnswer(v.mutation, found)]] : [];
      }),
    );
    if (fresh.length === 0) return answers;
    const outcomes = await fresh[0]!.entry.handler.applyBatch!(
      fresh.map((v) => ({ mutationId: v.mutation.id, args: v.args })),
      { tx, auth, deviceId, jobs, secretBox },
    );
    const claims = fresh.flatMap((v, i) => {
      const outcome = outcomes[i]!;
      answers.set(v.mutation.id, { id: v.mutation.id, ...outcome });
      return outcome.status === 'applied'
        ? [
            {
              id: v.mutation.id,
              seq: v.mutation.seq,
              name: v.mutation.name,
              hash: argsHash(v.mutation),
              result: outcome.result ?? null,
            },
          ]
        : [];
    });
    // A plain insert: an id claimed meanwhile by another connection fails the run, which then goes one by one.
    if (claims.length > 0) {
      await tx.execute(sql`
        insert into sync_mutations (tenant_id, id, device_id, seq, name, user_id, args_hash, result)
        select ${auth.tenantId}, x.id, ${deviceId}, x.seq, x.name, ${auth.userId}, x.hash, coalesce(x.result, 'null'::jsonb)
        from jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) as x(id uuid, seq int, name text, hash text, result jsonb)`);
    }
    return answers;
  });
  return screened.map(({ mutation, screened: s }) => ('status' in s ? s : answers.get(mutation.id)!));
}

/** Splits the ordered mutations into runs: consecutive ones of one batchable name, without a repeated id. */
function runs(table: MutationTable, ordered: Mutation[]): { batch: boolean; mutations: Mutation[] }[] {
  const out: { batch: boolean; mutations: Mutation[] }[] = [];
  let ids = new Set<string>();
  for (const mutation of ordered) {
    const batch = Boolean(table.get(mutation.name)?.handler.applyBatch);
    const last = out.at(-1);
    if (batch && last?.batch && last.mutations[0]!.name === mutation.name && !ids.has(mutation.id)) {
      last.mutations.push(mutation);
    } else {
      out.push({ batch, mutations: [mutation] });
      ids = new Set();
    }
    ids.add(mutation.id);
  }
  return out;
}

/**
 * Applies a device's mutations in seq order. A rejected mutation does not stop the ones after it
 * (a sale is a fact even when, say, a customer made with it was refused). An unexpected error
 * aborts the push as a whole: nothing of it is recorded, and the till retries it.
 */
export async function applyMutations(
  db: Db,
  table: MutationTable,
  auth: AuthContext,
  deviceId: string,
  mutations: Mutation[],
  { jobs, secretBox }: { jobs: Jobs; secretBox: SecretBox },
  log?: FastifyBaseLogger,
): Promise<MutationResult[]> {
  const push: PushContext = { table, auth, deviceId, jobs, secretBox };
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  return withTenant(db, auth.tenantId, async (tx) => {
    // The tenant's sync-version lock (migration 0011) first: every synced write of the push would
    // take it anyway, and taking it before any row lock keeps two tills' pushes from deadlocking.
    await lockTenantSync(tx, auth.tenantId);
    // A large push (a till draining its outbox) has its foreign-key checks planned afresh.
    if (ordered.length >= REPLAN_FROM) await replanCachedStatements(tx);
    await recordGaps(tx, push, ordered);
    const voided = await voidedByManager(tx, auth.tenantId, ordered);
    const results: MutationResult[] = ordered
      .filter((mutation) => voided.has(mutation.id))
      .map((mutation) => rejected(mutation.id, 'voided_by_manager', viSync.reasons.voidedByManager));
    for (const run of runs(
      table,
      ordered.filter((mutation) => !voided.has(mutation.id)),
    )) {
      if (run.batch) {
        try {
          results.push(...(await applyRun(tx, push, run.mutations)));
          continue;
        } catch (error) {
          pushStats.batchFallbacks += 1;
          log?.warn(
            { err: error, mutations: run.mutations.length },
            'batched mutations failed; applying them one by one',
          );
        }
      }
      for (const mutation of run.mutations) results.push(await applyOne(tx, push, mutation));
    }
    await keepRejections(tx, push, ordered, results);
    return results;
  });
}
