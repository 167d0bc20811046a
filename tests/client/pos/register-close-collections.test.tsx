/**
 * Closing the register online: cash customers paid against their debt into the session and cash
 * paid to vendors from it (both written in the back office, so only the server knows them) show as
 * "Thu nợ tiền mặt" and "Chi trả NCC tiền mặt" and count in the expected cash the till sends with
 * its close.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { dialogAtom, registerAtom } from '../../../src/features/pos/atoms';
import { RegisterCloseDialog } from '../../../src/features/pos/register-close-dialog';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { type ApiServer, startApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  setSyncState({ online: false });
});
beforeEach(() => signIn({ roles: ['cashier'] }));

describe('closing the register with debt collected and vendors paid in cash', { timeout: 30_000 }, () => {
  it('shows both and counts them in the expected cash', async () => {
    const id = uuidv7();
    api.on(`GET pos-registers/${id}`, {
      body: { data: { id, state: 'open', cash_collections: 30_000, vendor_payouts: 120_000 } },
    });
    const db = new TillDb(uuidv7());
    setSyncState({ online: true });
    appStore.set(registerAtom, {
      id,
      pos_setting_id: uuidv7(),
      opened_at: new Date().toISOString(),
      opening_cash: 500_000,
      opened_by: uuidv7(),
      opened_by_name: 'Thu ngân',
    });
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
    expect(await screen.findByTestId('cash-collections')).toHaveTextContent('30.000 ₫');
    expect(screen.getByText('Thu nợ tiền mặt')).toBeVisible();
    expect(screen.getByTestId('vendor-payouts')).toHaveTextContent('-120.000 ₫');
    expect(screen.getByText('Chi trả NCC tiền mặt')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('expected-cash')).toHaveTextContent('410.000 ₫'));
  });
});
