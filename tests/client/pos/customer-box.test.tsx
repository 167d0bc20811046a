/**
 * A customer made at the counter, on a real till database (fake-indexeddb): a double-clicked Save
 * queues one customer, and a phone already on file picks its customer instead of queueing one the
 * server would refuse (phone taken) when the till syncs.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { resetTicket } from '../../../src/domain/orders';
import { ticketAtom } from '../../../src/features/pos/atoms';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { tillSession, type TillSession } from '../../../src/till/session';
import { renderOnTill } from './render-on-till';

let session: TillSession;
const phong = uuidv7();

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db.synced('customers').put({ id: phong, full_name: 'Nguyễn Văn Phong', phone: '0388395982', code: 'KH000299' });
  session = tillSession(db, { search: new ProductSearch(db) });
  appStore.set(ticketAtom, resetTicket());
});

const renderBox = () => renderOnTill(session, <CustomerBox readOnly={false} />);

function fill(name: string, phone: string) {
  const form = screen.getByTestId('quick-customer');
  fireEvent.input(form.querySelector('input[name=full_name]')!, { target: { value: name } });
  fireEvent.input(form.querySelector('input[name=phone]')!, { target: { value: phone } });
  return form as HTMLFormElement;
}

describe('a customer made at the counter', () => {
  it('is queued once however fast Save is clicked twice', async () => {
    renderBox();
    const form = fill('Lê Thị Mai', '0912 000 111');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(appStore.get(ticketAtom).customer?.name).toBe('Lê Thị Mai'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await session.db.outbox.count()).toBe(1);
    expect((await session.db.synced('customers').toArray()).filter((c) => c.full_name === 'Lê Thị Mai')).toHaveLength(
      1,
    );
  });

  it('with a phone already on file, takes that customer and says so instead of queueing a duplicate', async () => {
    renderBox();
    fireEvent.submit(fill('Khách mới', '0388.395.982'));
    await waitFor(() => expect(appStore.get(ticketAtom).customer?.id).toBe(phong));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Số điện thoại này đã là của khách hàng Nguyễn Văn Phong; đơn hàng đã chọn khách này, không tạo khách mới.',
    );
    expect(await session.db.outbox.count()).toBe(0);
  });

  it('gives the cart its room while a customer is chosen, and comes back when they are taken off', async () => {
    renderBox();
    fireEvent.submit(fill('Lê Thị Mai', '0912 000 111'));
    await waitFor(() => expect(screen.queryByTestId('quick-customer')).toBeNull());
    expect(screen.getByTestId('order-customer')).toHaveTextContent('Lê Thị Mai · 0912000111');
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ chọn khách' }));
    await waitFor(() => expect(appStore.get(ticketAtom).customer).toBeNull());
    expect(screen.getByTestId('quick-customer')).toBeInTheDocument();
    // What was said of the customer taken off goes with them.
    expect(screen.queryByRole('status')).toBeNull();
  });
});
