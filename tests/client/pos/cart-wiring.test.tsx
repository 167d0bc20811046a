/**
 * The cart screen wired to a real till database (fake-indexeddb) through a till session, as the
 * signed-in tree provides it: a scanned barcode adds the product in the scanned unit with FEFO
 * lots, + raises the quantity, the unit picker re-prices the line, a percent discount, the ticket
 * stored for a reload, and the confirmed order written with its outbox entry and the local stock
 * decrease in one transaction. A till write that fails shows a Vietnamese toast naming the action
 * and keeps the cart as it was, on screen and stored; so does a confirmation whose commit fails.
 * A scan on the checkout step adds nothing and says how to add it; a refund reads as money given back.
 * A 40-digit amount typed at checkout is cut to the money input's cap (with a warning) and paid, nothing thrown.
 * A sale on credit needs a customer; with one, the unpaid part is confirmed as the customer's debt,
 * and a refund can be deducted from what its credit sale still owes.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { createCustomerAtCounter } from '../../../src/db/customers';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { META_KEYS, writeMeta } from '../../../src/db/meta';
import { loadCart } from '../../../src/db/pos-state';
import { checkoutProblems } from '../../../src/domain/checkout';
import { baseQty, dong, MONEY_INPUT_DIGITS } from '../../../src/domain/money';
import { resetTicket } from '../../../src/domain/orders';
import { registerAtom, scanNoticeAtom, stepAtom, ticketAtom, tillAtom } from '../../../src/features/pos/atoms';
import { addByBarcode } from '../../../src/features/pos/cart-actions';
import { CartPanel } from '../../../src/features/pos/cart-panel';
import { CheckoutStep } from '../../../src/features/pos/checkout-step';
import { confirmOrder } from '../../../src/features/pos/order-actions';
import { scanned } from '../../../src/features/pos/pos-page';
import { updateTicket } from '../../../src/features/pos/ticket-updates';
import { AppToaster, toaster } from '../../../src/components/toaster';
import { formatMoney } from '../../../src/i18n/format';
import { posMessages } from '../../../src/i18n/pos';
import { posScreens } from '../../../src/i18n/pos-screens';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { signIn } from '../signed-in';

let session: TillSession;

const ids = {
  product: uuidv7(),
  vien: uuidv7(),
  vi: uuidv7(),
  uomVien: uuidv7(),
  uomVi: uuidv7(),
  lotSoon: uuidv7(),
  lotLate: uuidv7(),
  lotOld: uuidv7(),
  lotEmpty: uuidv7(),
  till: uuidv7(),
};

async function seed(db: TillDb) {
  await db.synced('uoms').bulkPut([
    { id: ids.uomVien, name: 'Viên' },
    { id: ids.uomVi, name: 'Vỉ' },
  ]);
  await db.synced('products').put({
    id: ids.product,
    name: 'Panadol 500mg',
    code: 'SP000111',
    drug_class: 'otc',
    tracking_type: 'lot',
    stock_on_hand: 130,
    sale_price: 1500,
    is_active: true,
    units: [
      { id: ids.vien, uom_id: ids.uomVien, factor: 1, price: 1500, barcode: '8935034011000' },
      { id: ids.vi, uom_id: ids.uomVi, factor: 10, price: 14600, barcode: '8935034011017' },
    ],
    lots: [
      { id: ids.lotOld, lot_number: 'A-OLD', expiry_date: '2020-01-01', quantity: 100 },
      { id: ids.lotSoon, lot_number: 'B-SOON', expiry_date: '2099-01-01', quantity: 15 },
      { id: ids.lotLate, lot_number: 'C-LATE', expiry_date: '2099-06-01', quantity: 15 },
      { id: ids.lotEmpty, lot_number: 'D-EMPTY', expiry_date: '2099-09-01', quantity: 0 },
    ],
  });
}

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await seed(db);
  const search = new ProductSearch(db);
  await search.build();
  session = tillSession(db, { search });
  appStore.set(ticketAtom, resetTicket());
  appStore.set(tillAtom, {
    id: ids.till,
    name: 'Quầy 1',
    order_code_prefix: 'Q1',
    payment_methods: ['cash'],
    receipt_layout: '80mm',
    receipt_header: null,
    receipt_footer: null,
    allow_negative_stock: false,
    layout: { categories: [] },
  });
  appStore.set(registerAtom, {
    id: uuidv7(),
    pos_setting_id: ids.till,
    opened_at: new Date().toISOString(),
    opening_cash: 0,
    opened_by: uuidv7(),
    opened_by_name: 'Thu ngân',
  });
  signIn({ id: uuidv7(), tenant_id: uuidv7(), full_name: 'Thu ngân', roles: ['cashier'] });
});

const renderCart = () =>
  render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>
          <CartPanel />
        </TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );

describe('the cart on the till', () => {
  it('adds a scanned unit with FEFO lots, raises it, discounts it and keeps it for a reload', async () => {
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    const line = await screen.findByTestId('cart-line');
    expect(line).toHaveTextContent('Panadol 500mg');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('14.600 ₫');
    // Ten tablets from the lot expiring first; the expired lot is never taken.
    expect(within(line).getByTestId('line-lots')).toHaveTextContent('Lô B-SOON');
    // (The picker lists every lot, the expired one disabled; what the line took is each 'line-lot',
    // counted in the base unit once the product's units are read.)
    await waitFor(() =>
      expect(
        within(line)
          .getAllByTestId('line-lot')
          .map((lot) => lot.textContent),
      ).toEqual(['Lô B-SOON · HSD 01/01/2099 · SL 10 Viên']),
    );

    fireEvent.click(within(line).getByRole('button', { name: '+' }));
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('29.200 ₫'));
    // Twenty tablets: B-SOON runs out, C-LATE gives the rest.
    await waitFor(() => expect(within(line).getByTestId('line-lots')).toHaveTextContent('C-LATE'));

    const discount = screen.getByRole('textbox', { name: 'Giảm giá' });
    fireEvent.input(discount, { target: { value: '10' } });
    fireEvent.blur(discount);
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('26.280 ₫'));

    const stored = await loadCart(session.db);
    expect(stored?.items).toHaveLength(1);
    expect(stored?.items[0]?.quantity).toBe(2);
    expect(stored?.order.grandTotal).toBe(26_280);
  });

  it('offers to change to the lots with stock only (an expired one listed and not choosable)', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011000'));
    const picker = await screen.findByRole('combobox', { name: posScreens.cart.changeLots });
    const options = within(picker).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent?.split(' · ')[0])).toEqual(['Đổi lô', 'A-OLD', 'B-SOON', 'C-LATE']);
    expect(options.find((o) => o.textContent?.startsWith('A-OLD'))?.disabled).toBe(true);
  });

  it('a quantity the line cannot take is said, and the box shows the quantity kept', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    const line = await screen.findByTestId('cart-line');
    // One is the least a sale line sells: − is off.
    expect(within(line).getByRole('button', { name: '-' })).toBeDisabled();
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    try {
      const box = within(line).getByRole('textbox', { name: posScreens.cart.quantity });
      fireEvent.input(box, { target: { value: '0' } });
      fireEvent.blur(box);
      await waitFor(() => expect(box).toHaveValue('1'));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'warning', title: posScreens.cart.quantityInvalid(1) }),
      );
      expect(appStore.get(ticketAtom).items[0]?.quantity).toBe(1);
    } finally {
      toast.mockRestore();
    }
  });

  it('a return line given more than the sale can take back says the most it can', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    // The line as a return of a sale of 2 vỉ, none given back yet.
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        items: ticket.items.map((item) => ({
          ...item,
          is_return: true,
          return_of_line_id: uuidv7(),
          quantityAvailable: 2,
          returnable_lots: item.lots.map((lot) => ({ ...lot, quantity: baseQty(20) })),
        })),
      })),
    );
    const line = await screen.findByTestId('cart-line');
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    try {
      const box = within(line).getByRole('textbox', { name: posScreens.cart.quantity });
      fireEvent.input(box, { target: { value: '5' } });
      fireEvent.blur(box);
      await waitFor(() => expect(box).toHaveValue('2'));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'warning', title: 'Chỉ trả được tối đa 2 Vỉ của dòng này.' }),
      );
    } finally {
      toast.mockRestore();
    }
  });

  it('"Hủy đơn" empties the cart with a toast that brings it back; parking says so', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    await screen.findByTestId('cart-line');
    expect(appStore.get(scanNoticeAtom)?.text).toBe(posScreens.search.added('Panadol 500mg'));
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    try {
      fireEvent.click(screen.getByRole('button', { name: posScreens.cart.clear }));
      await waitFor(() => expect(appStore.get(ticketAtom).items).toHaveLength(0));
      // The "added" notice went with the cart it spoke of.
      expect(appStore.get(scanNoticeAtom)).toBeNull();
      const offer = toast.mock.calls.map(([data]) => data).find((data) => data.title === posScreens.cart.cleared);
      expect(offer?.action?.label).toBe(posScreens.cart.undoClear);
      await act(async () => {
        offer?.action?.onClick();
      });
      await waitFor(() => expect(appStore.get(ticketAtom).items.map((item) => item.name)).toEqual(['Panadol 500mg']));
      expect((await loadCart(session.db))?.items).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: /Lưu tạm/ }));
      await waitFor(() => expect(appStore.get(ticketAtom).items).toHaveLength(0));
      expect(appStore.get(scanNoticeAtom)?.text).toBe(posScreens.parked.parkedNotice);
    } finally {
      toast.mockRestore();
    }
  });

  it('a discount over the order is said and the largest one applies; a non-number is said and undone', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    await screen.findByTestId('cart-line');
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    try {
      fireEvent.click(screen.getByRole('button', { name: posScreens.discount.amount }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: posScreens.discount.amount })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      let discount = screen.getByRole('textbox', { name: 'Giảm giá' });
      fireEvent.input(discount, { target: { value: '500000' } });
      fireEvent.blur(discount);
      await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/^0 ₫$/));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'warning', title: posScreens.cart.discountTooLargeAmount('14.600 ₫') }),
      );
      // The amount reads grouped in its box.
      discount = screen.getByRole('textbox', { name: 'Giảm giá' });
      expect(discount).toHaveValue('14.600');

      fireEvent.click(screen.getByRole('button', { name: posScreens.discount.percent }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: posScreens.discount.percent })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      discount = screen.getByRole('textbox', { name: 'Giảm giá' });
      fireEvent.input(discount, { target: { value: 'mười' } });
      fireEvent.blur(discount);
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'warning', title: posScreens.cart.discountInvalid }),
      );
      expect(discount).toHaveValue('');
      expect(screen.getByTestId('order-total')).toHaveTextContent(/^14\.600 ₫$/);
    } finally {
      toast.mockRestore();
    }
  });

  it('confirms a paid order with its outbox entry and the local stock decrease', async () => {
    // The device's segment of the shop's codes, as the server gave it at the first sync.
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        payments: [{ id: uuidv7(), method: 'cash', amount: dong(2_000), reference: null }],
      })),
    );
    let order: Awaited<ReturnType<typeof confirmOrder>> | undefined;
    await act(async () => {
      order = await confirmOrder(session);
    });
    if (!order) throw new Error('no order');
    if (Array.isArray(order)) throw new Error(`blocked: ${JSON.stringify(order)}`);
    expect(order.code).toBe('HD-Q1-2-000001');
    expect(appStore.get(stepAtom)).toBe('print');
    expect(appStore.get(ticketAtom).items).toHaveLength(0);
    const { db } = session;
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.name)).toEqual(['order.create']);
    expect(outbox[0]?.args).toMatchObject({ code: 'HD-Q1-2-000001', total_paid: 2_000, total_return: 500 });
    const product = await db.products.get(ids.product);
    expect(product?.stock_on_hand).toBe(129);
    expect(product?.lots?.find((lot) => lot.id === ids.lotSoon)?.quantity).toBe(14);
    expect(await db.cart.count()).toBe(0);
  });

  it('the sale carries its typed prescription as the cart is at confirmation, not as it was when typed', async () => {
    await session.db.synced('products').update(ids.product, { drug_class: 'rx' });
    await act(() => addByBarcode(session, '8935034011000'));
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        prescription: {
          id: uuidv7(),
          code: null,
          source: 'offline',
          date: '2026-11-28',
          doctor_id: null,
          doctor_name: 'BS. Nguyễn Văn Hòa',
          facility: 'Phòng khám Đa khoa Quận 1',
          diagnosis: 'Viêm họng cấp',
          patient_id: null,
          patient_name: 'Nguyễn Thị Lan',
          patient_age: 45,
          patient_gender: 'female',
          patient_address: '',
          instructions: '',
          items: [
            {
              product_id: ids.product,
              product_name: 'Panadol 500mg',
              quantity: 1,
              unit_name: 'Viên',
              dosage: 'Sáng 1 viên',
            },
          ],
        },
      })),
    );
    // Raised after the prescription was saved.
    await act(() => addByBarcode(session, '8935034011000'));
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        payments: [{ id: uuidv7(), method: 'cash', amount: dong(3_000), reference: null }],
      })),
    );
    let order: Awaited<ReturnType<typeof confirmOrder>> | undefined;
    await act(async () => {
      order = await confirmOrder(session);
    });
    if (!order || Array.isArray(order)) throw new Error(`not confirmed: ${JSON.stringify(order)}`);
    const [entry] = await session.db.outbox.toArray();
    expect((entry?.args as { prescription: { items: unknown[] } }).prescription.items).toEqual([
      { product_id: ids.product, product_name: 'Panadol 500mg', quantity: 2, unit_name: 'Viên', dosage: 'Sáng 1 viên' },
    ]);
  });

  it('a till write that fails is shown in Vietnamese and the cart stays as it was, on screen and stored', async () => {
    appStore.set(stepAtom, 'pos');
    renderCart();
    await act(() => addByBarcode(session, '8935034011017'));
    const line = await screen.findByTestId('cart-line');
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const put = vi.spyOn(session.db.cart, 'put').mockRejectedValue(new Error('QuotaExceededError'));
    try {
      fireEvent.click(within(line).getByRole('button', { name: '+' }));
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          expect.objectContaining({ type: 'error', title: posScreens.failures.quantity }),
        ),
      );
      expect(within(line).getByTestId('line-total')).toHaveTextContent('14.600 ₫');
      expect(appStore.get(ticketAtom).items[0]?.quantity).toBe(1);

      // Parking writes the parked order and the emptied counter in one transaction: neither lands.
      fireEvent.click(screen.getByRole('button', { name: /Lưu tạm/ }));
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: posScreens.failures.park })),
      );
      expect(appStore.get(ticketAtom).items).toHaveLength(1);
      expect(await session.db.parked_orders.count()).toBe(0);
      expect(logged).toHaveBeenCalled();
    } finally {
      put.mockRestore();
      toast.mockRestore();
      logged.mockRestore();
    }
    expect((await loadCart(session.db))?.items[0]?.quantity).toBe(1);
    // The till writes again: the same click now raises the quantity.
    fireEvent.click(within(line).getByRole('button', { name: '+' }));
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('29.200 ₫'));
  });
});

let queries = new QueryClient();

const renderCheckout = () => {
  queries = new QueryClient();
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queries}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={session}>
            <CheckoutStep />
            <AppToaster />
          </TillSessionProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
};

describe('the checkout on the till', () => {
  it('a scan on the checkout step adds nothing and says how to add it', async () => {
    await act(() => addByBarcode(session, '8935034011000'));
    appStore.set(stepAtom, 'checkout');
    const toast = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    try {
      await act(() => scanned(session, '8935034011017'));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'warning', title: posScreens.search.scanAtCheckout('8935034011017') }),
      );
      expect(appStore.get(ticketAtom).items.map((item) => item.uom.name)).toEqual(['Viên']);
      expect(appStore.get(stepAtom)).toBe('checkout');
    } finally {
      toast.mockRestore();
    }
  });

  it('a confirmation whose commit fails says so in Vietnamese and keeps the cart and its payments', async () => {
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        payments: [{ id: uuidv7(), method: 'cash', amount: dong(2_000), reference: null }],
      })),
    );
    appStore.set(stepAtom, 'checkout');
    renderCheckout();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The order's transaction fails at its last write (the outbox entry): nothing of it lands.
    const add = vi
      .spyOn(session.db.outbox, 'add')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    try {
      fireEvent.click(screen.getByTestId('confirm-payment'));
      expect(await screen.findByText(posScreens.failures.confirm)).toBeInTheDocument();
      expect(logged).toHaveBeenCalled();
    } finally {
      add.mockRestore();
      logged.mockRestore();
    }
    expect(appStore.get(stepAtom)).toBe('checkout');
    expect(appStore.get(ticketAtom).items).toHaveLength(1);
    expect(appStore.get(ticketAtom).payments.map((payment) => payment.amount)).toEqual([2_000]);
    expect(screen.getByTestId('checkout-paid')).toHaveTextContent('2.000 ₫');
    await waitFor(() => expect(screen.getByTestId('confirm-payment')).toBeEnabled());
    const { db } = session;
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recent_orders.count()).toBe(0);
    expect((await db.products.get(ids.product))?.stock_on_hand).toBe(130);
    expect((await loadCart(db))?.items).toHaveLength(1);

    // The till writes again: the same click confirms the same sale, once.
    fireEvent.click(screen.getByTestId('confirm-payment'));
    await waitFor(() => expect(appStore.get(stepAtom)).toBe('print'));
    expect((await db.outbox.toArray()).map((entry) => entry.args)).toEqual([
      expect.objectContaining({ code: 'HD-Q1-2-000001', total_paid: 2_000 }),
    ]);
  });

  it('a 40-digit amount typed in the payment input is cut to the cap and paid, nothing thrown', async () => {
    await act(() => addByBarcode(session, '8935034011000'));
    appStore.set(stepAtom, 'checkout');
    const { container } = renderCheckout();
    const toast = vi.spyOn(toaster, 'create');
    const input = container.querySelector<HTMLInputElement>('input[name=payment-amount]')!;
    fireEvent.input(input, { target: { value: '9'.repeat(40) } });
    const capped = Number('9'.repeat(MONEY_INPUT_DIGITS));
    expect(input).toHaveValue('99.999.999.999');
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    await waitFor(() => expect(appStore.get(ticketAtom).payments.map((payment) => payment.amount)).toEqual([capped]));
    expect(screen.getByTestId('checkout-paid')).toHaveTextContent(formatMoney(capped));
    expect(screen.getByText(posScreens.checkout.change)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-change')).toHaveTextContent(formatMoney(capped - 1_500));
    // The cut is said (a warning), and nothing failed (no error toast).
    expect(toast.mock.calls.map(([data]) => data.type)).toEqual(['warning']);
    toast.mockRestore();
  });

  it('a refund reads as money given back: the amount in the box, what was given and what is left to give', async () => {
    await act(() => addByBarcode(session, '8935034011000'));
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        items: ticket.items.map((item) => ({ ...item, quantity: 4, is_return: true })),
        order: { ...ticket.order, type: 'return', returnFor: uuidv7(), returnForCode: 'HD-Q1-000009' },
      })),
    );
    expect(appStore.get(ticketAtom).order.grandTotal).toBe(-6_000);
    appStore.set(stepAtom, 'checkout');
    const { container } = renderCheckout();
    expect(screen.getByTestId('checkout-due')).toHaveTextContent('6.000 ₫');
    const input = container.querySelector<HTMLInputElement>('input[name=payment-amount]')!;
    expect(input.placeholder).toBe('6.000');
    fireEvent.input(input, { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    await waitFor(() => expect(appStore.get(ticketAtom).payments.map((payment) => payment.amount)).toEqual([-4_000]));
    expect(screen.getByText(posScreens.checkout.refunded)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-paid')).toHaveTextContent(/^4\.000 ₫$/);
    expect(screen.getByText(posScreens.checkout.refundRemaining)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-change')).toHaveTextContent(/^2\.000 ₫$/);
    expect(within(screen.getByTestId('payments')).getByText(/^4\.000 ₫$/)).toBeInTheDocument();
  });
  it('sells on credit only with a customer: the unpaid part is written as the debt, no change given', async () => {
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    appStore.set(stepAtom, 'checkout');
    const { container } = renderCheckout();
    // The credit toggle's code loads with the step.
    expect(await screen.findByTestId('credit-needs-customer')).toHaveTextContent(
      posScreens.checkout.creditNeedsCustomer,
    );
    const input = container.querySelector<HTMLInputElement>('input[name=payment-amount]')!;
    fireEvent.input(input, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    await waitFor(() => expect(screen.getByTestId('checkout-paid')).toHaveTextContent(/^500 ₫$/));
    expect(screen.getByTestId('confirm-payment')).toBeDisabled();

    const lan = { id: uuidv7(), name: 'Nguyễn Thị Lan' };
    // What she owes from before, as the server said it a moment ago.
    queries.setQueryData(['customers', lan.id, 'debt'], 250_000);
    await act(() => updateTicket(session, (ticket) => ({ ...ticket, customer: lan })));
    expect(screen.getByTestId('customer-owing')).toHaveTextContent(posScreens.checkout.owing('250.000 ₫'));
    const credit = screen.getByTestId('sell-on-credit');
    expect(credit).toHaveTextContent(posScreens.checkout.credit(lan.name));
    expect(credit).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(credit);
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(posScreens.checkout.debt)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-change')).toHaveTextContent(/^1\.000 ₫$/);
    expect(appStore.get(ticketAtom).order).toMatchObject({ debtAmount: 1_000, totalReturn: 0 });

    // Taking the customer off leaves a debt owed by no one: the step says so and will not confirm.
    await act(() => updateTicket(session, (ticket) => ({ ...ticket, customer: null })));
    expect(screen.getByTestId('confirm-payment')).toBeDisabled();
    expect(screen.getByText(posMessages.payments.creditNeedsCustomer)).toBeInTheDocument();
    await act(() => updateTicket(session, (ticket) => ({ ...ticket, customer: lan })));

    await waitFor(() => expect(screen.getByTestId('confirm-payment')).toBeEnabled());
    fireEvent.click(screen.getByTestId('confirm-payment'));
    await waitFor(() => expect(appStore.get(stepAtom)).toBe('print'));
    expect((await session.db.outbox.toArray()).map((entry) => entry.args)).toEqual([
      expect.objectContaining({ customer_id: lan.id, total_paid: 500, total_return: 0, debt_amount: 1_000 }),
    ]);
  });
  it('does not ask the server what a customer made at this till owes before the till has sent them', async () => {
    await act(() => addByBarcode(session, '8935034011000'));
    const made = await createCustomerAtCounter(session.db, { full_name: 'Trần Văn Bình', phone: '0912345678' });
    await act(() =>
      updateTicket(session, (ticket) => ({ ...ticket, customer: { id: made.id as string, name: 'Trần Văn Bình' } })),
    );
    const fetch = vi.spyOn(globalThis, 'fetch');
    appStore.set(stepAtom, 'checkout');
    renderCheckout();
    const credit = await screen.findByTestId('sell-on-credit');
    // The server has no record of them yet: they owe nothing, and no request is made for them.
    await waitFor(() => expect(queries.getQueryData(['customers', made.id, 'debt'])).toBe(0));
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining(String(made.id)),
    );
    expect(screen.queryByTestId('customer-owing')).not.toBeInTheDocument();
    fireEvent.click(credit);
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'true'));
    fetch.mockRestore();
  });
  it('deducts a refund from what the original credit sale still owes instead of paying it back', async () => {
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    const lan = { id: uuidv7(), name: 'Nguyễn Thị Lan' };
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        customer: lan,
        items: ticket.items.map((item) => ({ ...item, quantity: 4, is_return: true, return_of_line_id: uuidv7() })),
        order: {
          ...ticket.order,
          type: 'return',
          returnFor: uuidv7(),
          returnForCode: 'HD-Q1-000009',
          deductibleDebt: dong(5_000),
        },
      })),
    );
    appStore.set(stepAtom, 'checkout');
    renderCheckout();
    const deduct = await screen.findByTestId('sell-on-credit');
    expect(deduct).toHaveTextContent(posScreens.checkout.deduct(lan.name, '5.000 ₫'));
    fireEvent.click(deduct);
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('sell-on-credit')).toHaveTextContent(`${posScreens.checkout.debtDeducted}: 5.000 ₫`);
    // 6.000 ₫ back: 5.000 off the debt, 1.000 still to give back.
    expect(screen.getByTestId('checkout-change')).toHaveTextContent(/^1\.000 ₫$/);
    expect(screen.getByTestId('confirm-payment')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    await waitFor(() => expect(screen.getByTestId('confirm-payment')).toBeEnabled());
    fireEvent.click(screen.getByTestId('confirm-payment'));
    await waitFor(() => expect(appStore.get(stepAtom)).toBe('print'));
    const [entry] = await session.db.outbox.toArray();
    expect(entry?.args).toMatchObject({ type: 'return', grand_total: -6_000, total_paid: -1_000, debt_amount: -5_000 });
  });
  it('deducts no more than the customer owes now, when the server says a part was paid since', async () => {
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    const lan = { id: uuidv7(), name: 'Nguyễn Thị Lan' };
    await act(() =>
      updateTicket(session, (ticket) => ({
        ...ticket,
        customer: lan,
        items: ticket.items.map((item) => ({ ...item, quantity: 4, is_return: true, return_of_line_id: uuidv7() })),
        order: { ...ticket.order, type: 'return', returnFor: uuidv7(), deductibleDebt: dong(5_000) },
      })),
    );
    appStore.set(stepAtom, 'checkout');
    renderCheckout();
    // The sale still owes 5.000, but she paid 3.000 of her debt at the back office since.
    queries.setQueryData(['customers', lan.id, 'debt'], 2_000);
    await waitFor(() =>
      expect(screen.getByTestId('sell-on-credit')).toHaveTextContent(posScreens.checkout.deduct(lan.name, '2.000 ₫')),
    );
    fireEvent.click(screen.getByTestId('sell-on-credit'));
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('checkout-change')).toHaveTextContent(/^4\.000 ₫$/);
    expect(appStore.get(ticketAtom).order.debtAmount).toBe(-2_000);

    // Nothing owed any more: the step offers no deduction at all.
    fireEvent.click(screen.getByTestId('sell-on-credit'));
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'false'));
    act(() => queries.setQueryData(['customers', lan.id, 'debt'], 0));
    await waitFor(() => expect(screen.queryByTestId('sell-on-credit')).toBeNull());
  });
  it('holds a sale on credit to the customer’s limit, less what they owe', async () => {
    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() => addByBarcode(session, '8935034011000'));
    const lan = { id: uuidv7(), name: 'Nguyễn Thị Lan' };
    await session.db.synced('customers').put({ id: lan.id, full_name: lan.name, phone: null, credit_limit: 250_500 });
    appStore.set(stepAtom, 'checkout');
    const { container } = renderCheckout();
    queries.setQueryData(['customers', lan.id, 'debt'], 250_000);
    await act(() => updateTicket(session, (ticket) => ({ ...ticket, customer: lan })));
    const input = container.querySelector<HTMLInputElement>('input[name=payment-amount]')!;
    fireEvent.input(input, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    fireEvent.click(await screen.findByTestId('sell-on-credit'));
    await waitFor(() => expect(screen.getByTestId('sell-on-credit')).toHaveAttribute('aria-pressed', 'true'));
    // 1.000 ₫ on credit, but 250.500 − 250.000 leaves room for 500 ₫ only.
    expect(screen.getByTestId('credit-limit')).toHaveTextContent(posScreens.checkout.limitRoom('250.500 ₫', '500 ₫'));
    expect(screen.getByText(posMessages.payments.creditOverLimit)).toBeInTheDocument();
    expect(screen.getByTestId('confirm-payment')).toBeDisabled();
    expect(checkoutProblems(appStore.get(ticketAtom))).toContainEqual({ reason: 'creditOverLimit' });

    fireEvent.input(input, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: posScreens.checkout.add }));
    await waitFor(() => expect(screen.getByTestId('confirm-payment')).toBeEnabled());
    expect(appStore.get(ticketAtom).order.debtAmount).toBe(500);
  });
});
