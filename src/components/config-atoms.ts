/**
 * Config state shared by features (SPEC.md §3): the dashboard period (default day), remembered
 * per user in localStorage under `dashboard_filter` with the day the dashboard shows (null
 * follows today), so a reload or the next visit opens the dashboard where the user left it.
 */
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { getSessionUser } from '../api/session';

/** SPEC §3 report periods; SPEC §9: the dashboard opens on `day`. */
export type DashboardFilter = 'day' | 'week' | 'month';
const FILTERS: readonly string[] = ['day', 'week', 'month'];

export const DASHBOARD_FILTER_KEY = 'dashboard_filter';

export interface DashboardView {
  period: DashboardFilter;
  /** A day inside the period shown (YYYY-MM-DD); null follows today. */
  date: string | null;
}
const DEFAULT_VIEW: DashboardView = { period: 'day', date: null };

/** Views by user id (the device may be shared by the shop's users). */
const storedViewsAtom = atomWithStorage<Record<string, unknown>>(DASHBOARD_FILTER_KEY, {}, undefined, {
  getOnInit: true,
});

const userKey = () => getSessionUser()?.id ?? '';

/** A stored view as far as it is valid (storage may hold anything). */
function parseView(value: unknown): DashboardView {
  const v = (value ?? {}) as Partial<Record<keyof DashboardView, unknown>>;
  return {
    period:
      typeof v.period === 'string' && FILTERS.includes(v.period) ? (v.period as DashboardFilter) : DEFAULT_VIEW.period,
    date: typeof v.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.date) ? v.date : null,
  };
}

export const dashboardViewAtom = atom(
  (get) => parseView(get(storedViewsAtom)[userKey()]),
  (get, set, change: Partial<DashboardView>) => {
    const all = get(storedViewsAtom);
    const key = userKey();
    set(storedViewsAtom, { ...all, [key]: { ...parseView(all[key]), ...change } });
  },
);

export const dashboardFilterAtom = atom(
  (get) => get(dashboardViewAtom).period,
  (_get, set, period: DashboardFilter) => set(dashboardViewAtom, { period }),
);
