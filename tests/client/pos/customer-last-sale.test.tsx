/**
 * "Bán lại" at the till: with the network up, the order's customer shows their last purchase from
 * the server's history (any till of the shop), and one click puts it in the cart again at today's
 * prices, in the units sold, naming what the shop no longer sells. Offline, for a customer the
 * server does not know yet, or for one who never bought, nothing shows and nothing is asked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { resetTicket } from '../../../src/domain/orders';
import { scanNoticeAtom, ticketAtom } from '../../../src/features/pos/atoms';
import { CustomerBox } from '../../../src/features/pos/customer-box';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession } from '../../../src/till/session';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderOnTill } from './render-on-till';

const api = useApiServer();
afterEach(() => {
  setSyncState({ online: false });
});
beforeEach(() => signIn({ roles: ['cashier'] }));

const ids = { amlodipin: uuidv7(), vien: uuidv7(), hop: uuidv7(), uomVien: uuidv7(), uomHop: uuidv7(), sale: uuidv7() };
const hung = { id: uuidv7(), name: 'Trần Văn Hùng', phone: '0903214567' };

const soldLine = (over: Record<string, unknown>) => ({
  id: uuidv7(),
  product_id: ids.amlodipin,
  product_name: 'Amlodipin 5mg',
  product_code: 'SP000201',
  product_qty: 2,
  unit_id: ids.hop,
  unit_name: 'Hộp',
  factor: 30,
  base_quantity: 60,
  price: 15_000,
  note: '',
  is_return: false,
  return_of_line_id: null,
  drug_class: 'rx',
  tracking_type: 'lot',
  serials: [],
  item_lots: [],
  ...over,
});

const lastSale = {
  id: ids.sale,
  code: 'Q1-000123',
  type: 'sale',
  status: 'paid',
  ordered_at: '2026-11-12T03:15:00.000Z',
  grand_total: 66_000,
  order_items: [
    soldLine({}),
    soldLine({ product_id: uuidv7(), product_name: 'Coversyl 5mg', unit_id: null, unit_name: 'Viên', product_qty: 30 }),
    soldLine({ is_return: true, product_qty: 1, base_quantity: 30 }),
  ],
};

async function renderBox(customer = hung, options: { onlyOnTill?: boolean } = {}) {
  const db = new TillDb(uuidv7());
  await db.synced('uoms').bulkPut([
    { id: ids.uomVien, name: 'Viên' },
    { id: ids.uomHop, name: 'Hộp' },
  ]);
  await db.synced('products').put({
    id: ids.amlodipin,
    name: 'Amlodipin 5mg',
    code: 'SP000201',
    drug_class: 'rx',
    tracking_type: 'basic',
    stock_on_hand: 300,
    is_active: true,
    units: [
      { id: ids.vien, uom_id: ids.uomVien, factor: 1, price: 600 },
      { id: ids.hop, uom_id: ids.uomHop, factor: 30, price: 16_500 },
    ],
  });
  await db.synced('customers').put({
    id: customer.id,
    full_name: customer.name,
    phone: customer.phone,
    ...(options.onlyOnTill ? { pending_sync: true } : {}),
  });
  appStore.set(ticketAtom, { ...resetTicket(), customer });
  appStore.set(scanNoticeAtom, null);
  renderOnTill(
    tillSession(db, { search: new ProductSearch(db) }),
    <QueryClientProvider client={new QueryClient()}>
      <CustomerBox readOnly={false} />
    </QueryClientProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('the customer’s last purchase at the till', { timeout: 45_000 }, () => {
  it('shows it and sells it again at today’s prices, naming what is no longer sold', async () => {
    api.on('GET pos-orders', { body: { data: [{ id: ids.sale }], meta: { page: 1, page_size: 1, total: 7 } } });
    api.on(`GET pos-orders/${ids.sale}`, { body: { data: lastSale } });
    setSyncState({ online: true });
    await renderBox();
    const line = await screen.findByTestId('customer-last-sale');
    expect(line).toHaveTextContent('Lần mua trước 12/11/2026: 2 mặt hàng · 66.000 ₫');
    const query = api.calls('GET pos-orders')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ customer_id: hung.id, type: 'sale', status: 'paid', page_size: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Bán lại' }));
    await waitFor(() => expect(appStore.get(ticketAtom).items).toHaveLength(1));
    const [item] = appStore.get(ticketAtom).items;
    expect(item).toMatchObject({ name: 'Amlodipin 5mg', quantity: 2, uom: { name: 'Hộp' }, price: 16_500 });
    expect(appStore.get(scanNoticeAtom)).toEqual({
      ok: false,
      text: 'Đã thêm 1 mặt hàng của lần mua 12/11/2026. Không còn bán: Coversyl 5mg.',
    });
    // A second click adds the same again onto the same line, as a second scan would.
    fireEvent.click(screen.getByRole('button', { name: 'Bán lại' }));
    await waitFor(() => expect(appStore.get(ticketAtom).items[0]?.quantity).toBe(4));
  });

  it('shows nothing for a customer who never bought', async () => {
    api.on('GET pos-orders', { body: { data: [], meta: { page: 1, page_size: 1, total: 0 } } });
    setSyncState({ online: true });
    await renderBox();
    await waitFor(() => expect(api.calls('GET pos-orders')).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('customer-last-sale')).toBeNull();
  });

  it('asks nothing offline', async () => {
    api.on('GET pos-orders', { body: { data: [{ id: ids.sale }], meta: { page: 1, page_size: 1, total: 1 } } });
    await renderBox();
    await settle();
    expect(screen.queryByTestId('customer-last-sale')).toBeNull();
    expect(api.calls('GET pos-orders')).toHaveLength(0);
  });

  it('asks nothing for a customer made on this till and not sent yet', async () => {
    api.on('GET pos-orders', { body: { data: [{ id: ids.sale }], meta: { page: 1, page_size: 1, total: 1 } } });
    setSyncState({ online: true });
    await renderBox({ id: uuidv7(), name: 'Lê Thị Mai', phone: '0912000111' }, { onlyOnTill: true });
    await settle();
    expect(screen.queryByTestId('customer-last-sale')).toBeNull();
    expect(api.calls('GET pos-orders')).toHaveLength(0);
  });
});
