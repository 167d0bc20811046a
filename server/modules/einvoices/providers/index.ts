/** Chooses the provider for a shop's e-invoice settings (only the built-in exists today). */
import { builtinProvider } from './builtin';
import type { EinvoiceProvider } from './provider';

export type { EinvoiceProvider } from './provider';

/** `settingsProvider` names the shop's chosen network provider; none is connected yet. */
export function providerFor(_settingsProvider: string): EinvoiceProvider {
  return builtinProvider;
}
