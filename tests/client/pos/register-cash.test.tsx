/**
 * The cash counted at opening and closing the register, on a real till database
 * (fake-indexeddb): left empty, each field asks for its own cash under it (the closing count
 * too, rather than a greyed button saying nothing), and a counted amount opens or closes, with
 * the cashier's note on the close.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { dexieLocalStore } from '../../../src/db/local-store';
import { ProductSearch } from '../../../src/db/product-search';
import { dialogAtom, registerAtom, tillAtom } from '../../../src/features/pos/atoms';
import { RegisterCloseDialog } from '../../../src/features/pos/register-close-dialog';
import { RegisterOpen } from '../../../src/features/pos/register-open';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

let session: TillSession;
const tillId = uuidv7();

beforeEach(() => {
  const db = new TillDb(uuidv7());
  session = tillSession(db, { search: new ProductSearch(db) });
  // Offline: the sessions open elsewhere are not asked for.
  setSyncState({ online: false });
  appStore.set(dialogAtom, null);
  appStore.set(registerAtom, null);
  appStore.set(tillAtom, {
    id: tillId,
    name: 'Quầy 1',
    order_code_prefix: 'Q1',
    payment_methods: ['cash'],
    receipt_layout: '80mm',
    receipt_header: null,
    receipt_footer: null,
    allow_negative_stock: false,
    layout: { categories: [] },
  });
});

function renderTill(children: ReactNode) {
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={session}>{children}</TillSessionProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const cash = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

describe('the cash counted at the register', () => {
  it('asks for the opening cash when it is left empty, then opens with the amount typed', async () => {
    renderTill(<RegisterOpen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mở ca' }));
    expect(await screen.findByText('Vui lòng nhập tiền đầu ca.')).toBeVisible();
    expect(appStore.get(registerAtom)).toBeNull();
    fireEvent.input(cash('opening-cash'), { target: { value: '500000' } });
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập tiền đầu ca.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mở ca' }));
    await waitFor(() => expect(appStore.get(registerAtom)).toMatchObject({ opening_cash: 500_000 }));
  });

  it('asks for the counted cash when closing with it empty, then closes with the amount typed', async () => {
    appStore.set(registerAtom, {
      id: uuidv7(),
      pos_setting_id: tillId,
      opened_at: new Date().toISOString(),
      opening_cash: 500_000,
      opened_by: uuidv7(),
      opened_by_name: 'Thu ngân',
    });
    renderTill(<RegisterCloseDialog />);
    appStore.set(dialogAtom, 'closeRegister');
    fireEvent.click(await screen.findByRole('button', { name: 'Đóng ca' }));
    expect(await screen.findByText('Vui lòng nhập số tiền mặt thực đếm.')).toBeVisible();
    expect(appStore.get(registerAtom)).not.toBeNull();
    fireEvent.input(cash('counted-cash'), { target: { value: '500000' } });
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập số tiền mặt thực đếm.')).toBeNull());
    const note = screen.getByLabelText('Ghi chú đóng ca');
    expect(note).toHaveAttribute('maxlength', '1000');
    fireEvent.input(note, { target: { value: '  Đã nộp 200.000 ₫ cho quản lý  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đóng ca' }));
    await waitFor(() => expect(appStore.get(registerAtom)).toBeNull());
    const [entry] = await dexieLocalStore(session.db).pendingBatch(10);
    expect(entry).toMatchObject({
      name: 'register.close',
      args: { counted_cash: 500_000, expected_cash: 500_000, note: 'Đã nộp 200.000 ₫ cho quản lý' },
    });
  });
});
