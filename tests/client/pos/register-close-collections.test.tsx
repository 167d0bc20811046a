/**
 * Closing the register: cash customers paid against their debt into the session and cash paid to
 * vendors from it (both written on the server) show as "Thu nợ tiền mặt" and "Chi trả NCC tiền
 * mặt" and count in the expected cash the till sends with its close. Read online, they are kept
 * on the till's open register; offline the close counts what was last read and says when.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { writeMeta } from '../../../src/db/meta';
import { readOpenRegister, REGISTER_META_KEY, rememberDrawerMoves, type OpenRegister } from '../../../src/db/pos-state';
import { ProductSearch } from '../../../src/db/product-search';
import { dialogAtom, registerAtom } from '../../../src/features/pos/atoms';
import { RegisterCloseDialog } from '../../../src/features/pos/register-close-dialog';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const api = useApiServer();
afterEach(() => {
  setSyncState({ online: false });
});
beforeEach(() => signIn({ roles: ['cashier'] }));

function openRegister(extra: Partial<OpenRegister> = {}): OpenRegister {
  return {
    id: uuidv7(),
    pos_setting_id: uuidv7(),
    opened_at: new Date().toISOString(),
    opening_cash: 500_000,
    opened_by: uuidv7(),
    opened_by_name: 'Thu ngân',
    ...extra,
  };
}

/** The close dialog opened on `register`, which the till's database holds as its open session. */
async function renderClose(register: OpenRegister): Promise<TillDb> {
  const db = new TillDb(uuidv7());
  await writeMeta(db, REGISTER_META_KEY, register);
  appStore.set(registerAtom, register);
  appStore.set(dialogAtom, 'closeRegister');
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={tillSession(db, { search: new ProductSearch(db) })}>
            <RegisterCloseDialog />
          </TillSessionProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return db;
}

describe('closing the register with debt collected and vendors paid in cash', { timeout: 30_000 }, () => {
  it('shows both, counts them in the expected cash and keeps them for a close made offline', async () => {
    const register = openRegister();
    api.on(`GET pos-registers/${register.id}`, {
      body: { data: { id: register.id, state: 'open', cash_collections: 30_000, vendor_payouts: 120_000 } },
    });
    setSyncState({ online: true });
    const db = await renderClose(register);
    expect(await screen.findByTestId('cash-collections')).toHaveTextContent('30.000 ₫');
    expect(screen.getByText('Thu nợ tiền mặt')).toBeVisible();
    expect(screen.getByTestId('vendor-payouts')).toHaveTextContent('-120.000 ₫');
    expect(screen.getByText('Chi trả NCC tiền mặt')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('expected-cash')).toHaveTextContent('410.000 ₫'));
    expect(screen.queryByTestId('drawer-moves-stale')).toBeNull();
    await waitFor(async () =>
      expect((await readOpenRegister(db))?.drawer).toMatchObject({ collections: 30_000, vendorPayouts: 120_000 }),
    );
    expect(appStore.get(registerAtom)?.drawer?.collections).toBe(30_000);
  });

  it('offline, counts what the till last read and says when it was read', async () => {
    await renderClose(
      openRegister({ drawer: { collections: 50_000, vendorPayouts: 20_000, asOf: '2026-11-28T02:05:00.000Z' } }),
    );
    expect(await screen.findByTestId('cash-collections')).toHaveTextContent('50.000 ₫');
    expect(screen.getByTestId('vendor-payouts')).toHaveTextContent('-20.000 ₫');
    expect(screen.getByTestId('expected-cash')).toHaveTextContent('530.000 ₫');
    expect(screen.getByTestId('drawer-moves-stale')).toHaveTextContent(
      'Thu nợ và chi trả NCC tiền mặt tính đến 09:05 28/11/2026',
    );
    expect(api.seen.some((request) => request.path.includes('pos-registers'))).toBe(false);
  });

  it('offline with nothing read yet, says the expected cash leaves them out', async () => {
    await renderClose(openRegister());
    expect(await screen.findByTestId('drawer-moves-stale')).toHaveTextContent(
      'Không đọc được thu nợ và chi trả NCC tiền mặt của ca từ máy chủ',
    );
    expect(screen.getByTestId('expected-cash')).toHaveTextContent('500.000 ₫');
    expect(screen.queryByTestId('cash-collections')).toBeNull();
  });

  it('online when the server does not answer, falls back to what was last read', async () => {
    const register = openRegister({
      drawer: { collections: 0, vendorPayouts: 70_000, asOf: '2026-11-28T03:00:00.000Z' },
    });
    api.on(`GET pos-registers/${register.id}`, { status: 500, body: { code: 'internal', message: 'x' } });
    setSyncState({ online: true });
    await renderClose(register);
    expect(await screen.findByTestId('drawer-moves-stale')).toHaveTextContent('tính đến 10:00 28/11/2026');
    expect(screen.getByTestId('vendor-payouts')).toHaveTextContent('-70.000 ₫');
    expect(screen.getByTestId('expected-cash')).toHaveTextContent('430.000 ₫');
  });
});

describe('keeping the drawer moves', () => {
  it('only on the session they were read for', async () => {
    const db = new TillDb(uuidv7());
    const register = openRegister();
    await writeMeta(db, REGISTER_META_KEY, register);
    const moves = { collections: 1_000, vendorPayouts: 0, asOf: new Date().toISOString() };
    expect(await rememberDrawerMoves(db, uuidv7(), moves)).toBeNull();
    expect((await readOpenRegister(db))?.drawer).toBeUndefined();
    expect((await rememberDrawerMoves(db, register.id, moves))?.drawer).toEqual(moves);
    expect(await readOpenRegister(db)).toEqual({ ...register, drawer: moves });
  });
});
