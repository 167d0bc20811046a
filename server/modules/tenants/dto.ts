/** The tenant, store and subscription as the API shows them (src/domain/account-responses.ts). */
import type { Store, Subscription, Tenant } from '../../../src/domain/account-responses';
import { daysLeft } from '../../../src/domain/subscriptions';
import type { StoreRow, SubscriptionRow, TenantRow } from './repository';

export function toStoreDto(store: StoreRow): Store {
  return {
    name: store.name,
    address: store.address,
    phone: store.phone,
    email: store.email,
    tax_code: store.taxCode,
    business_licence_number: store.businessLicenceNumber,
    gpp_certificate_number: store.gppCertificateNumber,
    pharmacist_name: store.pharmacistName,
    pharmacist_certificate_number: store.pharmacistCertificateNumber,
    national_facility_code: store.nationalFacilityCode,
    setup_done_at: store.setupDoneAt?.toISOString() ?? null,
    updated_at: store.updatedAt.toISOString(),
  };
}

export function toSubscriptionDto(subscription: SubscriptionRow, now: Date): Subscription {
  const end =
    subscription.state === 'TRIAL' || subscription.state === 'TRIAL_EXPIRED'
      ? subscription.trialEndsAt
      : subscription.currentPeriodEnd;
  return {
    plan: subscription.plan,
    state: subscription.state,
    trial_ends_at: subscription.trialEndsAt?.toISOString() ?? null,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    days_left: daysLeft(end, now),
  };
}

export function toTenantDto(tenant: TenantRow, store: StoreRow, subscription: SubscriptionRow, now: Date): Tenant {
  return {
    id: tenant.id,
    name: tenant.name,
    created_at: tenant.createdAt.toISOString(),
    setup_done: store.setupDoneAt !== null,
    store: toStoreDto(store),
    subscription: toSubscriptionDto(subscription, now),
  };
}
