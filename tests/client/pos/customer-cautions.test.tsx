/**
 * A customer's allergies at the till, on a real till database (fake-indexeddb): they show under
 * the customer's name, and a warning names the drug in the cart they may concern, following the
 * cart as products come and go; the record's note shows too. A customer with neither shows nothing.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { addProduct } from '../../../src/domain/cart';
import { recalculate, resetTicket } from '../../../src/domain/orders';
import { ticketAtom } from '../../../src/features/pos/atoms';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { amoxicillin, paracetamol } from '../../domain/pos-fixtures';

let session: TillSession;

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db.synced('products').bulkPut([
    { id: amoxicillin.id, name: amoxicillin.name, active_ingredient: 'Amoxicilin trihydrat' },
    { id: paracetamol.id, name: paracetamol.name, active_ingredient: 'Paracetamol' },
  ]);
  await db.synced('customers').bulkPut([
    {
      id: uuidv7(),
      full_name: 'Lê Văn Tâm',
      phone: '0901000011',
      allergies: 'Dị ứng Penicillin (nổi mề đay)',
      note: 'Tăng huyết áp, mua Amlodipin hằng tháng',
    },
    { id: uuidv7(), full_name: 'Hoàng Thị Mơ', phone: '0901000012', allergies: null },
    { id: uuidv7(), full_name: 'Vũ Văn Sơn', phone: '0901000013', allergies: 'Aspirin' },
  ]);
  session = tillSession(db, { search: new ProductSearch(db) });
  appStore.set(
    ticketAtom,
    recalculate({ ...resetTicket(), items: addProduct([], paracetamol, { lineId: 'p', quantity: 1 }) }),
  );
});

function renderBox() {
  render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>
          <CustomerBox readOnly={false} />
        </TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );
}

async function pick(name: string) {
  fireEvent.input(screen.getByRole('textbox', { name: 'Khách hàng' }), { target: { value: name } });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.getByTestId('order-customer')).toHaveTextContent(name));
}

describe("a customer's allergies at the till", () => {
  it('show under the name, and warn of the drug in the cart they concern as it is added', async () => {
    renderBox();
    await pick('Lê Văn Tâm');
    expect(await screen.findByTestId('customer-allergies')).toHaveTextContent(/^Dị ứng Penicillin \(nổi mề đay\)$/);
    expect(screen.getByTestId('customer-note')).toHaveTextContent('Ghi chú: Tăng huyết áp, mua Amlodipin hằng tháng');
    // Paracetamol is no penicillin: no warning.
    expect(screen.queryByTestId('allergy-warning')).toBeNull();
    const { items } = appStore.get(ticketAtom);
    appStore.set(
      ticketAtom,
      recalculate({ ...appStore.get(ticketAtom), items: addProduct(items, amoxicillin, { lineId: 'a' }) }),
    );
    expect(await screen.findByTestId('allergy-warning')).toHaveTextContent(
      'Có thể gây dị ứng cho khách: Amoxicillin 500mg. Kiểm tra trước khi bán.',
    );
    appStore.set(
      ticketAtom,
      recalculate({ ...appStore.get(ticketAtom), items: appStore.get(ticketAtom).items.slice(0, 1) }),
    );
    await waitFor(() => expect(screen.queryByTestId('allergy-warning')).toBeNull());
  });

  it('name the drug alone under "Dị ứng:"', async () => {
    renderBox();
    await pick('Vũ Văn Sơn');
    expect(await screen.findByTestId('customer-allergies')).toHaveTextContent(/^Dị ứng: Aspirin$/);
  });

  it('show nothing for a customer with none recorded', async () => {
    renderBox();
    await pick('Hoàng Thị Mơ');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('customer-allergies')).toBeNull();
    expect(screen.queryByTestId('customer-note')).toBeNull();
  });
});
