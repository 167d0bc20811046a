/** National drug codes of products (mã thuốc quốc gia): what the codes screen and an import save. */
import { z } from '../z';
import { listQueryBase } from '../list-query';

export const NATIONAL_DRUG_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.\-_/]{3,39}$/;
export const NATIONAL_DRUG_CODE_MESSAGE = 'Mã thuốc quốc gia gồm 4–40 chữ cái, chữ số hoặc . - _ /, không có dấu cách.';

export const nationalDrugCode = z.string().trim().regex(NATIONAL_DRUG_CODE_PATTERN, NATIONAL_DRUG_CODE_MESSAGE);

export const nationalCodesInput = z.object({
  codes: z
    .array(z.object({ product_id: z.uuid(), national_drug_code: nationalDrugCode }))
    .min(1)
    .max(5000),
});
export type NationalCodesInput = z.output<typeof nationalCodesInput>;

/** Products marked as goods that are not drugs from the codes screen (domain/catalog/registration.ts). */
export const markGoodsInput = z.object({ product_ids: z.array(z.uuid()).min(1).max(500) });
export const markGoodsResult = z.object({
  updated: z.number().int(),
  /** Messages sent again without those products. */
  queued: z.number().int(),
  /** Messages deleted: only those products were in them. */
  dropped: z.number().int(),
});
export type MarkGoodsResult = z.infer<typeof markGoodsResult>;

export const nationalCodesQuery = listQueryBase;

/** A product the link-up needs (a registered drug, stock on hand, or in an open message) without a code. */
export const productWithoutCode = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  active_ingredient: z.string().nullable(),
  strength: z.string().nullable(),
  registration_number: z.string().nullable(),
  stock_on_hand: z.number().int(),
  /** Link-up messages waiting for this product's code, or refused. */
  open_messages: z.number().int(),
});
export type ProductWithoutCode = z.infer<typeof productWithoutCode>;

/** A catalogue row offered for a product: matched by registration number, or by active ingredient and strength. */
export const codeSuggestion = z.object({
  national_drug_code: z.string(),
  name: z.string(),
  registration_number: z.string().nullable(),
  active_ingredient: z.string().nullable(),
  strength: z.string().nullable(),
  by: z.enum(['registration', 'ingredient']),
});
export type CodeSuggestion = z.infer<typeof codeSuggestion>;

export const codeMatch = z.object({ product: productWithoutCode, suggestions: z.array(codeSuggestion) });
export type CodeMatch = z.infer<typeof codeMatch>;

/** What applying every registration-number suggestion did; `ambiguous`: products whose number has several codes. */
export const registrationApplyResult = z.object({
  updated: z.number().int(),
  queued: z.number().int(),
  ambiguous: z.number().int(),
});
export type RegistrationApplyResult = z.infer<typeof registrationApplyResult>;

/** The national catalogue file's columns (Vietnamese titles, as the Cục's export names them). */
export const CATALOGUE_COLUMNS = {
  code: ['Mã thuốc', 'Mã thuốc quốc gia', 'ma_thuoc'],
  name: ['Tên thuốc', 'ten_thuoc'],
  registration: ['Số đăng ký', 'SĐK', 'so_dang_ky'],
  ingredient: ['Hoạt chất', 'hoat_chat'],
  strength: ['Hàm lượng', 'Nồng độ, hàm lượng', 'ham_luong'],
} as const;
