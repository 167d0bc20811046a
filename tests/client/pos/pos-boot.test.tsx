/**
 * The till screen's boot (usePosBoot) on a device whose database has no till yet: it keeps
 * loading while the catalogue's pull may still bring one, says "no till" once a pull has ended
 * without one (or the device is offline), and comes up as soon as a till arrives.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../src/components/providers';
import { TillDb } from '../../../src/db/database';
import { readyAtom, tillAtom } from '../../../src/features/pos/atoms';
import { usePosBoot } from '../../../src/features/pos/use-pos-boot';
import { resetSyncState, setSyncState } from '../../../src/till/sync-status';
import { tillSession } from '../../../src/till/session';

afterEach(() => {
  resetSyncState();
  appStore.set(readyAtom, false);
  appStore.set(tillAtom, null);
});

function boot(db: TillDb) {
  const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={appStore}>{children}</JotaiProvider>;
  return renderHook(() => usePosBoot(tillSession(db)), { wrapper });
}

describe('the till screen with no till on the device', { timeout: 20_000 }, () => {
  it('loads while the first pull runs, says so once a pull ended without one, and comes up when one arrives', async () => {
    const db = new TillDb(uuidv7());
    setSyncState({ online: true, syncing: true, firstLoad: { done: 10, total: 500 }, lastSyncedAt: null });
    const view = boot(db);
    // The first pull is still running: it may bring the till.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(view.result.current).toBe(false);

    setSyncState({ syncing: false, firstLoad: null, lastSyncedAt: new Date().toISOString() });
    await waitFor(() => expect(view.result.current).toBe(true), { timeout: 3_000 });
    expect(appStore.get(readyAtom)).toBe(false);

    // A manager made one; the next pull brought it.
    await db.synced('pos_settings').put({ id: uuidv7(), name: 'Quầy 1', is_active: true, deleted_at: null });
    await waitFor(() => expect(appStore.get(readyAtom)).toBe(true), { timeout: 3_000 });
    expect(view.result.current).toBe(false);
    expect(appStore.get(tillAtom)?.name).toBe('Quầy 1');
  });

  it('says so offline, where no pull can bring one', async () => {
    setSyncState({ online: false, lastSyncedAt: null });
    const view = boot(new TillDb(uuidv7()));
    await waitFor(() => expect(view.result.current).toBe(true), { timeout: 3_000 });
  });
});
