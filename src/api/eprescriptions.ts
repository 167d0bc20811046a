/** National e-prescriptions through the server (docs/e-prescriptions.md): the counter's lookup. */
import type { NationalPrescription } from '../domain/eprescription';
import { getData } from './client';

/** The prescription with each drug matched to the shop's products; throws an ApiError (404, 409 dispensed, 503…). */
export const lookupNationalPrescription = (code: string) =>
  getData<NationalPrescription>(`eprescriptions/${encodeURIComponent(code.trim())}`);
