/**
 * Payload schemas of the account screens and endpoints (SPEC.md §3, §5; issue 3). The same
 * schema validates the form on the till and the body on the server, so both say the same
 * Vietnamese message. Field names are the API's snake_case.
 */
import { z } from './z';
import { authMessages as m } from '../i18n/auth';
import { vi } from '../i18n/messages';
import { isCommonPassword } from './common-passwords';
import { ROLES } from './permissions';
import { dashedTaxCode, isValidTaxCode } from './tax-code';
import { einvoicesVi } from '../i18n/einvoices';

const v = m.validation;

export const EMAIL_MAX = 320;
export const URL_MAX = 2048;

/**
 * SPEC §5: an absolute URL of at most 2048 characters, refused in Vietnamese. The one rule of
 * every URL field; `web` takes http and https only, `invalid` is the field's own message for a
 * text that is no such address (the length message is always the same).
 */
export const urlSchema = ({
  web = false,
  invalid = vi.validation.urlInvalid,
}: { web?: boolean; invalid?: string } = {}) =>
  z.url({ error: invalid, ...(web ? { protocol: /^https?$/ } : {}) }).max(URL_MAX, vi.validation.urlTooLong);
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A required, trimmed text with its own "please enter" message. */
export const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: v.tooLong(max) });

/** An optional text: absent, null or blank all mean "not given". */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: v.tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: v.emailTooLong, abort: true })
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((email) => email.toLowerCase());

const TEL = /^\+?[0-9][0-9 .()-]{7,18}$/;
export const telSchema = requiredText(v.telRequired, 20).regex(TEL, { error: v.telInvalid });
export const optionalTelSchema = optionalText(20).refine((tel) => tel === null || TEL.test(tel), {
  error: v.telInvalid,
});

/** The password typed at login: only required (its strength was checked when it was chosen). */
export const loginPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired })
  .max(1024);

/** A new password: at least 8 characters and not one of the well-known common passwords. */
export const newPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: v.passwordTooShort, abort: true })
  .max(PASSWORD_MAX, { error: v.passwordTooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: v.passwordTooCommon });

export const roleSchema = z.enum(ROLES, { error: v.roleRequired });

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

export const signupSchema = z.object({
  name: requiredText(v.storeNameRequired, 200),
  last_name: requiredText(v.lastNameRequired),
  first_name: requiredText(v.firstNameRequired),
  email: emailSchema,
  tel: telSchema,
  password: newPasswordSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The opaque parts of e-mailed links (uid, token, key); never empty, never huge. */
const linkPart = z.string().trim().min(1).max(256);

export const confirmSchema = z.object({ uid: linkPart, token: linkPart });

const passwordConfirmation = z
  .string({ error: v.passwordConfirmationRequired })
  .min(1, { error: v.passwordConfirmationRequired });

function passwordsMatch(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: v.passwordMismatch });
  }
}

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, password_confirmation: passwordConfirmation, uid: linkPart, token: linkPart })
  .superRefine(passwordsMatch);

export const invitationAcceptSchema = z.object({
  key: linkPart,
  accepted: z.literal(true),
  last_name: requiredText(v.lastNameRequired),
  first_name: requiredText(v.firstNameRequired),
  tel: telSchema,
  password: newPasswordSchema,
});

export const invitationRejectSchema = z.object({ key: linkPart, accepted: z.literal(false) });

/** POST /invitations: accept (with the registration fields) or decline. */
export const invitationAnswerSchema = z.discriminatedUnion('accepted', [
  invitationAcceptSchema,
  invitationRejectSchema,
]);

export const invitationQuerySchema = z.object({ key: linkPart });

/** The /setup-store form (PUT /tenants/setup). */
export const setupStoreSchema = z.object({
  name: requiredText(v.storeNameRequired, 200),
  address: requiredText(v.addressRequired, 500),
  phone: telSchema,
  /** The shop's tax code: printed on receipts and invoices, so checked (10 or 13 digits, check digit). */
  tax_code: optionalText(20)
    .refine((v) => !v || isValidTaxCode(v), { error: einvoicesVi.settingsErrors.taxCode })
    .transform((v) => (v ? dashedTaxCode(v) : v)),
  gpp_certificate_number: optionalText(100),
  pharmacist_name: optionalText(200),
});

/** Every store field (GET|PUT /settings/store). */
export const storeSettingsSchema = setupStoreSchema.extend({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: v.emailTooLong })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null))
    .refine((value) => value === null || z.email().safeParse(value).success, { error: v.emailInvalid }),
  business_licence_number: optionalText(100),
  pharmacist_certificate_number: optionalText(100),
  national_facility_code: optionalText(50),
});

/** PUT /me. */
export const profileSchema = z.object({
  last_name: requiredText(v.lastNameRequired),
  first_name: requiredText(v.firstNameRequired),
  tel: optionalTelSchema,
});

/** POST /me/password. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: v.currentPasswordRequired })
      .min(1, { error: v.currentPasswordRequired })
      .max(1024),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(passwordsMatch);

/** POST /staffs: invite by e-mail. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  last_name: requiredText(v.lastNameRequired),
  first_name: requiredText(v.firstNameRequired),
  role: roleSchema,
});

/** PUT /staffs/{id}: every field optional; what is sent is changed. */
export const staffUpdateSchema = z.object({
  last_name: requiredText(v.lastNameRequired).optional(),
  first_name: requiredText(v.firstNameRequired).optional(),
  tel: optionalTelSchema.optional(),
  role: roleSchema.optional(),
  is_active: z.boolean().optional(),
});

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ConfirmInput = z.input<typeof confirmSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;
export type SetupStoreInput = z.input<typeof setupStoreSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type StaffInviteInput = z.input<typeof staffInviteSchema>;
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;
