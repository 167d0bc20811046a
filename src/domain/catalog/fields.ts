/**
 * Field rules shared by the catalogue schemas: trimmed texts where an empty string means
 * "none", whole-đồng money, and the columns every stored record answers with.
 */
import { formatMoney } from '../../i18n/format';
import { vi } from '../../i18n/messages';
import { uiKit } from '../../i18n/ui-kit';
import { MONEY_MAX } from '../money';
import { todayInShop } from '../shop-clock';
import { z } from '../z';

/** Optional text: trimmed; empty or missing becomes null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A phone number, stored without its spaces, dots and dashes; `message` says what is wrong with it. */
export const phoneField = (message: string) =>
  z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+?\d[\d .-]{6,18}\d)?$/, message)
    .nullish()
    .transform((v) => (v ? v.replace(/[ .-]/g, '') : null));

/** An e-mail address or none (empty means none). */
export const optionalEmail = z
  .union([z.email(vi.validation.emailInvalid).max(320), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** Required text: trimmed, at least one character. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** Money in whole đồng, up to what the money input takes. */
export const money = z.number().int().min(0).max(MONEY_MAX);

/** What a money dialog says of a bad amount, in its own words ("số tiền thu", "số tiền"…). */
export interface AmountMessages {
  amountRequired: string;
  amountWhole: string;
  amountPositive: string;
  amountTooLarge: (max: string) => string;
}

/** An amount paid or collected: whole đồng, more than nothing, at most MONEY_MAX. */
export const paymentAmount = (E: AmountMessages) =>
  z
    .number({ error: E.amountRequired })
    .int(E.amountWhole)
    .min(1, E.amountPositive)
    .max(MONEY_MAX, E.amountTooLarge(formatMoney(MONEY_MAX)));

const C = uiKit.voucher.cancel;

/** POST …/cancel of a voucher (a vendor's, a customer's collection): why, which its record keeps. */
export const cancelReasonInput = z.object({
  reason: z
    .string({ error: C.reasonRequired })
    .trim()
    .min(1, { error: C.reasonRequired })
    .max(500, { error: C.reasonTooLong(500) }),
});
export type CancelReasonInput = z.input<typeof cancelReasonInput>;

/** A voucher's cancellation: null while it stands; once cancelled, when, by whom and why. */
export const cancellation = z
  .object({ at: z.string(), by: z.object({ id: z.uuid(), name: z.string() }).nullable(), reason: z.string() })
  .nullable();

/** A reference to another record, or none. */
export const optionalRef = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A calendar date `YYYY-MM-DD`, or none. */
export const optionalDate = z
  .union([z.iso.date(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * A calendar date no later than the shop's today, or none: a stock count, a scrap or a birth is
 * dated when it happened, and one dated ahead would sit in the wrong period of every report (or
 * give a patient a negative age). `message` names the date where a form has several.
 */
export const optionalPastDate = (message: string = uiKit.form.futureDate) =>
  optionalDate.refine((v) => v === null || v <= todayInShop(), { message });

/** A client-made id (UUID v7) for records that can be created offline. */
export const clientId = z.uuid().optional();

/** Columns every stored record answers with. */
export const recordColumns = {
  id: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  deleted_at: z.string().nullable(),
};

export const idParams = z.object({ id: z.uuid() });
