/**
 * National e-prescriptions (QĐ 808/QĐ-BYT, docs/e-prescriptions.md): the prescription code's
 * format, the prescription as the server hands it to the till (read-only, each prescribed drug
 * with the shop's products it matches), and the pure rules of matching and of turning the
 * confirmed drugs into the ticket's prescription (source online, so not editable at the counter).
 */
import { z } from './z';
import { eprescriptionsVi } from '../i18n/eprescriptions';
import { urlSchema } from './account-schemas';
import { normalizeSearch } from './list-query';
import type { Prescription, PrescriptionItem } from './prescription';
import {
  canonicalPrescriptionCode,
  isNationalPrescriptionCode,
  PRESCRIPTION_CODE_PATTERN,
  PRESCRIPTION_KINDS,
} from './prescription-code';

export { canonicalPrescriptionCode, isNationalPrescriptionCode, PRESCRIPTION_CODE_PATTERN, PRESCRIPTION_KINDS };

export const prescriptionCodeSchema = z
  .string()
  .trim()
  .regex(PRESCRIPTION_CODE_PATTERN, eprescriptionsVi.errors.codeInvalid)
  .transform(canonicalPrescriptionCode);

export const MATCH_KINDS = ['national_code', 'ingredient', 'none'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const matchCandidateSchema = z.object({
  product_id: z.string(),
  code: z.string(),
  name: z.string(),
  national_drug_code: z.string().nullable(),
  active_ingredient: z.string().nullable(),
  strength: z.string().nullable(),
  /** The product's unit whose name is the prescribed unit's, else its base unit. */
  unit_id: z.string().nullable(),
  unit_name: z.string(),
  factor: z.number().int(),
  stock_on_hand: z.number(),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const nationalDrugSchema = z.object({
  index: z.number().int(),
  national_drug_code: z.string(),
  name: z.string(),
  brand: z.string(),
  active_ingredient: z.string(),
  strength: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Already dispensed elsewhere (a partial dispensing before). */
  dispensed: z.number().int(),
  remaining: z.number().int(),
  usage: z.string(),
  match: z.enum(MATCH_KINDS),
  candidates: z.array(matchCandidateSchema),
});
export type NationalDrug = z.infer<typeof nationalDrugSchema>;

export const DISPENSE_STATES = ['new', 'partial', 'dispensed'] as const;

export const nationalPrescriptionSchema = z.object({
  code: z.string(),
  kind: z.enum(PRESCRIPTION_KINDS),
  /** Calendar date `YYYY-MM-DD` of issue. */
  date: z.string(),
  status: z.enum(DISPENSE_STATES),
  patient_name: z.string(),
  patient_birth_date: z.string().nullable(),
  patient_age: z.number().int().nullable(),
  patient_gender: z.enum(['male', 'female', 'other']).nullable(),
  patient_address: z.string(),
  insurance_number: z.string(),
  doctor_name: z.string(),
  facility_code: z.string(),
  facility: z.string(),
  diagnosis: z.string(),
  advice: z.string(),
  drugs: z.array(nationalDrugSchema),
});
export type NationalPrescription = z.infer<typeof nationalPrescriptionSchema>;

/** An active ingredient compared without diacritics, salts named in brackets, or spacing. */
export function ingredientKey(text: string | null | undefined): string {
  return normalizeSearch(text ?? '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s*\+\s*/g, '+')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A strength compared without spaces, with a decimal comma: "2,5 mg" = "2.5mg". */
export function strengthKey(text: string | null | undefined): string {
  return normalizeSearch(text ?? '')
    .replace(/\s+/g, '')
    .replace(/,/g, '.');
}

export interface MatchableProduct {
  national_drug_code: string | null;
  active_ingredient: string | null;
  strength: string | null;
}

/**
 * The shop's products for one prescribed drug: those carrying its national drug code; when none
 * does, those of the same active ingredient and strength; the cashier confirms either way.
 */
export function matchDrug<P extends MatchableProduct>(
  drug: { national_drug_code: string; active_ingredient: string; strength: string },
  products: readonly P[],
): { match: MatchKind; candidates: P[] } {
  const code = drug.national_drug_code.trim();
  const byCode = code ? products.filter((product) => product.national_drug_code?.trim() === code) : [];
  if (byCode.length > 0) return { match: 'national_code', candidates: byCode };
  const ingredient = ingredientKey(drug.active_ingredient);
  const strength = strengthKey(drug.strength);
  const byIngredient = ingredient
    ? products.filter(
        (product) =>
          ingredientKey(product.active_ingredient) === ingredient && strengthKey(product.strength) === strength,
      )
    : [];
  return byIngredient.length > 0
    ? { match: 'ingredient', candidates: byIngredient }
    : { match: 'none', candidates: [] };
}

/** A drug the cashier confirmed: the product chosen and the quantity sold, in the candidate's unit. */
export interface ConfirmedDrug {
  drug: NationalDrug;
  candidate: MatchCandidate;
  quantity: number;
}

/**
 * Whether a confirmed quantity sells more than the prescription still allows. Only a product unit
 * named like the prescribed one is comparable (the candidate's unit is that one when the product
 * has it); in another unit the cashier converts, and the national system has the last word.
 */
export function beyondRemaining({ drug, candidate, quantity }: ConfirmedDrug): boolean {
  const sameUnit = normalizeSearch(candidate.unit_name) === normalizeSearch(drug.unit);
  return sameUnit && quantity > drug.remaining;
}

/** The ticket's prescription for a national one: read-only (source online), its items the confirmed drugs. */
export function onlinePrescription(
  national: NationalPrescription,
  confirmed: readonly ConfirmedDrug[],
  ids: { id: string; patientId: string | null },
): Prescription {
  const items: PrescriptionItem[] = confirmed.map(({ drug, candidate, quantity }) => ({
    product_id: candidate.product_id,
    product_name: candidate.name,
    quantity,
    unit_name: candidate.unit_name,
    dosage: drug.usage.slice(0, 500),
    national_drug_code: drug.national_drug_code || null,
  }));
  return {
    id: ids.id,
    code: national.code,
    source: 'online',
    date: national.date,
    doctor_id: null,
    doctor_name: national.doctor_name.slice(0, 255) || '—',
    facility: national.facility.slice(0, 255) || national.facility_code || '—',
    diagnosis: national.diagnosis.slice(0, 1000) || '—',
    patient_id: ids.patientId,
    patient_name: national.patient_name.slice(0, 255) || '—',
    patient_age: national.patient_age,
    patient_gender: national.patient_gender,
    patient_address: national.patient_address.slice(0, 500),
    instructions: national.advice.slice(0, 2000),
    items,
  };
}

/** The national prescription code an order records: only a prescription fetched online has one. */
export function nationalCodeOf(prescription: Pick<Prescription, 'source' | 'code'> | null): string | null {
  if (!prescription || prescription.source !== 'online' || !prescription.code) return null;
  return isNationalPrescriptionCode(prescription.code) ? canonicalPrescriptionCode(prescription.code) : null;
}

export const eprescriptionSettingsInput = z
  .object({
    enabled: z.boolean().default(false),
    api_url: z
      .union([urlSchema(), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    username: z
      .string()
      .trim()
      .max(120)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Write-only: a new password (sealed at rest); empty or absent keeps the stored one. */
    password: z.string().max(200).optional(),
  })
  // Switched on without an address or account, every lookup at the counter would fail with
  // "not configured": said here, on the field, instead. (The password: the server knows if one is stored.)
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    if (!s.api_url)
      ctx.addIssue({ code: 'custom', path: ['api_url'], message: eprescriptionsVi.settingsErrors.apiUrl });
    if (!s.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: eprescriptionsVi.settingsErrors.username });
  });
export type EprescriptionSettingsInput = z.infer<typeof eprescriptionSettingsInput>;

export const eprescriptionSettings = z.object({
  enabled: z.boolean(),
  api_url: z.string().nullable(),
  username: z.string().nullable(),
  password_set: z.boolean(),
});
export type EprescriptionSettings = z.infer<typeof eprescriptionSettings>;
