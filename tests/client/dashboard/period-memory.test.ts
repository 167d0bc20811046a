/**
 * The dashboard period and day are remembered per user in localStorage (SPEC §3 dashboardFilter,
 * default day): a new store (a reload) opens where that user left it; another user of the same
 * device starts on today's day; a damaged stored value falls back to the default.
 */
import { createStore } from 'jotai';
import { DASHBOARD_FILTER_KEY, dashboardFilterAtom } from '../../../src/components/config-atoms';
import { dashboardDateAtom } from '../../../src/features/dashboard/period';

function signIn(id: string) {
  localStorage.setItem(
    'user',
    JSON.stringify({
      id,
      email: `${id}@example.vn`,
      first_name: 'A',
      last_name: 'B',
      full_name: 'B A',
      tel: null,
      roles: ['admin'],
      tenant_id: 't',
    }),
  );
}

/** A reload: a new store whose screen mounts the atoms, reading what is stored. */
function reload() {
  const store = createStore();
  store.sub(dashboardFilterAtom, () => {});
  store.sub(dashboardDateAtom, () => {});
  return store;
}

describe('the remembered dashboard period', () => {
  it('keeps the period and the day across a reload, per user', () => {
    signIn('lan');
    const store = reload();
    expect(store.get(dashboardFilterAtom)).toBe('day');
    expect(store.get(dashboardDateAtom)).toBeNull();
    store.set(dashboardFilterAtom, 'week');
    store.set(dashboardDateAtom, '2026-11-12');

    const again = reload();
    expect(again.get(dashboardFilterAtom)).toBe('week');
    expect(again.get(dashboardDateAtom)).toBe('2026-11-12');

    // Another user on the same device starts on today's day; Lan's choice stays hers.
    signIn('minh');
    const other = reload();
    expect(other.get(dashboardFilterAtom)).toBe('day');
    expect(other.get(dashboardDateAtom)).toBeNull();
    other.set(dashboardFilterAtom, 'month');
    signIn('lan');
    const back = reload();
    expect(back.get(dashboardFilterAtom)).toBe('week');
    // Back to following today.
    back.set(dashboardDateAtom, null);
    expect(reload().get(dashboardDateAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem(DASHBOARD_FILTER_KEY)!)).toEqual({
      lan: { period: 'week', date: null },
      minh: { period: 'month', date: null },
    });
  });

  it('falls back to the default day for a damaged stored value', () => {
    signIn('lan');
    localStorage.setItem(DASHBOARD_FILTER_KEY, JSON.stringify({ lan: { period: 'year', date: 'hôm qua' } }));
    const store = reload();
    expect(store.get(dashboardFilterAtom)).toBe('day');
    expect(store.get(dashboardDateAtom)).toBeNull();
  });
});
