/** Settings endpoints: store (accounts module), general, e-invoices, and the tills (POS settings). */
import type { Store } from '../domain/account-responses';
import type { EinvoiceSettings, GeneralSettings } from '../domain/catalog/settings';
import type { PosSetting, PosSettingInput } from '../domain/catalog/pos-settings';
import type { EprescriptionSettings } from '../domain/eprescription';
import { getData, sendJson } from './client';
import { resource } from './resource';

export interface Singleton<T> {
  path: string;
  get: () => Promise<T>;
  put: (input: unknown) => Promise<T>;
}

function singleton<T>(path: string): Singleton<T> {
  return {
    path,
    get: () => getData<T>(path),
    put: async (input) => (await sendJson<{ data: T }>('put', path, input)).data,
  };
}

export const storeSettingsApi = singleton<Store>('settings/store');
export const generalSettingsApi = singleton<GeneralSettings>('settings/general');
export const einvoiceSettingsApi = singleton<EinvoiceSettings>('settings/einvoices');
export const eprescriptionSettingsApi = singleton<EprescriptionSettings>('settings/eprescriptions');
export const posSettingsApi = resource<PosSetting, PosSettingInput>('pos-settings');

/** The seller's signing certificate (PKCS#12 as base64) with its password; answers the settings. */
export const uploadEinvoiceCertificate = async (p12Base64: string, password: string) =>
  (
    await sendJson<{ data: EinvoiceSettings }>('put', 'settings/einvoices/certificate', {
      p12_base64: p12Base64,
      password,
    })
  ).data;
