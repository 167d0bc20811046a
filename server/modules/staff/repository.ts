/** SQL of the shop's staff (users) and their invitations, always inside a tenant transaction. */
import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { searchCondition } from '../../lib/list-query';
import { invitations, users } from '../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;

/** Is an invitation of this user still waiting for an answer (even if its link expired)? */
// Column references are qualified by hand: inside the subquery an unqualified "id" would be the invitation's.
const pendingInvitation = sql<boolean>`exists (select 1 from invitations i where i.tenant_id = users.tenant_id and i.user_id = users.id
  and i.accepted_at is null and i.declined_at is null and i.revoked_at is null)`;
const lastInvitedAt = sql<Date | null>`(select max(i.created_at) from invitations i where i.tenant_id = users.tenant_id and i.user_id = users.id)`;

const staffColumns = {
  user: users,
  pending: pendingInvitation.mapWith(Boolean),
  invitedAt: lastInvitedAt.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
};

export type StaffRow = { user: typeof users.$inferSelect; pending: boolean; invitedAt: Date | null };

export const STAFF_SORTS = ['created_at', 'first_name', 'last_name', 'email', 'role'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

export interface StaffListQuery {
  page: number;
  pageSize: number;
  search?: string;
  role?: 'admin' | 'cashier';
  sort: StaffSort;
  descending: boolean;
}

const sortColumns = {
  created_at: users.createdAt,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
};

export async function listStaff(tx: Tx, query: StaffListQuery): Promise<{ rows: StaffRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  // Diacritics optional, like every other list: "nguyen thi" finds "Nguyễn Thị".
  const search = searchCondition(
    sql`app_search_norm(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.email} || ' ' || coalesce(${users.tel}, ''))`,
    query.search,
  );
  if (search) filters.push(search);
  const where = filters.length ? and(...filters) : undefined;
  const order = query.descending ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const rows = await tx
    .select(staffColumns)
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findStaff(tx: Tx, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select(staffColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Active admins other than `exceptId`: the shop must always keep one. */
export async function countOtherActiveAdmins(tx: Tx, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

export async function insertInvitation(tx: Tx, invitation: typeof invitations.$inferInsert): Promise<void> {
  await tx.insert(invitations).values(invitation);
}

/** Ends the user's unanswered invitations (a resend replaces them; removal withdraws them). */
export async function revokePendingInvitations(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.userId, userId),
        isNull(invitations.acceptedAt),
        isNull(invitations.declinedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

export async function findInvitationByKey(tx: Tx, keyHash: string): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.keyHash, keyHash)).for('update');
  return row;
}

/** An invitation that can still be answered: not answered, not withdrawn, not expired. */
export function isOpen(invitation: InvitationRow, now = new Date()): boolean {
  return !invitation.acceptedAt && !invitation.declinedAt && !invitation.revokedAt && invitation.expiresAt > now;
}

export async function markInvitation(tx: Tx, id: string, field: 'acceptedAt' | 'declinedAt'): Promise<void> {
  await tx
    .update(invitations)
    .set({ [field]: new Date() })
    .where(eq(invitations.id, id));
}

export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
