/**
 * Shops for server tests: a tenant with an admin and a cashier, written straight into the
 * database, with access tokens signed by the test configuration's secret.
 */
import { randomUUID } from 'node:crypto';
import { tenants, users } from '../../server/db/schema/index';
import { withTenant } from '../../server/db/tenancy';
import { signAccessToken } from '../../server/plugins/auth';
import type { Role } from '../../src/domain/permissions';
import type { TestApp } from './test-app';

export interface SeededUser {
  id: string;
  email: string;
  role: Role;
  token: string;
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
  const people = [
    { id: randomUUID(), email: `admin-${suffix}@example.vn`, role: 'admin' as const, firstName: 'Lan', lastName: 'Nguyễn Thị' },
    { id: randomUUID(), email: `cashier-${suffix}@example.vn`, role: 'cashier' as const, firstName: 'Hùng', lastName: 'Trần Văn' },
  ];
  await withTenant(t.database.db, tenantId, async (tx) => {
    await tx.insert(tenants).values({ id: tenantId, name });
    await tx.insert(users).values(people.map((p) => ({ ...p, tenantId, isActive: true })));
  });
  const seeded = await Promise.all(
    people.map(async (p): Promise<SeededUser> => {
      const token = await signAccessToken(t.config.jwtSecret, { userId: p.id, tenantId, roles: [p.role], sessionId: randomUUID() });
      return { id: p.id, email: p.email, role: p.role, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
  return { tenantId, admin: seeded[0]!, cashier: seeded[1]! };
}
