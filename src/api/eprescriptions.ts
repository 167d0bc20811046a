/** National e-prescriptions through the server (docs/e-prescriptions.md): the counter's lookup and the account. */
import type { EprescriptionSettings, EprescriptionSettingsInput, NationalPrescription } from '../domain/eprescription';
import { getData, sendJson } from './client';

/** The prescription with each drug matched to the shop's products; throws an ApiError (404, 409 dispensed, 503…). */
export const lookupNationalPrescription = (code: string) =>
  getData<NationalPrescription>(`eprescriptions/${encodeURIComponent(code.trim())}`);

export const getEprescriptionSettings = () => getData<EprescriptionSettings>('settings/eprescriptions');

export const saveEprescriptionSettings = (input: EprescriptionSettingsInput) =>
  sendJson<{ data: EprescriptionSettings }>('put', 'settings/eprescriptions', input).then((body) => body.data);
