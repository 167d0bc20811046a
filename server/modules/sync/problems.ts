/**
 * The shop's sync problems (src/domain/sync-problems.ts) read from the orders with review flags,
 * the refused mutations kept in sync_rejections and the holes in sync_gaps, newest first, and their
 * resolution by a manager.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import { paginate, type Page } from '../../lib/list-query';
import { badRequest, notFound } from '../../plugins/errors';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import type { SyncProblem, SyncProblemListQuery, SyncProblemResolveInput } from '../../../src/domain/sync-problems';
import { reviewFlagText } from '../../../src/i18n/pos-orders';
import { orderCreateArgsSchema, type OrderCreateArgs } from '../../../src/domain/pos-schemas';
import { applyOrders } from '../orders/order-create';
import { mutationArgsHash } from './push';
import { syncProblemsVi } from '../../../src/i18n/sync-problems';

const userName = (alias: string) => sql.raw(`trim(${alias}.last_name || ' ' || ${alias}.first_name)`);

/** Every problem of the tenant as one row shape; `payload` is what the reasons are made from. */
function problems(tenantId: string): SQL {
  return sql`
    select 'flagged_order' as kind, o.id::text as id, o.device_id, ${userName('su')} as cashier, o.ordered_at as at,
           o.grand_total as amount, o.code, o.review_flags as payload, null::text as message,
           r.resolved_at, ${userName('ru')} as resolved_by, r.resolution, r.note
      from pos_orders o
      join users su on su.tenant_id = o.tenant_id and su.id = o.sold_by
      left join order_reviews r on r.tenant_id = o.tenant_id and r.order_id = o.id
      left join users ru on ru.tenant_id = r.tenant_id and ru.id = r.resolved_by
     where o.tenant_id = ${tenantId} and o.review_flags <> '[]'::jsonb
    union all
    select 'rejected', x.id::text, x.device_id, ${userName('su')}, x.created_at,
           case when x.name = 'order.create' then (x.args->>'grand_total')::bigint end, x.args->>'code',
           null, x.message, x.resolved_at, ${userName('ru')}, x.resolution, x.note
      from sync_rejections x
      left join users su on su.tenant_id = x.tenant_id and su.id = x.user_id
      left join users ru on ru.tenant_id = x.tenant_id and ru.id = x.resolved_by
     where x.tenant_id = ${tenantId}
    union all
    select 'gap', g.device_id || ':' || g.from_seq, g.device_id, ${userName('su')}, g.created_at,
           null, null, jsonb_build_array(g.from_seq, g.to_seq), null, g.resolved_at, ${userName('ru')}, g.resolution, g.note
      from sync_gaps g
      left join users su on su.tenant_id = g.tenant_id and su.id = g.user_id
      left join users ru on ru.tenant_id = g.tenant_id and ru.id = g.resolved_by
     where g.tenant_id = ${tenantId}`;
}

type Row = {
  kind: SyncProblem['kind'];
  id: string;
  device_id: string | null;
  cashier: string | null;
  at: string | Date;
  amount: string | number | null;
  code: string | null;
  payload: unknown;
  message: string | null;
  resolved_at: string | Date | null;
  resolved_by: string | null;
  resolution: string | null;
  note: string | null;
};

function reasons(row: Row): string[] {
  if (row.kind === 'flagged_order') return (row.payload as ReviewFlag[]).map(reviewFlagText);
  if (row.kind === 'gap') {
    const [from, to] = row.payload as [number, number];
    return [syncProblemsVi.gapReason(from, to)];
  }
  return [row.message ?? ''];
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toProblem(row: Row): SyncProblem {
  return {
    kind: row.kind,
    id: row.id,
    device_id: row.device_id,
    cashier: row.cashier,
    at: iso(row.at)!,
    amount: row.amount === null ? null : Number(row.amount),
    code: row.code,
    reasons: reasons(row),
    resolved_at: iso(row.resolved_at),
    resolved_by: row.resolved_by,
    resolution: row.resolution,
    note: row.note,
  };
}

export async function listSyncProblems(tx: Tx, tenantId: string, q: SyncProblemListQuery): Promise<Page<SyncProblem>> {
  const where = sql.join(
    [
      q.status === 'open' ? sql`p.resolved_at is null` : sql`p.resolved_at is not null`,
      ...(q.kind ? [sql`p.kind = ${q.kind}`] : []),
      ...(q.search
        ? [
            sql`(p.code ilike ${`%${q.search}%`} or p.device_id ilike ${`%${q.search}%`} or p.cashier ilike ${`%${q.search}%`})`,
          ]
        : []),
    ],
    sql` and `,
  );
  const direction = sql.raw(q.sort === 'at' ? 'asc' : 'desc');
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx.execute<Row>(
          sql`select * from (${problems(tenantId)}) p where ${where} order by p.at ${direction}, p.id limit ${limit} offset ${offset}`,
        )
      ).rows.map(toProblem),
    async () =>
      (
        await tx.execute<{ total: number }>(
          sql`select cast(count(*) as integer) as total from (${problems(tenantId)}) p where ${where}`,
        )
      ).rows[0]!.total,
  );
}

