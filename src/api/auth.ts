/**
 * The account calls of SPEC.md §7 and issue 3, one function per endpoint of /api/v1: login,
 * registration, activation, password recovery, invitations, the tenant and its store setup,
 * the profile and the staff of the shop.
 */
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import type { SessionPayload, SessionUser } from './session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  last_name: string;
  first_name: string;
  email: string;
  tel: string;
  password: string;
}

export interface ResetPasswordInput {
  password: string;
  password_confirmation: string;
  uid: string;
  token: string;
}

export interface InvitationAcceptInput {
  key: string;
  last_name: string;
  first_name: string;
  tel: string;
  password: string;
}

export interface Invitation {
  email: string;
  accepted: boolean;
}

export type SubscriptionState = 'TRIAL' | 'TRIAL_EXPIRED' | 'ACTIVE' | 'CANCELED' | 'EXPIRED';

export interface Subscription {
  state: SubscriptionState;
  trial_ends_at: string | null;
  days_left: number | null;
  [field: string]: unknown;
}

export interface Store {
  name: string;
  address?: string | null;
  phone?: string | null;
  tax_code?: string | null;
  gpp_number?: string | null;
  pharmacist_name?: string | null;
  [field: string]: unknown;
}

export interface Tenant {
  id: string;
  name: string;
  setup_done: boolean;
  store: Store | null;
  subscription: Subscription;
  [field: string]: unknown;
}

export type SetupStoreInput = Omit<Store, 'name'> & { name: string };

export interface ProfileInput {
  last_name: string;
  first_name: string;
  tel: string;
}

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export type StaffRole = 'admin' | 'cashier';

export interface Staff {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  tel?: string | null;
  role: StaffRole;
  is_active: boolean;
  /** invited (not yet accepted), active or inactive. */
  state?: string;
  [field: string]: unknown;
}

export interface StaffInviteInput {
  email: string;
  last_name: string;
  first_name: string;
  role: StaffRole;
}

export interface StaffUpdateInput {
  last_name?: string;
  first_name?: string;
  role?: StaffRole;
  is_active?: boolean;
}

export interface ListPage<T> {
  data: T[];
  meta: { page: number; page_size: number; total: number };
}

type Envelope<T> = { data: T };

export async function login(input: LoginInput): Promise<SessionPayload> {
  return (await sendJson<Envelope<SessionPayload>>('post', 'login', input)).data;
}

export async function register(input: RegisterInput): Promise<unknown> {
  return (await sendJson<Envelope<unknown>>('post', 'tenants/register', input)).data;
}

export async function confirm(input: { uid: string; token: string }): Promise<SessionPayload> {
  return (await sendJson<Envelope<SessionPayload>>('post', 'confirm', input)).data;
}

export async function forgotPassword(input: { email: string }): Promise<unknown> {
  return sendJson<unknown>('post', 'forgot-password', input);
}

export async function resetPassword(input: ResetPasswordInput): Promise<{ message?: string }> {
  return sendJson<{ message?: string }>('post', 'reset-password', input);
}

export function me(): Promise<SessionUser> {
  return getData<SessionUser>('me');
}

export function getTenant(): Promise<Tenant> {
  return getData<Tenant>('tenants');
}

export async function setupStore(input: SetupStoreInput): Promise<Tenant> {
  return (await sendJson<Envelope<Tenant>>('put', 'tenants/setup', input)).data;
}

export function getInvitation(key: string): Promise<Invitation> {
  return getData<Invitation>('invitations', { key });
}

export async function acceptInvitation(input: InvitationAcceptInput): Promise<unknown> {
  return (await sendJson<Envelope<unknown>>('post', 'invitations', { ...input, accepted: true })).data;
}

export async function rejectInvitation(key: string): Promise<unknown> {
  return (await sendJson<Envelope<unknown>>('post', 'invitations', { key, accepted: false })).data;
}

export async function updateProfile(input: ProfileInput): Promise<SessionUser> {
  return (await sendJson<Envelope<SessionUser>>('put', 'me', input)).data;
}

export async function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return sendJson<unknown>('post', 'me/password', input);
}

export async function listStaffs(params: { page?: number; page_size?: number; search?: string } = {}): Promise<ListPage<Staff>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return sendJsonGet<ListPage<Staff>>(search ? `staffs?${search}` : 'staffs');
}

export function getStaff(id: string): Promise<Staff> {
  return getData<Staff>(`staffs/${encodeURIComponent(id)}`);
}

export async function inviteStaff(input: StaffInviteInput): Promise<Staff> {
  return (await sendJson<Envelope<Staff>>('post', 'staffs', input)).data;
}

export async function updateStaff(id: string, input: StaffUpdateInput): Promise<Staff> {
  return (await sendJson<Envelope<Staff>>('put', `staffs/${encodeURIComponent(id)}`, input)).data;
}

export async function deactivateStaff(id: string): Promise<void> {
  await sendJson<unknown>('delete', `staffs/${encodeURIComponent(id)}`);
}

export async function resendInvitation(id: string): Promise<void> {
  await sendJson<unknown>('post', `staffs/${encodeURIComponent(id)}/resend-invitation`);
}

/** A GET that keeps the whole body (lists carry `meta` beside `data`). */
async function sendJsonGet<T>(path: string): Promise<T> {
  try {
    return await http.get(path).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
