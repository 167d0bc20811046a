/**
 * A customer group's standing discount at the counter, on a real till database (fake-indexeddb):
 * choosing a customer of a group that gives 5% takes 5% off the sale and says why; another
 * customer, or none, takes it back; a discount the cashier typed stays theirs.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { addProduct } from '../../../src/domain/cart';
import { recalculate, resetTicket } from '../../../src/domain/orders';
import { ticketAtom } from '../../../src/features/pos/atoms';
import { CartTotals } from '../../../src/features/pos/cart-totals';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { tillSession, type TillSession } from '../../../src/till/session';
import { paracetamol } from '../../domain/pos-fixtures';
import { pickCustomer, renderOnTill } from './render-on-till';

let session: TillSession;
const regulars = uuidv7();
const closed = uuidv7();

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db.synced('customer_groups').bulkPut([
    { id: regulars, name: 'Khách quen', discount_percent: 5, deleted_at: null },
    { id: closed, name: 'Nhóm đã xóa', discount_percent: 20, deleted_at: '2026-11-01T00:00:00.000Z' },
  ]);
  await db.synced('customers').bulkPut([
    { id: uuidv7(), full_name: 'Trần Thị Lan', phone: '0901000001', customer_group_id: regulars },
    { id: uuidv7(), full_name: 'Phạm Văn Bình', phone: '0901000002', customer_group_id: null },
    { id: uuidv7(), full_name: 'Đỗ Minh Châu', phone: '0901000003', customer_group_id: closed },
  ]);
  session = tillSession(db, { search: new ProductSearch(db) });
  const ticket = resetTicket();
  // 4 viên of paracetamol: 38.000 ₫.
  appStore.set(
    ticketAtom,
    recalculate({ ...ticket, items: addProduct([], paracetamol, { lineId: 'p', quantity: 4 }) }),
  );
});

const renderTill = () =>
  renderOnTill(
    session,
    <>
      <CustomerBox readOnly={false} />
      <CartTotals readOnly={false} />
    </>,
  );

async function removeCustomer() {
  fireEvent.click(screen.getByRole('button', { name: 'Bỏ chọn khách' }));
  await waitFor(() => expect(screen.queryByTestId('order-customer')).toBeNull());
}

describe("a customer group's discount at the till", () => {
  it("takes the group's percent off the sale and says which group gives it", async () => {
    renderTill();
    await pickCustomer('Trần Thị Lan');
    await waitFor(() => expect(screen.getByTestId('order-discount')).toHaveTextContent('-1.900 ₫'));
    expect(screen.getByTestId('group-discount')).toHaveTextContent('Giảm 5% cho nhóm khách hàng Khách quen');
    expect(screen.getByTestId('order-total')).toHaveTextContent('36.100 ₫');
    expect(screen.getByRole('textbox', { name: 'Giảm giá' })).toHaveValue('5');
  });

  it('goes again when the customer is taken off or another without a discount is chosen', async () => {
    renderTill();
    await pickCustomer('Trần Thị Lan');
    await screen.findByTestId('group-discount');
    await removeCustomer();
    await waitFor(() => expect(screen.queryByTestId('group-discount')).toBeNull());
    expect(screen.getByTestId('order-total')).toHaveTextContent('38.000 ₫');
    await pickCustomer('Trần Thị Lan');
    await screen.findByTestId('group-discount');
    await removeCustomer();
    await pickCustomer('Phạm Văn Bình');
    expect(screen.queryByTestId('group-discount')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('38.000 ₫');
  });

  it("gives nothing for a group deleted since, and leaves the cashier's own discount", async () => {
    renderTill();
    await pickCustomer('Đỗ Minh Châu');
    expect(screen.getByTestId('order-total')).toHaveTextContent('38.000 ₫');
    await removeCustomer();
    const box = screen.getByRole('textbox', { name: 'Giảm giá' });
    fireEvent.input(box, { target: { value: '10' } });
    fireEvent.blur(box);
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('34.200 ₫'));
    await pickCustomer('Trần Thị Lan');
    expect(screen.queryByTestId('group-discount')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('34.200 ₫');
  });
});
