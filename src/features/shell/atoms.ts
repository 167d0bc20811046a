/**
 * Config state of SPEC.md §3: sidebar collapsed (persisted in localStorage under
 * `sidebar_collapsed`, which logout keeps), the dashboard period (default day), the taxes offered
 * by forms and the default tax of a purchase order. Read them through the app's jotai store.
 */
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

/** `getOnInit` reads the stored value on first render, so a reload does not flash the wide sidebar. */
export const sidebarCollapsedAtom = atomWithStorage<boolean>(SIDEBAR_COLLAPSED_KEY, false, undefined, {
  getOnInit: true,
});

/** The dashboard period lives in src/components so the dashboard feature can read it too. */
export { dashboardFilterAtom } from '../../components/config-atoms';

/** A tax as the config state keeps it for pickers (filled by the screens that load taxes). */
export interface ConfigTax {
  id: string;
  name: string;
}
export const taxesAtom = atom<readonly ConfigTax[]>([]);
export const purchaseOrderDefaultTaxIdAtom = atom<string | null>(null);
