/**
 * The till's dialogs close from a ✕ named "Đóng", not only with Esc or a tap outside: a cashier on
 * a touch screen has no Esc key and may not guess that the dim area closes the sheet.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch as TillSearch } from '../../../src/db/product-search';
import { dialogAtom, type PosDialog } from '../../../src/features/pos/atoms';
import { HelpDialog } from '../../../src/features/pos/help-dialog';
import { ParkedDialog } from '../../../src/features/pos/parked-dialog';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

describe("the till's dialogs", () => {
  it.each([
    ['help', 'help-dialog'],
    ['parked', 'parked-dialog'],
  ] as const)('%s closes from its ✕', async (name: PosDialog, testId) => {
    const db = new TillDb(uuidv7());
    const session = tillSession(db, { search: new TillSearch(db) });
    appStore.set(dialogAtom, name);
    render(
      <ChakraProvider value={system}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={session}>
            <HelpDialog />
            <ParkedDialog />
          </TillSessionProvider>
        </JotaiProvider>
      </ChakraProvider>,
    );
    const dialog = await screen.findByTestId(testId);
    await act(async () => {
      fireEvent.click(dialog.querySelector('button[aria-label="Đóng"]')!);
    });
    expect(appStore.get(dialogAtom)).toBeNull();
  });
});
