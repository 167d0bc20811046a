/** Till parts rendered as the till renders them (theme, the app's store, a till session), and a customer picked. */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import type { TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

export function renderOnTill(session: TillSession, parts: ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>{parts}</TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );
}

/** Picks the customer by name in the customer box's search, as a cashier clicks them. */
export async function pickCustomer(name: string) {
  fireEvent.input(screen.getByRole('textbox', { name: 'Khách hàng' }), { target: { value: name } });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.getByTestId('order-customer')).toHaveTextContent(name));
}
