/**
 * Collecting a debt at the till: with the network up, the order's customer shows what they owe
 * under their name, and "Thu nợ" opens the collection with the whole debt and the till's own open
 * session chosen (not another till's), so the cash counts at this till's close. Offline the line
 * is not shown: the debt is the server's. After a collection the till reads its session's drawer
 * again and keeps it, so a close made offline counts the cash.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../src/components/providers';
import { AppToaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { writeMeta } from '../../../src/db/meta';
import { readOpenRegister, REGISTER_META_KEY } from '../../../src/db/pos-state';
import { ProductSearch } from '../../../src/db/product-search';
import { resetTicket } from '../../../src/domain/orders';
import { registerAtom, ticketAtom } from '../../../src/features/pos/atoms';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { openSession, openSessionsBody } from '../open-sessions';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const api = useApiServer();
afterEach(() => {
  setSyncState({ online: false });
});
beforeEach(() => signIn({ roles: ['cashier'] }));

const lan = { id: uuidv7(), name: 'Nguyễn Thị Lan', phone: '0901234567' };
const mine = uuidv7();

async function renderBox() {
  const db = new TillDb(uuidv7());
  const register = {
    id: mine,
    pos_setting_id: uuidv7(),
    opened_at: new Date().toISOString(),
    opening_cash: 500_000,
    opened_by: uuidv7(),
    opened_by_name: 'Thu ngân',
  };
  await writeMeta(db, REGISTER_META_KEY, register);
  appStore.set(ticketAtom, { ...resetTicket(), customer: lan });
  appStore.set(registerAtom, register);
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={tillSession(db, { search: new ProductSearch(db) })}>
            <CustomerBox readOnly={false} />
            <AppToaster />
          </TillSessionProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return db;
}

describe('collecting a debt at the till', { timeout: 45_000 }, () => {
  it('shows what the customer owes and collects it into the till’s own session', async () => {
    let debt = 80_000;
    api.on(`GET customers/${lan.id}`, () => ({ body: { data: { id: lan.id, full_name: lan.name, debt } } }));
    api.on('GET pos-registers', {
      body: openSessionsBody([
        openSession(uuidv7(), 'Quầy 2', 'Trần Văn Hùng'),
        openSession(mine, 'Quầy 1', 'Thu ngân'),
      ]),
    });
    api.on(`POST customers/${lan.id}/payments`, ({ body }) => {
      debt -= (body as { amount: number }).amount;
      return { status: 201, body: { data: { payment: { amount: 80_000 }, debt } } };
    });
    api.on(`GET pos-registers/${mine}`, () => ({
      body: { data: { id: mine, state: 'open', cash_collections: 80_000 - debt, vendor_payouts: 0 } },
    }));
    setSyncState({ online: true });
    const db = await renderBox();
    const line = await screen.findByTestId('till-customer-debt');
    expect(line).toHaveTextContent('Đang nợ 80.000 ₫');
    await user.click(within(line).getByRole('button', { name: 'Thu nợ' }));
    const dialog = await screen.findByTestId('collect-debt-dialog');
    expect(dialog.querySelector('input[name="amount"]')).toHaveValue('80.000');
    const sessionBox = dialog.querySelector('select[name="register_session_id"]') as HTMLSelectElement;
    await waitFor(() => expect(sessionBox.value).toBe(mine));
    await user.click(within(dialog).getByRole('button', { name: 'Thu nợ' }));
    expect(await screen.findByText('Đã thu 80.000 ₫.')).toBeInTheDocument();
    expect(api.calls(`POST customers/${lan.id}/payments`)[0]!.body).toMatchObject({
      amount: 80_000,
      method: 'cash',
      register_session_id: mine,
    });
    // Paid up: the line goes.
    await waitFor(() => expect(screen.queryByTestId('till-customer-debt')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('collect-debt-dialog')).toBeNull());
    // The session's drawer is read again and kept, for a close made offline.
    await waitFor(async () => expect((await readOpenRegister(db))?.drawer?.collections).toBe(80_000));
    expect(appStore.get(registerAtom)?.drawer?.collections).toBe(80_000);
  });

  it('is not shown offline', async () => {
    api.on(`GET customers/${lan.id}`, { body: { data: { id: lan.id, full_name: lan.name, debt: 80_000 } } });
    await renderBox();
    await screen.findByTestId('order-customer');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('till-customer-debt')).toBeNull();
    expect(api.calls(`GET customers/${lan.id}`)).toHaveLength(0);
  });
});
