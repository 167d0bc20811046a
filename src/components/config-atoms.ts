/**
 * Config state shared by features (SPEC.md §3): the dashboard period, default day. It lives for
 * the session in the app's jotai store (only the sidebar state is persisted), so leaving the
 * dashboard and coming back keeps the period chosen.
 */
import { atom } from 'jotai';

/** SPEC §3 report periods; SPEC §9: the dashboard opens on `day`. */
export type DashboardFilter = 'day' | 'week' | 'month';
export const dashboardFilterAtom = atom<DashboardFilter>('day');
