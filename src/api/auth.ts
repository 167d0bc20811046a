/**
 * The account calls of SPEC.md §7 and issue 3, one function per endpoint of /api/v1: login,
 * registration, activation, password recovery, invitations, the tenant and its store setup,
 * the profile and the staff of the shop. Payload and answer types come from src/domain.
 */
import type {
  ChangePasswordInput,
  ConfirmInput,
  ForgotPasswordInput,
  InvitationAcceptInput,
  LoginInput,
  ProfileInput,
  ResetPasswordInput,
  SetupStoreInput,
  SignupInput,
  StaffInviteInput,
  StaffUpdateInput,
} from '../domain/account-schemas';
import type { Invitation, Me, SessionData, SessionUser, Staff, Tenant } from '../domain/account-responses';
import { getData, http, sendJson } from './client';
import { toApiError } from './errors';
import { setSessionTenant } from './session';

export interface ListPage<T> {
  data: T[];
  meta: { page: number; page_size: number; total: number };
}

type Envelope<T> = { data: T };
type MessageBody = { message?: string; data?: unknown };

export async function login(input: LoginInput): Promise<SessionData> {
  return (await sendJson<Envelope<SessionData>>('post', 'login', input)).data;
}

export async function register(input: SignupInput): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'tenants/register', input);
}

export async function confirm(input: ConfirmInput): Promise<SessionData> {
  return (await sendJson<Envelope<SessionData>>('post', 'confirm', input)).data;
}

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'forgot-password', input);
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'reset-password', input);
}

export function me(): Promise<Me> {
  return getData<Me>('me');
}

/** GET /tenants: the tenant with its subscription, kept in the session state (SPEC.md §7). */
export async function getTenant(): Promise<Tenant> {
  const tenant = await getData<Tenant>('tenants');
  setSessionTenant(tenant);
  return tenant;
}

export async function setupStore(input: SetupStoreInput): Promise<Tenant> {
  const tenant = (await sendJson<Envelope<Tenant>>('put', 'tenants/setup', input)).data;
  setSessionTenant(tenant);
  return tenant;
}

export function getInvitation(key: string): Promise<Invitation> {
  return getData<Invitation>('invitations', { key });
}

export function acceptInvitation(input: Omit<InvitationAcceptInput, 'accepted'>): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'invitations', { ...input, accepted: true });
}

export function rejectInvitation(key: string): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'invitations', { key, accepted: false });
}

export async function updateProfile(input: ProfileInput): Promise<SessionUser> {
  return (await sendJson<Envelope<SessionUser>>('put', 'me', input)).data;
}

export function changePassword(input: ChangePasswordInput): Promise<MessageBody> {
  return sendJson<MessageBody>('post', 'me/password', input);
}

export async function listStaffs(
  params: { page?: number; page_size?: number; search?: string } = {},
): Promise<ListPage<Staff>> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  try {
    return await http.get('staffs', { searchParams }).json<ListPage<Staff>>();
  } catch (error) {
    throw await toApiError(error);
  }
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

/** React Query keys of the account data, shared by the shell and the account screens. */
export const accountKeys = {
  tenant: ['tenant'] as const,
  me: ['me'] as const,
  staffs: ['staffs'] as const,
  staff: (id: string) => ['staffs', id] as const,
  invitation: (key: string) => ['invitation', key] as const,
};
