/**
 * The port every e-invoice provider adapter implements (DESIGN.md §6): hand over a signed invoice
 * under a key (the provider keeps one invoice per key, so a repeated submission is harmless) and
 * ask how the tax authority answered. One adapter per provider; the shop's settings choose it.
 */

export type ProviderStatus = 'processing' | 'accepted' | 'refused';

export interface ProviderAnswer {
  /** The provider's id of the submission. */
  ref: string;
  status: ProviderStatus;
  /** The tax authority's message (the reason of a refusal), in Vietnamese. */
  message: string | null;
}

export interface EinvoiceProvider {
  submit(input: { key: string; xml: string }): Promise<ProviderAnswer>;
  status(ref: string): Promise<ProviderAnswer>;
}

/** The provider could not be reached or failed: try again later (the job retries with backoff). */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}
