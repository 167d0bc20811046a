/**
 * The shop: sign-up (tenant, store, 14-day trial, inactive admin, starter lists, activation mail), reading it
 * with its subscription (an ended trial becomes TRIAL_EXPIRED), store setup and store settings.
 */
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { signupSchema, setupStoreSchema, storeSettingsSchema } from '../../../src/domain/account-schemas';
import type { Store, Tenant } from '../../../src/domain/account-responses';
import { effectiveState, trialEndsAt } from '../../../src/domain/subscriptions';
import { authMessages } from '../../../src/i18n/auth';
import type { Tx } from '../../db/connection';
import { users } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import { badRequest, notFound } from '../../plugins/errors';
import { activationMail } from '../auth/mails';
import { hashPassword } from '../auth/passwords';
import * as accounts from '../auth/repository';
import { ACTIVATION_TTL_MS, sendCommittedMail, type AccountContext } from '../auth/service';
import { fromNow, hashSecret, randomSecret } from '../auth/tokens';
import { toStoreDto, toTenantDto } from './dto';
import * as repo from './repository';
import { addStarterLists } from './starter-lists';

export const emailTaken = () => badRequest({ email: [authMessages.errors.emailTaken] });

class EmailTaken extends Error {}

export async function register(ctx: AccountContext, input: z.output<typeof signupSchema>): Promise<{ email: string }> {
  if (await accounts.findDirectoryByEmail(ctx.db, input.email)) throw emailTaken();
  const tenantId = uuidv7();
  const userId = uuidv7();
  const secret = randomSecret();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  try {
    await withTenant(ctx.db, tenantId, async (tx) => {
      await repo.insertTenant(
        tx,
        { id: tenantId, name: input.name },
        { tenantId, name: input.name, phone: input.tel, email: input.email },
        { tenantId, plan: 'trial', state: 'TRIAL', trialEndsAt: trialEndsAt(now) },
      );
      await tx.insert(users).values({
        tenantId,
        id: userId,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        tel: input.tel,
        role: 'admin',
        isActive: false,
      });
      if (!(await accounts.claimEmail(tx, input.email, userId, tenantId))) throw new EmailTaken();
      await addStarterLists(tx, tenantId);
      await accounts.createOneTimeToken(
        tx,
        tenantId,
        userId,
        'activation',
        hashSecret(secret),
        fromNow(ACTIVATION_TTL_MS),
      );
    });
  } catch (error) {
    if (error instanceof EmailTaken) throw emailTaken();
    throw error;
  }
  await sendCommittedMail(ctx, activationMail(ctx.appUrl, input.email, input.first_name, input.name, userId, secret));
  return { email: input.email };
}

/** The tenant with store and subscription; an ended trial is recorded as TRIAL_EXPIRED. */
export async function readTenant(tx: Tx, tenantId: string, now = new Date()): Promise<Tenant> {
  const found = await repo.findTenant(tx);
  if (!found) throw notFound();
  const state = effectiveState(found.subscription.state, found.subscription.trialEndsAt, now);
  if (state !== found.subscription.state) {
    await repo.setSubscriptionState(tx, tenantId, state);
    found.subscription = { ...found.subscription, state };
  }
  return toTenantDto(found.tenant, found.store, found.subscription, now);
}

export async function setupStore(tx: Tx, tenantId: string, input: z.output<typeof setupStoreSchema>): Promise<Tenant> {
  const current = await repo.findStore(tx);
  if (!current) throw notFound();
  await repo.updateStore(tx, tenantId, {
    name: input.name,
    address: input.address,
    phone: input.phone,
    taxCode: input.tax_code,
    gppCertificateNumber: input.gpp_certificate_number,
    pharmacistName: input.pharmacist_name,
    setupDoneAt: current.setupDoneAt ?? new Date(),
  });
  return readTenant(tx, tenantId);
}

export async function getStore(tx: Tx): Promise<Store> {
  const store = await repo.findStore(tx);
  if (!store) throw notFound();
  return toStoreDto(store);
}

export async function updateStoreSettings(
  tx: Tx,
  tenantId: string,
  input: z.output<typeof storeSettingsSchema>,
): Promise<Store> {
  const store = await repo.updateStore(tx, tenantId, {
    name: input.name,
    address: input.address,
    phone: input.phone,
    email: input.email,
    taxCode: input.tax_code,
    businessLicenceNumber: input.business_licence_number,
    gppCertificateNumber: input.gpp_certificate_number,
    pharmacistName: input.pharmacist_name,
    pharmacistCertificateNumber: input.pharmacist_certificate_number,
    nationalFacilityCode: input.national_facility_code,
  });
  if (!store) throw notFound();
  return toStoreDto(store);
}
