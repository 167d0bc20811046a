/** The patient tracking book (GPP): prescription sales between two dates, with their drugs. */
import { bookPeriodQuery } from './gpp-books';
import { z } from '../z';

/** A GPP book's period: the shop's days from..to, a period ending before it starts refused. */
export const patientTrackingQuery = bookPeriodQuery;

export const patientTrackingRow = z.object({
  order_id: z.uuid(),
  order_code: z.string(),
  date: z.string(),
  patient_name: z.string(),
  patient_age: z.number().int().nullable(),
  patient_gender: z.enum(['male', 'female', 'other']).nullable(),
  patient_address: z.string().nullable(),
  phone: z.string().nullable(),
  diagnosis: z.string(),
  doctor_name: z.string(),
  facility: z.string(),
  drugs: z.array(z.object({ product_name: z.string(), quantity: z.number().int(), unit_name: z.string() })),
});

export type PatientTrackingRow = z.infer<typeof patientTrackingRow>;
