/** The link-up account (settings): what the admin saves and what the settings page reads back. */
import { z } from '../z';
import { linkupsVi } from '../../i18n/linkups';
import { urlSchema } from '../account-schemas';

const se = linkupsVi.settingsErrors;

export const FACILITY_CODE_PATTERN = /^[A-Za-z0-9.\-_]{3,30}$/;

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? (v as z.output<T>) : null));

export const linkupSettingsInput = z
  .object({
    enabled: z.boolean().default(false),
    api_url: blankToNull(urlSchema({ web: true, invalid: se.apiUrl })),
    /** The store's national facility code (mã cơ sở), kept on the store. */
    facility_code: blankToNull(z.string().trim().regex(FACILITY_CODE_PATTERN, se.facilityCode)),
    username: blankToNull(z.string().trim().max(120)),
    /** Write-only: a new password (sealed at rest); empty keeps the stored one. */
    password: z.string().max(200).optional(),
  })
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    const need = (path: string, value: unknown, message: string) => {
      if (!value) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need('api_url', s.api_url, se.apiUrl);
    need('facility_code', s.facility_code, se.facilityCode);
    need('username', s.username, se.username);
  });

export const linkupSettings = z.object({
  enabled: z.boolean(),
  api_url: z.string().nullable(),
  facility_code: z.string().nullable(),
  username: z.string().nullable(),
  /** Whether a password is stored (it is never sent back). */
  has_password: z.boolean(),
  updated_at: z.string().nullable(),
});
export type LinkupSettings = z.infer<typeof linkupSettings>;

export const linkupTestResult = z.object({ ok: z.boolean(), message: z.string() });
