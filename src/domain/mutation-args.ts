/**
 * Argument schemas of the counter's own records a till can queue offline (`customer.create`,
 * `doctor.create`; the table of every mutation is mutations.ts), shared by the till (which checks
 * before queueing) and the server (which checks again before applying).
 */
import { z } from './z';
import { doctorInput } from './catalog/parties';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const customerCreateArgs = z.object({
  id: z.uuid(),
  full_name: z.string().trim().min(1).max(200),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{8,15}$/))
    .nullish(),
  gender: z.enum(['male', 'female', 'other']).nullish(),
  date_of_birth: z.iso.date().nullish(),
  email: z.email().max(320).nullish(),
  customer_group_id: z.uuid().nullish(),
  street: optionalText(255),
  ward: optionalText(100),
  district: optionalText(100),
  province: optionalText(100),
  allergies: optionalText(1000),
  note: optionalText(1000),
});
export type CustomerCreateArgs = z.infer<typeof customerCreateArgs>;

/** A doctor typed at the counter while writing a prescription: the doctors page's fields, with the till's id. */
export const doctorCreateArgs = doctorInput.extend({ id: z.uuid() });
export type DoctorCreateArgs = z.infer<typeof doctorCreateArgs>;