/** Open problems, for the dashboard. */
export async function countOpenSyncProblems(tx: Tx, tenantId: string): Promise<number> {
  const result = await tx.execute<{ total: number }>(
    sql`select cast(count(*) as integer) as total from (${problems(tenantId)}) p where p.resolved_at is null`,
  );
  return result.rows[0]!.total;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records a refused sale after all, in the register session the manager chose: the kept payload
 * with that session and its till, applied by the same handler as a push, and its mutation id
 * claimed with the hash of what the till sent, so the till's own retry is answered "applied".
 */
async function correctRejectedSale(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  userId: string,
  input: SyncProblemResolveInput,
): Promise<number> {
  const [kept] = (
    await tx.execute<{ name: string; args: OrderCreateArgs; device_id: string; seq: number }>(sql`
      select name, args, device_id, seq from sync_rejections
       where tenant_id = ${tenantId} and id = ${input.id} and resolved_at is null for update`)
  ).rows;
  if (!kept) return 0;
  if (kept.name !== 'order.create') throw badRequest({ action: [syncProblemsVi.onlySales] });
  const [session] = (
    await tx.execute<{ pos_setting_id: string }>(sql`
      select pos_setting_id from register_sessions where tenant_id = ${tenantId} and id = ${input.register_session_id!}`)
  ).rows;
  if (!session) throw badRequest({ register_session_id: [syncProblemsVi.sessionNotFound] });
  const parsed = orderCreateArgsSchema.safeParse({
    ...kept.args,
    register_session_id: input.register_session_id,
    pos_setting_id: session.pos_setting_id,
  });
  if (!parsed.success) throw badRequest({ action: [syncProblemsVi.cannotCorrect] });
  const [outcome] = await applyOrders(tx, jobs, tenantId, kept.device_id, [parsed.data]);
  if (outcome!.status === 'rejected') throw badRequest({ action: [outcome!.message] });
  await tx.execute(sql`
    insert into sync_mutations (tenant_id, id, device_id, seq, name, user_id, args_hash, result)
    values (${tenantId}, ${input.id}, ${kept.device_id}, ${kept.seq}, 'order.create', ${userId},
            ${mutationArgsHash(kept.args)}, ${JSON.stringify(outcome!.result ?? null)}::jsonb)`);
  const result = await tx.execute(sql`
    update sync_rejections set resolved_at = now(), resolved_by = ${userId}, resolution = 'correct', note = ${input.note}
     where tenant_id = ${tenantId} and id = ${input.id}`);
  return result.rowCount ?? 0;
}

/** Records a manager's resolution; an unknown or already resolved problem is a 404. */
export async function resolveSyncProblem(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: SyncProblemResolveInput,
  jobs: Jobs,
): Promise<void> {
  let changed = 0;
  if (input.kind === 'gap') {
    const at = input.id.lastIndexOf(':');
    const fromSeq = Number(input.id.slice(at + 1));
    if (at < 1 || !Number.isInteger(fromSeq)) throw badRequest({ id: [syncProblemsVi.notFound] });
    const result = await tx.execute(sql`
      update sync_gaps set resolved_at = now(), resolved_by = ${userId}, resolution = ${input.action}, note = ${input.note}
       where tenant_id = ${tenantId} and device_id = ${input.id.slice(0, at)} and from_seq = ${fromSeq} and resolved_at is null`);
    changed = result.rowCount ?? 0;
  } else {
    if (!UUID.test(input.id)) throw badRequest({ id: [syncProblemsVi.notFound] });
    if (input.action === 'correct') {
      changed = await correctRejectedSale(tx, jobs, tenantId, userId, input);
    } else if (input.kind === 'rejected') {
      const result = await tx.execute(sql`
        update sync_rejections set resolved_at = now(), resolved_by = ${userId}, resolution = ${input.action}, note = ${input.note}
         where tenant_id = ${tenantId} and id = ${input.id} and resolved_at is null`);
      changed = result.rowCount ?? 0;
    } else {
      const result = await tx.execute(sql`
        insert into order_reviews (tenant_id, order_id, resolution, note, resolved_by)
        select ${tenantId}, o.id, ${input.action}, ${input.note}, ${userId}
          from pos_orders o where o.tenant_id = ${tenantId} and o.id = ${input.id} and o.review_flags <> '[]'::jsonb
        on conflict do nothing`);
      changed = result.rowCount ?? 0;
    }
  }
  if (changed === 0) throw notFound(syncProblemsVi.notFound);
}
