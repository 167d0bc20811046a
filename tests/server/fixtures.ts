/**
 * Shops for server tests: a tenant with its store, a trial subscription, an admin and a cashier
 * (active, with the password SEED_PASSWORD and e-mails in the directory, so they can also log
 * in), written straight into the database. Each bearer token names a real session, so the
 * session check accepts it until the session is revoked.
 */
import { randomUUID } from 'node:crypto';
import { sessions, stores, subscriptions, tenants, userDirectory, users } from '../../server/db/schema/index';
import { withTenant } from '../../server/db/tenancy';
import { hashPassword } from '../../server/modules/auth/passwords';
import { signAccessToken } from '../../server/plugins/auth';
import type { Role } from '../../src/domain/permissions';
import { trialEndsAt } from '../../src/domain/subscriptions';
import type { TestApp } from './test-app';

/** The password of every seeded user. */
export const SEED_PASSWORD = 'Thuoc-Tot-2024!';

let seedHash: Promise<string> | undefined;

export interface SeededUser {
  id: string;
  email: string;
  role: Role;
  token: string;
  /** The session the token names (revoke it to end the token). */
  sessionId: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

export interface SeededShop {
  tenantId: string;
  admin: SeededUser;
  cashier: SeededUser;
}

export async function seedShop(t: TestApp, name = 'Nhà thuốc Thử Nghiệm'): Promise<SeededShop> {
  const tenantId = randomUUID();
  const suffix = tenantId.slice(0, 8);
  seedHash ??= hashPassword(SEED_PASSWORD);
  const passwordHash = await seedHash;
  const now = new Date();
  const people = [
    {
      id: randomUUID(),
      email: `admin-${suffix}@example.vn`,
      role: 'admin' as const,
      firstName: 'Lan',
      lastName: 'Nguyễn Thị',
      sessionId: randomUUID(),
    },
    {
      id: randomUUID(),
      email: `cashier-${suffix}@example.vn`,
      role: 'cashier' as const,
      firstName: 'Hùng',
      lastName: 'Trần Văn',
      sessionId: randomUUID(),
    },
  ];
  await withTenant(t.database.db, tenantId, async (tx) => {
    await tx.insert(tenants).values({ id: tenantId, name });
    await tx
      .insert(stores)
      .values({ tenantId, name, address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh', phone: '0901234567', setupDoneAt: now });
    await tx.insert(subscriptions).values({ tenantId, plan: 'trial', state: 'TRIAL', trialEndsAt: trialEndsAt(now) });
    await tx.insert(users).values(
      people.map((p) => ({
        tenantId,
        id: p.id,
        email: p.email,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        passwordHash,
        tel: '0912345678',
        isActive: true,
        activatedAt: now,
      })),
    );
    await tx
      .insert(userDirectory)
      .values(people.map((p) => ({ email: p.email, userId: p.id, homeTenantId: tenantId })));
    const expiresAt = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
    await tx.insert(sessions).values(people.map((p) => ({ tenantId, id: p.sessionId, userId: p.id, expiresAt })));
  });
  const seeded = await Promise.all(
    people.map(async (p): Promise<SeededUser> => {
      const token = await signAccessToken(t.config.jwtSecret, {
        userId: p.id,
        tenantId,
        roles: [p.role],
        sessionId: p.sessionId,
      });
      return {
        id: p.id,
        email: p.email,
        role: p.role,
        token,
        sessionId: p.sessionId,
        headers: { authorization: `Bearer ${token}` },
      };
    }),
  );
  return { tenantId, admin: seeded[0]!, cashier: seeded[1]! };
}
