/** National drug codes of products (mã thuốc quốc gia): what the codes screen and an import save. */
import { z } from 'zod';

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
