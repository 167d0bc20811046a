/**
 * Response shapes of the account endpoints (issue 3): the signed-in user, the session answer of
 * login and confirm, the tenant with its store and subscription, staff and invitations. The
 * server serialises with them and the client reads them, so both agree on every field.
 */
import { z } from './z';
import { ROLES } from './permissions';
import { SUBSCRIPTION_STATES } from './subscriptions';

const isoDateTime = z.string();

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Vietnamese order: last name then first name ("Nguyễn Thị Lan"). */
  full_name: z.string(),
  tel: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  tenant_id: z.string(),
});

/** `data` of POST /login, /confirm and /token/refresh. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number(),
  user: userSchema,
});

/** GET /me: the user plus the shop it belongs to. */
export const meSchema = userSchema.extend({ tenant: z.object({ id: z.string(), name: z.string() }) });

export const storeSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_code: z.string().nullable(),
  business_licence_number: z.string().nullable(),
  gpp_certificate_number: z.string().nullable(),
  pharmacist_name: z.string().nullable(),
  pharmacist_certificate_number: z.string().nullable(),
  national_facility_code: z.string().nullable(),
  setup_done_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
});

export const subscriptionSchema = z.object({
  plan: z.string(),
  state: z.enum(SUBSCRIPTION_STATES),
  trial_ends_at: isoDateTime.nullable(),
  current_period_end: isoDateTime.nullable(),
  /** Days left of the trial (TRIAL) or of the paid period (ACTIVE); 0 once over; null when unknown. */
  days_left: z.number().int().nullable(),
});

/** GET /tenants, PUT /tenants/setup. */
export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: isoDateTime,
  setup_done: z.boolean(),
  store: storeSchema,
  subscription: subscriptionSchema,
});

export const STAFF_STATES = ['invited', 'active', 'inactive'] as const;

export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  tel: z.string().nullable(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  /** invited: the invitation is not answered yet; active; inactive (deactivated). */
  state: z.enum(STAFF_STATES),
  invited_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const invitationSchema = z.object({ email: z.string(), accepted: z.boolean() });

export const messageSchema = z.object({ message: z.string() });

export type SessionUser = z.infer<typeof userSchema>;
export type SessionData = z.infer<typeof sessionSchema>;
export type Me = z.infer<typeof meSchema>;
export type Store = z.infer<typeof storeSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Tenant = z.infer<typeof tenantSchema>;
export type StaffState = (typeof STAFF_STATES)[number];
export type Staff = z.infer<typeof staffSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
