import { createStore } from 'jotai';
import {
  dashboardFilterAtom,
  purchaseOrderDefaultTaxIdAtom,
  sidebarCollapsedAtom,
  taxesAtom,
} from '../../../src/features/shell/atoms';

describe('config state (SPEC §3)', () => {
  it('starts with the sidebar open, the dashboard on day, no taxes and no default tax', () => {
    const store = createStore();
    expect(store.get(sidebarCollapsedAtom)).toBe(false);
    expect(store.get(dashboardFilterAtom)).toBe('day');
    expect(store.get(taxesAtom)).toEqual([]);
    expect(store.get(purchaseOrderDefaultTaxIdAtom)).toBeNull();
  });

  it('persists the sidebar state and the dashboard period', () => {
    const store = createStore();
    store.set(sidebarCollapsedAtom, true);
    store.set(dashboardFilterAtom, 'month');
    store.set(purchaseOrderDefaultTaxIdAtom, 'tax-5');
    expect(Object.keys(localStorage).sort()).toEqual(['dashboard_filter', 'sidebar_collapsed']);
    const reloaded = createStore();
    // A screen that uses the atom mounts it, which reads the stored value.
    reloaded.sub(sidebarCollapsedAtom, () => {});
    reloaded.sub(dashboardFilterAtom, () => {});
    expect(reloaded.get(sidebarCollapsedAtom)).toBe(true);
    expect(reloaded.get(dashboardFilterAtom)).toBe('month');
    expect(reloaded.get(purchaseOrderDefaultTaxIdAtom)).toBeNull();
  });
});
