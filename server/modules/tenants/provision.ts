/**
 * Creates a ready shop straight in the database (for the demo seeder and scripts): tenant,
 * store (setup done), a 14-day trial, and active users who can log in with the given passwords.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Role } from '../../../src/domain/permissions';
import { trialEndsAt } from '../../../src/domain/subscriptions';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import { hashPassword } from '../auth/passwords';
import { claimEmail } from '../auth/repository';
import * as repo from './repository';

export interface ProvisionPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tel?: string;
  role: Role;
}

export interface ProvisionShop {
  name: string;
  address?: string;
  phone?: string;
  taxCode?: string;
  gppCertificateNumber?: string;
  pharmacistName?: string;
  people: ProvisionPerson[];
}

export async function provisionShop(
  db: Db,
  shop: ProvisionShop,
): Promise<{ tenantId: string; users: Array<{ id: string; email: string; role: Role }> }> {
  const tenantId = uuidv7();
  const now = new Date();
  const people = await Promise.all(
    shop.people.map(async (p) => ({
      ...p,
      id: uuidv7(),
      email: p.email.toLowerCase(),
      passwordHash: await hashPassword(p.password),
    })),
  );
  await withTenant(db, tenantId, async (tx) => {
    await repo.insertTenant(
      tx,
      { id: tenantId, name: shop.name },
      {
        tenantId,
        name: shop.name,
        address: shop.address ?? null,
        phone: shop.phone ?? null,
        taxCode: shop.taxCode ?? null,
        gppCertificateNumber: shop.gppCertificateNumber ?? null,
        pharmacistName: shop.pharmacistName ?? null,
        setupDoneAt: now,
      },
      { tenantId, plan: 'trial', state: 'TRIAL', trialEndsAt: trialEndsAt(now) },
    );
    for (const p of people) {
      await tx.insert(users).values({
        tenantId,
        id: p.id,
        email: p.email,
        passwordHash: p.passwordHash,
        firstName: p.firstName,
        lastName: p.lastName,
        tel: p.tel ?? null,
        role: p.role,
        isActive: true,
        activatedAt: now,
      });
      if (!(await claimEmail(tx, p.email, p.id, tenantId)))
        throw new Error(`the e-mail ${p.email} is already registered`);
    }
  });
  return { tenantId, users: people.map((p) => ({ id: p.id, email: p.email, role: p.role })) };
}
