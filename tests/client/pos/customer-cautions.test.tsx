/**
 * A customer's allergies at the till, on a real till database (fake-indexeddb): they show under
 * the customer's name, and a warning names the drug in the cart they may concern, following the
 * cart as products come and go; the record's note shows too. A customer with neither shows nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { addProduct } from '../../../src/domain/cart';
import { recalculate, resetTicket } from '../../../src/domain/orders';
import { ticketAtom } from '../../../src/features/pos/atoms';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { tillSession, type TillSession } from '../../../src/till/session';
import { amoxicillin, paracetamol } from '../../domain/pos-fixtures';
import { pickCustomer, renderOnTill } from './render-on-till';

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

const renderBox = () => renderOnTill(session, <CustomerBox readOnly={false} />);

describe("a customer's allergies at the till", () => {
  it('show under the name, and warn of the drug in the cart they concern as it is added', async () => {
    renderBox();
    await pickCustomer('Lê Văn Tâm');
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
    await pickCustomer('Vũ Văn Sơn');
    expect(await screen.findByTestId('customer-allergies')).toHaveTextContent(/^Dị ứng: Aspirin$/);
  });

  it('show nothing for a customer with none recorded', async () => {
    renderBox();
    await pickCustomer('Hoàng Thị Mơ');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('customer-allergies')).toBeNull();
    expect(screen.queryByTestId('customer-note')).toBeNull();
  });
});
